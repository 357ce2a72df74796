// The demo stays believable after the first minute and after two days (issue 10 item 5): the
// auto-approval job is run, as the server would, against a database seeded at a fixed "now".
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { deliverDemoArrivals, startDemoArrivals } from '../../src/server/db/seed/arrivals';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { runAutoApproval } from '../../src/server/jobs/autoApproval';
import { runImportJob } from '../../src/server/services/imports';

const HOUR = 3600_000;
const NOW = new Date('2026-03-02T12:00:00.000Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const READY = sql`('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`;

let database: Database;
let alfa: number;
let beta: number;

async function count(query: SQL): Promise<number> {
  const [row] = ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows;
  return Number(row.n);
}

/** The dashboard's 'Localizadores pendentes' of a company: pending requests on ready, live cases. */
const pendingTrackers = (company: number, where: SQL = sql`true`) =>
  count(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
    join users u on u.id = t.user_id
    where t.status = 'pending' and s.status in ${READY} and s.deleted_at is null and s.law_company_id = ${company} and ${where}`);
/** The dashboard's 'Laudos pendentes' of a company: pending reports on live cases. */
const pendingReports = (company: number) =>
  count(sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id
    where r.status = 'pending' and s.deleted_at is null and s.law_company_id = ${company}`);
/** 'Próximas 24hs' at `at` (the rule written out: created 24 h before `at` or earlier, active tracker). */
const nextDay = (at: Date) =>
  pendingTrackers(
    alfa,
    sql`u.status = 'active' and t.created_at <= ${new Date(at.getTime() - 24 * HOUR).toISOString()}::timestamptz`,
  );
const autoApproved = () =>
  count(sql`select count(*)::int as n from tracker_requests where auto_approved_at is not null`);
const allPending = (where: SQL = sql`true`) =>
  count(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id join users u on u.id = t.user_id
    where t.status = 'pending' and s.status in ${READY} and s.deleted_at is null and ${where}`);

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedDemoData(database.db, { now: NOW });
  const ids = (
    (await database.db.execute(sql`select id, name from law_companies where name in ('Alfa', 'Beta')`)) as unknown as {
      rows: { id: number; name: string }[];
    }
  ).rows;
  alfa = Number(ids.find((r) => r.name === 'Alfa')!.id);
  beta = Number(ids.find((r) => r.name === 'Beta')!.id);
}, 180_000); // a seed of its own: a few seconds alone, longer on a busy machine
afterAll(() => database?.close());

/** The server for `hours` after NOW, an hour at a time: new requests arrive, then the job runs. */
async function runServer(fromHour: number, hours: number): Promise<number> {
  let approved = 0;
  for (let h = fromHour + 1; h <= fromHour + hours; h++) {
    await deliverDemoArrivals(database.db, later(h));
    approved += await runAutoApproval(database.db, later(h));
  }
  return approved;
}

