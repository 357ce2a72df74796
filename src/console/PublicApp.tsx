import { useCallback, useEffect, useState } from 'react';
import type { NotificationPayload } from 'react-admin';
import { PublicPage, routeOf } from './pages/public/PublicPage';
import type { Go } from './pages/public/publicNav';
import { loadOperator } from './pages/public/useOperator';
import { isPublicPath } from './signIn/paths';
import { ChosenTheme } from './signIn/themeChoice';

/**
 * The public pages (/p/*, spec 001 §2) of a signed-out visitor (issue 27 item 2): MUI and our
 * code only, as the sign-in (signIn/SignInPage.tsx): no react-admin, no router, no react-query,
 * no form library; zod loads at the registration's first check. The path is the browser's
 * (history.pushState, back and forward). Leaving /p ('Voltar', the new admin sent to /) hands
 * over to Root.tsx, with the notices to show there ('Cadastro realizado com sucesso!').
 */

export type Leave = (pathname: string, notices: NotificationPayload[]) => void;

/** How long the first paint may wait for the operator's footer (GET /public/operator). */
const FOOTER_WAIT_MS = 1_500;

/**
 * What the first paint of a public page needs, fetched before it: the page's code and the
 * operator's footer. Shown as they come instead, the centred card grew and moved twice
 * (Lighthouse's layout shift: 0.59 on desktop, 0.27 on a phone). A slow footer is not waited
 * for past FOOTER_WAIT_MS; a failure is left to the footer itself (it says so, with 'Tentar Novamente').
 */
export async function preparePublic(pathname: string) {
  const footer = loadOperator().catch(() => undefined);
  await Promise.all([
    routeOf(pathname)?.page.preload(),
    Promise.race([footer, new Promise((resolve) => setTimeout(resolve, FOOTER_WAIT_MS))]),
  ]);
}

export function PublicApp({ onLeave }: { onLeave: Leave }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);

  // Back and forward between public pages (Root.tsx hands over when the path leaves /p).
  useEffect(() => {
    const onPop = () => {
      if (isPublicPath(window.location.pathname)) setPathname(window.location.pathname);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback<Go>(
    (path, notices = []) => {
      window.history.pushState(null, '', path);
      if (isPublicPath(path)) setPathname(path);
      else onLeave(path, notices);
    },
    [onLeave],
  );

  return (
    <ChosenTheme>
      <PublicPage pathname={pathname} go={go} />
    </ChosenTheme>
  );
}
