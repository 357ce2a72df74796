// A batch's decisions written set-based (upsert.ts decides them): the existing cases in one UPDATE
// and their main addresses in another, the new cases and their addresses in one INSERT each, the
// reopened cases' notifications and chats in one statement each. No audit row per case: the batch's
// one (run.ts) and each case's import_changes row account for it (docs/decisions.md).
// One UPDATE and one INSERT also mean one run each of the case-counts trigger (migration 0002).
// The case and address writes are answered as the parts of ONE statement (data-modifying WITH
// parts, run.ts adds the records, changes, audit and counters to it): a batch is a few round trips
// whatever its size (issue 38; under load each round trip waited for the loaded event loop).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from '../../db/connection';
import { caseAddresses, chats, seizureRequests, trackerRequests } from '../../db/schema';
import { reserveIds } from '../../db/bulkInsert';
import type { CaseRow } from '../cases/access';
import { notifyTrackers, type NotifiedCase } from '../shared/outbox';
import { columnParam, insertFromArrays } from './bulk';
import type { KnownCase } from './lookup';

export interface BatchWrites {
  /** Every case the batch touched, with the values its main address takes, in the order first touched. */
  cases: Map<KnownCase, Record<string, unknown>>;
  /** Closed cases a row reopened: what the trackers' notice says. */
  reopened: { known: KnownCase; notice: Omit<NotifiedCase, 'seizureRequestId'> }[];
}

/** The case columns an import writes, with their PostgreSQL types (the row's other columns stay). */
const CASE_COLUMNS = {
  categoryId: 'int',
  shadowMode: 'boolean',
  status: 'text',
  licensePlate: 'text',
  chassi: 'text',
  renavam: 'text',
  maker: 'text',
  model: 'text',
  year: 'int',
  reward: 'numeric',
  processNumber: 'text',
  financier: 'text',
  debtorName: 'text',
  debtorDocument: 'text',
  mainAddressCity: 'text',
  mainAddressState: 'text',
} as const satisfies Partial<Record<keyof CaseRow, string>>;
const ADDRESS_COLUMNS: Record<string, string> = {
  state: 'text',
  city: 'text',
  neighborhood: 'text',
  street: 'text',
  number: 'int',
  complement: 'text',
  zipcode: 'text',
  latitude: 'float8',
  longitude: 'float8',
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
  const arrays = sql.join(
    names.map((n) => columnParam(rows, (r) => r[n], types[n])),
    sql`, `,
  );
  const alias = sql.join(
    names.map((n) => sql.identifier(toSnakeCase(n))),
    sql`, `,
  );
  const sets = sql.join(
    [
      ...Object.keys(columns).map((n) => sql`${sql.identifier(toSnakeCase(n))} = v.${sql.identifier(toSnakeCase(n))}`),
      ...extra,
    ],
    sql`, `,
  );
  return sql`UPDATE ${sql.identifier(table)} AS t SET ${sets} FROM unnest(${arrays}) AS v(${alias})
    WHERE t.${sql.identifier(toSnakeCase(key))} = v.${sql.identifier(toSnakeCase(key))}${where ? sql` AND ${where}` : sql``}`;
}

/** The existing cases, each to the values its rows left (the rows are locked: untouched columns are written back as read). */
async function updateCases(tx: Db, known: KnownCase[]): Promise<SQL | null> {
  if (known.length === 0) return null;
  // A plate moving between two cases of the batch would meet itself in the unique index halfway
  // through one statement (row by row it did not): those plates are cleared first.
  const moved = known.filter((k) => k.original!.licensePlate && k.original!.licensePlate !== k.row.licensePlate);
  if (moved.some((m) => known.some((k) => k !== m && k.row.licensePlate === m.original!.licensePlate))) {
    await tx.execute(
      sql`UPDATE seizure_requests SET license_plate = NULL WHERE id = ANY(${sql.param(moved.map((k) => k.row.id))}::int[])`,
    );
  }
  const rows = known.map((k) => ({ ...k.row, closed: k.row.closedAt !== null }));
  return updateFromArrays('seizure_requests', 'id', CASE_COLUMNS, rows, {
    values: { closed: 'boolean' },
    sets: [
      // A reopened case's close is cleared; the others keep theirs.
      sql`closed_at = CASE WHEN v.closed THEN t.closed_at END`,
      sql`closed_by = CASE WHEN v.closed THEN t.closed_by END`,
      sql`updated_at = now()`,
    ],
  });
}

