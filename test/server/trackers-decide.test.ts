import { eq, sql } from 'drizzle-orm';
import { formatDateTime } from '../../src/domain/format';
import { users } from '../../src/server/db/schema';
import { describe, expect, it } from 'vitest';
import { maxLength } from '../../src/domain/schemas/messages';
import { TRACKER_MESSAGES } from '../../src/domain/schemas/trackers';
import { useApi } from '../support/api';
import {
  asUser,
  auditOf,
  caseOf,
  countersMatch,
  markOutbox,
  outbox,
  READY,
  requestOf,
  takeRequest,
  TEXT_500,
  TEXT_501,
} from './trackers.support';

const { env, api } = useApi((e) => markOutbox(e.db));

const pendingOnReady = sql`t.status = 'pending' and s.status in ${READY}`;
/** Decides as the console does, against the status the user sees: by default the stored one. */
async function decide(
  requestId: number,
  status: string,
  reason?: unknown,
  who: Parameters<typeof api.post>[1] = 'casos',
  expectedStatus?: string,
) {
  const expected = expectedStatus ?? (await requestOf(env.db, requestId))?.status ?? 'pending';
  return api.post('/admin/trackers', who, {
    requestId,
    status,
    expectedStatus: expected,
    ...(reason === undefined ? {} : { reason }),
  });
}

describe('POST /admin/trackers: approve', () => {
  it('approves a pending request with a message: counters, notification and audit in one go', async () => {
    const request = await takeRequest(env, pendingOnReady);
    const before = await caseOf(env.db, request.seizureRequestId);
    const res = await decide(request.id, 'approved', '  Bem-vindo ao caso.  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: request.id,
      status: 'approved',
      reason: 'Bem-vindo ao caso.',
      autoApprovedAt: null,
      seizureRequest: { id: before.id, licensePlate: before.licensePlate, status: before.status },
      user: { id: request.userId },
    });
    const stored = await requestOf(env.db, request.id);
    expect(stored).toMatchObject({ status: 'approved', reason: 'Bem-vindo ao caso.' });
    expect(stored.decidedById).toEqual(expect.any(Number));
    const after = await caseOf(env.db, request.seizureRequestId);
    expect(after.totalApprovedTrackers).toBe(before.totalApprovedTrackers + 1);
    expect(after.totalPendingTrackers).toBe(before.totalPendingTrackers - 1);
    const [note] = await outbox(env.db, before.id, 'trackerApproved');
    expect(note).toMatchObject({
      userId: request.userId,
      payload: { message: 'Bem-vindo ao caso.', licensePlate: before.licensePlate },
    });
    const [entry] = await auditOf(env.db, 'trackerRequest', request.id);
    expect(entry).toMatchObject({
      action: 'tracker.approved',
      lawCompanyId: env.alfa,
      data: { seizureRequestId: before.id, from: 'pending' },
    });
    await countersMatch(env.db);
  });

  it('the message is optional (empty is none) and at most 500 characters', async () => {
    const request = await takeRequest(env, pendingOnReady);
    const tooLong = await decide(request.id, 'approved', TEXT_501);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ reason: maxLength(500) });
    expect((await requestOf(env.db, request.id)).status).toBe('pending');
    const res = await decide(request.id, 'approved', '');
    expect(res.status).toBe(200);
    expect(res.body.reason).toBeNull();
    const [note] = await outbox(env.db, request.seizureRequestId, 'trackerApproved');
    expect(note.payload).toMatchObject({ message: null });
    const other = await takeRequest(env, pendingOnReady);
    expect((await decide(other.id, 'approved', TEXT_500)).body.reason).toBe(TEXT_500);
  });

  it('refuses an approved request: already approved', async () => {
    const request = await takeRequest(env, sql`t.status = 'approved' and s.status in ${READY}`);
    const res = await decide(request.id, 'approved');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.alreadyApproved);
  });
});

