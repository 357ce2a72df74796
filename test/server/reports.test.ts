import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SeizureReport } from '../../src/domain/reports';
import type { Json } from '../../src/domain/wire';
import { CASE_MESSAGES } from '../../src/domain/schemas/case';
import { maxLength } from '../../src/domain/schemas/messages';
import { TRACKER_MESSAGES } from '../../src/domain/schemas/trackers';
import { formatDateTime } from '../../src/domain/format';
import { chats, seizureReports, users } from '../../src/server/db/schema';
import { asUser, rows, useApi } from '../support/api';
import {
  auditOf,
  caseOf,
  countersMatch,
  markOutbox,
  outbox,
  READY,
  requestsOfCase,
  TEXT_501,
} from './trackers.support';

const { env, api } = useApi((e) => markOutbox(e.db));

/** A row of the list as JSON carries it. */
type Item = Json<SeizureReport>;
const URL = '/admin/seizure-requests/reports';

async function count(where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    env.db,
    sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id where s.deleted_at is null and ${where}`,
  );
  return Number(row.n);
}

/** A pending Alfa report matching `where` (over `r`, `s`), each handed out once. */
const used = new Set<number>();
async function pendingReport(where: SQL = sql`true`) {
  const found = await rows<{ id: number }>(
    env.db,
    sql`select r.id from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id
      where r.status = 'pending' and s.law_company_id = ${env.alfa} and s.status in ${READY} and ${where} order by r.id`,
  );
  const id = found.map((r) => Number(r.id)).find((i) => !used.has(i))!;
  used.add(id);
  const [report] = await env.db.select().from(seizureReports).where(eq(seizureReports.id, id));
  return report;
}
/** Decides as the console does, against the status the user sees: by default the stored one. */
async function decide(
  report: { id: number; seizureRequestId: number },
  status: string,
  reason?: unknown,
  who: Parameters<typeof api.post>[1] = 'casos',
  expectedStatus?: string,
) {
  const [stored] = await env.db.select().from(seizureReports).where(eq(seizureReports.id, report.id));
  const expected = expectedStatus ?? stored?.status ?? 'pending';
  return api.post(URL, who, {
    id: report.id,
    seizureRequestId: report.seizureRequestId,
    status,
    expectedStatus: expected,
    ...(reason === undefined ? {} : { reason }),
  });
}

describe('GET /admin/seizure-requests/reports', () => {
  it('is its own route, not GET /admin/seizure-requests/:id', async () => {
    const res = await api.get(URL, 'casos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: await count(sql`s.law_company_id = ${env.alfa} and r.status <> 'draft'`),
      result: expect.any(Array),
    });
  });

  it("lists a case's reports with their documents", async () => {
    const [withAll] = await rows<{ id: number }>(
      env.db,
      sql`select report_id as id from seizure_report_documents d join seizure_reports r on r.id = d.report_id
        where r.law_company_id = ${env.alfa} and r.status <> 'draft' group by 1 having count(distinct kind) = 4 order by 1 limit 1`,
    );
    const [report] = await env.db
      .select()
      .from(seizureReports)
      .where(eq(seizureReports.id, Number(withAll.id)));
    const res = await api.get(`${URL}?seizureRequestId=${report.seizureRequestId}`, 'casos');
    expect(res.body.total).toBe(
      await count(sql`r.seizure_request_id = ${report.seizureRequestId} and r.status <> 'draft'`),
    );
    const row = res.body.result.find((r: Item) => r.id === report.id);
    expect(row).toMatchObject({
      id: report.id,
      seizureRequestId: report.seizureRequestId,
      status: report.status,
      reason: report.reason,
      notes: report.notes,
      createdAt: report.createdAt.toISOString(),
      updatedAt: report.updatedAt.toISOString(),
      user: { id: report.userId, name: expect.any(String), email: expect.any(String) },
      seizureRequest: { id: report.seizureRequestId },
    });
    expect(Object.keys(row.user).sort()).toEqual(['avatar', 'email', 'id', 'name', 'phone']);
    expect(row.documents.photos.length).toBeGreaterThan(0);
    expect(row.documents.photos[0]).toEqual({ id: expect.any(Number), value: expect.any(String) });
    expect(row.documents.others[0]).toEqual({
      id: expect.any(Number),
      value: expect.any(String),
      filename: expect.stringMatching(/\.pdf$/),
    });
    expect(row.documents.warrant).toEqual({
      id: expect.any(Number),
      value: expect.any(String),
      filename: 'mandado-de-busca-e-apreensao.pdf',
    });
    expect(row.documents.searchWarrant).toMatchObject({ filename: 'auto-de-busca-e-apreensao.pdf' });
  });

  it('filters by status (all leaves drafts out), pages, and is scoped', async () => {
    for (const status of ['pending', 'accepted', 'rejected', 'draft'] as const) {
      const res = await api.get(`${URL}?status=${status}&perPage=100`, 'casos');
      expect(res.body.total, status).toBe(await count(sql`s.law_company_id = ${env.alfa} and r.status = ${status}`));
      expect(res.body.result.every((r: Item) => r.status === status)).toBe(true);
    }
    const page2 = await api.get(`${URL}?page=2`, 'casos');
    expect(page2.body.result).toHaveLength(10);
    const suporte = await api.get(URL, 'suporte');
    expect(suporte.body.total).toBe(await count(sql`r.status <> 'draft'`));
    const beta = await api.get(`${URL}?perPage=100`, 'beta');
    expect(beta.body.total).toBe(await count(sql`s.law_company_id = ${env.beta} and r.status <> 'draft'`));
    const alfaReport = await pendingReport();
    expect((await api.get(`${URL}?seizureRequestId=${alfaReport.seizureRequestId}`, 'beta')).status).toBe(404);
    expect((await api.get(`${URL}?seizureRequestId=${alfaReport.seizureRequestId}`, 'leitura')).status).toBe(200);
    expect((await api.get(URL, 'localizador')).status).toBe(403);
    expect((await api.get(`${URL}?status=maybe`, 'casos')).body.errors).toEqual({ status: 'Inválido' });
  });
});

describe('POST /admin/seizure-requests/reports: accept', () => {
  it('closes the case as seized by the report, rejects and notifies the pending requests', async () => {
    const report = await pendingReport(sql`s.total_pending_trackers > 0`);
    const before = await requestsOfCase(env.db, report.seizureRequestId);
    const pending = before
      .filter((r) => r.status === 'pending')
      .map((r) => r.userId)
      .sort();
    const approved = before
      .filter((r) => r.status === 'approved')
      .map((r) => r.userId)
      .sort();
    expect(pending.length).toBeGreaterThan(0);
    const res = await decide(report, 'accepted', 'ignored');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: report.id,
      status: 'accepted',
      reason: null,
      seizureRequest: { status: 'completedSized', closedBy: 'report', closedAt: expect.any(String) },
    });

    const row = await caseOf(env.db, report.seizureRequestId);
    expect(row).toMatchObject({ status: 'completedSized', closedBy: 'report', totalPendingTrackers: 0 });
    expect(row.closedAt).toBeInstanceOf(Date);
    expect((await outbox(env.db, row.id, 'reportApproved')).map((n) => [n.userId, n.payload.reportId])).toEqual([
      [report.userId, report.id],
    ]);
    expect((await outbox(env.db, row.id, 'requestRejected')).map((n) => n.userId).sort()).toEqual(pending);
    expect((await outbox(env.db, row.id, 'caseClosed')).map((n) => n.userId).sort()).toEqual(approved);
    const after = await requestsOfCase(env.db, row.id);
    for (const userId of pending) {
      expect(after.find((r) => r.userId === userId && r.reason === CASE_MESSAGES.closedReason)).toMatchObject({
        status: 'reproved',
      });
    }
    expect(
      await env.db
        .select()
        .from(chats)
        .where(and(eq(chats.seizureRequestId, row.id), eq(chats.closed, false))),
    ).toEqual([]);
    expect((await auditOf(env.db, 'seizureReport', report.id)).map((a) => a.action)).toEqual(['report.accepted']);
    const [closed] = await auditOf(env.db, 'seizureRequest', row.id);
    expect(closed).toMatchObject({
      action: 'case.closed',
      data: { status: 'completedSized', closedBy: 'report', reportId: report.id },
    });
    await countersMatch(env.db);

    const again = await decide(report, 'accepted');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TRACKER_MESSAGES.reportNotPending);
  });

  it('is refused on a closed case (reopen first), while rejecting still works', async () => {
    const report = await pendingReport();
    expect(
      (
        await api.post('/admin/seizure-requests/close', 'casos', {
          id: report.seizureRequestId,
          status: 'completedNotSized',
        })
      ).status,
    ).toBe(200);
    const res = await decide(report, 'accepted');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.reportCaseNotReady);
    expect((await decide(report, 'rejected', 'Caso encerrado sem apreensão.')).status).toBe(200);
  });
});

describe('POST /admin/seizure-requests/reports: reject', () => {
  it('needs a reason of at most 500 characters', async () => {
    const report = await pendingReport();
    for (const reason of [undefined, '', '  ']) {
      const res = await decide(report, 'rejected', reason);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ reason: 'Obrigatório' });
    }
    expect((await decide(report, 'rejected', TEXT_501)).body.errors).toEqual({ reason: maxLength(500) });
    expect((await decide(report, 'maybe', 'x')).body.errors).toEqual({ status: 'Inválido' });
  });

  it('rejects with the reason: tracker notified, audited, the case stays open', async () => {
    const report = await pendingReport();
    const res = await decide(report, 'rejected', 'As fotos não mostram a placa.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'As fotos não mostram a placa.' });
    expect(
      (await outbox(env.db, report.seizureRequestId, 'reportRejected')).map((n) => [n.userId, n.payload.reason]),
    ).toEqual([[report.userId, 'As fotos não mostram a placa.']]);
    expect((await auditOf(env.db, 'seizureReport', report.id))[0]).toMatchObject({
      action: 'report.rejected',
      actorId: expect.any(Number),
    });
    expect((await caseOf(env.db, report.seizureRequestId)).status).not.toMatch(/^completed/);
    expect((await decide(report, 'rejected', 'De novo')).body.message).toBe(TRACKER_MESSAGES.reportNotPending);
  });

  it('only case admins of the company; the report must be of that case', async () => {
    const report = await pendingReport();
    expect((await decide(report, 'rejected', 'x', 'leitura')).status).toBe(403);
    expect((await decide(report, 'rejected', 'x', 'suporte')).status).toBe(403);
    expect((await decide(report, 'rejected', 'x', 'beta')).status).toBe(404);
    const other = await pendingReport();
    expect((await decide({ id: report.id, seizureRequestId: other.seizureRequestId }, 'rejected', 'x')).status).toBe(
      404,
    );
    const [stored] = await env.db.select().from(seizureReports).where(eq(seizureReports.id, report.id));
    expect(stored.status).toBe('pending');
  });
});

describe('POST /admin/seizure-requests/reports: against what the user saw', () => {
  it('a report decided meanwhile answers 409 naming who and when; nothing is written', async () => {
    const report = await pendingReport();
    expect((await decide(report, 'rejected', 'Fotos sem a placa.', 'casos', 'pending')).status).toBe(200);
    const [stored] = await env.db.select().from(seizureReports).where(eq(seizureReports.id, report.id));
    const [decider] = await env.db.select({ name: users.name }).from(users).where(eq(users.id, stored.decidedById!));
    // Another admin of the firm, from a page still showing 'Pendente': named.
    const assessoria = await asUser(env, 'assessoria@demo.test');
    const stale = await assessoria.post(URL, {
      id: report.id,
      seizureRequestId: report.seizureRequestId,
      status: 'accepted',
      expectedStatus: 'pending',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `Este laudo já foi reprovado por ${decider.name} em ${formatDateTime(stored.updatedAt)}. A lista foi atualizada.`,
    );
    // The same user in another tab: 'Você', not its own name.
    const mine = await decide(report, 'accepted', undefined, 'casos', 'pending');
    expect(mine.body.message).toBe(
      `Você já reprovou este laudo em ${formatDateTime(stored.updatedAt)}, em outra aba ou janela. A lista foi atualizada.`,
    );
    expect(await outbox(env.db, report.seizureRequestId, 'reportApproved')).toHaveLength(0);
    expect((await caseOf(env.db, report.seizureRequestId)).status).not.toMatch(/^completed/);
  });

  it('requires the status the user saw (422 without it)', async () => {
    const report = await pendingReport();
    const res = await api.post(URL, 'casos', {
      id: report.id,
      seizureRequestId: report.seizureRequestId,
      status: 'rejected',
      reason: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ expectedStatus: 'Obrigatório' });
  });

  it('parallel accept and reject of one report: exactly one wins, one notification', async () => {
    const report = await pendingReport();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? decide(report, 'accepted', undefined, 'casos', 'pending')
          : decide(report, 'rejected', 'Motivo', 'casos', 'pending'),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const told = [
      ...(await outbox(env.db, report.seizureRequestId, 'reportApproved')),
      ...(await outbox(env.db, report.seizureRequestId, 'reportRejected')),
    ];
    expect(told).toHaveLength(1);
  });
});
