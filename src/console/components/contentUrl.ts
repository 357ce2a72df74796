import { apiUrl, refreshTokens } from '../providers/httpClient';
import { getTokens, isExpired } from '../providers/session';

/**
 * The address of a stored file: GET /content/<path>?token=<accessToken> (spec 000 §7: files are
 * shown on the content host with the access token as a query parameter; a new tab cannot send
 * the Authorization header).
 */
export function contentUrl(path: string, accessToken: string): string {
  const cleanPath = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return apiUrl(`/content/${cleanPath}?token=${encodeURIComponent(accessToken)}`);
}

/** The address with the token stored now (empty token when signed out: the server answers 401). */
export const currentContentUrl = (path: string) => contentUrl(path, getTokens()?.accessToken ?? '');

/**
 * Click handler of a link to a file: the link gets the current token at the moment of the click;
 * an expired token is refreshed first, the new tab opened at once (so no pop-up blocker steps in)
 * and pointed at the file when the new token arrives.
 */
export function openContent(event: React.MouseEvent<HTMLAnchorElement>, path: string) {
  openWithToken(event, (token) => contentUrl(path, token));
}

/** The same for any address opened in a new tab with the access token in its query (files; the analytics report has its own token). */
export function openWithToken(event: React.MouseEvent<HTMLAnchorElement>, urlFor: (accessToken: string) => string) {
  const tokens = getTokens();
  if (!tokens || !isExpired(tokens.accessToken)) {
    event.currentTarget.href = urlFor(tokens?.accessToken ?? '');
    return;
  }
  event.preventDefault();
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  refreshTokens()
    .then((fresh) => {
      if (tab) tab.location.href = urlFor(fresh.accessToken);
    })
    .catch(() => tab?.close());
}
