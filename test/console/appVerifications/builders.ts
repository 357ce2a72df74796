// The verification screen's API as its tests answer it: the row of Ana Localizadora (user 7), her
// details and documents, and the decisions recorded.
import { http, HttpResponse } from 'msw';
import type { VerificationDetails, VerificationRow } from '../../../src/domain/appVerifications';
import type { Json } from '../../../src/domain/wire';
import { server } from '../../support/msw';

export const VERIFICATION_ROW: Json<VerificationRow> = {
  id: 7,
  name: 'Ana Localizadora',
  email: 'ana@exemplo.com.br',
  avatar: null,
  status: 'pending',
  updatedAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-01-10T12:00:00.000Z',
};
export const SEEN = '2026-11-20T12:00:00.000Z';
type Doc = 'pending' | 'approved' | 'reproved';

export function buildVerificationDetails(
  docs: [Doc, Doc, Doc] | null,
  status: Json<VerificationDetails>['verification'] extends infer V
    ? V extends { status: infer S }
      ? S
      : never
    : never = 'pending',
): Json<VerificationDetails> {
  return {
    user: {
      id: 7,
      name: 'Ana Localizadora',
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
      document: '12345678909',
      avatar: null,
      experienceScore: 20,
      status: 'pending',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Centro',
      street: 'Rua Direita',
      number: 10,
      complement: null,
      zipcode: '01002000',
      createdAt: '2026-01-10T12:00:00.000Z',
    },
    verification: docs
      ? {
          status,
          reason: null,
          verifier: null,
          documents: {
            frontDocument: { path: 'f.jpg', status: docs[0] },
            backDocument: { path: 'b.jpg', status: docs[1] },
            selfie: { path: 's.jpg', status: docs[2] },
          },
          createdAt: '2026-11-19T12:00:00.000Z',
          updatedAt: SEEN,
        }
      : null,
  };
}

/** The list, the details answering `current`, and the decisions recorded. */
export function answerVerification(details: Json<VerificationDetails>) {
  let current = details;
  const calls: URLSearchParams[] = [];
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get('*/admin/app-users/verifications', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: 1, result: [VERIFICATION_ROW] });
    }),
    http.get('*/admin/app-users/verifications/7', () => HttpResponse.json(current)),
    http.post('*/admin/app-users/verifications', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      return HttpResponse.json({
        userId: 7,
        message: body.documents ? 'Documento atualizado com sucesso' : 'Alterado com sucesso',
      });
    }),
  );
  return { calls, posts, set: (next: Json<VerificationDetails>) => (current = next) };
}
