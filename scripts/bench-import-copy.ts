import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ImportRow } from '../src/domain/imports';
import type { Database } from '../src/server/db/connection';
import { BENCH_COLUMNS } from './bench-import-file';

/**
 * The import bench's ceiling (issue 38 item 1): the same file's rows loaded with COPY into a copy of
 * the four tables an import writes (cases, their main addresses, import records, import changes),
 * `CREATE TABLE … (LIKE … INCLUDING ALL)` in a schema of its own, so every index is in place (foreign
 * keys and triggers are not copied: the ceiling is, if anything, higher than the real tables'). Each
 * row that makes a case in the import (99 %) is a new case here; every row is a record, every case a
 * change. Only the load is timed (one transaction, four COPYs), not building the text.
 */
const TABLES = ['seizure_requests', 'case_addresses', 'import_records', 'import_changes'] as const;
const SCHEMA = 'copy_ceiling';
const run = promisify(execFile);

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
const field = (value: unknown) =>
  value === null || value === undefined
    ? '\\N'
    : String(typeof value === 'object' ? JSON.stringify(value) : value).replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
      );
const line = (values: unknown[]) => values.map(field).join('\t') + '\n';

interface Owner {
  lawCompanyId: number;
  categoryId: number;
  userId: number;
}

/** The four tables' COPY text and column lists from the file's rows (cells by letter, as the worker sends them). */
export function copyText(rows: readonly ImportRow[], owner: Owner) {
  const cell = (row: ImportRow, key: keyof typeof BENCH_COLUMNS) => row.cells[BENCH_COLUMNS[key]] ?? null;
  const out = { seizure_requests: '', case_addresses: '', import_records: '', import_changes: '' };
  let id = 1;
  for (const row of rows) {
    const plate = String(cell(row, 'licensePlate') ?? '');
    const ok = plate.length === 7; // the file's broken plates (error rows) are shorter
    const model = {
      licensePlate: ok ? plate : null,
      chassi: cell(row, 'chassi'),
      model: cell(row, 'model'),
      year: cell(row, 'year'),
      processNumber: cell(row, 'processNumber'),
      debtorName: cell(row, 'debtorName'),
      debtorDocument: cell(row, 'debtorDocument'),
      financier: cell(row, 'financier'),
      categoryId: owner.categoryId,
      addresses: [{ state: cell(row, 'state'), city: cell(row, 'city') }],
    };
    if (ok) {
      out.seizure_requests += line([
        id,
        owner.lawCompanyId,
        owner.categoryId,
        'readyAndOpenedForTrackers',
        plate,
        model.chassi,
        model.model,
        model.year,
        model.processNumber,
        model.financier,
        model.debtorName,
        model.debtorDocument,
        model.addresses[0].city,
        model.addresses[0].state,
        owner.userId,
      ]);
      out.case_addresses += line([id, true, model.addresses[0].state, model.addresses[0].city, -23.55, -46.63]);
      out.import_changes += line([1, id, 'created']);
    }
    out.import_records += line([1, row.line, model, row.cells, ok ? null : 'Placa: Placa Inválida', ok ? id : null]);
    if (ok) id++;
  }
  const columns = {
    seizure_requests:
      'id, law_company_id, category_id, status, license_plate, chassi, model, year, process_number, financier, debtor_name, debtor_document, main_address_city, main_address_state, created_by_id',
    case_addresses: 'seizure_request_id, main, state, city, latitude, longitude',
    import_records: 'import_id, line, model, original, error, seizure_request_id',
    import_changes: 'import_id, seizure_request_id, type',
  };
  return { text: out, columns };
}

/** The copy of the four tables, empty, every index in place (dropped first if an earlier run left it). */
async function createCopySchema(database: Pick<Database, 'db'>) {
  await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
  await database.db.execute(sql.raw(`CREATE SCHEMA ${SCHEMA}`));
  for (const table of TABLES)
    await database.db.execute(sql.raw(`CREATE TABLE ${SCHEMA}.${table} (LIKE public.${table} INCLUDING ALL)`));
}

/** Seconds the four COPYs took in one transaction on PGlite (its COPY reads a blob: /dev/blob). */
export async function copyIntoPglite(database: Database, rows: readonly ImportRow[], owner: Owner): Promise<number> {
  const { text, columns } = copyText(rows, owner);
  await createCopySchema(database);
  const pglite = database.pglite!;
  const started = performance.now();
  await pglite.transaction(async (tx) => {
    for (const table of TABLES) {
      await tx.query(`COPY ${SCHEMA}.${table} (${columns[table]}) FROM '/dev/blob'`, [], {
        blob: new Blob([text[table]]),
      });
    }
  });
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql.raw(`DROP SCHEMA ${SCHEMA} CASCADE`));
  return seconds;
}

/** The same on PostgreSQL, through psql's \copy (one session, one transaction); the psql next to initdb. */
export async function copyIntoPostgres(
  database: Database,
  url: string,
  rows: readonly ImportRow[],
  owner: Owner,
): Promise<number> {
  const { text, columns } = copyText(rows, owner);
  await createCopySchema(database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-copy-'));
  try {
    const script = TABLES.map((table) => {
      fs.writeFileSync(path.join(dir, `${table}.tsv`), text[table]);
      return `\\copy ${SCHEMA}.${table} (${columns[table]}) FROM '${path.join(dir, `${table}.tsv`)}'`;
    }).join('\n');
    fs.writeFileSync(path.join(dir, 'load.sql'), `${script}\n`);
    const started = performance.now();
    await run(psqlPath(), [
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '-q',
      '-f',
      path.join(dir, 'load.sql'),
      url,
    ]);
    const seconds = (performance.now() - started) / 1000;
    await database.db.execute(sql.raw(`DROP SCHEMA ${SCHEMA} CASCADE`));
    return seconds;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function psqlPath() {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/psql')))
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  return version ? path.join(root, version, 'bin/psql') : 'psql';
}
