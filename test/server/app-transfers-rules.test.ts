// Money rules the server holds whatever the screen does (issue 23 item 5; docs/app-users.md
// "Transfers"): one receipt proves one payment, a transfer in its waiting period is decided only
// with the 'Continuar' step, and a receipt's upload is refused by its content at once.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECEIPT_UPLOAD_PURPOSE, TRANSFER_TEXTS } from '../../src/domain/appTransfers';
import { TYPE_NOT_ALLOWED } from '../../src/domain/uploads';
import { requestTransfer } from '../../src/server/services/appTransfers';
import { rows, useApi, type Who } from '../support/api';
import { bearer } from '../support/server';
import { expectWalletInvariant, GIF, PDF, PNG, uploadFile, freshReceipt } from '../support/wallet';

const { env, api } = useApi();
const HOUR = 3_600_000;
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

/** App users with wallet history (the demo's transfer owners), to ask withdrawals for. */
const owners = async () =>
  (
    await rows<{ user_id: number }>(env.db, sql`SELECT DISTINCT user_id FROM wallet_transfers ORDER BY user_id LIMIT 3`)
  ).map((r) => r.user_id);

let keys = 0;
/** A new withdrawal of `userId` to a key never paid, asked `hoursAgo` ago (waits 24 h). */
const request = (userId: number, hoursAgo = 48) =>
  requestTransfer(
    env.db,
    { userId, amount: 42, pixType: 'uniqueKey', pix: `regra-${++keys}-${Date.now()}` },
    24,
    new Date(Date.now() - hoursAgo * HOUR),
  );
const decide = (body: object, who: Who = 'suporte') => api.post('/admin/app-transfers', who, body);
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(env.db, sql`SELECT status FROM wallet_transfers WHERE id = ${id}`))[0].status;
const audits = (id: number) =>
  rows<{ data: Record<string, unknown> }>(
    env.db,
    sql`SELECT data FROM audit_log WHERE entity = 'appTransfer' AND entity_id = ${id}`,
  );

/** POST /content/upload (?purpose=…) as `who`: the answer, not only the path. */
async function upload(who: Who, filename: string, content: Buffer, purpose: string | null = RECEIPT_UPLOAD_PURPOSE) {
  const boundary = `----regras${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await env.app.inject({
    method: 'POST',
    url: purpose === null ? '/content/upload' : `/content/upload?purpose=${encodeURIComponent(purpose)}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(env.tokens[who]) },
  });
  return { status: res.statusCode, body: res.json() as { path?: string; errors?: Record<string, string> } };
}

