// /admin/app-users/verifications (spec 001 §2, §4, §6, §7): the tabs against the tables, the
// details (document number for role support only), document and verification decisions with
// their rules, the state seen (409), one winner of two decisions at once, the outbox, the audit
// row and the badge.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_TABS,
  VERIFICATION_TEXTS,
  type VerificationDetails,
  type VerificationRow,
} from '../../src/domain/appVerifications';
import type { Page } from '../../src/domain/wire';
import { asUser, client, rows, setupApi, type ApiEnv } from '../support/api';
import { APP_USER, VERIFICATION_TAB_RULES } from '../support/appUserRules';

let env: ApiEnv;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
});
afterAll(() => env.app.close());

type Json<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends object | null
        ? Json<T[K]>
        : T[K];
};
const URL = '/admin/app-users/verifications';
const APP = APP_USER;
const details = async (userId: number) =>
  (await api.get<Json<VerificationDetails>>(`${URL}/${userId}`, 'suporte')).body;
const decide = (body: object, who: 'suporte' | 'admin' = 'suporte') => api.post(URL, who, body);
const badge = async () => (await api.get<{ total: number }>('/admin/dashboard/from-app/pending', 'suporte')).body.total;

/** An app user whose verification is pending with these document statuses (front, back, selfie). */
async function pendingWith(front: string, back: string, selfie: string): Promise<number> {
  const [row] = await rows<{ user_id: number }>(
    env.db,
    sql`SELECT v.user_id FROM user_verifications v WHERE v.status = 'pending' AND v.documents->'frontDocument'->>'status' = ${front}
        AND v.documents->'backDocument'->>'status' = ${back} AND v.documents->'selfie'->>'status' = ${selfie} ORDER BY v.user_id LIMIT 1`,
  );
  return row.user_id;
}

describe('GET /admin/app-users/verifications', () => {
  it('every tab has demo rows and counts its rule; Atualizado em ascending by default', async () => {
    for (const status of VERIFICATION_TABS) {
      const res = await api.get<Page<Json<VerificationRow>>>(`${URL}?status=${status}&perPage=100`, 'suporte');
      expect(res.status, status).toBe(200);
      const [{ n }] = await rows<{ n: number }>(
        env.db,
        sql`SELECT count(*)::int AS n FROM users u LEFT JOIN user_verifications v ON v.user_id = u.id WHERE ${APP} AND ${VERIFICATION_TAB_RULES[status]}`,
      );
      expect(res.body.total, status).toBe(n);
      expect(n, status).toBeGreaterThan(0);
      const updated = res.body.result.map((r) => new Date(r.updatedAt).getTime());
      expect(updated, status).toEqual([...updated].sort((a, b) => a - b));
    }
    expect((await api.get(`${URL}?status=pending`, 'suporte')).body.total).toBe(await badge());
  });

  it('support only (a support admin passes); a law company or a tracker does not', async () => {
    expect((await api.get(URL, 'admin')).status).toBe(200);
    for (const who of ['casos', 'beta', 'localizador'] as const)
      expect((await api.get(URL, who)).status, who).toBe(403);
  });
});

