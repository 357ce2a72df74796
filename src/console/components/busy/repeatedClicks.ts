import type { MouseEvent } from 'react';

/**
 * Opening a dialog is idempotent (issue 35 §2). The second click of a double-click on a button
 * that opens a dialog, a menu or a drawer lands on the backdrop that the first click has just put
 * over the button, and MUI closes on a backdrop click: 'Encerrar como não apreendido' opened and
 * closed within 150 ms, 'Reabrir caso' and 'Adicionar localizador' never showed behind their fade.
 * That click is the same gesture as the one that opened it (`detail`, the click count of a run of
 * clicks, is 2 or more), so it is stopped in the capture phase before MUI's backdrop handler sees
 * it. A fresh click outside (detail 1) still closes; clicks inside the paper are left alone.
 * Installed once for every Modal (Dialog, Confirm, Drawer, Menu, Popover) by the theme.
 */
export function ignoreRepeatedBackdropClick(event: MouseEvent<HTMLElement>) {
  if (event.detail < 2) return;
  const target = event.target as Element;
  if (target.closest('.MuiPaper-root')) return;
  event.stopPropagation();
}
