import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useFocusHeadingOnChange } from './pageFocus';

/** Set by a route's page that shows another page in its place (NotFoundPage under a route's title). */
const TitleClaim = createContext<((title: string | null) => void) | null>(null);

/**
 * The page's title in the app bar and in the browser tab, with the product name as a suffix
 * (spec 001 §2: "Page titles carry the product name as a suffix"). `title` is an i18n key.
 * Every page has one, so it also moves the focus to the page's heading when the route changes
 * or the user signs in (pageFocus.ts): the focus is never left on <body>.
 * Inside a PageTitleScope the title replaces the scope's own (one title in the app bar: a case
 * that is not found reads 'Página não encontrada', not 'Detalhes do CasoPágina não encontrada').
 */
export function PageTitle({ title }: { title: string }) {
  const claim = useContext(TitleClaim);
  return claim ? <ClaimedTitle claim={claim} title={title} /> : <ShownTitle title={title} />;
}

function ClaimedTitle({ claim, title }: { claim: (title: string | null) => void; title: string }) {
  useLayoutEffect(() => {
    claim(title);
    return () => claim(null);
  }, [claim, title]);
  return null;
}

function ShownTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const text = translate(title);
  const { pathname } = useLocation();
  useFocusHeadingOnChange(`${pathname}|${title}`);
  useEffect(() => {
    document.title = translate('app.page_title', { title: text });
  }, [text, translate]);
  // preferenceKey false: a plain title, not react-admin's configurable one.
  return <Title title={text} preferenceKey={false} />;
}

/**
 * A route's title over its page: `title` unless the page shows another one in its place (a
 * PageTitle inside `children`, e.g. NotFoundPage); `replaced` tells what the scope shows beside
 * (the breadcrumbs of a page that is not there).
 */
export function PageTitleScope({ title, children }: { title: string; children: (replaced: boolean) => ReactNode }) {
  const [claimed, setClaimed] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={claimed ?? title} />
      <TitleClaim.Provider value={setClaimed}>{children(claimed !== null)}</TitleClaim.Provider>
    </>
  );
}
