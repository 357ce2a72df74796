// Bulk cases for benchmarks (`npm run seed -- --cases 1000000`): production-like statuses, one
// main address each, no trackers. Plates come from a per-company counter (Mercosul pattern starting
// with Q to Z, a range the demo never uses), so they cannot repeat within a law company.
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { CaseClosedBy, CaseStatus } from '../../../domain/statuses';
import type { Db } from '../connection';
import { caseAddresses, caseCategories, lawCompanies, seizureRequests } from '../schema';
import { seedDemoData } from './demo';
import { chassi, cnjProcessNumber, generatedPlate, generatedPlateIndex, randomCpf, renavam } from './identifiers';
import { ColumnBatch, reserveIds } from '../bulkInsert';
import { CATEGORY_WEIGHTS, FINANCIERS, VEHICLES, personName } from './names';
import { STATE_COURT, pickCity, randomAddress } from './places';
import { DAY, HOUR, Rng, type Weighted, addMs, between, minDate } from './random';

// Column types of the bulk inserts (snake_case: the names in the database).
const CASE_COLUMNS = {
  id: 'int',
  law_company_id: 'int',
  category_id: 'int',
  status: 'text',
  license_plate: 'text',
  chassi: 'text',
  renavam: 'text',
  maker: 'text',
  model: 'text',
  year: 'int',
  reward: 'numeric',
  process_number: 'text',
  financier: 'text',
  debtor_name: 'text',
  debtor_document: 'text',
  can_be_draft: 'boolean',
  closed_at: 'timestamptz',
  closed_by: 'text',
  main_address_city: 'text',
  main_address_state: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;
const ADDRESS_COLUMNS = {
  seizure_request_id: 'int',
  description: 'text',
  state: 'text',
  city: 'text',
  neighborhood: 'text',
  street: 'text',
  number: 'int',
  complement: 'text',
  zipcode: 'text',
  latitude: 'float8',
  longitude: 'float8',
  main: 'boolean',
} as const;
type CaseColumns = Record<keyof typeof CASE_COLUMNS, unknown>;
type AddressColumns = Record<keyof typeof ADDRESS_COLUMNS, unknown>;

export interface GenerateOptions {
  /** Law companies that receive the cases, evenly; default: every active one. */
  lawCompanyIds?: number[];
  /** Called after each transaction with the number of cases written so far. */
  onProgress?: (done: number) => void;
}

const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 10_000;
const HISTORY_DAYS = 540;

const STATUS_WEIGHTS: Weighted<CaseStatus> = [
  ['draft', 5],
  ['readyAndOpenedForTrackers', 60],
  ['readyAndClosedForTrackers', 10],
  ['completedSized', 10],
  ['completedNotSized', 8],
  ['archived', 7],
];

export async function addGeneratedCases(db: Db, count: number, options: GenerateOptions = {}): Promise<void> {
  if (count <= 0) return;
  await seedDemoData(db); // no-op when the database already has users

  const companyIds = options.lawCompanyIds ?? (await activeCompanyIds(db));
  if (companyIds.length === 0) throw new Error('addGeneratedCases: no law company to add cases to');
  const categories = await db.select({ id: caseCategories.id, type: caseCategories.type }).from(caseCategories);
  const counters = await nextPlateCounters(db, companyIds);
  const rng = new Rng(0x5eed ^ [...counters.values()].reduce((a, b) => a + b, count));
  const now = new Date();

  const cases = new ColumnBatch(seizureRequests, CASE_COLUMNS);
  const addresses = new ColumnBatch(caseAddresses, ADDRESS_COLUMNS);
  let done = 0;
  while (done < count) {
    const size = Math.min(ROWS_PER_TRANSACTION, count - done);
    await db.transaction(async (tx) => {
      const ids = await reserveIds(tx, seizureRequests, size);
      for (const id of ids) {
        const companyId = companyIds[Math.floor(rng.float() * companyIds.length)];
        const counter = counters.get(companyId)!;
        counters.set(companyId, counter + 1);
        const generated = generatedCase(rng, now, id, companyId, generatedPlate(counter), categories);
        cases.push(generated.row);
        addresses.push(generated.address);
        if (cases.size === ROWS_PER_INSERT) await flush(tx);
      }
      await flush(tx);
    });
    done += size;
    options.onProgress?.(done);
  }

  async function flush(tx: Db) {
    await cases.flush(tx);
    await addresses.flush(tx);
  }
}

async function activeCompanyIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: lawCompanies.id })
    .from(lawCompanies)
    .where(eq(lawCompanies.status, 'active'))
    .orderBy(lawCompanies.id);
  return rows.map((r) => r.id);
}

