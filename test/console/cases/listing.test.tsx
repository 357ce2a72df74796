import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseDetails, buildCaseDetails } from './builders';
import { expectBlocked, renderCaseDetails } from './screens';

useScreenTestSetup();

const toggle = () => screen.findByRole('switch', { name: 'Listar no aplicativo' }, { timeout: 5000 });

/** The listing endpoint, held until `release()` so the test sees the optimistic state. */
function holdListing(answer: () => Response) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/admin/seizure-requests/:id/trackers/status/:listing', async ({ params }) => {
      calls.push(`${String(params.id)} ${String(params.listing)}`);
      await released;
      await delay(10);
      return answer();
    }),
  );
  return { calls, release: () => release() };
}

describe("'Listar no aplicativo'", () => {
  it('flips at once and reverts with an Erro notification when the call fails', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'readyAndOpenedForTrackers' }));
    const listing = holdListing(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    renderCaseDetails('casos', 12);
    const control = await toggle();
    expect(control).toBeChecked();
    await userEvent.click(control);
    // Optimistic: off before the server has answered.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).not.toBeChecked());
    expect(listing.calls).toEqual(['12 close']);
    listing.release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro');
    expect(alert).toHaveTextContent('Algo deu errado...');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).toBeChecked());
  });

  it('keeps the new state when the server agrees', async () => {
    const api = answerCaseDetails(buildCaseDetails({ id: 12, status: 'readyAndClosedForTrackers' }));
    const listing = holdListing(() => {
      api.update({ status: 'readyAndOpenedForTrackers' });
      return HttpResponse.json({ id: 12, status: 'readyAndOpenedForTrackers' });
    });
    renderCaseDetails('casos', 12);
    const control = await toggle();
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).toBeChecked());
    listing.release();
    await waitFor(() => expect(listing.calls).toEqual(['12 open']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).toBeChecked();
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it('is disabled, with its reason, for a simplified-mode case', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'readyAndClosedForTrackers', shadowMode: true }));
    const listing = holdListing(() => HttpResponse.json({}));
    renderCaseDetails('casos', 12);
    const control = await toggle();
    await expectBlocked(control, 'Não é possível listar no aplicativo um caso no modo simplificado.');
    // Blocked, a click on its label (or Space) changes nothing and asks nothing.
    await userEvent.click(control.closest('label')!);
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(listing.calls).toEqual([]);
  });

  it('is disabled for a draft and for a closed case', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'draft' }));
    const { unmount } = renderCaseDetails('casos', 12);
    const control = await toggle();
    await expectBlocked(control, 'Somente casos prontos podem ser listados no aplicativo.');
    // Hovering the label shows it too.
    await userEvent.hover(control.closest('label')!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Somente casos prontos podem ser listados no aplicativo.',
    );
    unmount();
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'completedSized', closedAt: '2025-01-01T00:00:00.000Z' }));
    renderCaseDetails('casos', 12);
    expect(await toggle()).toHaveAttribute('aria-disabled', 'true');
  });

  it('is disabled for a read-only user', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'readyAndOpenedForTrackers' }));
    renderCaseDetails('leitura', 12);
    const control = await toggle();
    expect(control).toBeChecked();
    await expectBlocked(control, 'Somente administradores de casos podem alterar a listagem.');
  });
});
