import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/console/providers/dataProvider';
import { setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken, server, useMswServer } from '../../support/msw';

useMswServer();

const signIn = () => setTokens({ accessToken: fakeAccessToken({ roles: ['lawCompanyUser'] }), refreshToken: 'r' });

describe('dataProvider', () => {
  it('maps getList onto page, perPage, sort, the tab and nested filters, and reads { total, result }', async () => {
    signIn();
    let url: URL | undefined;
    server.use(
      http.get('*/admin/seizure-requests', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ total: 31, result: [{ id: 7 }] });
      }),
    );
    const answer = await dataProvider.getList('seizure-requests', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'licensePlate', order: 'ASC' },
      filter: { tab: 'draft', licensePlate: 'ABC', state: 'SP' },
    });
    expect(answer).toEqual({ data: [{ id: 7 }], total: 31 });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '3',
      perPage: '10',
      sortField: 'licensePlate',
      sortDirection: 'asc',
      status: 'draft',
      'filters[licensePlate]': 'ABC',
      'filters[state]': 'SP',
    });
  });

  it('sends the tab as `type` for the app lists', async () => {
    signIn();
    let type: string | null = null;
    server.use(
      http.get('*/admin/app-transfers', ({ request }) => {
        type = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({ total: 0, result: [] });
      }),
    );
    await dataProvider.getList('app-transfers', { filter: { tab: 'waiting' } } as never);
    expect(type).toBe('waiting');
  });

  it('updates with one POST carrying a numeric id, even from a route param', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.post('*/admin/seizure-requests', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 5, licensePlate: 'ABC1D23' });
      }),
    );
    const answer = await dataProvider.update('seizure-requests', {
      id: '5',
      data: { licensePlate: 'abc-1d23' },
      previousData: { id: 5 },
    });
    expect(body).toEqual({ licensePlate: 'abc-1d23', id: 5 });
    expect(answer.data).toMatchObject({ id: '5', licensePlate: 'ABC1D23' });
  });
});
