// The tracker's side (services/trackers/trackerSide.ts, services/reports/submit.ts: what the app
// would call and `npm run simulate` drives): every refusal, and what a request or a report does to
// the console's pending lists and badges.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRACKER_MESSAGES } from '../../src/domain/schemas/trackers';
import { TRACKER_SIDE_MESSAGES } from '../../src/domain/trackerSide';
import { mayReadFile } from '../../src/server/services/fileAccess';
import { submitReportAsTracker } from '../../src/server/services/reports';
import { requestCaseAsTracker } from '../../src/server/services/trackers';
import { rows, useApi, type Db } from '../support/api';
import { uploadedBy } from './chat.support';
import { auditOf, caseOf, countersMatch, READY, takeCase, takeRequest, TEXT_501 } from './trackers.support';

const { env, api } = useApi();

const pendingTrackers = async () => (await api.get('/admin/dashboard/trackers/pending?perPage=100', 'casos')).body;
const pendingReports = async () =>
  (await api.get('/admin/dashboard/seizure-requests/reports/pending?perPage=100', 'casos')).body;

/** An active tracker with no request at all on the case. */
async function freeTracker(db: Db, caseId: number) {
  const [row] = await rows<{ id: number; email: string }>(
    db,
    sql`SELECT u.id, u.email FROM users u WHERE 'tracker' = ANY(u.roles) AND u.status = 'active' AND u.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = ${caseId} AND t.user_id = u.id) ORDER BY u.id LIMIT 1`,
  );
  return row;
}

const emailOf = async (db: Db, id: number) =>
  (await rows<{ email: string }>(db, sql`SELECT email FROM users WHERE id = ${id}`))[0].email;

const openCase = () => takeCase(env, sql`s.status = 'readyAndOpenedForTrackers' AND s.closed_at IS NULL`);

describe('a tracker asks to work a case', () => {
  it('creates a pending request that the dashboard, the case list and the counters show at once', async () => {
    const c = await openCase();
    const tracker = await freeTracker(env.db, c.id);
    const photo = await uploadedBy(env.db, tracker.email);
    const before = await pendingTrackers();

    const created = await requestCaseAsTracker(env.db, tracker.id, {
      seizureRequestId: c.id,
      message: '  Conheço a região.  ',
      photos: [photo],
    });
    expect(created).toMatchObject({
      status: 'pending',
      user: { id: tracker.id },
      seizureRequest: { id: c.id },
      request: { manual: false, message: 'Conheço a região.', photos: [{ value: photo }] },
      hasPhotos: true,
      wasReproved: false,
    });
    const after = await pendingTrackers();
    expect(after.total).toBe(before.total + 1);
    expect(after.result.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await caseOf(env.db, c.id)).totalPendingTrackers).toBe(c.totalPendingTrackers + 1);
    const onCase = await api.get(`/admin/trackers?seizureRequestId=${c.id}&status=pending`, 'casos');
    expect(onCase.body.result.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(await auditOf(env.db, 'trackerRequest', created.id)).toMatchObject([
      { action: 'tracker.requested', actorId: tracker.id },
    ]);
    await countersMatch(env.db);

    // Twice while it is live: refused, nothing added.
    await expect(requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: c.id })).rejects.toMatchObject({
      kind: 'refused',
      message: TRACKER_SIDE_MESSAGES.alreadyRequested,
    });
    expect((await pendingTrackers()).total).toBe(after.total);
  });

  it('lets a reproved tracker ask again, with the reproval on record', async () => {
    const reproved = await takeRequest(
      env,
      sql`t.status = 'reproved' AND s.status = 'readyAndOpenedForTrackers' AND s.closed_at IS NULL
      AND (SELECT u.status FROM users u WHERE u.id = t.user_id) = 'active'
      AND NOT EXISTS (SELECT 1 FROM tracker_requests o WHERE o.seizure_request_id = t.seizure_request_id AND o.user_id = t.user_id AND o.status IN ('pending', 'approved'))`,
    );
    const again = await requestCaseAsTracker(env.db, reproved.userId, { seizureRequestId: reproved.seizureRequestId });
    expect(again).toMatchObject({
      status: 'pending',
      wasReproved: true,
      lastReprovedReason: reproved.lastReprovedReason,
      hasPhotos: false,
    });
    await countersMatch(env.db);
  });

  it('refuses cases not open for trackers, users who are not active trackers, and bad input', async () => {
    const closedForTrackers = await takeCase(env, sql`s.status = 'readyAndClosedForTrackers' AND s.closed_at IS NULL`);
    const ended = await takeCase(env, sql`s.closed_at IS NOT NULL`);
    const c = await openCase();
    const tracker = await freeTracker(env.db, c.id);
    for (const target of [closedForTrackers, ended]) {
      await expect(requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: target.id })).rejects.toMatchObject({
        kind: 'refused',
        message: TRACKER_SIDE_MESSAGES.caseNotOpen,
      });
    }
    await expect(requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: 2147483000 })).rejects.toMatchObject({
      kind: 'notFound',
    });
    const removed = await takeCase(env, sql`s.status = 'readyAndOpenedForTrackers' AND s.closed_at IS NULL`);
    await env.db.execute(sql`UPDATE seizure_requests SET deleted_at = now() WHERE id = ${removed.id}`);
    await expect(requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: removed.id })).rejects.toMatchObject({
      kind: 'notFound',
    });

    const [staff] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
    const [blocked] = await rows<{ id: number }>(
      env.db,
      sql`SELECT id FROM users WHERE 'tracker' = ANY(roles) AND status = 'blocked' ORDER BY id LIMIT 1`,
    );
    for (const who of [staff.id, blocked.id]) {
      await expect(requestCaseAsTracker(env.db, who, { seizureRequestId: c.id })).rejects.toMatchObject({
        kind: 'refused',
        message: TRACKER_MESSAGES.notATracker,
      });
    }

    const someoneElses = await uploadedBy(env.db, 'casos@demo.test');
    await expect(
      requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: c.id, photos: [someoneElses] }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      errors: { photos: TRACKER_SIDE_MESSAGES.fileNotOurs },
    });
    await expect(
      requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: c.id, message: TEXT_501 }),
    ).rejects.toMatchObject({ errors: { message: 'Deve ter no máximo 500 caracteres' } });
    await expect(
      requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: c.id, photos: ['2026/01/x.pdf'] }),
    ).rejects.toMatchObject({ errors: { 'photos.0': TRACKER_SIDE_MESSAGES.onlyImages } });
    const six = Array.from({ length: 6 }, (_, i) => `2026/01/${i}.jpg`);
    await expect(
      requestCaseAsTracker(env.db, tracker.id, { seizureRequestId: c.id, photos: six }),
    ).rejects.toMatchObject({ errors: { photos: 'Deve ter no máximo 5 itens' } });
    // Nothing of the above left a request behind.
    expect(
      await rows(
        env.db,
        sql`SELECT id FROM tracker_requests WHERE user_id = ${tracker.id} AND seizure_request_id = ${c.id}`,
      ),
    ).toEqual([]);
  });
});

