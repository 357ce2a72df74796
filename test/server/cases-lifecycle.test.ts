import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASE_MESSAGES } from '../../src/domain/schemas/case';
import { auditLog, chats, notifications, seizureRequests, trackerRequests } from '../../src/server/db/schema';
import { categoryOf, countWhere, rows, validCase } from './cases.support';
import { useApi } from '../support/api';

const { env, api } = useApi();

/** Alfa's ready cases with both approved and pending trackers, not yet used by a test. */
const used = new Set<number>();
async function busyCase() {
  const candidates = await env.db
    .select()
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, env.alfa),
        inArray(seizureRequests.status, ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers']),
        gt(seizureRequests.totalApprovedTrackers, 0),
        gt(seizureRequests.totalPendingTrackers, 0),
        eq(seizureRequests.shadowMode, false),
        sql`${seizureRequests.deletedAt} is null`,
      ),
    )
    .orderBy(seizureRequests.id);
  const row = candidates.find((c) => !used.has(c.id))!;
  used.add(row.id);
  return row;
}

async function requestsOf(caseId: number) {
  return env.db.select().from(trackerRequests).where(eq(trackerRequests.seizureRequestId, caseId));
}
async function notificationsOf(caseId: number, kind: string) {
  const found = await env.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.seizureRequestId, caseId), eq(notifications.kind, kind as 'caseClosed')));
  return found.map((n) => n.userId).sort();
}
async function auditOf(caseId: number, action: string) {
  return env.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, action)));
}
const userIds = (requests: { userId: number; status: string }[], status: string) =>
  requests
    .filter((r) => r.status === status)
    .map((r) => r.userId)
    .sort();

async function countersMatch() {
  const [diff] = await rows<{ n: number }>(
    env.db,
    sql`select count(*)::int as n from (
      select law_company_id, status, coalesce(main_address_state, '') as state, total_approved_trackers > 0, total_pending_trackers > 0, count(*)::int
        from seizure_requests where deleted_at is null group by 1, 2, 3, 4, 5
      except select law_company_id, status, state, has_approved, has_pending, total from case_counts where total <> 0) d`,
  );
  expect(diff.n).toBe(0);
}

describe('POST /admin/seizure-requests/close', () => {
  it('closes a ready case as seized: trackers notified, pending requests rejected and notified, counters kept', async () => {
    const row = await busyCase();
    const before = await requestsOf(row.id);
    expect(userIds(before, 'approved').length * userIds(before, 'pending').length).toBeGreaterThan(0);
    const sizedBefore = (await api.get('/admin/seizure-requests?status=sized', 'casos')).body.total;
    const res = await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'completedSized' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row.id,
      status: 'completedSized',
      closedBy: 'manual',
      closedAt: expect.any(String),
    });

    expect(await notificationsOf(row.id, 'caseClosed')).toEqual(userIds(before, 'approved'));
    expect(await notificationsOf(row.id, 'requestRejected')).toEqual(userIds(before, 'pending'));
    const after = await requestsOf(row.id);
    for (const r of before.filter((b) => b.status === 'pending')) {
      expect(after.find((a) => a.id === r.id)).toMatchObject({
        status: 'reproved',
        reason: CASE_MESSAGES.closedReason,
        wasReproved: true,
      });
    }
    const details = (await api.get(`/admin/seizure-requests/${row.id}/details`, 'casos')).body;
    expect(details).toMatchObject({
      status: 'completedSized',
      closedBy: 'manual',
      trackers: { totalPending: 0, totalApproved: row.totalApprovedTrackers },
    });
    expect((await api.get('/admin/seizure-requests?status=sized', 'casos')).body.total).toBe(sizedBefore + 1);
    const [entry] = await auditOf(row.id, 'case.closed');
    expect(entry.data).toMatchObject({ status: 'completedSized', from: row.status });
    const open = await env.db
      .select()
      .from(chats)
      .where(and(eq(chats.seizureRequestId, row.id), eq(chats.closed, false)));
    expect(open).toEqual([]);
    await countersMatch();
  });

  it('closes as not seized', async () => {
    const row = await busyCase();
    const res = await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'completedNotSized' });
    expect(res.body.status).toBe('completedNotSized');
    const found = (await api.get(`/admin/seizure-requests?status=notSized&perPage=100&sortField=createdAt`, 'casos'))
      .body;
    expect(found.total).toBe(
      await countWhere(env.db, sql`law_company_id = ${env.alfa} and status in ('completedNotSized', 'archived')`),
    );
  });

  it('only ready cases; only the two closing statuses', async () => {
    const [draft] = await env.db
      .select()
      .from(seizureRequests)
      .where(and(eq(seizureRequests.lawCompanyId, env.alfa), eq(seizureRequests.status, 'draft')))
      .limit(1);
    const refused = await api.post('/admin/seizure-requests/close', 'casos', {
      id: draft.id,
      status: 'completedSized',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CASE_MESSAGES.closeNotReady);
    const row = await busyCase();
    expect(
      (await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'archived' })).body.errors,
    ).toEqual({ status: 'Inválido' });
    expect(
      (await api.post('/admin/seizure-requests/close', 'casos', { status: 'completedSized' })).body.errors,
    ).toEqual({ id: 'Obrigatório' });
  });

  it("refuses what the console hides: a ready case carrying a closing date is closed (the domain's canCloseCase)", async () => {
    const row = await busyCase();
    // Not a state the API makes; a row left so by hand or by an old import.
    await env.db.update(seizureRequests).set({ closedAt: new Date() }).where(eq(seizureRequests.id, row.id));
    const refused = await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'completedSized' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CASE_MESSAGES.closeNotReady);
    const [pending] = (await requestsOf(row.id)).filter((r) => r.status === 'pending');
    const decided = await api.post('/admin/trackers', 'casos', {
      requestId: pending.id,
      status: 'approved',
      expectedStatus: 'pending',
    });
    expect(decided.status).toBe(400);
    expect((await requestsOf(row.id)).find((r) => r.id === pending.id)?.status).toBe('pending');
    // Reopening puts it right.
    expect((await api.post(`/admin/seizure-requests/${row.id}/reopen`, 'casos')).status).toBe(200);
    expect(
      (await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'completedNotSized' })).status,
    ).toBe(200);
  });

  it('support and read-only users get 403, Beta gets 404', async () => {
    const row = await busyCase();
    for (const who of ['suporte', 'leitura'] as const) {
      expect(
        (await api.post('/admin/seizure-requests/close', who, { id: row.id, status: 'completedSized' })).status,
      ).toBe(403);
    }
    expect(
      (await api.post('/admin/seizure-requests/close', 'beta', { id: row.id, status: 'completedSized' })).status,
    ).toBe(404);
    expect(
      (await api.post('/admin/seizure-requests/close', null, { id: row.id, status: 'completedSized' })).status,
    ).toBe(401);
  });
});

