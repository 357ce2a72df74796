import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useFocusHeadingOnChange } from './pageFocus';

/**
 * The page's title in the app bar and in the browser tab, with the product name as a suffix
 * (spec 001 §2: "Page titles carry the product name as a suffix"). `title` is an i18n key.
 * Every page has one, so it also moves the focus to the page's heading when the route changes
 * or the user signs in (pageFocus.ts): the focus is never left on <body>.
 */
export function PageTitle({ title }: { title: string }) {
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