describe('one receipt proves one payment', () => {
  it('a receipt already used on a transfer of another user is refused with 422; nothing changes', async () => {
    const [a, b, c] = await owners();
    const [first, second, third] = [await request(a), await request(b), await request(c)];
    const receipt = await uploadFile(env.app, env.tokens.suporte, 'comprovante.pdf', freshReceipt(PDF));
    expect((await decide({ id: first.id, status: 'completed', receipt })).status).toBe(200);
    for (const t of [second, third]) {
      const again = await decide({ id: t.id, status: 'completed', receipt });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({
        message: TRANSFER_TEXTS.receiptUsed,
        errors: { receipt: TRANSFER_TEXTS.receiptUsed },
      });
      expect(await statusOf(t.id)).toBe('pending');
      expect(await audits(t.id)).toEqual([]);
    }
    // Completing the same transfer again is the 409 of a decided transfer, not a reuse.
    expect((await decide({ id: first.id, status: 'completed', receipt })).status).toBe(409);
    // Each of them can still be paid with its own receipt.
    const own = await uploadFile(env.app, env.tokens.suporte, 'outro.png', freshReceipt(PNG));
    expect((await decide({ id: second.id, status: 'completed', receipt: own })).status).toBe(200);
    await expectWalletInvariant(env.db);
  });

  it('the same file uploaded again (a new upload, the same bytes) is refused too, also when two decisions race', async () => {
    const [a, b] = await owners();
    const bytes = freshReceipt(PDF);
    const [first, second] = [await request(a), await request(b)];
    const once = await uploadFile(env.app, env.tokens.suporte, 'comprovante.pdf', bytes);
    expect((await decide({ id: first.id, status: 'completed', receipt: once })).status).toBe(200);
    const again = await uploadFile(env.app, env.tokens.suporte, 'comprovante (1).pdf', bytes);
    expect(again).not.toBe(once);
    const res = await decide({ id: second.id, status: 'completed', receipt: again });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: TRANSFER_TEXTS.receiptUsed,
      errors: { receipt: TRANSFER_TEXTS.receiptUsed },
    });
    expect(await statusOf(second.id)).toBe('pending');
    // Two uploads of one file sent for two transfers at once: the content's unique index lets one through.
    for (let round = 0; round < 3; round++) {
      const [t1, t2] = [await request(a), await request(b)];
      const twin = freshReceipt(PNG);
      const [r1, r2] = [
        await uploadFile(env.app, env.tokens.admin, 'a.png', twin),
        await uploadFile(env.app, env.tokens.admin, 'b.png', twin),
      ];
      const answers = await Promise.all([
        decide({ id: t1.id, status: 'completed', receipt: r1 }, 'admin'),
        decide({ id: t2.id, status: 'completed', receipt: r2 }, 'admin'),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 422]);
      const paid = await rows(
        env.db,
        sql`SELECT id FROM wallet_transfers WHERE id IN (${t1.id}, ${t2.id}) AND status = 'completed'`,
      );
      expect(paid).toHaveLength(1);
    }
    await expectWalletInvariant(env.db);
  });

  it("the receipt of a transfer decided before the rule (the demo's) is refused too", async () => {
    const [demo] = await rows<{ receipt: string; email: string }>(
      env.db,
      sql`SELECT t.receipt, u.email FROM wallet_transfers t JOIN uploads f ON f.path = t.receipt JOIN users u ON u.id = f.uploaded_by_id
          WHERE t.status = 'completed' ORDER BY t.id LIMIT 1`,
    );
    const who = demo.email.split('@')[0] as Who;
    const t = await request((await owners())[0]);
    const res = await decide({ id: t.id, status: 'completed', receipt: demo.receipt }, who);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ receipt: TRANSFER_TEXTS.receiptUsed });
    expect(await statusOf(t.id)).toBe('pending');
  });

  it('two transfers completed at once with one receipt: one wins, the other gets the 422', async () => {
    const [a, b] = await owners();
    for (let round = 0; round < 3; round++) {
      const [t1, t2] = [await request(a), await request(b)];
      const receipt = await uploadFile(env.app, env.tokens.admin, 'c.png', freshReceipt(PNG));
      const answers = await Promise.all([
        decide({ id: t1.id, status: 'completed', receipt }, 'admin'),
        decide({ id: t2.id, status: 'completed', receipt }, 'admin'),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 422]);
      expect(answers.find((x) => x.status === 422)!.body.errors).toEqual({ receipt: TRANSFER_TEXTS.receiptUsed });
      const paid = await rows(
        env.db,
        sql`SELECT id FROM wallet_transfers WHERE receipt = ${receipt} AND status = 'completed'`,
      );
      expect(paid).toHaveLength(1);
      await expectWalletInvariant(env.db);
    }
  });

  it('the unique index holds the upload whatever the code reads first, answered as the same 422', async () => {
    const [a, b] = await owners();
    const [claimed, other] = [await request(a), await request(b)];
    const receipt = await uploadFile(env.app, env.tokens.suporte, 'c.pdf', freshReceipt(PDF));
    const [{ id: uploadId }] = await rows<{ id: number }>(env.db, sql`SELECT id FROM uploads WHERE path = ${receipt}`);
    // A row holding the upload under no path (so the read before the update finds nothing): the
    // race's loser meets the index, as on PostgreSQL when two decisions commit at once.
    await env.db.execute(sql`UPDATE wallet_transfers SET receipt_upload_id = ${uploadId} WHERE id = ${claimed.id}`);
    const res = await decide({ id: other.id, status: 'completed', receipt });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ receipt: TRANSFER_TEXTS.receiptUsed });
    expect(await statusOf(other.id)).toBe('pending');
    expect(await audits(other.id)).toEqual([]);
    await env.db.execute(sql`UPDATE wallet_transfers SET receipt_upload_id = NULL WHERE id = ${claimed.id}`);
  });
});

