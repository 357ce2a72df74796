import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { runAutoApproval, startAutoApprovalJob } from '../../src/server/jobs/autoApproval';
import { auditLog, lawCompanies, notifications, trackerRequests } from '../../src/server/db/schema';
import { asUser, rows, useApi } from '../support/api';
import { countersMatch, markOutbox, READY } from './trackers.support';

const { env, api } = useApi((e) => markOutbox(e.db));

const HOUR = 3600_000;
const ids = async (where: SQL) =>
  (
    await rows<{ id: number }>(
      env.db,
      sql`select t.id from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id join users u on u.id = t.user_id
        where s.deleted_at is null and ${where} order by t.id`,
    )
  ).map((r) => Number(r.id));

/** What the job must approve at `now`: the rule, written out independently of the job's SQL. */
const due = (now: Date) => sql`t.status = 'pending' and s.status in ${READY} and s.law_company_id = ${env.alfa}
  and t.created_at <= ${new Date(now.getTime() - 48 * HOUR).toISOString()}::timestamptz and u.status = 'active'`;

/** How many auto-approval notifications each request's tracker got about its case. */
async function notificationsFor(requestIds: number[]) {
  const requests = await env.db.select().from(trackerRequests).where(inArray(trackerRequests.id, requestIds));
  const found = await rows<{ user_id: number; seizure_request_id: number }>(
    env.db,
    sql`select user_id, seizure_request_id from notifications where kind = 'trackerApproved' and payload ->> 'auto' = 'true'`,
  );
  return requests.map(
    (r) =>
      found.filter((n) => Number(n.user_id) === r.userId && Number(n.seizure_request_id) === r.seizureRequestId).length,
  );
}

