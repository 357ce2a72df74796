import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_TEXTS, waitingUntil, type TransferRow } from '../../src/domain/appTransfers';
import { maxLength, REQUIRED } from '../../src/domain/schemas/messages';
import type { Json, Page } from '../../src/domain/wire';
import { listTransfers, requestTransfer } from '../../src/server/services/appTransfers';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { balanceOf, expectWalletInvariant, GIF, PDF, PNG, uploadFile, freshReceipt } from '../support/wallet';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let owner: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  [{ owner }] = await rows<{ owner: number }>(
    env.db,
    sql`SELECT user_id AS owner FROM wallet_transfers ORDER BY id LIMIT 1`,
  );
});
afterAll(() => env.app.close());

let keys = 0;
/** A new withdrawal of the demo app user, to a key never paid (unless `pix` is given). */
const request = (amount = 120.5, pix = `chave-teste-${++keys}-${Date.now()}`, now = new Date(Date.now() - 48 * HOUR)) =>
  requestTransfer(env.db, { userId: owner, amount, pixType: 'uniqueKey', pix }, 24, now);
const decide = (body: object, who: 'suporte' | 'admin' = 'suporte') => api.post('/admin/app-transfers', who, body);
const list = (query: string) => api.get<Page<Json<TransferRow>>>(`/admin/app-transfers?${query}`, 'suporte');

describe('the waiting period (a pure rule and the tabs, on a controlled clock)', () => {
  it('is 24 h from the request for a key never paid; none for a paid key or 0 hours', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    expect(waitingUntil(at, false)).toEqual(new Date('2026-03-02T12:00:00Z'));
    expect(waitingUntil(at, false, 6)).toEqual(new Date('2026-03-01T18:00:00Z'));
    expect(waitingUntil(at, true)).toBeNull();
    expect(waitingUntil(at, false, 0)).toBeNull();
  });

  it('a new key waits in "Em espera", then is "Pendente"; a key already paid never waits', async () => {
    const now = new Date('2030-01-10T09:00:00Z');
    const fresh = await request(80, `nova-${Date.now()}`, now);
    expect(fresh.waitingUntil).toEqual(new Date(now.getTime() + 24 * HOUR));
    const tab = async (type: string, at: Date) =>
      (await listTransfers(env.db, { type, perPage: 100, sortDirection: 'desc' }, at)).result.find(
        (t) => t.id === fresh.id,
      );
    expect(await tab('waiting', new Date(now.getTime() + 23 * HOUR))).toMatchObject({
      isWaiting: true,
      status: 'pending',
      pixAlreadyUsed: false,
    });
    expect(await tab('pending', new Date(now.getTime() + 23 * HOUR))).toBeUndefined();
    expect(await tab('pending', new Date(now.getTime() + 24 * HOUR))).toMatchObject({ isWaiting: false });
    expect(await tab('waiting', new Date(now.getTime() + 24 * HOUR))).toBeUndefined();
    const [paid] = await rows<{ pix: string }>(
      env.db,
      sql`SELECT pix FROM wallet_transfers WHERE status = 'completed' LIMIT 1`,
    );
    const again = await request(10, paid.pix, now);
    expect(again.waitingUntil).toBeNull();
    expect(await listTransfers(env.db, { type: 'pending', perPage: 100, sortDirection: 'desc' }, now)).toMatchObject({
      result: expect.arrayContaining([
        expect.objectContaining({ id: again.id, pixAlreadyUsed: true, isWaiting: false }),
      ]),
    });
    await expectWalletInvariant(env.db);
  });
});

