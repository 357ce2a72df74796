import { createContext, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import type { NotificationPayload } from 'react-admin';
import { useFocusHeadingOnChange } from '../../components/pageFocus';
import { translate } from './texts';

/**
 * How a public page goes elsewhere ('Voltar', the new admin sent to /), with the notices to show
 * there ('Cadastro realizado com sucesso!'). Signed out, PublicApp.tsx gives it (the browser's
 * history, then Root.tsx hands over to the sign-in or the console, carrying the notices); inside
 * the console (a signed-in user on /p/…), ConsolePublicPage.tsx (react-router, react-admin's
 * notices). Without either, the browser goes there.
 */
export type Go = (path: string, notices?: NotificationPayload[]) => void;

const PublicNav = createContext<Go>((path) => window.location.assign(path));
export const PublicNavProvider = PublicNav.Provider;
export const usePublicNav = () => useContext(PublicNav);

/** A link drawn as a button: a plain click goes without reloading; a new tab or window stays a link's. */
export function LinkButton({
  to,
  children,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode }) {
  const go = usePublicNav();
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <Button {...props} href={to} onClick={follow}>
      {children}
    </Button>
  );
}

/**
 * A public page's title in the browser's tab, with the product's name ('Cadastro de Assessoria
 * Jurídica | Recupera', spec 001 §2), and the focus on its heading when the page changes (as the
 * console's PageTitle, components/PageTitle.tsx). `title` is a key of the catalogue.
 */
export function PublicTitle({ title }: { title: string }) {
  const text = translate(title);
  useFocusHeadingOnChange(`${window.location.pathname}|${title}`);
  useEffect(() => {
    document.title = translate('app.page_title', { title: text });
  }, [text]);
  return null;
}