/**
 * Their main addresses take the file's values; a case without one gets one (the same rows: the
 * statement's snapshot is before the UPDATE part, which changes no address's existence).
 */
function updateMainAddresses(stored: [KnownCase, Record<string, unknown>][]): SQL[] {
  if (stored.length === 0) return [];
  // Every existing case of a batch takes the same address columns (the configuration's).
  const columns = Object.fromEntries(Object.keys(stored[0][1]).map((c) => [c, ADDRESS_COLUMNS[c]]));
  const rows = stored.map(([k, address]) => ({ ...address, seizureRequestId: k.row.id }));
  const names = ['seizureRequestId', ...Object.keys(columns)];
  const list = sql.join(
    names.map((n) => sql.identifier(toSnakeCase(n))),
    sql`, `,
  );
  const arrays = sql.join(
    names.map((n) => columnParam(rows, (r) => r[n as keyof typeof r], n === 'seizureRequestId' ? 'int' : columns[n])),
    sql`, `,
  );
  return [
    updateFromArrays('case_addresses', 'seizureRequestId', columns, rows, { where: sql`t.main` }),
    sql`INSERT INTO case_addresses (${list}, main) SELECT v.*, true FROM unnest(${arrays}) AS v(${list})
      WHERE NOT EXISTS (SELECT 1 FROM case_addresses a WHERE a.seizure_request_id = v.seizure_request_id AND a.main)`,
  ];
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

/**
 * Writes what must go first (cleared plates, the reopened cases' notices and chats) and answers the
 * rest as parts of one statement for the caller to send. `ids`: ids taken from the case sequence
 * beforehand (run.ts reserves them before the import's lock, one per row; the unused ones are gaps).
 */
export async function writeBatch(tx: Db, writes: BatchWrites, ids: number[] = []): Promise<SQL[]> {
  const all = [...writes.cases];
  const fresh = all.filter(([k]) => !k.original);
  const stored = all.filter(([k]) => k.original);
  const reserved =
    ids.length >= fresh.length ? ids : [...ids, ...(await reserveIds(tx, seizureRequests, fresh.length - ids.length))];
  fresh.forEach(([k], i) => (k.row.id = reserved[i]));
  const parts: SQL[] = [];
  const update = await updateCases(
    tx,
    stored.map(([k]) => k),
  );
  if (update) {
    // A plate an existing case gives up and a new one takes: the UPDATE must run before the INSERT,
    // which one statement's parts do not promise; so it goes alone, first (rare).
    const given = new Set(
      stored.filter(([k]) => k.original!.licensePlate !== k.row.licensePlate).map(([k]) => k.original!.licensePlate),
    );
    if (fresh.some(([k]) => k.row.licensePlate && given.has(k.row.licensePlate))) await tx.execute(update);
    else parts.push(update);
  }
  parts.push(...updateMainAddresses(stored));
  if (fresh.length > 0) {
    parts.push(
      insertFromArrays(
        seizureRequests,
        NEW_CASE_COLUMNS,
        fresh.map(([k]) => k.row),
      ),
    );
    parts.push(
      insertFromArrays(
        caseAddresses,
        NEW_ADDRESS_COLUMNS,
        fresh.map(([k, address]) => ({ ...address, seizureRequestId: k.row.id, main: true })),
      ),
    );
  }
  await reopenCases(tx, writes.reopened);
  return parts;
}

/** The parts as one statement (`WITH w0 AS (…), w1 AS (…) <last>`); `last` is the one whose rows it answers. */
export function oneStatement(parts: SQL[], last: SQL = sql`SELECT 1`): SQL {
  if (parts.length === 0) return last;
  return sql`WITH ${sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} AS (${p})`),
    sql`, `,
  )} ${last}`;
}
