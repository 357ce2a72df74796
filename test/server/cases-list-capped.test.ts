// Issue 27 item 1: a short prefix's total is counted up to a cap (shared/totals.ts), flagged, and
// every page past the cap stays reachable; an exact count everywhere else.
import readXlsxFile from 'read-excel-file/node';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addGeneratedCases } from '../../src/server/db/seed/generate';
import { cappedCount, TOTAL_CAP } from '../../src/server/services/shared/totals';
import { countWhere, rows } from './cases.support';
import { useApi } from '../support/api';
import { bearer } from '../support/server';

// 1,500 more Alfa cases: their plates share a first letter with few demo cases.
const { env, api } = useApi((env) => addGeneratedCases(env.db, 1_500, { lawCompanyIds: [env.alfa] }));
const list = (query: string, who: 'casos' | 'suporte' = 'casos') => api.get(`/admin/seizure-requests?${query}`, who);

/** The prefix's matches, in the list's order (newest first), as the table has them. */
async function matchIds(prefix: string, lawCompanyId: number | null): Promise<number[]> {
  const company = lawCompanyId === null ? sql`true` : sql`law_company_id = ${lawCompanyId}`;
  const found = await rows<{ id: number }>(
    env.db,
    sql`select id from seizure_requests where deleted_at is null and ${company} and license_plate collate "C" like ${`${prefix}%`}
      order by created_at desc, id desc`,
  );
  return found.map((r) => Number(r.id));
}

/** A one-letter plate prefix with more matches than the cap in Alfa (the generated plates' letter). */
async function widePrefix(): Promise<string> {
  const [row] = await rows<{ p: string }>(
    env.db,
    sql`select left(license_plate, 1) as p from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null
      and license_plate is not null group by 1 order by count(*) desc limit 1`,
  );
  return row.p;
}

describe('GET /admin/seizure-requests: a short prefix counts up to the cap', () => {
  it('page 1 says "more than 1,000" and shows the first matches in order', async () => {
    const prefix = await widePrefix();
    const ids = await matchIds(prefix, env.alfa);
    expect(ids.length).toBeGreaterThan(TOTAL_CAP);
    const res = await list(`filters[licensePlate]=${prefix}`);
    expect(res.status).toBe(200);
    expect([res.body.total, res.body.moreThanTotal]).toEqual([TOTAL_CAP, true]);
    expect(res.body.result.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 10));
  });

  it('pages past the cap are reachable: each counts one page ahead, and the last is exact', async () => {
    const prefix = await widePrefix();
    const ids = await matchIds(prefix, env.alfa);
    const at100 = await list(`filters[licensePlate]=${prefix}&page=100&perPage=10`);
    expect([at100.body.total, at100.body.moreThanTotal]).toEqual([1_010, true]);
    const at101 = await list(`filters[licensePlate]=${prefix}&page=101&perPage=10`);
    expect(at101.body.result.map((r: { id: number }) => r.id)).toEqual(ids.slice(1_000, 1_010));
    expect(at101.body.total).toBe(Math.min(ids.length, 1_020));
    const last = Math.ceil(ids.length / 10);
    const end = await list(`filters[licensePlate]=${prefix}&page=${last}&perPage=10`);
    expect(end.body.total).toBe(ids.length);
    expect(end.body.moreThanTotal).toBeUndefined();
    expect(end.body.result.map((r: { id: number }) => r.id)).toEqual(ids.slice((last - 1) * 10));
  });

  it('support: the same over every company', async () => {
    const prefix = await widePrefix();
    const ids = await matchIds(prefix, null);
    const res = await list(`filters[licensePlate]=${prefix}`, 'suporte');
    expect([res.body.total, res.body.moreThanTotal]).toEqual([TOTAL_CAP, true]);
    expect(res.body.result.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 10));
  });

  it('a prefix under the cap, and a list without a prefix, are exact and not flagged', async () => {
    const prefix = await widePrefix();
    const [narrow] = (await matchIds(prefix, env.alfa)).slice(0, 1);
    const [plate] = await rows<{ p: string }>(
      env.db,
      sql`select license_plate as p from seizure_requests where id = ${narrow}`,
    );
    const narrowPrefix = plate.p.slice(0, 5);
    const few = await list(`filters[licensePlate]=${narrowPrefix}`);
    expect(few.body.total).toBe((await matchIds(narrowPrefix, env.alfa)).length);
    expect(few.body.total).toBeLessThanOrEqual(TOTAL_CAP);
    expect(few.body.moreThanTotal).toBeUndefined();
    const all = await list('status=all');
    expect(all.body.total).toBe(await countWhere(env.db, sql`law_company_id = ${env.alfa}`));
    expect(all.body.total).toBeGreaterThan(TOTAL_CAP);
    expect(all.body.moreThanTotal).toBeUndefined();
  });

  it('the export still reads every match up to its own limit, past the list cap', async () => {
    const prefix = await widePrefix();
    const ids = await matchIds(prefix, env.alfa);
    const res = await env.app.inject({
      url: `/admin/seizure-requests/export?filters[licensePlate]=${prefix}`,
      headers: bearer(env.tokens.casos),
    });
    expect(res.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet.data.length - 1).toBe(ids.length);
  });
});

describe('cappedCount', () => {
  it('counts up to the cap and flags more; exact at or under it', async () => {
    const series = (n: number) => sql`generate_series(1, ${n}::int) g`;
    expect(await cappedCount(env.db, series(1_500), sql`true`, 1_000)).toEqual({ total: 1_000, more: true });
    expect(await cappedCount(env.db, series(1_000), sql`true`, 1_000)).toEqual({ total: 1_000, more: false });
    expect(await cappedCount(env.db, series(7), sql`g > 2`, 1_000)).toEqual({ total: 5, more: false });
  });
});
