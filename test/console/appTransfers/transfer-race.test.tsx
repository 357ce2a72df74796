import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TRANSFER_TEXTS, type TransferRow } from '../../../src/domain/appTransfers';
import type { Json } from '../../../src/domain/wire';
import { TransfersPage } from '../../../src/console/resources/appTransfers/TransfersPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

// Issue 35: two staff decide the same transfer; the loser's POST answers 409. Its screen must end
// on the decision taken (by whom, with the reason), with nothing left to click that would decide again.

const PENDING: Json<TransferRow> = {
  id: 41,
  status: 'pending',
  isWaiting: false,
  waitingUntil: null,
  pix: 'carla@app.test',
  pixType: 'email',
  amount: 1234.5,
  reason: null,
  receipt: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  pixAlreadyUsed: true,
  user: { id: 9, name: 'Carla Lima', email: 'carla@app.test' },
};
const DECIDED_AT = '2026-12-03T13:40:00.000Z';
const WINNER_REASON = 'Chave de outro titular';
const CONFLICT = TRANSFER_TEXTS.alreadyDecided('rejected', { kind: 'staff', name: 'Sérgio Suporte' }, DECIDED_AT);

/** The server: the transfer is pending until the other staff member's rejection lands (`decideElsewhere`). */
function serverWithRace() {
  let now: Json<TransferRow> = PENDING;
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get('*/admin/app-transfers', () => HttpResponse.json({ total: 1, result: [now] })),
    http.get('*/admin/app-transfers/:id', ({ params }) =>
      HttpResponse.json(params.id === 'badge' ? { total: 1 } : { ...now, walletBalance: 0 }),
    ),
    http.get('*/admin/app-transfers/:id/history', () =>
      HttpResponse.json(
        now.status === 'pending'
          ? []
          : [
              {
                id: 7,
                action: 'transfer.rejected',
                label: 'Transferência rejeitada',
                detail: WINNER_REASON,
                by: 'Sérgio Suporte',
                at: DECIDED_AT,
              },
            ],
      ),
    ),
    http.post('*/admin/app-transfers', async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ statusCode: 409, message: CONFLICT }, { status: 409 });
    }),
    http.post('*/content/upload', () =>
      HttpResponse.json({ path: '2026/12/0123456789abcdef0123456789abcdef.pdf', filename: 'c.pdf' }),
    ),
  );
  return {
    posts,
    decideElsewhere: () => {
      now = { ...PENDING, status: 'rejected', reason: WINNER_REASON };
    },
  };
}

async function openDetails() {
  renderScreen(<TransfersPage title="app.pages.app_transfers.title" />, {
    as: 'suporte',
    path: '/app/transferencias',
    counts: { pendingTransfers: 1 },
  });
  const row = (await screen.findByText('Carla Lima', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /Detalhes/ }));
  return screen.findByRole('dialog');
}

/** The details dialog after the 409: the winner's decision shown, no decision left to take. */
async function expectDecidedState() {
  expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rejeitar transferência' })).toBeNull());
  const details = await screen.findByRole('dialog', { name: /Detalhes/ });
  const history = await within(details).findByRole('list', { name: 'Histórico' }, { timeout: 5000 });
  expect(history).toHaveTextContent('Transferência rejeitada' + WINNER_REASON);
  expect(history).toHaveTextContent('por Sérgio Suporte');
  expect(within(details).getByText(WINNER_REASON, { selector: 'dd, dd *' })).toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: 'Rejeitar' })).toBeNull();
  expect(within(details).queryByRole('button', { name: 'Confirmar transferência' })).toBeNull();
  expect(within(details).queryByRole('button', { name: 'Escolher comprovante' })).toBeNull();
}

describe('/app/transferencias: the loser of two staff deciding one transfer', () => {
  it('rejecting: the reason dialog gives way to the details, showing who rejected and why', async () => {
    const race = serverWithRace();
    const details = await openDetails();
    await userEvent.click(within(details).getByRole('button', { name: 'Rejeitar' }));
    const reject = await screen.findByRole('dialog', { name: 'Rejeitar transferência' });
    await userEvent.click(within(reject).getByRole('textbox', { name: /Motivo da rejeição/ }));
    await userEvent.paste('Pix recusado');
    race.decideElsewhere();
    await userEvent.click(within(reject).getByRole('button', { name: 'Rejeitar' }));
    await expectDecidedState();
    expect(race.posts).toEqual([{ id: 41, status: 'rejected', reason: 'Pix recusado' }]);
  });

  it('completing: the receipt and its button go, the details show the rejection taken first', async () => {
    const race = serverWithRace();
    const details = await openDetails();
    const input = details.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' }));
    expect(await within(details).findByText('Comprovante enviado: comprovante.pdf')).toBeInTheDocument();
    race.decideElsewhere();
    await userEvent.click(within(details).getByRole('button', { name: 'Confirmar transferência' }));
    await expectDecidedState();
    expect(race.posts).toHaveLength(1);
  });
});