describe('POST /admin/seizure-requests/{id}/reopen', () => {
  it('reopens a closed case for trackers; approved trackers notified', async () => {
    const row = await busyCase();
    await api.post('/admin/seizure-requests/close', 'casos', { id: row.id, status: 'completedSized' });
    const approved = userIds(await requestsOf(row.id), 'approved');
    const res = await api.post(`/admin/seizure-requests/${row.id}/reopen`, 'casos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: row.id, status: 'readyAndOpenedForTrackers', closedAt: null, closedBy: null });
    expect(approved.length).toBeGreaterThan(0);
    expect(await notificationsOf(row.id, 'caseReopened')).toEqual(approved);
    expect(await auditOf(row.id, 'case.reopened')).toHaveLength(1);
    const reopenedChats = await env.db
      .select()
      .from(chats)
      .where(and(eq(chats.seizureRequestId, row.id), eq(chats.closed, false)));
    expect(reopenedChats.every((c) => approved.includes(c.userId))).toBe(true);
    await countersMatch();
  });

  it('reopens a case closed by an import or a report too; refuses a case that is not closed', async () => {
    const [archived] = await env.db
      .select()
      .from(seizureRequests)
      .where(and(eq(seizureRequests.lawCompanyId, env.alfa), eq(seizureRequests.status, 'archived')))
      .limit(1);
    expect((await api.post(`/admin/seizure-requests/${archived.id}/reopen`, 'casos')).body.status).toBe(
      'readyAndOpenedForTrackers',
    );
    const row = await busyCase();
    const refused = await api.post(`/admin/seizure-requests/${row.id}/reopen`, 'casos');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CASE_MESSAGES.reopenNotClosed);
    expect((await api.post(`/admin/seizure-requests/${archived.id}/reopen`, 'suporte')).status).toBe(403);
    expect((await api.post(`/admin/seizure-requests/${archived.id}/reopen`, 'beta')).status).toBe(404);
  });
});