describe("the waiting period: decided only with the 'Continuar' step", () => {
  it('completing or rejecting a transfer still waiting by direct API is a 409; nothing is written', async () => {
    const t = await request((await owners())[0], 1);
    const receipt = await uploadFile(env.app, env.tokens.suporte, 'c.pdf', freshReceipt(PDF));
    for (const body of [
      { id: t.id, status: 'completed', receipt },
      { id: t.id, status: 'completed', receipt, continued: false },
      { id: t.id, status: 'rejected', reason: 'Chave de outro titular' },
    ]) {
      const res = await decide(body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.message).toBe(TRANSFER_TEXTS.stillWaiting);
    }
    expect(await statusOf(t.id)).toBe('pending');
    expect(await audits(t.id)).toEqual([]);
    expect(await rows(env.db, sql`SELECT 1 FROM wallet_history WHERE transfer_id = ${t.id} AND amount > 0`)).toEqual(
      [],
    );
    expect((await decide({ id: t.id, status: 'completed', receipt, continued: 'sim' })).body.errors).toEqual({
      continued: 'Inválido',
    });
    await expectWalletInvariant(env.db);
  });

  it("the demo's 'Em espera' transfers are refused the same way", async () => {
    const waiting = (await api.get('/admin/app-transfers?type=waiting&perPage=100', 'suporte')).body.result as {
      id: number;
    }[];
    expect(waiting.length).toBeGreaterThan(0);
    for (const { id } of waiting) {
      expect((await decide({ id, status: 'rejected', reason: 'Sem Continuar' })).status).toBe(409);
      expect(await statusOf(id)).toBe('pending');
    }
  });

  it("with 'Continuar' (continued: true) it is decided, and the audit row says so", async () => {
    const [a] = await owners();
    const paid = await request(a, 1);
    const receipt = await uploadFile(env.app, env.tokens.suporte, 'c.pdf', freshReceipt(PDF));
    const done = await decide({ id: paid.id, status: 'completed', receipt, continued: true });
    expect(done.status).toBe(200);
    expect((await audits(paid.id))[0].data).toMatchObject({
      receipt,
      continued: true,
      waitingUntil: paid.waitingUntil!.toISOString(),
    });
    const refused = await request(a, 1);
    expect(
      (await decide({ id: refused.id, status: 'rejected', reason: 'Titular diferente', continued: true })).status,
    ).toBe(200);
    expect(await statusOf(refused.id)).toBe('rejected');
    // Once the wait is over nothing more is asked (the step is only for the waiting period).
    const waited = await request(a, 25);
    expect((await decide({ id: waited.id, status: 'rejected', reason: 'Sem espera' })).status).toBe(200);
    expect((await audits(waited.id))[0].data).not.toHaveProperty('continued');
    await expectWalletInvariant(env.db);
  });
});

describe('POST /content/upload?purpose=receipt: refused by content, at upload', () => {
  const uploadsCount = async () =>
    (await rows<{ n: number }>(env.db, sql`SELECT count(*)::int AS n FROM uploads`))[0].n;

  it('an empty file, a GIF named .png, text named .pdf, a WebP: 422 with the receipt message, nothing stored', async () => {
    const before = await uploadsCount();
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    for (const [name, content] of [
      ['vazio.png', Buffer.alloc(0)],
      ['foto.png', GIF],
      ['comprovante.pdf', Buffer.from('Pagamento realizado, pode confiar\n')],
      ['imagem.jpg', webp],
    ] as const) {
      const res = await upload('suporte', name, content);
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual({ file: TRANSFER_TEXTS.receiptType });
    }
    expect(await uploadsCount()).toBe(before);
  });

  it('png, jpeg and pdf pass whatever their name; the stored type is the content', async () => {
    for (const [name, content, ext] of [
      ['a.png', PNG, 'png'],
      ['b.jpeg', JPEG, 'jpg'],
      ['c.pdf', PDF, 'pdf'],
      ['d.png', PDF, 'pdf'],
    ] as const) {
      const res = await upload('suporte', name, content);
      expect(res.status, name).toBe(200);
      expect(res.body.path!.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('without a purpose the generic upload still takes a GIF; an unknown purpose is a 422', async () => {
    expect((await upload('suporte', 'g.gif', GIF, null)).status).toBe(200);
    expect((await upload('suporte', 'vazio.png', Buffer.alloc(0), null)).body.errors).toEqual({
      file: TYPE_NOT_ALLOWED,
    });
    const unknown = await upload('suporte', 'a.png', PNG, 'qualquer');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ purpose: 'Inválido' });
  });
});
