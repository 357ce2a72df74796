import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { PublicPage } from './PublicPage';
import type { Go } from './publicNav';

/**
 * A public page inside the console (a signed-in user on /p/…): the same light page as signed out
 * (PublicPage.tsx), going elsewhere through react-router and saying its notices with react-admin.
 */
export function ConsolePublicPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const go = useCallback<Go>(
    (path, notices = []) => {
      notices.forEach(({ message, type, notificationOptions }) => notify(message, { ...notificationOptions, type }));
      navigate(path);
    },
    [navigate, notify],
  );
  return <PublicPage pathname={pathname} go={go} />;
}
