// /app/transferencias as its tests answer it: the rows, each transfer's details with the balance.
import { http, HttpResponse } from 'msw';
import type { TransferRow } from '../../../src/domain/appTransfers';
import type { Json } from '../../../src/domain/wire';
import { server } from '../../support/msw';

/** A row of GET /admin/app-transfers: Carla Lima's pending R$ 1.234,50 to a key already paid, unless told. */
export const buildTransfer = (overrides: Partial<Json<TransferRow>> = {}): Json<TransferRow> => ({
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
  ...overrides,
});

// The rows the list answered: the details answer the same transfer (the modal shows the details
// once they are in, as the server has the transfer now).
let listed: Json<TransferRow>[] = [];

/** GET /admin/app-transfers answering `rows` (or failing with `status`), recording each query. */
export function answerTransferList(rows: Json<TransferRow>[], status = 200) {
  listed = rows;
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/app-transfers', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ message: 'Algo deu errado...' }, { status });
      return HttpResponse.json({ total: rows.length, result: rows });
    }),
  );
  return calls;
}

/** GET /admin/app-transfers/{id}: the listed transfer with the wallet's `balance`; the badge keeps its count. */
export function answerTransferDetails(balance: number) {
  server.use(
    // The badge shares the path's shape: it keeps its count.
    http.get('*/admin/app-transfers/:id', ({ params }) =>
      HttpResponse.json(
        params.id === 'badge'
          ? { total: 3 }
          : {
              ...(listed.find((row) => row.id === Number(params.id)) ?? buildTransfer({ id: Number(params.id) })),
              walletBalance: balance,
            },
      ),
    ),
  );
}
