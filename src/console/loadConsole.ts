/**
 * The signed-in console (App.tsx: react-admin's Admin, the shell, the data provider, the areas),
 * a chunk of its own: the signed-out entry (SignedOutApp.tsx) shows the sign-in and the public
 * pages without it, and loads it on sign-in (issue 27 item 2).
 */
export const loadConsole = () => import('./App');

let prefetched = false;

/**
 * Fetches the console ahead of the sign-in (the user's first keystroke or touch in a form), so
 * the screen after 'Entrar' is not slower than before. A failure is dropped: the sign-in's own
 * load tries again and says what went wrong.
 */
export function prefetchConsole() {
  if (prefetched) return;
  prefetched = true;
  loadConsole().catch(() => {
    prefetched = false;
  });
}

export { carriedNotices } from './carriedNotices';
