import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SeizureReport } from '../../src/domain/reports';
import type { TrackerRequest } from '../../src/domain/trackers';
import type { Json } from '../../src/domain/wire';
import { rows, useApi } from '../support/api';
import { READY } from './trackers.support';

const { env, api } = useApi();

/** The rows of the two lists as JSON carries them. */
type Item = Json<TrackerRequest>;
type ReportItem = Json<SeizureReport>;
const TRACKERS = '/admin/dashboard/trackers/pending';
const REPORTS = '/admin/dashboard/seizure-requests/reports/pending';

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(env.db, query);
  return Number(row.n);
}
/** The menu badge's definition: pending requests on ready, live cases of the company. */
const pendingTrackers = (company: number | null) =>
  count(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
    where t.status = 'pending' and s.deleted_at is null and s.status in ${READY} ${company === null ? sql`` : sql`and s.law_company_id = ${company}`}`);
const pendingReports = (company: number | null) =>
  count(sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id
    where r.status = 'pending' and s.deleted_at is null ${company === null ? sql`` : sql`and s.law_company_id = ${company}`}`);

describe('GET /admin/dashboard/trackers/pending', () => {
  it('answers the badge count and the first page of pending requests, with the case plate', async () => {
    const res = await api.get(TRACKERS, 'casos');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await pendingTrackers(env.alfa));
    expect(res.body.result).toHaveLength(Math.min(10, res.body.total));
    for (const row of res.body.result as Item[]) {
      expect(row.status).toBe('pending');
      expect(row.seizureRequest).toMatchObject({ id: expect.any(Number), status: expect.stringMatching(/^ready/) });
      expect(row.seizureRequest).toHaveProperty('licensePlate'); // null for a boat or a tractor
      expect(row.user).toMatchObject({ name: expect.any(String) });
    }
    const times = (res.body.result as Item[]).map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await api.get(`${TRACKERS}?page=2&perPage=5`, 'casos');
    expect(second.body.total).toBe(res.body.total);
    expect(second.body.result.map((r: Item) => r.id)).toEqual(res.body.result.slice(5, 10).map((r: Item) => r.id));
    // The tab is the call's: a status in the query changes nothing.
    expect((await api.get(`${TRACKERS}?status=approved`, 'casos')).body.total).toBe(res.body.total);
  });

  it('counts per company, all companies for support; needs a console user', async () => {
    expect((await api.get(TRACKERS, 'beta')).body.total).toBe(await pendingTrackers(env.beta));
    expect((await api.get(TRACKERS, 'suporte')).body.total).toBe(await pendingTrackers(null));
    expect((await api.get(TRACKERS, 'leitura')).body.total).toBe(await pendingTrackers(env.alfa));
    expect((await api.get(TRACKERS, 'localizador')).status).toBe(403);
    expect((await api.get(`${TRACKERS}?perPage=500`, 'casos')).status).toBe(422);
  });

  it('drops as requests are decided', async () => {
    const before = await api.get(TRACKERS, 'casos');
    const [first] = before.body.result as Item[];
    expect(
      (
        await api.post('/admin/trackers', 'casos', {
          requestId: first.id,
          status: 'approved',
          expectedStatus: 'pending',
        })
      ).status,
    ).toBe(200);
    const after = await api.get(TRACKERS, 'casos');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.result.map((r: Item) => r.id)).not.toContain(first.id);
  });
});

describe('GET /admin/dashboard/seizure-requests/reports/pending', () => {
  it('answers the badge count and the first page of pending reports, with the case plate', async () => {
    const res = await api.get(REPORTS, 'casos');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await pendingReports(env.alfa));
    expect(res.body.result).toHaveLength(Math.min(10, res.body.total));
    for (const row of res.body.result as ReportItem[]) {
      expect(row).toMatchObject({ status: 'pending', documents: { photos: expect.any(Array) } });
      expect(row.seizureRequest).toHaveProperty('licensePlate');
    }
    expect((await api.get(REPORTS, 'beta')).body.total).toBe(await pendingReports(env.beta));
    expect((await api.get(REPORTS, 'suporte')).body.total).toBe(await pendingReports(null));
    expect((await api.get(REPORTS, 'localizador')).status).toBe(403);
  });

  it('drops as reports are decided', async () => {
    const before = await api.get(REPORTS, 'casos');
    const [first] = before.body.result as ReportItem[];
    const decided = await api.post('/admin/seizure-requests/reports', 'casos', {
      id: first.id,
      seizureRequestId: first.seizureRequestId,
      status: 'rejected',
      expectedStatus: 'pending',
      reason: 'Fotos sem a placa.',
    });
    expect(decided.status).toBe(200);
    expect((await api.get(REPORTS, 'casos')).body.total).toBe(before.body.total - 1);
  });
});
