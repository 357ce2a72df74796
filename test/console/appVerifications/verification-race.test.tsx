import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_TEXTS,
  type VerificationDetails,
  type VerificationRow,
} from '../../../src/domain/appVerifications';
import type { Json } from '../../../src/domain/wire';
import { AppVerificationsPage } from '../../../src/console/resources/appVerifications/AppVerificationsPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

// Issue 35: two staff decide one verification; the loser's POST answers 409. The reason dialog
// must give way to the modal showing the state now, with the decisions that state no longer allows gone.

const SEEN = '2026-11-20T12:00:00.000Z';
const DECIDED_AT = '2026-12-03T13:40:00.000Z';
const ROW: Json<VerificationRow> = {
  id: 7,
  name: 'Ana Localizadora',
  email: 'ana@exemplo.com.br',
  avatar: null,
  status: 'pending',
  updatedAt: SEEN,
  createdAt: '2026-01-10T12:00:00.000Z',
};
const CONFLICT = VERIFICATION_TEXTS.stale({ kind: 'staff', name: 'Sérgio Suporte' }, DECIDED_AT);

function details(status: 'pending' | 'approved', updatedAt: string): Json<VerificationDetails> {
  const docStatus = status === 'pending' ? 'reproved' : 'approved';
  return {
    user: {
      id: 7,
      name: 'Ana Localizadora',
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
      document: '12345678909',
      avatar: null,
      experienceScore: 20,
      status: status === 'pending' ? 'pending' : 'active',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Centro',
      street: 'Rua Direita',
      number: 10,
      complement: null,
      zipcode: '01002000',
      createdAt: '2026-01-10T12:00:00.000Z',
    },
    verification: {
      status,
      reason: null,
      verifier: status === 'pending' ? null : { name: 'Sérgio Suporte', email: 'suporte@demo.test' },
      documents: {
        frontDocument: { path: 'f.jpg', status: 'approved' },
        backDocument: { path: 'b.jpg', status: docStatus },
        selfie: { path: 's.jpg', status: 'approved' },
      },
      createdAt: '2026-11-19T12:00:00.000Z',
      updatedAt,
    },
  };
}

describe('/app/cadastros: the loser of two staff deciding one verification', () => {
  it("'Solicitar modificação' after another's approval: the reason dialog closes, the modal shows the approval", async () => {
    let now = details('pending', SEEN);
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.get('*/admin/app-users/verifications', () => HttpResponse.json({ total: 1, result: [ROW] })),
      http.get('*/admin/app-users/verifications/7', () => HttpResponse.json(now)),
      http.get('*/admin/app-users/verifications/7/history', () => HttpResponse.json([])),
      http.post('*/admin/app-users/verifications', async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ statusCode: 409, message: CONFLICT }, { status: 409 });
      }),
    );
    renderScreen(<AppVerificationsPage title="app.pages.app_verifications.title" />, {
      as: 'suporte',
      path: '/app/cadastros',
      counts: { pendingVerifications: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Detalhes: Ana Localizadora' }, { timeout: 5000 }));
    const modal = await screen.findByRole('dialog', { name: 'Verificação' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Solicitar modificação' }));
    const reason = await screen.findByRole('dialog', { name: 'Solicitar modificação' });
    await userEvent.click(within(reason).getByRole('textbox', { name: /Motivo/ }));
    await userEvent.paste('Verso ilegível');
    // Meanwhile Sérgio approves it (the second document re-checked).
    now = details('approved', DECIDED_AT);
    await userEvent.click(within(reason).getByRole('button', { name: 'Solicitar modificação' }));
    expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitar modificação' })).toBeNull());
    const refreshed = screen.getByRole('dialog', { name: 'Verificação' });
    // The modal now: approved, so neither 'Aprovar' nor 'Solicitar modificação' is offered.
    await waitFor(() => expect(within(refreshed).queryByRole('button', { name: 'Solicitar modificação' })).toBeNull());
    expect(within(refreshed).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(posts).toEqual([{ userId: 7, status: 'reproved', reason: 'Verso ilegível', seenAt: SEEN }]);
  });
});
