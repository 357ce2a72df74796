// A batch's decisions written set-based (upsert.ts decides them): the existing cases in one UPDATE
// and their main addresses in another, the new cases and their addresses in one INSERT each, the
// reopened cases' notifications and chats in one statement each. No audit row per case: the batch's
// one (run.ts) and each case's import_changes row account for it (docs/decisions.md).
// One UPDATE and one INSERT also mean one run each of the case-counts trigger (migration 0002).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { caseAddresses, chats, seizureRequests, trackerRequests } from '../../db/schema';
import { reserveIds } from '../../db/bulkInsert';
import type { CaseRow } from '../cases/access';
import { notifyTrackers, type NotifiedCase } from '../shared/outbox';
import { insertArrays } from './bulk';
import type { KnownCase } from './lookup';

export interface BatchWrites {
  /** Every case the batch touched, with the values its main address takes, in the order first touched. */
  cases: Map<KnownCase, Record<string, unknown>>;
  /** Closed cases a row reopened: what the trackers' notice says. */
  reopened: { known: KnownCase; notice: Omit<NotifiedCase, 'seizureRequestId'> }[];
}

/** The case columns an import writes, with their PostgreSQL types (the row's other columns stay). */
const CASE_COLUMNS = {
  categoryId: 'int', shadowMode: 'boolean', status: 'text', licensePlate: 'text', chassi: 'text', renavam: 'text', maker: 'text',
  model: 'text', year: 'int', reward: 'numeric', processNumber: 'text', financier: 'text', debtorName: 'text', debtorDocument: 'text',
  mainAddressCity: 'text', mainAddressState: 'text',
} as const satisfies Partial<Record<keyof CaseRow, string>>;
const ADDRESS_COLUMNS: Record<string, string> = {
  state: 'text', city: 'text', neighborhood: 'text', street: 'text', number: 'int', complement: 'text', zipcode: 'text', latitude: 'float8', longitude: 'float8',
};
/** A new case: those, its id (reserved) and owner; the other columns take their defaults. */
const NEW_CASE_COLUMNS = { id: 'int', lawCompanyId: 'int', createdById: 'int', ...CASE_COLUMNS };
const NEW_ADDRESS_COLUMNS = { seizureRequestId: 'int', main: 'boolean', ...ADDRESS_COLUMNS };

/**
 * `UPDATE table AS t SET … FROM unnest($1::type[], …) AS v(…) WHERE t.<key> = v.<key>`: rows given
 * column by column, one array parameter per column whatever the number of rows.
 */
function updateFromArrays(
  table: string,
  key: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  more: { values?: Record<string, string>; sets?: SQL[]; where?: SQL } = {},
) {
  const { values = {}, sets: extra = [], where } = more;
  const names = [key, ...Object.keys(columns), ...Object.keys(values)];
  const types: Record<string, string> = { [key]: 'int', ...columns, ...values };
  const arrays = sql.join(names.map((n) => sql`${sql.param(rows.map((r) => r[n] ?? null))}::${sql.raw(types[n])}[]`), sql`, `);
  const alias = sql.join(names.map((n) => sql.identifier(toSnakeCase(n))), sql`, `);
  const sets = sql.join([...Object.keys(columns).map((n) => sql`${sql.identifier(toSnakeCase(n))} = v.${sql.identifier(toSnakeCase(n))}`), ...extra], sql`, `);
  return sql`UPDATE ${sql.identifier(table)} AS t SET ${sets} FROM unnest(${arrays}) AS v(${alias})
    WHERE t.${sql.identifier(toSnakeCase(key))} = v.${sql.identifier(toSnakeCase(key))}${where ? sql` AND ${where}` : sql``}`;
}