describe('GET /admin/app-users/verifications/{userId}', () => {
  it('the user with the verification; the document number for role support only', async () => {
    const userId = await pendingWith('approved', 'pending', 'pending');
    const seen = await details(userId);
    expect(seen.verification?.status).toBe('pending');
    expect(Object.keys(seen.verification?.documents ?? {}).sort()).toEqual(['backDocument', 'frontDocument', 'selfie']);
    const [stored] = await rows<{ document: string }>(env.db, sql`SELECT document FROM users WHERE id = ${userId}`);
    expect(seen.user.document).toBe(stored.document);
    // A support admin without the support role reads everything but the document number.
    await env.db.execute(sql`INSERT INTO users (name, email, password_hash, roles)
      SELECT 'Só Admin', 'so-admin@demo.test', password_hash, ARRAY['supportAdmin'] FROM users WHERE email = 'admin@demo.test'`);
    const onlyAdmin = await asUser(env, 'so-admin@demo.test');
    const res = await onlyAdmin.get<Json<VerificationDetails>>(`${URL}/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe(seen.user.name);
    expect(res.body.user.document).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(stored.document);
  });

  it('null verification for a user who never started; 404 for anybody but an app user', async () => {
    const [never] = await rows<{ id: number }>(
      env.db,
      sql`SELECT u.id FROM users u LEFT JOIN user_verifications v ON v.user_id = u.id WHERE ${APP} AND v.id IS NULL LIMIT 1`,
    );
    expect((await details(never.id)).verification).toBeNull();
    const [staff] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
    expect((await api.get(`${URL}/${staff.id}`, 'suporte')).status).toBe(404);
  });
});

describe('POST /admin/app-users/verifications', () => {
  it('document by document, then approved: notified, audited, the account active, the badge one less', async () => {
    const userId = await pendingWith('pending', 'pending', 'pending');
    const before = await badge();
    // No decision while a document is pending.
    let seen = await details(userId);
    const early = await decide({ userId, status: 'approved', seenAt: seen.verification!.updatedAt });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(VERIFICATION_TEXTS.reviewDocumentsFirst);
    for (const type of ['frontDocument', 'backDocument', 'selfie']) {
      const res = await decide({
        userId,
        documents: { [type]: { status: 'approved' } },
        seenAt: seen.verification!.updatedAt,
      });
      expect(res.status, type).toBe(200);
      expect(res.body.message).toBe(VERIFICATION_TEXTS.documentUpdated);
      seen = await details(userId);
      expect(seen.verification!.documents[type as 'selfie']?.status).toBe('approved');
    }
    const res = await decide({ userId, status: 'approved', seenAt: seen.verification!.updatedAt });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VERIFICATION_TEXTS.changed);
    const after = await details(userId);
    expect(after.verification).toMatchObject({
      status: 'approved',
      reason: null,
      verifier: { email: 'suporte@demo.test' },
    });
    expect(after.user.status).toBe('active');
    expect(await badge()).toBe(before - 1);
    const [notice] = await rows<{ kind: string }>(
      env.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(notice.kind).toBe('verificationApproved');
    const audit = await rows<{ action: string }>(
      env.db,
      sql`SELECT action FROM audit_log WHERE entity = 'appUser' AND entity_id = ${userId} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      ...Array(3).fill('appUser.verificationDocuments'),
      'appUser.verification.approve',
    ]);
    // Documents are decided only while pending.
    expect((await decide({ userId, documents: { selfie: { status: 'reproved' } } })).status).toBe(400);
  });

  it('a reproved document: Solicitar modificação with a reason, never approve', async () => {
    const userId = await pendingWith('approved', 'approved', 'reproved');
    expect((await decide({ userId, status: 'approved' })).status).toBe(400);
    const noReason = await decide({ userId, status: 'reproved' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBe('Obrigatório');
    const reason = 'Selfie escura: envie outra com boa iluminação.';
    expect((await decide({ userId, status: 'reproved', reason })).status).toBe(200);
    expect((await details(userId)).verification).toMatchObject({ status: 'reproved', reason });
    const [notice] = await rows<{ kind: string; payload: { reason: string } }>(
      env.db,
      sql`SELECT kind, payload FROM notifications WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(notice).toMatchObject({ kind: 'verificationReproved', payload: { reason } });
  });

  it('block with a reason unless blocked; unblock approves', async () => {
    const [approved] = await rows<{ user_id: number }>(
      env.db,
      sql`SELECT user_id FROM user_verifications WHERE status = 'approved' ORDER BY user_id DESC LIMIT 1`,
    );
    const userId = approved.user_id;
    expect((await decide({ userId, status: 'blocked', reason: 'Documento adulterado.' })).status).toBe(200);
    expect((await details(userId)).user.status).toBe('blocked');
    expect((await decide({ userId, status: 'blocked', reason: 'De novo.' })).status).toBe(400);
    expect((await decide({ userId, status: 'approved' })).status).toBe(200);
    const after = await details(userId);
    expect(after.verification?.status).toBe('approved');
    expect(after.user.status).toBe('active');
  });

  it('decided against the state seen: a verification changed since answers 409 and nothing is written', async () => {
    const userId = await pendingWith('approved', 'approved', 'approved');
    const seen = await details(userId);
    expect(
      (await decide({ userId, documents: { selfie: { status: 'reproved' } }, seenAt: seen.verification!.updatedAt }))
        .status,
    ).toBe(200);
    const changedAt = (await details(userId)).verification!.updatedAt;
    // Told by who changed it: another staff member by name, the same user as 'Você' (another tab).
    const otherStaff = await decide({ userId, status: 'approved', seenAt: seen.verification!.updatedAt }, 'admin');
    expect(otherStaff.status).toBe(409);
    expect(otherStaff.body.message).toBe(
      VERIFICATION_TEXTS.stale({ kind: 'staff', name: 'Sérgio Suporte' }, changedAt),
    );
    const sameUser = await decide({ userId, status: 'approved', seenAt: seen.verification!.updatedAt });
    expect(sameUser.status).toBe(409);
    expect(sameUser.body.message).toBe(VERIFICATION_TEXTS.stale({ kind: 'self' }, changedAt));
    expect(sameUser.body.message).toMatch(
      /^Você já alterou esta verificação em \d\d\/\d\d\/\d{4} \d\d:\d\d, em outra aba/,
    );
    expect((await details(userId)).verification?.status).toBe('pending');
  });

  it("a change no staff member made (the app user's own) is told as the app user's, never 'outra pessoa'", async () => {
    const [{ user_id: userId }] = await rows<{ user_id: number }>(
      env.db,
      sql`SELECT user_id FROM user_verifications WHERE status = 'pending' ORDER BY user_id DESC LIMIT 1`,
    );
    await env.db.execute(sql`UPDATE user_verifications SET verified_by_id = NULL WHERE user_id = ${userId}`);
    const now = (await details(userId)).verification!.updatedAt;
    const seenAt = new Date(new Date(now).getTime() - 60_000).toISOString();
    const stale = await decide({ userId, documents: { selfie: { status: 'approved' } }, seenAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(VERIFICATION_TEXTS.stale({ kind: 'appUser' }, now));
  });

  it('two decisions at once: exactly one wins, the other gets 409', async () => {
    const userId = await pendingWith('approved', 'approved', 'approved');
    const seenAt = (await details(userId)).verification!.updatedAt;
    const answers = await Promise.all([
      decide({ userId, status: 'approved', seenAt }, 'suporte'),
      decide({ userId, status: 'blocked', reason: 'Fraude.', seenAt }, 'admin'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers[0].status === 200 ? 'approved' : 'blocked';
    expect((await details(userId)).verification?.status).toBe(won);
    const notices = await rows<{ kind: string }>(
      env.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${userId} AND kind LIKE 'verification%'`,
    );
    expect(notices).toHaveLength(1);
  });

  it('a document the user never sent cannot be decided (422); support only', async () => {
    const [incomplete] = await rows<{ user_id: number }>(
      env.db,
      sql`SELECT user_id FROM user_verifications WHERE status = 'pending' ORDER BY user_id LIMIT 1`,
    );
    await env.db.execute(
      sql`UPDATE user_verifications SET documents = documents - 'selfie' WHERE user_id = ${incomplete.user_id}`,
    );
    expect((await decide({ userId: incomplete.user_id, documents: { selfie: { status: 'approved' } } })).status).toBe(
      422,
    );
    expect((await api.post(URL, 'casos', { userId: incomplete.user_id, status: 'blocked', reason: 'x' })).status).toBe(
      403,
    );
  });
});