describe('DELETE /admin/seizure-requests/{id}', () => {
  it('removes softly: trackers notified, pending requests rejected and notified, gone from lists', async () => {
    const row = await busyCase();
    const before = await requestsOf(row.id);
    expect(userIds(before, 'approved').length * userIds(before, 'pending').length).toBeGreaterThan(0);
    const activeBefore = (await api.get('/admin/seizure-requests?status=active', 'casos')).body.total;
    const res = await api.del(`/admin/seizure-requests/${row.id}`, 'casos');
    expect(res.status).toBe(200);
    expect(await notificationsOf(row.id, 'caseRemoved')).toEqual(userIds(before, 'approved'));
    expect(await notificationsOf(row.id, 'requestRejected')).toEqual(userIds(before, 'pending'));
    const after = await requestsOf(row.id);
    expect(after.filter((r) => r.status === 'pending')).toEqual([]);
    expect(after.filter((r) => r.reason === CASE_MESSAGES.removedReason)).toHaveLength(
      userIds(before, 'pending').length,
    );
    const [stored] = await env.db.select().from(seizureRequests).where(eq(seizureRequests.id, row.id));
    expect(stored.deletedAt).not.toBeNull();
    expect(stored.totalPendingTrackers).toBe(0);
    expect((await api.get(`/admin/seizure-requests/${row.id}`, 'casos')).status).toBe(404);
    expect((await api.get('/admin/seizure-requests?status=active', 'casos')).body.total).toBe(activeBefore - 1);
    expect(await auditOf(row.id, 'case.removed')).toHaveLength(1);
    expect((await api.del(`/admin/seizure-requests/${row.id}`, 'casos')).status).toBe(404);
    await countersMatch();
  });

  it('Beta cannot remove an Alfa case (404); support and read-only users get 403', async () => {
    const row = await busyCase();
    expect((await api.del(`/admin/seizure-requests/${row.id}`, 'beta')).status).toBe(404);
    expect((await api.del(`/admin/seizure-requests/${row.id}`, 'suporte')).status).toBe(403);
    expect((await api.del(`/admin/seizure-requests/${row.id}`, 'leitura')).status).toBe(403);
    expect((await api.get(`/admin/seizure-requests/${row.id}`, 'casos')).status).toBe(200);
  });
});

describe('POST /admin/seizure-requests/{id}/trackers/status/{open|close}', () => {
  it('moves a ready case off and back on the app listing, audited', async () => {
    const created = (await api.post('/admin/seizure-requests', 'casos', validCase(await categoryOf(env.db, 'car'))))
      .body;
    const closed = await api.post(`/admin/seizure-requests/${created.id}/trackers/status/close`, 'casos');
    expect(closed.body).toEqual({ id: created.id, status: 'readyAndClosedForTrackers' });
    const opened = await api.post(`/admin/seizure-requests/${created.id}/trackers/status/open`, 'casos');
    expect(opened.body).toEqual({ id: created.id, status: 'readyAndOpenedForTrackers' });
    expect(await auditOf(created.id, 'case.listingClosed')).toHaveLength(1);
    expect(await auditOf(created.id, 'case.listingOpened')).toHaveLength(1);
    // Asking for the current state changes nothing.
    expect((await api.post(`/admin/seizure-requests/${created.id}/trackers/status/open`, 'casos')).status).toBe(200);
    expect(await auditOf(created.id, 'case.listingOpened')).toHaveLength(1);
    expect((await api.post(`/admin/seizure-requests/${created.id}/trackers/status/maybe`, 'casos')).status).toBe(404);
  });

  it('is refused for simplified-mode cases and cases that are not ready', async () => {
    const [shadow] = await env.db
      .select()
      .from(seizureRequests)
      .where(and(eq(seizureRequests.lawCompanyId, env.alfa), eq(seizureRequests.shadowMode, true)))
      .limit(1);
    const refused = await api.post(`/admin/seizure-requests/${shadow.id}/trackers/status/open`, 'casos');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CASE_MESSAGES.listingShadowMode);
    for (const status of ['draft', 'completedSized'] as const) {
      const [row] = await env.db
        .select()
        .from(seizureRequests)
        .where(and(eq(seizureRequests.lawCompanyId, env.alfa), eq(seizureRequests.status, status)))
        .limit(1);
      const res = await api.post(`/admin/seizure-requests/${row.id}/trackers/status/open`, 'casos');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CASE_MESSAGES.listingNotReady);
    }
  });

  it('needs a case admin of the company', async () => {
    const row = await busyCase();
    expect((await api.post(`/admin/seizure-requests/${row.id}/trackers/status/close`, 'leitura')).status).toBe(403);
    expect((await api.post(`/admin/seizure-requests/${row.id}/trackers/status/close`, 'suporte')).status).toBe(403);
    expect((await api.post(`/admin/seizure-requests/${row.id}/trackers/status/close`, 'beta')).status).toBe(404);
  });
});
