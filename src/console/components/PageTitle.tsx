import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/**
 * The page's title in the app bar and in the browser tab, with the product name as a suffix
 * (spec 001 §2: "Page titles carry the product name as a suffix"). `title` is an i18n key.
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const text = translate(title);
  useEffect(() => {
    document.title = translate('app.page_title', { title: text });
  }, [text, translate]);
  // preferenceKey false: a plain title, not react-admin's configurable one.
  return <Title title={text} preferenceKey={false} />;
}