describe('the demo data over time', () => {
  it('at the first start: a handful due, "Próximas 24hs" has rows, few requests of blocked trackers', async () => {
    const pending = await allPending();
    expect(pending).toBeGreaterThan(300);
    // 'Bloqueado' has rows, but they are a small minority of what waits for a decision.
    const blocked = await allPending(sql`u.status = 'blocked'`);
    expect(blocked).toBeGreaterThan(0);
    expect(blocked / pending).toBeLessThan(0.15);
    // Every 'Aprovados' row was approved 48 hours after it arrived, or later: never sooner.
    expect(await autoApproved()).toBeGreaterThan(20);
    expect(
      await count(
        sql`select count(*)::int as n from tracker_requests where auto_approved_at < created_at + interval '48 hours'`,
      ),
    ).toBe(0);
    // Nobody on Alfa decided a request after the job would have approved it.
    expect(
      await count(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
        where s.law_company_id = ${alfa} and t.decided_by_id is not null and not t.manual and s.closed_at is null
          and t.updated_at > t.created_at + interval '48 hours'`),
    ).toBe(0);
    const next = await nextDay(NOW);
    expect(next).toBeGreaterThan(20);

    // The first run (the server's first minute) approves a handful, not hundreds.
    const first = await runAutoApproval(database.db, NOW);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(10);
    expect(await runAutoApproval(database.db, later(1 / 60))).toBeLessThanOrEqual(1);
    expect(await nextDay(NOW)).toBe(next - first);
    expect(await pendingTrackers(alfa)).toBeGreaterThan(100);
    expect(await pendingTrackers(beta)).toBeGreaterThan(100);
    expect(await pendingReports(alfa)).toBeGreaterThan(0);
    expect(await pendingReports(beta)).toBeGreaterThan(0);
  });

  it('the import history is finished: the import job flips nothing at the start nor two days later', async () => {
    // No import left 'processing' or 'closing', which the job would abandon or resume.
    expect(
      await count(
        sql`select count(*)::int as n from imports where status in ('processing', 'closing') or closed_at is null or closed_at > ${NOW.toISOString()}::timestamptz or closed_at < created_at`,
      ),
    ).toBe(0);
    for (const at of [NOW, later(1 / 60), later(48)])
      expect(await runImportJob(database.db, at, true)).toEqual({ abandoned: 0, resume: [] });
    // A company's history: completed (clean, and with invalid rows), cancelled, abandoned, a failed archive.
    const kinds = await count(
      sql`select count(distinct status)::int as n from imports where status in ('completed', 'cancelled', 'abandoned', 'closingFailed')`,
    );
    expect(kinds).toBe(4);
    expect(
      await count(
        sql`select count(*)::int as n from imports i where status = 'completed' and exists (select 1 from import_records r where r.import_id = i.id and r.error is null and r.invalid_fields is not null)`,
      ),
    ).toBeGreaterThan(0);
    // closeOthers archived cases only after a clean import (services/imports/run.ts finishImport).
    expect(
      await count(sql`select count(*)::int as n from imports i where changes_closed_count > 0 and (status <> 'completed' or changes_error_count > 0
        or exists (select 1 from import_records r where r.import_id = i.id and r.error is null and r.invalid_fields is not null))`),
    ).toBe(0);
  });

  it('the same "now" writes the same requests', async () => {
    const fingerprint = sql`select md5(string_agg(concat_ws('|', seizure_request_id, user_id, status, created_at, updated_at, auto_approved_at), ',' order by id)) as v
      from tracker_requests where id <= (select max(id) from tracker_requests where not manual and created_at <= ${NOW.toISOString()}::timestamptz)`;
    const other = await openDatabase({});
    try {
      await other.migrate();
      await seedDemoData(other.db, { now: NOW });
      await runAutoApproval(other.db, NOW);
      await runAutoApproval(other.db, later(1 / 60));
      const theirs = ((await other.db.execute(fingerprint)) as unknown as { rows: { v: string }[] }).rows[0].v;
      const mine = ((await database.db.execute(fingerprint)) as unknown as { rows: { v: string }[] }).rows[0].v;
      expect(theirs).toBe(mine);
    } finally {
      await other.close();
    }
  }, 120_000); // a second seed

  it('a day and two days later, every tab still has rows; new requests keep arriving', async () => {
    const approvedDay1 = await runServer(0, 24);
    // Approvals trickle: the job approves what arrived 48 h earlier, a few an hour.
    expect(approvedDay1).toBeGreaterThan(50);
    expect(await nextDay(later(24))).toBeGreaterThan(20);
    const approvedDay2 = await runServer(24, 24);
    expect(approvedDay2).toBeGreaterThan(50);

    const at = later(48);
    expect(await nextDay(at)).toBeGreaterThan(20);
    const alfaPending = await pendingTrackers(alfa);
    expect(alfaPending).toBeGreaterThan(50);
    expect(await pendingTrackers(alfa, sql`u.status = 'blocked'`)).toBeLessThan(alfaPending * 0.15);
    expect(await pendingTrackers(beta)).toBeGreaterThan(100);
    expect(await pendingReports(alfa)).toBeGreaterThan(0);
    expect(await pendingReports(beta)).toBeGreaterThan(0);
    expect(await allPending(sql`u.status = 'blocked'`)).toBeLessThan((await allPending()) * 0.15);
    // Arrivals: one every 20 minutes, none in the future, the counters kept.
    expect(
      await count(
        sql`select count(*)::int as n from tracker_requests where created_at > ${NOW.toISOString()}::timestamptz`,
      ),
    ).toBe(48 * 3);
    expect(
      await count(
        sql`select count(*)::int as n from tracker_requests where created_at > ${at.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from seizure_requests s where total_pending_trackers <>
        (select count(*) from tracker_requests t where t.seizure_request_id = s.id and t.status = 'pending')`),
    ).toBe(0);
    // Delivered once: running again at the same moment adds nothing.
    expect(await deliverDemoArrivals(database.db, at)).toBe(0);
  }, 120_000); // 48 hourly runs of the job

  it('a server stopped for a week catches up two hours of arrivals, not a week', async () => {
    expect(await deliverDemoArrivals(database.db, later(48 + 7 * 24))).toBe(6);
  });

  it('the server delivers them at start and every minute, logs them, and stops', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startDemoArrivals(database.db, log, 20);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ arrived: 6 }, expect.any(String)), {
      timeout: 20_000,
    });
    await stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('does nothing on a database without the demo', async () => {
    const other = await openDatabase({});
    try {
      await other.migrate();
      expect(await deliverDemoArrivals(other.db, NOW)).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000); // a database of its own
});
