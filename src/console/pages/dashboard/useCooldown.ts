import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-admin';

/** Spec 000 §9: the dashboard's refresh waits 30 s between two uses. */
export const DASHBOARD_REFRESH_COOLDOWN_MS = 30_000;

/** Where the cooldown's end lives: the store, so every refresh control of the app shares it. */
export const DASHBOARD_REFRESH_COOLDOWN_KEY = 'dashboard.refreshCooldownUntil';

/**
 * The dashboard's refresh cooldown, one for the whole app: the page's 'Atualizar' and the app
 * bar's refresh button both start it and both wait for it, so neither bypasses the other.
 * `remaining` counts the whole seconds left (0 when ready), updated every second while running.
 * Kept in react-admin's store (the end time), so a reload does not skip it either; a logout
 * clears it with the rest of the user's store.
 */
export function useCooldown(durationMs = DASHBOARD_REFRESH_COOLDOWN_MS) {
  const [until, setUntil] = useStore<number | null>(DASHBOARD_REFRESH_COOLDOWN_KEY, null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until, setUntil]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + durationMs);
  }, [durationMs, setUntil]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
