import { http, HttpResponse } from 'msw';
import qs from 'qs';
import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageQuerySchema } from '../../../src/domain/listQuery';
import { reportListQuerySchema } from '../../../src/domain/reports';
import { trackerAddSearchQuerySchema, trackerListQuerySchema } from '../../../src/domain/trackers';
import { dataProvider } from '../../../src/console/providers/dataProvider';
import { server, useMswServer } from '../../support/msw';
import { storeSessionOf } from '../../support/renderScreen';

useMswServer();
// Signed in: without a session the http client sends nothing (docs/failure-paths.md).
beforeEach(() => storeSessionOf('casos'));

/** What getList asks of the API for `resource`: the path and the query string as sent. */
async function sent(resource: string, params: Partial<GetListParams>, answer: unknown = { total: 0, result: [] }) {
  const urls: URL[] = [];
  server.use(
    http.get('*/admin/*', ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(answer as Record<string, unknown>);
    }),
  );
  const result = await dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 10 },
    sort: { field: '', order: 'DESC' },
    filter: {},
    ...params,
  });
  expect(urls).toHaveLength(1);
  const url = urls[0];
  return { path: url.pathname, query: decodeURIComponent(url.search.slice(1)), result };
}

/** The server reads the query with qs and its list schema (src/server/app.ts): this one must pass. */
function acceptedBy(schema: z.ZodType, query: string) {
  const parsed = schema.safeParse(qs.parse(query, { depth: 3 }));
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data;
}

describe("the lists' queries, as the API reads them", () => {
  it("trackers of a case: the tab as status, the section's filters under filters[…], no sort (the tab's default)", async () => {
    const { path, query } = await sent('trackers', {
      pagination: { page: 2, perPage: 10 },
      filter: {
        seizureRequestId: 12,
        tab: 'pending',
        term: 'ana',
        hasFeature: ['hasScanner', 'hasPhotos'],
        viewedAt: 'notViewed',
      },
    });
    expect(path).toBe('/admin/trackers');
    expect(query).toBe(
      'seizureRequestId=12&status=pending&page=2&perPage=10&filters[term]=ana&filters[hasFeature][0]=hasScanner&filters[hasFeature][1]=hasPhotos&filters[viewedAt]=notViewed',
    );
    expect(acceptedBy(trackerListQuerySchema, query)).toMatchObject({
      seizureRequestId: 12,
      status: 'pending',
      page: 2,
      filters: { term: 'ana', hasFeature: ['hasScanner', 'hasPhotos'] },
    });
  });

  it('trackers without filters send no filters, and /aprovacao-automatica its sort', async () => {
    expect(
      (await sent('trackers', { filter: { seizureRequestId: 12, tab: 'all', term: '', hasFeature: [] } })).query,
    ).toBe('seizureRequestId=12&status=all&page=1&perPage=10');
    const { query } = await sent('trackers', {
      filter: { tab: 'autoApproved' },
      sort: { field: 'autoApprovedAt', order: 'DESC' },
    });
    expect(query).toBe('status=autoApproved&page=1&perPage=10&sortField=autoApprovedAt&sortDirection=desc');
    expect(acceptedBy(trackerListQuerySchema, query)).toMatchObject({
      status: 'autoApproved',
      sortField: 'autoApprovedAt',
      sortDirection: 'desc',
    });
  });

  it('the manual-add search: the case, the sort and filters[name] or filters[location]', async () => {
    const byName = await sent('tracker-candidates', {
      filter: { seizureRequestId: 12, name: 'bruno' },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(byName.path).toBe('/admin/trackers/add/search');
    expect(byName.query).toBe(
      'seizureRequestId=12&page=1&perPage=10&sortField=name&sortDirection=asc&filters[name]=bruno',
    );
    acceptedBy(trackerAddSearchQuerySchema, byName.query);
    const byPlace = await sent('tracker-candidates', {
      filter: { seizureRequestId: 12, location: { state: 'SP', city: 'Campinas' } },
      sort: { field: 'experienceScore', order: 'DESC' },
    });
    expect(byPlace.query).toBe(
      'seizureRequestId=12&page=1&perPage=10&sortField=experienceScore&sortDirection=desc&filters[location][state]=SP&filters[location][city]=Campinas',
    );
    expect(acceptedBy(trackerAddSearchQuerySchema, byPlace.query)).toMatchObject({
      filters: { location: { state: 'SP', city: 'Campinas' } },
    });
  });

  it("a case's reports: the tab as status, newest first by the API's default", async () => {
    const { path, query } = await sent('reports', { filter: { seizureRequestId: 12, tab: 'rejected' } });
    expect(path).toBe('/admin/seizure-requests/reports');
    expect(query).toBe('seizureRequestId=12&status=rejected&page=1&perPage=10');
    expect(acceptedBy(reportListQuerySchema, query)).toMatchObject({
      seizureRequestId: 12,
      status: 'rejected',
      sortField: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it("the dashboard's tabs: a page of the pending items; an answer without rows is an empty page", async () => {
    const trackers = await sent('pending-trackers', { pagination: { page: 3, perPage: 10 } });
    expect([trackers.path, trackers.query]).toEqual(['/admin/dashboard/trackers/pending', 'page=3&perPage=10']);
    acceptedBy(pageQuerySchema, trackers.query);
    const reports = await sent('pending-reports', {}, { total: 4 });
    expect([reports.path, reports.query]).toEqual([
      '/admin/dashboard/seizure-requests/reports/pending',
      'page=1&perPage=10',
    ]);
    expect(reports.result).toEqual({ data: [], total: 4 });
  });
});