describe('POST /admin/trackers: reprove', () => {
  it('needs a reason of at most 500 characters', async () => {
    const request = await takeRequest(env, pendingOnReady);
    for (const reason of [undefined, '', '   ', null]) {
      const res = await decide(request.id, 'reproved', reason);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ reason: 'Obrigatório' });
    }
    expect((await decide(request.id, 'reproved', TEXT_501)).body.errors).toEqual({ reason: maxLength(500) });
    expect((await requestOf(env.db, request.id)).status).toBe('pending');
  });

  it('reproves a pending request: wasReproved, lastReprovedReason, counters, notification, audit', async () => {
    const request = await takeRequest(env, pendingOnReady);
    const before = await caseOf(env.db, request.seizureRequestId);
    const res = await decide(request.id, 'reproved', 'Perfil sem experiência na região.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'reproved',
      reason: 'Perfil sem experiência na região.',
      wasReproved: true,
      lastReprovedReason: 'Perfil sem experiência na região.',
    });
    expect((await caseOf(env.db, before.id)).totalPendingTrackers).toBe(before.totalPendingTrackers - 1);
    const [note] = await outbox(env.db, before.id, 'trackerReproved');
    expect(note).toMatchObject({ userId: request.userId, payload: { reason: 'Perfil sem experiência na região.' } });
    expect((await auditOf(env.db, 'trackerRequest', request.id)).map((a) => a.action)).toEqual(['tracker.reproved']);
    await countersMatch(env.db);
  });

  it('an approved tracker can be reproved, and approved again keeping the reprove history', async () => {
    const request = await takeRequest(
      env,
      sql`t.status = 'approved' and s.status in ${READY} and t.auto_approved_at is not null`,
    );
    const before = await caseOf(env.db, request.seizureRequestId);
    expect((await decide(request.id, 'reproved', 'Sem retorno há uma semana.')).status).toBe(200);
    expect((await caseOf(env.db, before.id)).totalApprovedTrackers).toBe(before.totalApprovedTrackers - 1);
    const again = await decide(request.id, 'approved', 'Pode voltar.');
    expect(again.status).toBe(200);
    // A manual approval is not the job's: the 'Auto. Aprovado' tag goes; the reprove stays on record.
    expect(again.body).toMatchObject({
      status: 'approved',
      reason: 'Pode voltar.',
      autoApprovedAt: null,
      wasReproved: true,
      lastReprovedReason: 'Sem retorno há uma semana.',
    });
    expect((await caseOf(env.db, before.id)).totalApprovedTrackers).toBe(before.totalApprovedTrackers);
    await countersMatch(env.db);
  });

  it('approving a reproved request without a message clears the old reason, keeps lastReprovedReason', async () => {
    const request = await takeRequest(
      env,
      sql`t.status = 'reproved' and s.status in ${READY} and t.reason is not null`,
    );
    const res = await decide(request.id, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      reason: null,
      wasReproved: true,
      lastReprovedReason: request.lastReprovedReason,
    });
    await countersMatch(env.db);
  });

  it('refuses a reproved request: already reproved', async () => {
    const request = await takeRequest(env, sql`t.status = 'reproved' and s.status in ${READY}`);
    const res = await decide(request.id, 'reproved', 'De novo');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.alreadyReproved);
  });
});

describe('POST /admin/trackers: refusals', () => {
  it('a declined request cannot be approved nor reproved', async () => {
    const request = await takeRequest(env, sql`t.status = 'declined' and s.status in ${READY}`);
    for (const [status, reason] of [
      ['approved', undefined],
      ['reproved', 'Motivo'],
    ] as const) {
      const res = await decide(request.id, status, reason);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRACKER_MESSAGES.declined);
    }
    expect((await requestOf(env.db, request.id)).status).toBe('declined');
  });

  it('only on a ready case', async () => {
    const request = await takeRequest(
      env,
      sql`t.status = 'reproved' and s.status in ('completedSized', 'completedNotSized', 'archived')`,
    );
    const res = await decide(request.id, 'approved');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.caseNotReady);
    const approved = await takeRequest(env, sql`t.status = 'approved' and s.status = 'completedSized'`);
    expect((await decide(approved.id, 'reproved', 'Motivo')).body.message).toBe(TRACKER_MESSAGES.caseNotReady);
  });

  it('only case admins of the case company: read-only and support 403, Beta 404, no token 401', async () => {
    const request = await takeRequest(env, pendingOnReady);
    expect((await decide(request.id, 'approved', undefined, 'leitura')).status).toBe(403);
    expect((await decide(request.id, 'approved', undefined, 'suporte')).status).toBe(403);
    expect((await decide(request.id, 'approved', undefined, 'localizador')).status).toBe(403);
    expect((await decide(request.id, 'approved', undefined, 'beta')).status).toBe(404);
    expect((await decide(request.id, 'approved', undefined, null)).status).toBe(401);
    expect((await decide(request.id, 'approved', undefined, 'admin')).status).toBe(403);
    expect((await requestOf(env.db, request.id)).status).toBe('pending');
    // A law-company admin administers its company's cases too (spec §6).
    const assessoria = await asUser(env, 'assessoria@demo.test');
    expect(
      (
        await assessoria.post('/admin/trackers', {
          requestId: request.id,
          status: 'approved',
          expectedStatus: 'pending',
        })
      ).status,
    ).toBe(200);
  });

  it('checks the body: unknown request 404, bad fields 422', async () => {
    expect((await decide(999999, 'approved')).status).toBe(404);
    const bad = await api.post('/admin/trackers', 'casos', { status: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ requestId: 'Obrigatório', status: 'Inválido', expectedStatus: 'Obrigatório' });
    // The status the user saw is required: an API caller without it is refused, not guessed.
    const request = await takeRequest(env, pendingOnReady);
    const blind = await api.post('/admin/trackers', 'casos', { requestId: request.id, status: 'approved' });
    expect(blind.status).toBe(422);
    expect(blind.body.errors).toEqual({ expectedStatus: 'Obrigatório' });
    expect((await requestOf(env.db, request.id)).status).toBe('pending');
  });
});