/** Per company, the counter after the highest generated plate already stored (0 when none). */
async function nextPlateCounters(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ companyId: seizureRequests.lawCompanyId, plate: max(seizureRequests.licensePlate) })
    .from(seizureRequests)
    .where(
      and(
        inArray(seizureRequests.lawCompanyId, companyIds),
        sql`${seizureRequests.licensePlate} ~ '^[Q-Z][A-Z]{2}[0-9][A-Z][0-9]{2}$'`,
      ),
    )
    .groupBy(seizureRequests.lawCompanyId);
  const counters = new Map(companyIds.map((id) => [id, 0]));
  for (const r of rows) if (r.plate) counters.set(r.companyId, generatedPlateIndex(r.plate) + 1);
  return counters;
}

function generatedCase(
  rng: Rng,
  now: Date,
  id: number,
  lawCompanyId: number,
  licensePlate: string,
  categories: { id: number; type: (typeof caseCategories.$inferSelect)['type'] }[],
) {
  const type = rng.weighted(CATEGORY_WEIGHTS);
  const category = categories.find((c) => c.type === type) ?? categories[0];
  const vehicle = rng.pick(VEHICLES[type]);
  const year = 2024 - Math.floor(Math.pow(rng.float(), 1.6) * 15);
  const createdAt = addMs(now, -Math.pow(rng.float(), 1.25) * HISTORY_DAYS * DAY);
  const age = now.getTime() - createdAt.getTime();
  let status = rng.weighted(STATUS_WEIGHTS);
  if (age < 3 * DAY && status !== 'draft') status = 'readyAndOpenedForTrackers';
  let closedAt: Date | null = null;
  let closedBy: CaseClosedBy | null = null;
  if (status === 'completedSized' || status === 'completedNotSized' || status === 'archived') {
    closedAt = between(rng, addMs(createdAt, 3 * DAY), minDate(addMs(createdAt, 200 * DAY), addMs(now, -HOUR)));
    closedBy = status === 'archived' ? 'import' : 'manual';
  }
  const city = pickCity(rng);
  const address = randomAddress(rng, city);
  const row: CaseColumns = {
    id,
    law_company_id: lawCompanyId,
    category_id: category.id,
    status,
    license_plate: licensePlate,
    chassi: chassi(rng, vehicle.wmi, year),
    renavam: renavam(rng),
    maker: vehicle.maker,
    model: vehicle.model,
    year,
    reward: Math.min(5000, Math.max(300, rng.money(vehicle.reward[0], vehicle.reward[1]))),
    process_number: cnjProcessNumber(rng, rng.int(2018, 2024), STATE_COURT[city.state]),
    financier: rng.pick(FINANCIERS),
    debtor_name: personName(rng),
    debtor_document: randomCpf(rng),
    can_be_draft:
      status === 'draft' || status === 'readyAndOpenedForTrackers' || status === 'readyAndClosedForTrackers',
    closed_at: closedAt,
    closed_by: closedBy,
    main_address_city: address.city,
    main_address_state: address.state,
    created_at: createdAt,
    updated_at: closedAt ?? createdAt,
  };
  const main: AddressColumns = { seizure_request_id: id, description: 'Residencial', main: true, ...address };
  return { row, address: main };
}
