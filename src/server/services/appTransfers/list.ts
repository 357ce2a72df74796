import { sql, type SQL } from 'drizzle-orm';
import {
  isWaiting,
  TRANSFER_TAB_STATUS,
  transferListQuerySchema,
  type TransferDetails,
  type TransferListQuery,
  type TransferRow,
} from '../../../domain/appTransfers';
import type { PixType, TransferStatus, TransferType } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import type { HistoryEntry } from '../../../domain/history';
import type { Db } from '../../db/connection';
import { notFound, parse } from '../errors';
import { cappedList } from '../shared/cappedList';
import { auditHistory } from '../shared/history';
import { pagedSelect } from '../shared/pagedList';
import { at, countOf, dateOf, dateOrNull, rowsOf } from '../shared/sql';
import { transferUserFilter } from './userFilter';

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

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

/** What a tab asks beyond its status (TRANSFER_TAB_STATUS): Pendentes and Em espera split the pending transfers by the waiting period. */
function tabBeyondStatus(type: TransferType, now: Date): SQL | null {
  if (type === 'pending') return sql`(t.waiting_until IS NULL OR t.waiting_until <= ${at(now)})`;
  if (type === 'waiting') return sql`t.waiting_until > ${at(now)}`;
  return null;
}

/** Each tab's condition; the 'Pendentes' one is the badge's (services/badges.ts pendingTransfers). */
function tabWhere(type: TransferType, now: Date): SQL {
  const status = TRANSFER_TAB_STATUS[type];
  const parts = [status ? sql`t.status = ${status}` : null, tabBeyondStatus(type, now)].filter((part) => part !== null);
  return parts.length > 0 ? and(parts) : sql`TRUE`;
}

/** Another completed transfer paid this key (an index probe on wallet_transfers_pix_idx). */
const PIX_ALREADY_USED = sql`EXISTS (SELECT 1 FROM wallet_transfers p WHERE p.pix = t.pix AND p.status = 'completed' AND p.id <> t.id)`;

const SELECT = sql`SELECT t.id, t.status, t.waiting_until, t.pix, t.pix_type, t.amount, t.reason, t.receipt, t.created_at,
  ${PIX_ALREADY_USED} AS pix_already_used, u.id AS user_id, u.name AS user_name, u.email AS user_email
  FROM wallet_transfers t JOIN users u ON u.id = t.user_id`;

const present =
  (now: Date) =>
  (row: Row): TransferRow => {
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

/** The trigger-kept counters (wallet_transfer_counts), one row per status. */
const counter = (db: Db, where: SQL) =>
  countOf(db, sql`SELECT coalesce(sum(total), 0)::int AS total FROM wallet_transfer_counts WHERE ${where}`);
const waitingTotal = (db: Db, now: Date) =>
  countOf(
    db,
    sql`SELECT count(*)::int AS total FROM wallet_transfers t WHERE t.status = 'pending' AND t.waiting_until > ${at(now)}`,
  );

/** The 'Pendentes' tab's total: every pending transfer but those still waiting (also the menu badge). */
export const pendingTotal = async (db: Db, now = new Date()) =>
  (await counter(db, sql`status = 'pending'`)) - (await waitingTotal(db, now));

/**
 * A tab's exact total without counting its rows: the counters for Aprovados, Rejeitados and
 * Todos; Em espera counts its few rows on the waiting index, and Pendentes is every pending
 * transfer but those.
 */
function tabTotal(db: Db, type: TransferListQuery['type'], now: Date): Promise<number> {
  switch (type) {
    case 'completed':
    case 'rejected':
      return counter(db, sql`status = ${type}`);
    case 'all':
      return counter(db, sql`TRUE`);
    case 'waiting':
      return waitingTotal(db, now);
    case 'pending':
      return pendingTotal(db, now);
  }
}

/** How a list call reads: its conditions, and where its total comes from. */
export interface TransferListReading {
  where: SQL;
  /**
   * The counters' total (unfiltered); a capped list (the user filter: up to 1,000 matches counted,
   * services/shared/cappedList) with its ordered read `walk`; or a count (the pix filter).
   */
  total: { counters: () => Promise<number> } | { capped: true; walk: SQL } | null;
}

/**
 * Unfiltered, the total is the counters'. The pix filter is the whole key: an equality the pix
 * index answers at any size (documents, e-mails, phones and random ids are copied, not typed in
 * part), counted. The user filter reads its matches through its indexes (userFilter.ts) and
 * counts them up to the cap; a page beyond the cap walks the tab in its order with the check.
 * Null when nothing can match (a user term no name's word nor e-mail holds).
 */
export async function transferListReading(
  db: Db,
  query: TransferListQuery,
  now: Date,
): Promise<TransferListReading | null> {
  const tab = tabWhere(query.type, now);
  const { pix, user } = query.filters;
  if (!pix && !user) return { where: tab, total: { counters: () => tabTotal(db, query.type, now) } };
  const byUser = user ? await transferUserFilter(db, user, query.type) : undefined;
  if (byUser === null) return null;
  if (pix) return { where: and([tab, sql`t.pix = ${pix}`, ...(byUser ? [byUser.check] : [])]), total: null };
  const { check, narrowing } = byUser!;
  const walk = and([tab, check]);
  // Narrowed, the index holds the tab's status as a token: the status is not asked again, or the
  // planner adds the pending rows' index to the read (waiting_idx: 22,000 entries, 3 of 4 ms).
  const beyond = tabBeyondStatus(query.type, now);
  const narrowed = narrowing ? and([narrowing, check, ...(beyond ? [beyond] : [])]) : walk;
  return { where: narrowed, total: { capped: true, walk } };
}

/** GET /admin/app-transfers: one tab's page, by request date (ascending unless told) or amount. */
export async function listTransfers(db: Db, input: unknown, now = new Date()): Promise<Page<TransferRow>> {
  const query = parse(transferListQuerySchema, input);
  const dir = query.sortDirection === 'desc' ? sql`DESC` : sql`ASC`;
  const column = query.sortField === 'amount' ? sql`t.amount` : sql`t.created_at`;
  const reading = await transferListReading(db, query, now);
  if (!reading) return { total: 0, result: [] };
  const { where, total } = reading;
  const list = {
    query,
    from: sql`wallet_transfers t`,
    where,
    order: sql`${column} ${dir}, t.id ${dir}`,
    id: sql`t.id`,
    select: SELECT,
    present: present(now),
  };
  if (total && 'capped' in total) return cappedList(db, { ...list, walk: total.walk });
  return pagedSelect(db, { ...list, total: total?.counters });
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

/** GET /admin/app-transfers/{id}/history (support): the decision on the transfer, who, when, why. */
export async function transferHistory(db: Db, id: number): Promise<HistoryEntry[]> {
  const found = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM wallet_transfers WHERE id = ${id}`));
  if (found.length === 0) throw notFound();
  return auditHistory(db, sql`a.entity = 'appTransfer' AND a.entity_id = ${id}`);
}
