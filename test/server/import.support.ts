// Shared by the import-*.test.ts files: a configuration, spreadsheet rows and their cases.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { caseCategories, seizureRequests } from '../../src/server/db/schema';
import type { Client, Db } from '../support/api';

/** Columns A… as the tests' spreadsheet has them. */
export const COLUMNS = {
  licensePlate: 'A',
  chassi: 'B',
  category: 'C',
  model: 'D',
  year: 'E',
  processNumber: 'F',
  debtorName: 'G',
  debtorDocument: 'H',
  state: 'I',
  city: 'J',
  financier: 'K',
  reward: 'L',
};

export async function carCategory(db: Db): Promise<number> {
  const [row] = await db.select({ id: caseCategories.id }).from(caseCategories).where(eq(caseCategories.type, 'car'));
  return row.id;
}

/** The companies the import tests work as: Alfa (casos) and Beta (beta). */
export type ImportWho = 'casos' | 'beta';

/** A configuration of each company, saved through the API: the ids by who saved it. */
export async function saveConfigs(api: Client, db: Db): Promise<Record<ImportWho, number>> {
  const category = await carCategory(db);
  const configs = {} as Record<ImportWho, number>;
  for (const who of ['casos', 'beta'] as const)
    configs[who] = (await api.post('/admin/import/config', who, configInput(category))).body.id;
  return configs;
}

/** Starts an import of 'carteira.xlsx' with `who`'s configuration; answers its id. */
export const startImport = async (
  api: Client,
  configs: Record<ImportWho, number>,
  who: ImportWho,
  closeOthers: boolean,
) =>
  (await api.post('/admin/import', who, { filename: 'carteira.xlsx', closeOthers, configId: configs[who] })).body
    .id as number;

export const configInput = (carId: number, name = 'Planilha de teste') => ({
  name,
  config: {
    skipLines: 1,
    columns: COLUMNS,
    categoryStrategy: 'match',
    categories: [{ source: 'AUTOMOVEL', categoryId: carId }],
  },
});

let counter = 0;
/** A fresh plate and chassi (the demo never uses the 'KZY' plates nor 'KZYTEST' chassis). */
export function freshKeys() {
  counter += 1;
  return {
    plate: `KZY${counter % 10}B${String(counter % 100).padStart(2, '0')}`,
    chassi: `KZYTEST${String(counter).padStart(10, '0')}`,
  };
}

/** A complete spreadsheet row of a car in São Paulo. */
export function sheetRow(over: Record<string, unknown> = {}): Record<string, unknown> {
  const { plate, chassi } = freshKeys();
  return {
    A: plate,
    B: chassi,
    C: 'Automovel',
    D: 'Gol 1.0',
    E: 2020,
    F: '1000123-45.2024.8.26.0100',
    G: 'João da Silva',
    H: '529.982.247-25',
    I: 'SP',
    J: 'São Paulo',
    K: 'Banco Exemplo',
    L: '1.500,00',
    ...over,
  };
}

export const lines = (rows: Record<string, unknown>[], first = 2) =>
  rows.map((cells, i) => ({ line: first + i, cells }));

export async function caseByPlate(db: Db, lawCompanyId: number, plate: string) {
  const [row] = await db
    .select()
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, lawCompanyId),
        eq(seizureRequests.licensePlate, plate),
        isNull(seizureRequests.deletedAt),
      ),
    );
  return row;
}

/** A live case of the company: closed with approved trackers, or open and ready; with a plate. */
export async function someCase(db: Db, lawCompanyId: number, closed: boolean, skip: number[] = []) {
  const found = await db
    .select()
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, lawCompanyId),
        isNull(seizureRequests.deletedAt),
        isNotNull(seizureRequests.licensePlate),
        eq(seizureRequests.shadowMode, false),
        closed
          ? and(isNotNull(seizureRequests.closedAt), gt(seizureRequests.totalApprovedTrackers, 0))
          : and(
              isNull(seizureRequests.closedAt),
              sql`${seizureRequests.status} in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`,
            ),
      ),
    )
    .orderBy(seizureRequests.id)
    .limit(20);
  return found.find((c) => !skip.includes(c.id))!;
}

/**
 * Rows where the case-count counters (migration 0002) differ from a recount of the cases: 0 when
 * every statement that changed cases kept them exact.
 */
export const caseCountsDrift = sql`SELECT count(*)::int AS n FROM (
  SELECT law_company_id, status, coalesce(main_address_state, '') AS state, total_approved_trackers > 0, total_pending_trackers > 0, count(*)::int
    FROM seizure_requests WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5
  EXCEPT SELECT law_company_id, status, state, has_approved, has_pending, total FROM case_counts WHERE total <> 0) d`;
