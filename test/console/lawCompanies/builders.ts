// /assessoria-juridicas as its tests answer it: Bahia Recupera (41), pending, its details and the POSTs.
import { http, HttpResponse } from 'msw';
import type { LawCompanyDetails, LawCompanyRow } from '../../../src/domain/lawCompanies';
import type { Json } from '../../../src/domain/wire';
import { server } from '../../support/msw';

export function buildLawCompanyRow(overrides: Partial<Json<LawCompanyRow>> = {}): Json<LawCompanyRow> {
  return {
    id: 41,
    name: 'Bahia Recupera',
    companyName: 'Bahia Recupera Assessoria Ltda',
    document: '12ABC34501DE35',
    contactName: 'Camila Santana',
    contactEmail: 'contato@bahiarecupera.com.br',
    contactPhone: '71987654321',
    status: 'pending',
    createdAt: '2026-11-19T13:00:00.000Z',
    ...overrides,
  };
}

export function buildLawCompanyDetails(overrides: Partial<Json<LawCompanyDetails>> = {}): Json<LawCompanyDetails> {
  return {
    ...buildLawCompanyRow(),
    contactWhatsapp: '71912345678',
    statusReason: null,
    enableTrackersAutoApprove: false,
    enableShadowMode: true,
    emailConfirmedAt: '2026-11-19T13:05:00.000Z',
    updatedAt: '2026-11-19T13:00:00.000Z',
    address: {
      state: 'BA',
      city: 'Salvador',
      neighborhood: 'Pituba',
      street: 'Av. Paulo VI',
      number: 1200,
      complement: 'Sala 3',
      zipcode: '41810001',
    },
    history: [
      {
        id: 9,
        kind: 'shadowMode',
        from: 'disabled',
        to: 'enabled',
        reason: null,
        by: 'Sérgio Suporte',
        at: '2026-11-20T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** GET /admin/law-companies answering `rows`, recording each query. */
export function answerLawCompanyList(rows: Json<LawCompanyRow>[] = [buildLawCompanyRow()]) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/law-companies', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: rows.length, result: rows });
    }),
  );
  return calls;
}

/** GET /admin/law-companies/41 answering what `current()` says, and the POSTs recorded. */
export function answerLawCompanyDetails(details = buildLawCompanyDetails()) {
  let current = details;
  const posts: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/admin/law-companies/41', () => HttpResponse.json(current)),
    http.post('*/admin/law-companies/*', async ({ request }) => {
      const body = request.headers.get('content-length') === '0' ? null : await request.json().catch(() => null);
      posts.push({ url: new URL(request.url).pathname, body });
      return null as never;
    }),
  );
  return { posts, set: (next: Json<LawCompanyDetails>) => (current = next) };
}
