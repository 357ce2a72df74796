// The wallet's money rules, checked on the whole database (issue 15): every app-transfer test
// asserts them after each operation. Also a receipt upload through the real endpoint.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows, type Db } from './api';
import { bearer, type TestApp } from './server';

/**
 * Each wallet's balance (the sum of its history) equals its other credits minus the transfers
 * still standing (pending or completed); each transfer is debited exactly once by its own amount
 * and refunded exactly when rejected or cancelled, so none is both paid and refunded.
 */
export async function expectWalletInvariant(db: Db) {
  const counted = await rows<{
    id: number;
    status: string;
    debits: number;
    negatives: number;
    refunds: number;
    positives: number;
  }>(
    db,
    sql`SELECT t.id, t.status,
          count(*) FILTER (WHERE h.amount = -t.amount)::int AS debits, count(*) FILTER (WHERE h.amount < 0)::int AS negatives,
          count(*) FILTER (WHERE h.amount = t.amount)::int AS refunds, count(*) FILTER (WHERE h.amount > 0)::int AS positives
        FROM wallet_transfers t LEFT JOIN wallet_history h ON h.transfer_id = t.id GROUP BY t.id, t.status`,
  );
  const transfers = counted.filter((t) => {
    const refunded = t.status === 'rejected' || t.status === 'cancelled' ? 1 : 0;
    return t.debits !== 1 || t.negatives !== 1 || t.refunds !== refunded || t.positives !== refunded;
  });
  expect(transfers, 'transfers debited once, refunded exactly when rejected or cancelled').toEqual([]);
  const wallets = await rows(
    db,
    sql`WITH balance AS (SELECT user_id, sum(amount) AS total, sum(amount) FILTER (WHERE transfer_id IS NULL) AS credits
                         FROM wallet_history GROUP BY user_id),
             standing AS (SELECT user_id, sum(amount) AS total FROM wallet_transfers WHERE status IN ('pending', 'completed') GROUP BY user_id)
        SELECT b.user_id, b.total, b.credits, s.total AS standing
        FROM balance b LEFT JOIN standing s ON s.user_id = b.user_id
        WHERE b.total <> coalesce(b.credits, 0) - coalesce(s.total, 0)`,
  );
  expect(wallets, 'balance = credits − standing transfers').toEqual([]);
  const orphans = await rows(
    db,
    sql`SELECT t.id FROM wallet_transfers t WHERE NOT EXISTS (SELECT 1 FROM wallet_history h WHERE h.user_id = t.user_id AND h.transfer_id = t.id)`,
  );
  expect(orphans, 'every transfer debited from its own owner').toEqual([]);
  const counters = await rows(
    db,
    sql`SELECT s.status, s.total, c.total AS counter FROM (SELECT status, count(*)::int AS total FROM wallet_transfers GROUP BY status) s
        FULL JOIN wallet_transfer_counts c ON c.status = s.status WHERE coalesce(s.total, 0) <> coalesce(c.total, 0)`,
  );
  expect(counters, 'the trigger-kept totals by status').toEqual([]);
}

/** A wallet's balance: the sum of its history. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await rows<{ total: string | null }>(
    db,
    sql`SELECT sum(amount) AS total FROM wallet_history WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n%comprovante\n');
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
/**
 * Another payment's receipt: `kind`'s bytes with a few random ones after them (still sniffed as
 * that type). A receipt is unique by its content (issue 35): the same bytes twice prove one payment.
 */
export const freshReceipt = (kind: Buffer) =>
  Buffer.concat([kind, Buffer.from(`\n${crypto.randomBytes(8).toString('hex')}\n`)]);

/** Uploads a file through POST /content/upload as the token's user; answers the stored path. */
export async function uploadFile(app: TestApp, token: string, filename: string, content: Buffer): Promise<string> {
  const boundary = `----recupera${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/content/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  if (res.statusCode >= 300) throw new Error(`upload ${filename}: ${res.statusCode} ${res.body}`);
  return (res.json() as { path: string }).path;
}
