import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawCompanies, seizureRequests, trackerRequests } from '../../src/server/db/schema';
import { client, setupApi, type ApiEnv, type Db, type Who } from '../support/api';

let env: ApiEnv;
let db: Db;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  env = await setupApi();
  ({ db } = env);
  api = client(env);
});
afterAll(() => env.app.close());

const get = (url: string, who: Who) => api.get<{ total: number }>(url, who);
const companyId = async (name: 'Alfa' | 'Beta') => (name === 'Alfa' ? env.alfa : env.beta);

/** The expected count, straight from the tables. */
async function pendingTrackersOf(lawCompanyId: number | null) {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
    where t.status = 'pending' and s.deleted_at is null
      and s.status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
      ${lawCompanyId === null ? sql`` : sql`and s.law_company_id = ${lawCompanyId}`}`);
  // PGlite and node-postgres both answer { rows }.
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
}

describe('menu badges', () => {
  it('count pending trackers per law company, and all of them for support', async () => {
    const alfa = await companyId('Alfa');
    const beta = await companyId('Beta');
    const alfaCount = await get('/admin/dashboard/trackers/pending', 'casos');
    expect(alfaCount.status).toBe(200);
    expect(alfaCount.body.total).toBe(await pendingTrackersOf(alfa));
    expect(alfaCount.body.total).toBeGreaterThan(0);
    expect((await get('/admin/dashboard/trackers/pending', 'beta')).body.total).toBe(await pendingTrackersOf(beta));
    expect((await get('/admin/dashboard/trackers/pending', 'suporte')).body.total).toBe(await pendingTrackersOf(null));
  });

  it('drop when an item is decided', async () => {
    const before = (await get('/admin/dashboard/trackers/pending', 'casos')).body.total;
    const alfa = await companyId('Alfa');
    const [pending] = await db
      .select({ id: trackerRequests.id })
      .from(trackerRequests)
      .innerJoin(seizureRequests, eq(seizureRequests.id, trackerRequests.seizureRequestId))
      .where(
        and(
          eq(trackerRequests.status, 'pending'),
          eq(seizureRequests.lawCompanyId, alfa),
          eq(seizureRequests.status, 'readyAndOpenedForTrackers'),
        ),
      )
      .limit(1);
    await db.update(trackerRequests).set({ status: 'approved' }).where(eq(trackerRequests.id, pending.id));
    expect((await get('/admin/dashboard/trackers/pending', 'casos')).body.total).toBe(before - 1);
  });

  it('answer the other counts with real numbers', async () => {
    for (const url of ['/admin/dashboard/seizure-requests/reports/pending', '/admin/chat/count']) {
      const res = await get(url, 'casos');
      expect(res.status).toBe(200);
      expect(res.body.total).toEqual(expect.any(Number));
    }
    const pendingCompanies = await db.$count(lawCompanies, eq(lawCompanies.status, 'pending'));
    expect((await get('/admin/dashboard/law-companies/pending', 'suporte')).body.total).toBe(pendingCompanies);
    expect(pendingCompanies).toBeGreaterThan(0);
    for (const url of ['/admin/dashboard/from-app/pending', '/admin/app-transfers/badge']) {
      expect((await get(url, 'suporte')).body.total).toBeGreaterThan(0);
    }
  });

  it('refuse the wrong role', async () => {
    expect((await get('/admin/dashboard/law-companies/pending', 'casos')).status).toBe(403);
    expect((await get('/admin/app-transfers/badge', 'beta')).status).toBe(403);
    expect((await get('/admin/dashboard/trackers/pending', 'localizador')).status).toBe(403);
  });
});
