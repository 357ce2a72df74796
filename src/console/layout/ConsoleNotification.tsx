import { useMediaQuery, type Theme } from '@mui/material';
import { modalClasses } from '@mui/material/Modal';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Notification, type NotificationProps } from 'react-admin';

/**
 * The surface a notice must live in to stay perceivable: the top-most open MUI modal (drawer,
 * dialog, menu), or null when none is open. An open modal sets aria-hidden on every other child
 * of <body> (ModalManager), and its role="dialog" aria-modal paper makes screen readers ignore
 * everything outside it, so inside that paper is the only place a notice is still announced. A
 * modal without such a paper (a menu's popover) takes the notice in its root.
 */
function topModalSurface(doc: Document): HTMLElement | null {
  const open = Array.from(doc.body.children).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.classList.contains(modalClasses.root) &&
      !element.classList.contains(modalClasses.hidden) &&
      element.getAttribute('aria-hidden') !== 'true',
  );
  // Portals append to <body>, so the last open one is the one on top.
  const top = open.at(-1);
  if (!top) return null;
  return top.querySelector<HTMLElement>('[aria-modal="true"]') ?? top;
}

/**
 * One element of our own that follows the top-most open modal: moved (not remounted, so the
 * notice on screen and react-admin's queue survive) into it when a modal opens, back to <body>
 * when the last one closes, and never aria-hidden. Watched by a MutationObserver: modals come and
 * go as children of <body>, and their stacking shows in the aria-hidden ModalManager sets.
 */
function useModalFollowingHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const doc = document;
    const element = doc.createElement('div');
    element.className = 'console-notifications';
    const place = () => {
      const target = topModalSurface(doc) ?? doc.body;
      if (element.parentNode !== target) target.appendChild(element);
      // Hidden along with the page when a modal opened while it sat in <body>.
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    };
    place();
    // Two observers: <body>'s own children only (not every change of the page), and aria-hidden
    // anywhere below it (ModalManager's marks as modals stack and close; rare).
    const portals = new MutationObserver(place);
    portals.observe(doc.body, { childList: true });
    const hiding = new MutationObserver(place);
    hiding.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    setHost(element);
    return () => {
      portals.disconnect();
      hiding.disconnect();
      element.remove();
    };
  }, []);
  return host;
}

/**
 * Where a notice shows (issue 34): react-admin's bottom centre covered the controls people had just
 * used (a drawer's 'Modo simplificado' switch, /configuracoes' 'Número' above 'Salvar'). From
 * 600 px up, the top centre: over the app bar's title (no control there; its buttons sit at the
 * ends) and, with a drawer or dialog open, over its title row, clear of its close button. On a
 * phone a top notice would hide the app bar's and a full-width drawer's buttons: the bottom.
 */
export const NOTICE_PLACES = {
  wide: { vertical: 'top', horizontal: 'center' },
  narrow: { vertical: 'bottom', horizontal: 'center' },
} as const;

/**
 * react-admin's notifications (<Admin notification>), every notice included (success texts and
 * the 'Erro' of MutationFailureNotices), rendered into the top-most open modal so a drawer or
 * dialog does not hide them from assistive technology (issue 11).
 */
export function ConsoleNotification(props: NotificationProps) {
  const host = useModalFollowingHost();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return host
    ? createPortal(<Notification anchorOrigin={NOTICE_PLACES[narrow ? 'narrow' : 'wide']} {...props} />, host)
    : null;
}
