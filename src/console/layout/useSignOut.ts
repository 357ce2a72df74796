import { useCallback } from 'react';
import { useLogout, useNavigate, useSidebarState } from 'react-admin';

/** Spec 000 §9: the redirect after logout waits 500 ms. */
export const LOGOUT_REDIRECT_DELAY = 500;

/**
 * Logout as spec 000 §4 describes it: the session is cleared whether or not POST /auth/logout
 * succeeds (authProvider.logout swallows its failure), the sidebar closes, and after 500 ms we
 * go to /, where the login modal shows. react-admin's useLogout also clears the query cache and
 * resets the store (our store keeps the device's theme and sidebar preferences).
 */
export function useSignOut() {
  const logout = useLogout();
  const [, setSidebarOpen] = useSidebarState();
  const navigate = useNavigate();
  return useCallback(async () => {
    // redirectTo false: we navigate ourselves, after the delay.
    await logout({}, false, false);
    setSidebarOpen(false);
    setTimeout(() => navigate('/'), LOGOUT_REDIRECT_DELAY);
  }, [logout, setSidebarOpen, navigate]);
}