/** An approved request on a live, ready Alfa case whose tracker has no report waiting there. */
const approvedRequest = () =>
  takeRequest(
    env,
    sql`t.status = 'approved' AND s.status IN ${READY} AND s.closed_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM seizure_reports r WHERE r.seizure_request_id = t.seizure_request_id AND r.user_id = t.user_id AND r.status = 'pending')`,
  );

describe('a tracker files a seizure report', () => {
  it('creates a pending report with its files that the dashboard and the case show, one at a time', async () => {
    const request = await approvedRequest();
    const email = await emailOf(env.db, request.userId);
    const photos = [await uploadedBy(env.db, email), await uploadedBy(env.db, email, 'png')];
    const warrant = await uploadedBy(env.db, email, 'pdf');
    const other = await uploadedBy(env.db, email, 'pdf');
    const before = await pendingReports();

    const report = await submitReportAsTracker(env.db, request.userId, {
      seizureRequestId: request.seizureRequestId,
      notes: 'Veículo localizado na garagem do prédio.',
      photos,
      warrant: { value: warrant, filename: 'mandado.pdf' },
      others: [{ value: other, filename: 'boletim.pdf' }],
    });
    expect(report).toMatchObject({
      status: 'pending',
      seizureRequestId: request.seizureRequestId,
      notes: 'Veículo localizado na garagem do prédio.',
      user: { id: request.userId },
      documents: {
        photos: photos.map((value) => ({ value })),
        warrant: { value: warrant, filename: 'mandado.pdf' },
        others: [{ value: other, filename: 'boletim.pdf' }],
        searchWarrant: null,
      },
    });
    const after = await pendingReports();
    expect(after.total).toBe(before.total + 1);
    expect(after.result.map((r: { id: number }) => r.id)).toContain(report.id);
    const onCase = await api.get(
      `/admin/seizure-requests/reports?seizureRequestId=${request.seizureRequestId}&status=pending`,
      'casos',
    );
    expect(onCase.body.result.map((r: { id: number }) => r.id)).toContain(report.id);
    // The company may read the tracker's files; Beta may not.
    const staffOf = (lawCompanyId: number) => ({
      userId: 0,
      sessionId: 0,
      roles: ['lawCompanyUser' as const],
      lawCompanyId,
      lawCompany: null,
    });
    expect(await mayReadFile(env.db, staffOf(env.alfa), warrant)).toBe(true);
    expect(await mayReadFile(env.db, staffOf(env.beta), warrant)).toBe(false);
    expect(await auditOf(env.db, 'seizureReport', report.id)).toMatchObject([
      { action: 'report.submitted', actorId: request.userId },
    ]);

    await expect(
      submitReportAsTracker(env.db, request.userId, {
        seizureRequestId: request.seizureRequestId,
        photos: [photos[0]],
      }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: TRACKER_SIDE_MESSAGES.reportPending,
    });
    // Rejected by the company, the tracker may send a corrected one.
    const rejected = await api.post('/admin/seizure-requests/reports', 'casos', {
      id: report.id,
      seizureRequestId: request.seizureRequestId,
      status: 'rejected',
      expectedStatus: 'pending',
      reason: 'Fotos sem a placa.',
    });
    expect(rejected.status).toBe(200);
    expect((await pendingReports()).total).toBe(before.total);
    const corrected = await submitReportAsTracker(env.db, request.userId, {
      seizureRequestId: request.seizureRequestId,
      photos: [photos[1]],
    });
    expect(corrected).toMatchObject({
      status: 'pending',
      notes: null,
      documents: { photos: [{ value: photos[1] }], others: [], warrant: null },
    });
  });

  it('refuses trackers not approved on the case, ended cases, and files that are not the tracker’s', async () => {
    const pending = await takeRequest(env, sql`t.status = 'pending' AND s.status IN ${READY} AND s.closed_at IS NULL`);
    const pendingPhoto = await uploadedBy(env.db, await emailOf(env.db, pending.userId));
    await expect(
      submitReportAsTracker(env.db, pending.userId, {
        seizureRequestId: pending.seizureRequestId,
        photos: [pendingPhoto],
      }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: TRACKER_SIDE_MESSAGES.notApproved,
    });
    const c = await openCase();
    const stranger = await freeTracker(env.db, c.id);
    await expect(
      submitReportAsTracker(env.db, stranger.id, { seizureRequestId: c.id, photos: ['2026/01/a.jpg'] }),
    ).rejects.toMatchObject({ kind: 'notFound' });

    const request = await approvedRequest();
    const email = await emailOf(env.db, request.userId);
    const photo = await uploadedBy(env.db, email);
    const base = { seizureRequestId: request.seizureRequestId, photos: [photo] };
    await expect(
      submitReportAsTracker(env.db, request.userId, { seizureRequestId: request.seizureRequestId }),
    ).rejects.toMatchObject({ errors: { photos: 'Obrigatório' } });
    await expect(submitReportAsTracker(env.db, request.userId, { ...base, photos: [] })).rejects.toMatchObject({
      errors: { photos: 'Deve ter pelo menos 1 item' },
    });
    await expect(
      submitReportAsTracker(env.db, request.userId, {
        ...base,
        warrant: { value: '2026/01/a.exe', filename: 'mandado.exe' },
      }),
    ).rejects.toMatchObject({
      errors: { 'warrant.filename': TRACKER_SIDE_MESSAGES.documentType },
    });
    const someoneElses = await uploadedBy(env.db, 'casos@demo.test', 'pdf');
    await expect(
      submitReportAsTracker(env.db, request.userId, {
        ...base,
        searchWarrant: { value: someoneElses, filename: 'busca.pdf' },
      }),
    ).rejects.toMatchObject({
      errors: { others: TRACKER_SIDE_MESSAGES.fileNotOurs },
    });
    await expect(
      submitReportAsTracker(env.db, request.userId, { ...base, photos: [await uploadedBy(env.db, 'casos@demo.test')] }),
    ).rejects.toMatchObject({
      errors: { photos: TRACKER_SIDE_MESSAGES.fileNotOurs },
    });

    // The company closes the case: the approved tracker's report is refused.
    const closed = await api.post('/admin/seizure-requests/close', 'casos', {
      id: request.seizureRequestId,
      status: 'completedNotSized',
    });
    expect(closed.status).toBe(200);
    const before = await pendingReports();
    await expect(submitReportAsTracker(env.db, request.userId, base)).rejects.toMatchObject({
      kind: 'refused',
      message: TRACKER_SIDE_MESSAGES.caseEnded,
    });
    expect((await pendingReports()).total).toBe(before.total);
  });
});