describe('GET /admin/app-transfers', () => {
  it('holds the money rules on the demo data', async () => {
    await expectWalletInvariant(env.db);
  });

  it('lists each tab by request date ascending; Pendentes counts as the badge', async () => {
    const badge = await api.get('/admin/app-transfers/badge', 'suporte');
    const pending = await list('type=pending&perPage=100');
    expect(pending.status).toBe(200);
    expect(pending.body.total).toBe(badge.body.total);
    const dates = pending.body.result.map((t) => t.createdAt);
    expect(dates).toEqual([...dates].sort());
    expect(pending.body.result.every((t) => t.status === 'pending' && !t.isWaiting)).toBe(true);
    for (const type of ['waiting', 'completed', 'rejected', 'all']) {
      const page = await list(`type=${type}`);
      expect(page.body.total, type).toBeGreaterThan(0);
    }
    expect((await list('type=completed')).body.result.every((t) => t.status === 'completed' && t.receipt)).toBe(true);
    // The big tabs' totals come from counters, the filtered ones from a COUNT: the same numbers.
    const [{ completed }] = await rows<{ completed: number }>(
      env.db,
      sql`SELECT count(*)::int AS completed FROM wallet_transfers WHERE status = 'completed'`,
    );
    expect((await list('type=completed')).body.total).toBe(completed);
    const [{ all }] = await rows<{ all: number }>(env.db, sql`SELECT count(*)::int AS all FROM wallet_transfers`);
    expect((await list('type=all')).body.total).toBe(all);
    const desc = (await list('type=all&sortDirection=desc&perPage=5')).body.result.map((t) => t.createdAt);
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('filters by the Pix key (the whole key) and by the user (name or e-mail)', async () => {
    const [t] = await rows<{ pix: string; name: string; email: string }>(
      env.db,
      sql`SELECT t.pix, u.name, u.email FROM wallet_transfers t JOIN users u ON u.id = t.user_id WHERE t.status = 'completed' LIMIT 1`,
    );
    const byPix = await list(`type=all&filters[pix]=${encodeURIComponent(t.pix)}&perPage=100`);
    expect(byPix.body.total).toBeGreaterThan(0);
    expect(byPix.body.result.every((r) => r.pix === t.pix)).toBe(true);
    expect((await list(`type=all&filters[pix]=${encodeURIComponent(t.pix.slice(0, -1))}`)).body.total).toBe(0);
    const byUser = await list(`type=all&filters[user]=${encodeURIComponent(t.email)}&perPage=100`);
    expect(byUser.body.total).toBeGreaterThan(0);
    expect(byUser.body.result.every((r) => r.user.email === t.email)).toBe(true);
    expect((await list('type=all&filters[user]=ninguem-com-este-nome')).body).toEqual({ total: 0, result: [] });
    // A part of the name, accents and case ignored (as every name search), counted against the table.
    const part = t.name.split(' ').at(-1)!.slice(1);
    const folded = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const byName = await list(`type=all&filters[user]=${encodeURIComponent(folded(part).toUpperCase())}&perPage=100`);
    expect(byName.body.result.map((r) => r.user.name)).toContain(t.name);
    expect(
      byName.body.result.every(
        (r) => folded(r.user.name).includes(folded(part)) || r.user.email.includes(folded(part)),
      ),
    ).toBe(true);
    expect((await list('type=nenhum')).status).toBe(422);
  });

  it('is for support only', async () => {
    expect((await api.get('/admin/app-transfers', 'casos')).status).toBe(403);
    expect((await api.get('/admin/app-transfers', 'localizador')).status).toBe(403);
    expect((await api.get('/admin/app-transfers/99999999', 'suporte')).status).toBe(404);
  });
});

describe('POST /admin/app-transfers: reject', () => {
  it('needs a reason of at most 500 characters; nothing changes on a refusal', async () => {
    const t = await request();
    for (const reason of [undefined, '', '   ']) {
      const res = await decide({ id: t.id, status: 'rejected', reason });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ reason: REQUIRED });
    }
    const tooLong = await decide({ id: t.id, status: 'rejected', reason: 'x'.repeat(501) });
    expect(tooLong.body.errors).toEqual({ reason: maxLength(500) });
    expect((await api.get(`/admin/app-transfers/${t.id}`, 'suporte')).body.status).toBe('pending');
    await expectWalletInvariant(env.db);
  });

  it('returns the amount to the wallet with the reason, notifies the user and audits it', async () => {
    const t = await request(77.35);
    const before = await balanceOf(env.db, owner);
    const badge = (await api.get('/admin/app-transfers/badge', 'suporte')).body.total;
    const res = await decide({ id: t.id, status: 'rejected', reason: `  ${'r'.repeat(490)} fim ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.id, status: 'rejected', reason: `${'r'.repeat(490)} fim` });
    expect(await balanceOf(env.db, owner)).toBeCloseTo(before + 77.35, 2);
    expect((await api.get(`/admin/app-transfers/${t.id}`, 'suporte')).body.walletBalance).toBeCloseTo(
      before + 77.35,
      2,
    );
    const [refund] = await rows(
      env.db,
      sql`SELECT amount, description FROM wallet_history WHERE transfer_id = ${t.id} AND amount > 0`,
    );
    expect(refund.description).toContain('fim');
    expect((await api.get('/admin/app-transfers/badge', 'suporte')).body.total).toBe(badge - 1);
    const [note] = await rows(
      env.db,
      sql`SELECT user_id, payload FROM notifications WHERE kind = 'transferRejected' AND (payload->>'transferId')::int = ${t.id}`,
    );
    expect(note).toMatchObject({ user_id: owner });
    const [audit] = await rows(
      env.db,
      sql`SELECT action, data FROM audit_log WHERE entity = 'appTransfer' AND entity_id = ${t.id}`,
    );
    expect(audit).toMatchObject({ action: 'transfer.rejected', data: { amount: 77.35 } });
    await expectWalletInvariant(env.db);
  });
});

describe('POST /admin/app-transfers: complete', () => {
  it('needs a receipt the caller uploaded, png, jpeg or pdf', async () => {
    const t = await request();
    expect((await decide({ id: t.id, status: 'completed' })).body.errors).toEqual({ receipt: REQUIRED });
    expect((await decide({ id: t.id, status: 'completed', receipt: '../../etc/passwd' })).status).toBe(422);
    const gif = await uploadFile(env.app, env.tokens.suporte, 'comprovante.gif', GIF);
    expect((await decide({ id: t.id, status: 'completed', receipt: gif })).body.errors).toEqual({
      receipt: TRANSFER_TEXTS.receiptType,
    });
    const others = await uploadFile(env.app, env.tokens.casos, 'comprovante.png', freshReceipt(PNG));
    expect((await decide({ id: t.id, status: 'completed', receipt: others })).body.errors).toEqual({
      receipt: TRANSFER_TEXTS.receiptNotFound,
    });
    expect((await api.get(`/admin/app-transfers/${t.id}`, 'suporte')).body.status).toBe('pending');
    await expectWalletInvariant(env.db);
  });

  it('pays: the money stays out of the wallet, the receipt is kept and audited, the key is now used', async () => {
    const t = await request(200);
    const before = await balanceOf(env.db, owner);
    const receipt = await uploadFile(env.app, env.tokens.suporte, 'comprovante.pdf', freshReceipt(PDF));
    const res = await decide({ id: t.id, status: 'completed', receipt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', receipt, reason: null });
    expect(await balanceOf(env.db, owner)).toBeCloseTo(before, 2);
    const [audit] = await rows(
      env.db,
      sql`SELECT action, data FROM audit_log WHERE entity = 'appTransfer' AND entity_id = ${t.id}`,
    );
    expect(audit).toMatchObject({ action: 'transfer.completed', data: { receipt } });
    const [note] = await rows(
      env.db,
      sql`SELECT kind FROM notifications WHERE (payload->>'transferId')::int = ${t.id}`,
    );
    expect(note).toEqual({ kind: 'transferCompleted' });
    const next = await request(5, t.pix);
    expect(next.waitingUntil).toBeNull();
    expect((await api.get(`/admin/app-transfers/${next.id}`, 'suporte')).body.pixAlreadyUsed).toBe(true);
    await expectWalletInvariant(env.db);
  });
});

describe('a transfer is decided once', () => {
  it('a second decision gets 409 saying who decided and when: the same user (another tab), another staff member, the app user', async () => {
    const t = await request();
    const first = await decide({ id: t.id, status: 'rejected', reason: 'Chave de outro titular' });
    expect(first.status).toBe(200);
    const decidedAt = (
      await rows<{ at: Date }>(env.db, sql`SELECT updated_at AS at FROM wallet_transfers WHERE id = ${t.id}`)
    )[0].at;
    const mine = await decide({ id: t.id, status: 'rejected', reason: 'De novo' });
    expect(mine.status).toBe(409);
    expect(mine.body.message).toBe(TRANSFER_TEXTS.alreadyDecided('rejected', { kind: 'self' }, decidedAt));
    expect(mine.body.message).toMatch(
      /^Você já decidiu esta transferência \(rejeitada\) em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, em outra aba ou janela\./,
    );
    const [decider] = await rows<{ name: string }>(
      env.db,
      sql`SELECT name FROM users WHERE email = 'suporte@demo.test'`,
    );
    const other = await decide({ id: t.id, status: 'rejected', reason: 'Outra' }, 'admin');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      TRANSFER_TEXTS.alreadyDecided('rejected', { kind: 'staff', name: decider.name }, decidedAt),
    );
    expect(other.body.message).toContain(`decidida por ${decider.name} (rejeitada)`);

    // Cancelled in the app (the demo's cancelled transfers): nobody of the staff decided it.
    const [cancelled] = await rows<{ id: number }>(
      env.db,
      sql`SELECT id FROM wallet_transfers WHERE status = 'cancelled' AND decided_by_id IS NULL ORDER BY id LIMIT 1`,
    );
    const late = await decide({ id: cancelled.id, status: 'rejected', reason: 'Tarde' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /^Esta transferência foi cancelada pelo usuário do app em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
    );
    await expectWalletInvariant(env.db);
  });

  it('two staff deciding at once: exactly one wins, the money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const t = await request(33);
      const before = await balanceOf(env.db, owner);
      const receipt = await uploadFile(env.app, env.tokens.admin, 'c.png', freshReceipt(PNG));
      const answers = await Promise.all([
        decide({ id: t.id, status: 'rejected', reason: 'Dados divergentes' }),
        decide({ id: t.id, status: 'completed', receipt }, 'admin'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.status;
      expect(await balanceOf(env.db, owner)).toBeCloseTo(before + (winner === 'rejected' ? 33 : 0), 2);
      const audits = await rows(
        env.db,
        sql`SELECT 1 FROM audit_log WHERE entity = 'appTransfer' AND entity_id = ${t.id}`,
      );
      expect(audits).toHaveLength(1);
      await expectWalletInvariant(env.db);
    }
  });
});
