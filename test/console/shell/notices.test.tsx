// Notices while a drawer or a dialog is open (issue 11): an open MUI modal sets aria-hidden on the
// rest of the page, so the notice follows the top-most modal (layout/ConsoleNotification) and is
// found by role without `hidden: true`, the same node throughout (never remounted, never lost).
import { Button, Dialog, Drawer } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { request } from '../../../src/console/providers/httpClient';
import { server } from '../../support/msw';
import { installDesktopMatchMedia, renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

const CONFLICT = 'O registro já foi alterado por outra pessoa.';

/** Opens and closes the drawer and the dialog from outside: a click anywhere closes a notice. */
const modals = { drawer: (_open: boolean) => undefined as void, dialog: (_open: boolean) => undefined as void };

/** A page with a drawer, a dialog above it, a failing save and a notice that stays. */
function Harness() {
  const notify = useNotify();
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  modals.drawer = setDrawer;
  modals.dialog = setDialog;
  const save = useMutation({ mutationFn: () => request('/teste/registro', { method: 'POST' }) });
  return (
    <>
      <h1>Página</h1>
      <Button onClick={() => notify('app.auth.password_changed', { type: 'success', autoHideDuration: null })}>
        Avisar
      </Button>
      <Drawer
        anchor="right"
        open={drawer}
        onClose={() => setDrawer(false)}
        slotProps={{ paper: { 'aria-label': 'Gaveta' } }}
      >
        <Button onClick={() => save.mutate()}>Salvar</Button>
      </Drawer>
      <Dialog open={dialog} onClose={() => setDialog(false)} slotProps={{ paper: { 'aria-label': 'Confirmação' } }}>
        <p>Deseja continuar?</p>
      </Dialog>
    </>
  );
}

const pageBehind = () => screen.getByRole('heading', { name: 'Página', hidden: true });

describe('notices and modals', () => {
  it("a failed save inside a drawer: 'Erro' is announced inside the drawer, not hidden with the page", async () => {
    server.use(
      http.post('*/teste/registro', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: CONFLICT }, { status: 409 }),
      ),
    );
    renderScreen(<Harness />, { as: 'admin' });
    await screen.findByRole('heading', { name: 'Página' });
    act(() => modals.drawer(true));
    const drawer = await screen.findByRole('dialog', { name: 'Gaveta' });
    // What makes the fix needed: the drawer hides everything else from assistive technology.
    expect(pageBehind().closest('[aria-hidden="true"]')).not.toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro');
    expect(alert).toHaveTextContent(CONFLICT);
    expect(drawer).toContainElement(alert);
  });

  it('shows at the top centre from 600 px up, clear of the controls just used; at the bottom on a phone (issue 34)', async () => {
    const place = async () => {
      const status = await screen.findByText('Senha alterada com sucesso');
      const snackbar = status.closest('.MuiSnackbar-root');
      expect(snackbar).not.toBeNull();
      return snackbar!.className;
    };
    const wide = renderScreen(<Harness />, { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Avisar' }));
    expect(await place()).toMatch(/MuiSnackbar-anchorOriginTopCenter/);
    wide.unmount();
    installDesktopMatchMedia(390);
    renderScreen(<Harness />, { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Avisar' }));
    expect(await place()).toMatch(/MuiSnackbar-anchorOriginBottomCenter/);
  });

  it('a notice on screen follows the modals as they open, stack and close, the same node throughout', async () => {
    renderScreen(<Harness />, { as: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Avisar' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Senha alterada com sucesso');

    // It sat in <body> when the drawer opened (which marked it aria-hidden): it moves in.
    act(() => modals.drawer(true));
    const drawer = await screen.findByRole('dialog', { name: 'Gaveta' });
    await waitFor(() => expect(drawer).toContainElement(notice));
    expect(screen.getByRole('alert')).toBe(notice);

    // A dialog above the drawer hides the drawer too: the notice goes to the top one.
    act(() => modals.dialog(true));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    await waitFor(() => expect(dialog).toContainElement(notice));
    expect(screen.getByRole('alert')).toBe(notice);

    // Closing the dialog brings it back into the drawer; closing the drawer, back to the page.
    act(() => modals.dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument());
    await waitFor(() => expect(drawer).toContainElement(notice));
    expect(screen.getByRole('alert')).toBe(notice);

    act(() => modals.drawer(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gaveta' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toBe(notice);
    expect(notice.closest('[aria-hidden="true"]')).toBeNull();
    expect(pageBehind().closest('[aria-hidden="true"]')).toBeNull();
  });
});