/** The existing cases, each to the values its rows left (the rows are locked: untouched columns are written back as read). */
async function updateCases(tx: Db, known: KnownCase[]) {
  if (known.length === 0) return;
  // A plate moving between two cases of the batch would meet itself in the unique index halfway
  // through one statement (row by row it did not): those plates are cleared first.
  const moved = known.filter((k) => k.original!.licensePlate && k.original!.licensePlate !== k.row.licensePlate);
  if (moved.some((m) => known.some((k) => k !== m && k.row.licensePlate === m.original!.licensePlate))) {
    await tx.execute(sql`UPDATE seizure_requests SET license_plate = NULL WHERE id = ANY(${sql.param(moved.map((k) => k.row.id))}::int[])`);
  }
  const rows = known.map((k) => ({ ...k.row, closed: k.row.closedAt !== null }));
  await tx.execute(
    updateFromArrays('seizure_requests', 'id', CASE_COLUMNS, rows, {
      values: { closed: 'boolean' },
      sets: [
        // A reopened case's close is cleared; the others keep theirs.
        sql`closed_at = CASE WHEN v.closed THEN t.closed_at END`,
        sql`closed_by = CASE WHEN v.closed THEN t.closed_by END`,
        sql`updated_at = now()`,
      ],
    }),
  );
}

/** Their main addresses take the file's values; a case without one gets one. */
async function updateMainAddresses(tx: Db, stored: [KnownCase, Record<string, unknown>][]) {
  if (stored.length === 0) return;
  // Every existing case of a batch takes the same address columns (the configuration's).
  const columns = Object.fromEntries(Object.keys(stored[0][1]).map((c) => [c, ADDRESS_COLUMNS[c]]));
  const rows = stored.map(([k, address]) => ({ ...address, seizureRequestId: k.row.id }));
  const updated = rowsOf<{ id: number }>(
    await tx.execute(sql`${updateFromArrays('case_addresses', 'seizureRequestId', columns, rows, { where: sql`t.main` })} RETURNING t.seizure_request_id AS id`),
  );
  const has = new Set(updated.map((r) => Number(r.id)));
  const missing = rows.filter((r) => !has.has(r.seizureRequestId));
  if (missing.length > 0) await tx.insert(caseAddresses).values(missing.map((r) => ({ ...r, main: true })));
}

/** The reopened cases' approved trackers told (caseReopened, the outbox) and their chats reopened. */
async function reopenCases(tx: Db, reopened: BatchWrites['reopened']) {
  if (reopened.length === 0) return;
  const ids = sql.param(reopened.map((r) => r.known.row.id));
  const approved = await tx
    .select({ caseId: trackerRequests.seizureRequestId, userId: trackerRequests.userId })
    .from(trackerRequests)
    .where(and(sql`${trackerRequests.seizureRequestId} = ANY(${ids}::int[])`, eq(trackerRequests.status, 'approved')));
  const told = reopened.flatMap((r) => {
    const users = approved.filter((a) => a.caseId === r.known.row.id);
    return users.map(({ userId }) => ({ ...r.notice, seizureRequestId: r.known.row.id, userId }));
  });
  await notifyTrackers(tx, told, 'caseReopened');
  await tx
    .update(chats)
    .set({ closed: false })
    .where(
      and(
        sql`${chats.seizureRequestId} = ANY(${ids}::int[])`,
        eq(chats.closed, true),
        sql`(${chats.seizureRequestId}, ${chats.userId}) IN (SELECT ${trackerRequests.seizureRequestId}, ${trackerRequests.userId} FROM ${trackerRequests}
          WHERE ${trackerRequests.seizureRequestId} = ANY(${ids}::int[]) AND ${trackerRequests.status} = 'approved')`,
      ),
    );
}

export async function writeBatch(tx: Db, writes: BatchWrites) {
  const all = [...writes.cases];
  const fresh = all.filter(([k]) => !k.original);
  const stored = all.filter(([k]) => k.original);
  const ids = await reserveIds(tx, seizureRequests, fresh.length);
  fresh.forEach(([k], i) => (k.row.id = ids[i]));
  // Updates first: a plate a row moved away from an existing case is free for a new one.
  await updateCases(tx, stored.map(([k]) => k));
  await updateMainAddresses(tx, stored);
  if (fresh.length > 0) {
    await insertArrays(tx, seizureRequests, NEW_CASE_COLUMNS, fresh.map(([k]) => k.row));
    await insertArrays(tx, caseAddresses, NEW_ADDRESS_COLUMNS, fresh.map(([k, address]) => ({ ...address, seizureRequestId: k.row.id, main: true })));
  }
  await reopenCases(tx, writes.reopened);
}
