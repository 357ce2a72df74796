import { sql, type SQL } from 'drizzle-orm';
import { isWaiting, transferListQuerySchema, type TransferDetails, type TransferListQuery, type TransferRow } from '../../../domain/appTransfers';
import type { PixType, TransferStatus, TransferType } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import type { Db } from '../../db/connection';
import { notFound, parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { at, countOf, dateOf, dateOrNull, escapeLike, rowsOf } from '../shared/sql';
import { folded, foldTerm } from '../trackers/shared';

interface Row {
  id: number;
  status: TransferStatus;
  waiting_until: Date | string | null;
  pix: string;
  pix_type: PixType;
  amount: number | string;
  reason: string | null;
  receipt: string | null;
  created_at: Date | string;
  pix_already_used: boolean;
  user_id: number;
  user_name: string;
  user_email: string;
}

/** Each tab's condition; the 'Pendentes' one is the badge's (services/badges.ts pendingTransfers). */
function tabWhere(type: TransferType, now: Date): SQL {
  switch (type) {
    case 'pending':
      return sql`t.status = 'pending' AND (t.waiting_until IS NULL OR t.waiting_until <= ${at(now)})`;
    case 'waiting':
      return sql`t.status = 'pending' AND t.waiting_until > ${at(now)}`;
    case 'completed':
    case 'rejected':
      return sql`t.status = ${type}`;
    case 'all':
      return sql`TRUE`;
  }
}

/** Another completed transfer paid this key (an index probe on wallet_transfers_pix_idx). */
const PIX_ALREADY_USED = sql`EXISTS (SELECT 1 FROM wallet_transfers p WHERE p.pix = t.pix AND p.status = 'completed' AND p.id <> t.id)`;

const SELECT = sql`SELECT t.id, t.status, t.waiting_until, t.pix, t.pix_type, t.amount, t.reason, t.receipt, t.created_at,
  ${PIX_ALREADY_USED} AS pix_already_used, u.id AS user_id, u.name AS user_name, u.email AS user_email
  FROM wallet_transfers t JOIN users u ON u.id = t.user_id`;

const present = (now: Date) => (row: Row): TransferRow => {
  const waitingUntil = dateOrNull(row.waiting_until);
  return {
    id: Number(row.id),
    status: row.status,
    isWaiting: isWaiting(row.status, waitingUntil, now),
    waitingUntil,
    pix: row.pix,
    pixType: row.pix_type,
    amount: Number(row.amount),
    reason: row.reason,
    receipt: row.receipt,
    createdAt: dateOf(row.created_at),
    pixAlreadyUsed: !!row.pix_already_used,
    user: { id: Number(row.user_id), name: row.user_name, email: row.user_email },
  };
};

function where(query: TransferListQuery, now: Date): SQL {
  const parts = [tabWhere(query.type, now)];
  const { pix, user } = query.filters;
  // The whole key (documents, e-mails, phones, random ids are copied, not typed in part): an
  // equality the pix index answers at any size, where a partial match would read every row.
  if (pix) parts.push(sql`t.pix = ${pix}`);
  if (user) {
    // The users whose folded name (accents and case ignored, as every name search) or e-mail holds
    // the term, found on their trigram indexes (users_name_trgm_idx, users_email_trgm_idx), then
    // their transfers on wallet_transfers_user_idx: no transfer or user is read for nothing.
    parts.push(sql`t.user_id IN (SELECT f.id FROM users f
      WHERE ${folded(sql`f.name`)} LIKE ${`%${escapeLike(foldTerm(user))}%`} OR f.email ILIKE ${`%${escapeLike(user)}%`})`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * A tab's exact total without counting its rows when no filter narrows it: the trigger-kept
 * counters (wallet_transfer_counts) for Aprovados, Rejeitados and Todos; Em espera counts its few
 * rows on the waiting index, and Pendentes is every pending transfer but those. Null: count.
 */
const counter = (db: Db, where: SQL) => countOf(db, sql`SELECT coalesce(sum(total), 0)::int AS total FROM wallet_transfer_counts WHERE ${where}`);
const waitingTotal = (db: Db, now: Date) =>
  countOf(db, sql`SELECT count(*)::int AS total FROM wallet_transfers t WHERE t.status = 'pending' AND t.waiting_until > ${at(now)}`);

/** The 'Pendentes' tab's total: every pending transfer but those still waiting (also the menu badge). */
export const pendingTotal = async (db: Db, now = new Date()) => (await counter(db, sql`status = 'pending'`)) - (await waitingTotal(db, now));

function tabTotal(db: Db, query: TransferListQuery, now: Date): (() => Promise<number>) | null {
  if (query.filters.pix || query.filters.user) return null;
  switch (query.type) {
    case 'completed':
    case 'rejected':
      return () => counter(db, sql`status = ${query.type}`);
    case 'all':
      return () => counter(db, sql`TRUE`);
    case 'waiting':
      return () => waitingTotal(db, now);
    case 'pending':
      return () => pendingTotal(db, now);
  }
}

/** GET /admin/app-transfers: one tab's page, by request date (ascending unless told) or amount. */
export function listTransfers(db: Db, input: unknown, now = new Date()): Promise<Page<TransferRow>> {
  const query = parse(transferListQuerySchema, input);
  const dir = query.sortDirection === 'desc' ? sql`DESC` : sql`ASC`;
  const column = query.sortField === 'amount' ? sql`t.amount` : sql`t.created_at`;
  return pagedSelect(db, {
    query,
    from: sql`wallet_transfers t`,
    where: where(query, now),
    order: sql`${column} ${dir}, t.id ${dir}`,
    id: sql`t.id`,
    select: SELECT,
    present: present(now),
    total: tabTotal(db, query, now) ?? undefined,
  });
}

/** One transfer as listed (the decision's answer). */
export async function getTransfer(db: Db, id: number, now = new Date()): Promise<TransferRow> {
  const [row] = rowsOf<Row>(await db.execute(sql`${SELECT} WHERE t.id = ${id}`));
  if (!row) throw notFound();
  return present(now)(row);
}

/** GET /admin/app-transfers/:id: the transfer and its user's wallet balance (wallet_history_user_idx). */
export async function getTransferDetails(db: Db, id: number, now = new Date()): Promise<TransferDetails> {
  const transfer = await getTransfer(db, id, now);
  const [balance] = rowsOf<{ total: string | number | null }>(
    await db.execute(sql`SELECT sum(amount) AS total FROM wallet_history WHERE user_id = ${transfer.user.id}`),
  );
  return { ...transfer, walletBalance: Number(balance?.total ?? 0) };
}
