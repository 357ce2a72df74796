import { SHELL_PATHS } from '../pages/shellPaths';

/** /p and everything under it: the public area (spec 001 §2). */
export const isPublicPath = (pathname: string) => pathname === '/p' || pathname.startsWith('/p/');

// ':id' matches one segment, as react-router's patterns do; a trailing slash is allowed.
const SHELL_PATTERNS = SHELL_PATHS.map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** A route of the shell (where a signed-out visitor gets the login modal), without the router. */
export const isShellPath = (pathname: string) => SHELL_PATTERNS.some((pattern) => pattern.test(pathname));

export type Mode = 'signIn' | 'public' | 'console';

/**
 * What shows a path: signed out, the login modal on a shell path and the public pages under /p;
 * anything else (signed in, or a path only the console knows: its not-found page) the console.
 */
export function modeFor(pathname: string, signedIn: boolean): Mode {
  if (signedIn) return 'console';
  if (isPublicPath(pathname)) return 'public';
  return isShellPath(pathname) ? 'signIn' : 'console';
}
