// The dashboard's doughnuts and support's counters (issue 14 items 5 and 7): every number is
// checked against the rows themselves, counted here by an independent query (never case_counts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseGraph } from '../../src/domain/dashboard';
import { LAW_COMPANY_STATUSES, VERIFICATION_STATUSES } from '../../src/domain/statuses';
import { rows, useApi } from '../support/api';

const { env, api } = useApi();

const GRAPH = '/admin/dashboard/seizure-requests/graph';

/** Live cases by slice, straight from seizure_requests (status and approved trackers). */
async function expectedGraph(company: number | null) {
  const [row] = await rows<Record<string, number>>(
    env.db,
    sql`select
      count(*) filter (where status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') and total_approved_trackers = 0)::int as "withoutTracker",
      count(*) filter (where status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') and total_approved_trackers > 0)::int as "withTracker",
      count(*) filter (where status = 'draft')::int as draft,
      count(*) filter (where status = 'completedSized')::int as sized,
      count(*) filter (where status in ('completedNotSized', 'archived'))::int as "notSized"
    from seizure_requests where deleted_at is null ${company === null ? sql`` : sql`and law_company_id = ${company}`}`,
  );
  return {
    active: [
      { key: 'withoutTracker', total: row.withoutTracker },
      { key: 'withTracker', total: row.withTracker },
    ],
    inactive: [
      { key: 'draft', total: row.draft },
      { key: 'sized', total: row.sized },
      { key: 'notSized', total: row.notSized },
    ],
  };
}

const countOf = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(env.db, query))[0].n);

describe('GET /admin/dashboard/seizure-requests/graph/{lawCompanyId?}', () => {
  it("equals the company's live cases by slice for its users, whatever id they pass of their own", async () => {
    const alfa = await expectedGraph(env.alfa);
    expect(alfa.active.some((s) => s.total > 0) && alfa.inactive.some((s) => s.total > 0)).toBe(true);
    const own = await api.get<CaseGraph>(GRAPH, 'casos');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ lawCompanyId: env.alfa, ...alfa });
    expect((await api.get(`${GRAPH}/${env.alfa}`, 'leitura')).body).toEqual(own.body);
    expect((await api.get(GRAPH, 'beta')).body).toEqual({ lawCompanyId: env.beta, ...(await expectedGraph(env.beta)) });
  });

  it("answers another company's id, or one that does not exist, with 404", async () => {
    expect((await api.get(`${GRAPH}/${env.beta}`, 'casos')).status).toBe(404);
    expect((await api.get(`${GRAPH}/${env.alfa}`, 'beta')).status).toBe(404);
    expect((await api.get(`${GRAPH}/2147483000`, 'suporte')).status).toBe(404);
    expect((await api.get(`${GRAPH}/0${env.alfa}`, 'suporte')).status).toBe(404);
    expect((await api.get(GRAPH, 'localizador')).status).toBe(403);
  });

  it('gives support every company, or the one it filters by', async () => {
    expect((await api.get(GRAPH, 'suporte')).body).toEqual({ lawCompanyId: null, ...(await expectedGraph(null)) });
    expect((await api.get(`${GRAPH}/${env.beta}`, 'suporte')).body).toEqual({
      lawCompanyId: env.beta,
      ...(await expectedGraph(env.beta)),
    });
  });

  it('follows the cases as they change (the counters are kept by trigger)', async () => {
    const before = await api.get<CaseGraph>(GRAPH, 'casos');
    await env.db.execute(sql`update seizure_requests set status = 'completedSized', closed_at = now()
      where id = (select id from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null and status = 'draft' order by id limit 1)`);
    const after = await api.get<CaseGraph>(GRAPH, 'casos');
    const slice = (g: CaseGraph, key: string) => g.inactive.find((s) => s.key === key)?.total ?? -1;
    expect(slice(after.body, 'draft')).toBe(slice(before.body, 'draft') - 1);
    expect(slice(after.body, 'sized')).toBe(slice(before.body, 'sized') + 1);
    expect(after.body).toEqual({ lawCompanyId: env.alfa, ...(await expectedGraph(env.alfa)) });
  });
});

describe('GET /admin/dashboard/law-companies/{status|total}', () => {
  it('counts the law companies of each status and in all, for support only', async () => {
    for (const status of LAW_COMPANY_STATUSES) {
      const res = await api.get(`/admin/dashboard/law-companies/${status}`, 'suporte');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        total: await countOf(sql`select count(*) as n from law_companies where status = ${status}`),
      });
    }
    const all = await api.get('/admin/dashboard/law-companies/total', 'admin');
    expect(all.body).toEqual({ total: await countOf(sql`select count(*) as n from law_companies`) });
    expect(all.body.total).toBeGreaterThan(1);
    expect((await api.get('/admin/dashboard/law-companies/nope', 'suporte')).status).toBe(404);
    expect((await api.get('/admin/dashboard/law-companies/total', 'casos')).status).toBe(403);
  });
});

describe('GET /admin/dashboard/from-app/{status|total}', () => {
  it("counts app users by verification status and every app user in all (the app-user tabs' rule), for support only", async () => {
    let sum = 0;
    for (const status of VERIFICATION_STATUSES) {
      const res = await api.get(`/admin/dashboard/from-app/${status}`, 'suporte');
      expect(res.status).toBe(200);
      const ofAppUsers =
        await countOf(sql`select count(*) as n from user_verifications v join users u on u.id = v.user_id
        where v.status = ${status} and u.deleted_at is null and u.roles && array['tracker', 'informer', 'fromApp']::text[]`);
      expect(res.body).toEqual({ total: ofAppUsers });
      sum += res.body.total;
    }
    expect(sum).toBeGreaterThan(0);
    const all = await api.get('/admin/dashboard/from-app/total', 'suporte');
    const appUsers = await countOf(sql`select count(*) as n from users where deleted_at is null
      and roles && array['tracker', 'informer', 'fromApp']::text[]`);
    expect(all.body).toEqual({ total: appUsers });
    expect((await api.get('/admin/dashboard/from-app/constructor', 'suporte')).status).toBe(404);
    expect((await api.get('/admin/dashboard/from-app/total', 'casos')).status).toBe(403);
    expect((await api.get('/admin/dashboard/from-app/pending', 'leitura')).status).toBe(403);
  });
});