describe('POST /admin/trackers: against what the user saw', () => {
  it('a stale status answers 409 naming who decided and when, and writes nothing', async () => {
    const request = await takeRequest(env, pendingOnReady);
    const assessoria = await asUser(env, 'assessoria@demo.test');
    const first = await assessoria.post('/admin/trackers', {
      requestId: request.id,
      status: 'reproved',
      expectedStatus: 'pending',
      reason: 'Fora da região.',
    });
    expect(first.status).toBe(200);
    const reproved = await requestOf(env.db, request.id);
    const [decider] = await env.db.select({ name: users.name }).from(users).where(eq(users.id, reproved.decidedById!));
    // casos@, from a page still showing 'Pendente'.
    const stale = await decide(request.id, 'approved', undefined, 'casos', 'pending');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `Esta solicitação já foi reprovada por ${decider.name} em ${formatDateTime(reproved.updatedAt)}. A lista foi atualizada.`,
    );
    // The same user in another tab: 'Você', not its own name.
    const mine = await assessoria.post('/admin/trackers', {
      requestId: request.id,
      status: 'approved',
      expectedStatus: 'pending',
    });
    expect(mine.status).toBe(409);
    expect(mine.body.message).toBe(
      `Você já reprovou esta solicitação em ${formatDateTime(reproved.updatedAt)}, em outra aba ou janela. A lista foi atualizada.`,
    );
    expect(await requestOf(env.db, request.id)).toEqual(reproved);
    expect(await outbox(env.db, request.seizureRequestId, 'trackerApproved')).toHaveLength(0);
    expect((await auditOf(env.db, 'trackerRequest', request.id)).map((a) => a.action)).toEqual(['tracker.reproved']);
  });

  it('an auto-approved request says so', async () => {
    const request = await takeRequest(
      env,
      sql`t.status = 'approved' and s.status in ${READY} and t.auto_approved_at is not null`,
    );
    const res = await decide(request.id, 'reproved', 'Motivo', 'casos', 'pending');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Esta solicitação já foi aprovada automaticamente em ${formatDateTime(request.updatedAt)}. A lista foi atualizada.`,
    );
  });

  it('20 parallel approvals and reprovals of one pending request: exactly one wins, one notification', async () => {
    const request = await takeRequest(env, pendingOnReady);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? decide(request.id, 'approved', undefined, 'casos', 'pending')
          : decide(request.id, 'reproved', 'Motivo', 'casos', 'pending'),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200)!.body.status;
    expect((await requestOf(env.db, request.id)).status).toBe(winner);
    const approved = await outbox(env.db, request.seizureRequestId, 'trackerApproved');
    const reproved = await outbox(env.db, request.seizureRequestId, 'trackerReproved');
    expect(approved.length + reproved.length).toBe(1);
    expect(await auditOf(env.db, 'trackerRequest', request.id)).toHaveLength(1);
    await countersMatch(env.db);
  });
});

describe('POST /admin/trackers: a blocked tracker', () => {
  it('is never approved by hand (400), and may be reproved', async () => {
    const request = await takeRequest(
      env,
      sql`${pendingOnReady} and exists (select 1 from users u where u.id = t.user_id and u.status <> 'active')`,
    );
    const res = await decide(request.id, 'approved');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.trackerBlocked);
    expect((await requestOf(env.db, request.id)).status).toBe('pending');
    expect((await decide(request.id, 'reproved', 'Conta bloqueada.')).status).toBe(200);
  });
});