/** Plants `n` old pending requests of active trackers on distinct ready Alfa cases (as the app would). */
async function plant(
  n: number,
  createdAt: Date,
  where: SQL = sql`s.status in ${READY} and s.law_company_id = ${env.alfa}`,
) {
  const cases = await rows<{ id: number }>(
    env.db,
    sql`select s.id from seizure_requests s where s.deleted_at is null and ${where} order by s.id desc limit ${n}`,
  );
  const [tracker] = await rows<{ id: number }>(
    env.db,
    sql`select id from users where 'tracker' = any(roles) and status = 'active' order by id desc limit 1`,
  );
  const planted = await env.db
    .insert(trackerRequests)
    .values(
      cases.map((c) => ({
        seizureRequestId: Number(c.id),
        userId: Number(tracker.id),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: trackerRequests.id });
  await env.db
    .execute(sql`update seizure_requests s set total_pending_trackers = (select count(*) from tracker_requests t where t.seizure_request_id = s.id and t.status = 'pending')
    where s.id in (${sql.join(
      cases.map((c) => sql`${Number(c.id)}`),
      sql`, `,
    )})`);
  return planted.map((p) => p.id);
}

describe('runAutoApproval', () => {
  it('approves the pending requests older than 48 h of flagged companies on ready cases, once', async () => {
    const now = new Date();
    const expected = await ids(due(now));
    const young = await ids(
      sql`t.status = 'pending' and s.law_company_id = ${env.alfa} and t.created_at > now() - interval '47 hours'`,
    );
    const betaOld = await ids(
      sql`t.status = 'pending' and s.law_company_id = ${env.beta} and t.created_at < now() - interval '48 hours'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(young.length).toBeGreaterThan(0);
    expect(betaOld.length).toBeGreaterThan(0);
    // Próximas 24hs lists these and those due within a day.
    const next = (await api.get('/admin/trackers?status=nextAutoApproved', 'casos')).body.total;
    expect(next).toBe((await ids(due(new Date(now.getTime() + 24 * HOUR)))).length);
    expect(next).toBeGreaterThan(expected.length);
    const autoBefore = (await api.get('/admin/trackers?status=autoApproved', 'casos')).body.total;

    expect(await runAutoApproval(env.db, now)).toBe(expected.length);
    const approved = await env.db.select().from(trackerRequests).where(inArray(trackerRequests.id, expected));
    for (const r of approved) {
      expect(r).toMatchObject({ status: 'approved', decidedById: null });
      expect(r.autoApprovedAt?.toISOString()).toBe(now.toISOString());
    }
    expect(await notificationsFor(expected)).toEqual(expected.map(() => 1));
    const audits = await env.db.select().from(auditLog).where(eq(auditLog.action, 'tracker.autoApproved'));
    expect(audits.map((a) => a.entityId).sort((a, b) => a! - b!)).toEqual(expected);
    expect(audits.every((a) => a.actorId === null && a.lawCompanyId === env.alfa)).toBe(true);
    const untouched = await env.db
      .select()
      .from(trackerRequests)
      .where(inArray(trackerRequests.id, [...young, ...betaOld]));
    expect(untouched.every((r) => r.status === 'pending')).toBe(true);
    await countersMatch(env.db);

    // The tabs follow: on Aprovados (newest first), off Próximas 24hs.
    const auto = await api.get('/admin/trackers?status=autoApproved', 'casos');
    expect(auto.body.total).toBe(autoBefore + expected.length);
    expect(auto.body.result[0]).toMatchObject({ id: Math.max(...expected), autoApprovedAt: now.toISOString() });
    expect((await api.get('/admin/trackers?status=nextAutoApproved', 'casos')).body.total).toBe(next - expected.length);

    // Idempotent: nothing left, nothing written.
    const notes = await env.db.$count(notifications);
    expect(await runAutoApproval(env.db, now)).toBe(0);
    expect(await env.db.$count(notifications)).toBe(notes);
  });

  it('two runs at once approve and notify each request once', async () => {
    const planted = await plant(12, new Date(Date.now() - 50 * HOUR));
    const results = await Promise.all([runAutoApproval(env.db), runAutoApproval(env.db)]);
    expect(results[0] + results[1]).toBe(planted.length);
    const stored = await env.db.select().from(trackerRequests).where(inArray(trackerRequests.id, planted));
    expect(stored.every((r) => r.status === 'approved' && r.autoApprovedAt)).toBe(true);
    expect(await notificationsFor(planted)).toEqual(planted.map(() => 1));
    const audits = await env.db.select().from(auditLog).where(inArray(auditLog.entityId, planted));
    expect(audits.filter((a) => a.action === 'tracker.autoApproved')).toHaveLength(planted.length);
    await countersMatch(env.db);
  });

  it('leaves requests younger than 48 h, on cases that are not ready, of blocked trackers and of companies without the flag', async () => {
    const young = await plant(2, new Date(Date.now() - 47 * HOUR));
    const closed = await plant(
      2,
      new Date(Date.now() - 72 * HOUR),
      sql`s.status = 'completedNotSized' and s.law_company_id = ${env.alfa}`,
    );
    const beta = await plant(
      2,
      new Date(Date.now() - 72 * HOUR),
      sql`s.status in ${READY} and s.law_company_id = ${env.beta}`,
    );
    const blocked = await plant(
      1,
      new Date(Date.now() - 72 * HOUR),
      sql`s.status in ${READY} and s.law_company_id = ${env.alfa} and s.id % 7 = 3`,
    );
    const [blockedUser] = await rows<{ id: number }>(
      env.db,
      sql`select id from users where 'tracker' = any(roles) and status = 'blocked' limit 1`,
    );
    await env.db
      .update(trackerRequests)
      .set({ userId: Number(blockedUser.id) })
      .where(inArray(trackerRequests.id, blocked));
    // None of the planted ones is due now (the demo's own requests fall due one by one: due() counts them).
    const now = new Date();
    const dueNow = await ids(due(now));
    expect(dueNow.filter((id) => [...young, ...closed, ...beta, ...blocked].includes(id))).toEqual([]);
    expect(await runAutoApproval(env.db, now)).toBe(dueNow.length);
    // 47 h later than planted, the young ones are due: the job approves them then (with the demo's
    // requests that reach their 48 h within those two hours).
    const inTwoHours = new Date(now.getTime() + 2 * HOUR);
    const dueLater = await ids(due(inTwoHours));
    expect(young.every((id) => dueLater.includes(id))).toBe(true);
    expect(await runAutoApproval(env.db, inTwoHours)).toBe(dueLater.length);
    const stored = await env.db
      .select()
      .from(trackerRequests)
      .where(inArray(trackerRequests.id, [...closed, ...beta, ...blocked]));
    expect(stored.every((r) => r.status === 'pending')).toBe(true);
    // Turning the flag off stops it for the company.
    await env.db.update(lawCompanies).set({ enableTrackersAutoApprove: false }).where(eq(lawCompanies.id, env.alfa));
    const off = await plant(
      1,
      new Date(Date.now() - 72 * HOUR),
      sql`s.status in ${READY} and s.law_company_id = ${env.alfa} and s.id % 7 = 5`,
    );
    expect(await runAutoApproval(env.db)).toBe(0);
    // A token signed while the flag was on is refused once the flag changed (auth/guard.ts): a new one.
    const casos = await asUser(env, 'casos@demo.test');
    expect((await casos.get('/admin/trackers?status=nextAutoApproved')).body.total).toBe(0);
    await env.db.update(lawCompanies).set({ enableTrackersAutoApprove: true }).where(eq(lawCompanies.id, env.alfa));
    expect(await runAutoApproval(env.db)).toBe(off.length);
  });
});

describe('startAutoApprovalJob', () => {
  it('runs at once and then on its interval, and stops', async () => {
    const planted = await plant(
      1,
      new Date(Date.now() - 49 * HOUR),
      sql`s.status in ${READY} and s.law_company_id = ${env.alfa} and s.id % 7 = 1`,
    );
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startAutoApprovalJob({ database: { db: env.db } as never }, log, 20);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ approved: planted.length }, expect.any(String)));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run and keeps going', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const broken = { transaction: () => Promise.reject(new Error('database down')) };
    const stop = startAutoApprovalJob({ database: { db: broken } as never }, log, 10);
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await stop();
  });
});
