// The cases a batch's rows name, found in one statement and answered from memory: a row is the
// company's live case with its plate, else with its chassi (the lowest id), as the case save's
// duplicate check reads it.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { seizureRequests } from '../../db/schema';
import type { CaseRow } from '../cases/access';

/** A case a batch may touch: its current values (the database's, then each row's), and its place in the lookup order. */
export interface KnownCase {
  row: CaseRow;
  /** The database's row, locked; null for a case this batch creates. */
  original: CaseRow | null;
  /** Lower is found first: existing cases by id, then the batch's new ones in the order they were made. */
  order: number;
}

/** The company's live cases with any of these plates or chassis, by id; locked when asked. */
export async function lookUpCases(
  db: Db,
  lawCompanyId: number,
  plates: string[],
  chassis: string[],
  forUpdate = false,
): Promise<CaseRow[]> {
  if (plates.length === 0 && chassis.length === 0) return [];
  // One array parameter each: a list would be one parameter per key.
  const query = db
    .select()
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, lawCompanyId),
        isNull(seizureRequests.deletedAt),
        sql`(${seizureRequests.licensePlate} COLLATE "C" = ANY(${sql.param(plates)}::text[]) OR ${seizureRequests.chassi} COLLATE "C" = ANY(${sql.param(chassis)}::text[]))`,
      ),
    )
    .orderBy(asc(seizureRequests.id));
  return forUpdate ? query.for('update') : query;
}

const keysOf = (row: Pick<CaseRow, 'licensePlate' | 'chassi'>) =>
  [row.licensePlate && `p:${row.licensePlate}`, row.chassi && `c:${row.chassi}`].filter((k): k is string => !!k);

/** The live entry found first (lowest order) of a key's list. */
function first(list: KnownCase[] | undefined, live: (row: CaseRow) => boolean): KnownCase | null {
  let found: KnownCase | null = null;
  for (const k of list ?? []) if (live(k.row) && (!found || k.order < found.order)) found = k;
  return found;
}

/**
 * The batch's cases by plate and by chassi. A case whose plate or chassi a row changed is filed
 * again under its new keys (`refile`); its old entries no longer match and are skipped.
 */
export class CaseIndex {
  private byKey = new Map<string, KnownCase[]>();
  private next = Number.MAX_SAFE_INTEGER / 2;

  constructor(rows: CaseRow[] = []) {
    for (const row of rows) this.refile({ row, original: row, order: row.id });
  }

  /** A new case of the batch, found after every existing one. */
  addNew(row: CaseRow): KnownCase {
    const known = { row, original: null, order: this.next++ };
    this.refile(known);
    return known;
  }

  refile(known: KnownCase) {
    for (const key of keysOf(known.row)) {
      const list = this.byKey.get(key) ?? [];
      if (!list.includes(known)) list.push(known);
      this.byKey.set(key, list);
    }
  }

  /** The case with this plate, else the first with this chassi. */
  find(plate: string | null, chassi: string | null): KnownCase | null {
    // An entry is live while its case still has that key (a refiled case keeps its old entries).
    if (plate) {
      const found = first(this.byKey.get(`p:${plate}`), (row) => row.licensePlate === plate);
      if (found) return found;
    }
    return chassi ? first(this.byKey.get(`c:${chassi}`), (row) => row.chassi === chassi) : null;
  }
}
