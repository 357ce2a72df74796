// The demo's 2,000 cases: Alfa about 60 %, Beta about 40 %, every status and category, real places.
import type { CategoryType } from '../../../domain/categories';
import type { CaseStatus } from '../../../domain/statuses';
import { caseAddresses, seizureRequests } from '../schema';
import type { CaseAddressRow, SeedContext, SeededCase, SeededCategory, SeededCompany, Staff } from './context';
import { chassi, cnjProcessNumber, mercosulPlate, oldPlate, randomCnpj, randomCpf, renavam } from './identifiers';
import type { PlannedImport } from './importPlan';
import { insertMany, reserveIds } from '../bulkInsert';
import { CASE_NOTES, CATEGORY_WEIGHTS, FINANCIERS, VEHICLES, companyName, personName } from './names';
import { STATE_COURT, nearbyCity, pickCity, randomAddress } from './places';
import { DAY, HOUR, MINUTE, Rng, type Weighted, addMs, between, minDate } from './random';

export const DEMO_CASE_COUNTS: Record<string, number> = { alfa: 1200, beta: 800 };
const SHADOW_CASES = 15;
const HISTORY_DAYS = 540;

const STATUS_WEIGHTS: Weighted<CaseStatus> = [
  ['draft', 6],
  ['readyAndOpenedForTrackers', 50],
  ['readyAndClosedForTrackers', 10],
  ['completedSized', 14],
  ['completedNotSized', 10],
  ['archived', 10],
];

const PLATED: readonly CategoryType[] = ['car', 'moto', 'truck', 'bus', 'van', 'supplement'];
const FLEET: readonly CategoryType[] = ['truck', 'bus', 'tractor', 'supplement'];
const MAKER_BANKS: Record<string, string> = {
  Honda: 'Banco Honda',
  Yamaha: 'Banco Yamaha',
  Toyota: 'Banco Toyota',
  Volkswagen: 'Banco Volkswagen',
  Renault: 'Banco RCI Brasil',
  'Mercedes-Benz': 'Mercedes-Benz Financiamentos',
};
const SECOND_ADDRESS = ['Comercial', 'Trabalho', 'Endereço alternativo', 'Casa de familiares'];

/** Builds every case in memory, ids included, ordered by creation. Counters are filled later. */
export async function buildCases(
  ctx: SeedContext,
  companies: SeededCompany[],
  categories: SeededCategory[],
  staff: Staff,
  plan: PlannedImport[],
): Promise<SeededCase[]> {
  const all: SeededCase[] = [];
  for (const company of companies) {
    const count = DEMO_CASE_COUNTS[company.key];
    if (!count) continue;
    const rng = ctx.rng.fork(`cases-${company.key}`);
    const imports = plan.filter((p) => p.companyId === company.id);
    const built = buildCompanyCases(ctx, rng, company, categories, staff, imports, count);
    if (company.key === 'alfa') makeShadowCases(rng, built);
    all.push(...built);
  }
  all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids = await reserveIds(ctx.db, seizureRequests, all.length);
  all.forEach((c, i) => {
    c.id = ids[i];
    c.row.id = ids[i];
    for (const address of c.addresses) address.seizureRequestId = ids[i];
  });
  return all;
}

function buildCompanyCases(
  ctx: SeedContext,
  rng: Rng,
  company: SeededCompany,
  categories: SeededCategory[],
  staff: Staff,
  imports: PlannedImport[],
  count: number,
): SeededCase[] {
  const { now } = ctx;
  const plates = new Set<string>();
  const closers = imports.filter((p) => p.closes);
  const origins: PlannedImport[] = imports.flatMap((p) => Array.from({ length: p.created }, () => p));
  const creators = company.key === 'alfa' ? [staff.alfaCases, staff.alfaCases, staff.alfaAdmin] : [staff.betaAdmin];
  const oldest = addMs(company.createdAt, DAY).getTime();
  const cases: SeededCase[] = [];

  for (let i = 0; i < count; i++) {
    const origin = origins[i] ?? null;
    const createdAt = origin
      ? addMs(origin.at, (i - origins.indexOf(origin) + 1) * 1500)
      : new Date(Math.max(oldest, now.getTime() - Math.pow(rng.float(), 1.25) * HISTORY_DAYS * DAY));
    const age = now.getTime() - createdAt.getTime();
    let status = rng.weighted(STATUS_WEIGHTS);
    if (origin && status === 'draft') status = 'readyAndOpenedForTrackers';
    if (age < 3 * DAY && (status === 'completedSized' || status === 'completedNotSized' || status === 'archived')) {
      status = 'readyAndOpenedForTrackers';
    }

    let closedAt: Date | null = null;
    let closedBy: SeededCase['closedBy'] = null;
    let closedByImport: number | null = null;
    if (status === 'archived') {
      const candidates = closers.filter((p) => p.at.getTime() > createdAt.getTime() + 2 * DAY);
      if (candidates.length === 0) status = 'completedNotSized';
      else {
        const closer = rng.pick(candidates);
        closedAt = minDate(addMs(closer.at, rng.int(5, 40) * MINUTE), addMs(now, -MINUTE));
        closedBy = 'import';
        closedByImport = closer.index;
      }
    }
    if (status === 'completedSized' || status === 'completedNotSized') {
      closedAt = between(rng, addMs(createdAt, 3 * DAY), minDate(addMs(createdAt, 200 * DAY), addMs(now, -HOUR)));
      closedBy = status === 'completedSized' && rng.chance(0.65) ? 'report' : 'manual';
    }

    const type = rng.weighted(CATEGORY_WEIGHTS);
    const category = categories.find((c) => c.type === type)!;
    const vehicle = rng.pick(VEHICLES[type]);
    const year = 2024 - Math.floor(Math.pow(rng.float(), 1.6) * 15);
    const hasPlate = PLATED.includes(type) || (type === 'tractor' && rng.chance(0.5));
    let plate: string | null = null;
    if (hasPlate) {
      const mercosul = rng.chance(year >= 2019 ? 0.85 : 0.3);
      do plate = mercosul ? mercosulPlate(rng) : oldPlate(rng);
      while (plates.has(plate));
      plates.add(plate);
    }
    const city = pickCity(rng, company.states);
    const main = randomAddress(rng, city);
    const addresses: CaseAddressRow[] = [
      { seizureRequestId: 0, description: rng.pick(['Residencial', 'Endereço do devedor']), main: true, ...main },
    ];
    if (rng.chance(0.45)) {
      const other = randomAddress(rng, nearbyCity(rng, city));
      addresses.push({ seizureRequestId: 0, description: rng.pick(SECOND_ADDRESS), main: false, ...other });
    }
    const corporate = rng.chance(FLEET.includes(type) ? 0.5 : 0.07);
    const bank = MAKER_BANKS[vehicle.maker];
    const reward = Math.min(5000, Math.max(300, rng.money(vehicle.reward[0], vehicle.reward[1])));
    const updatedAt = closedAt ?? between(rng, createdAt, minDate(addMs(createdAt, 30 * DAY), now));

    cases.push({
      id: 0,
      company,
      category,
      status,
      createdAt,
      closedAt,
      closedBy,
      plate,
      reward,
      shadowMode: false,
      createdByImport: origin?.index ?? null,
      closedByImport,
      addresses,
      row: {
        id: 0,
        lawCompanyId: company.id,
        categoryId: category.id,
        status,
        licensePlate: plate,
        chassi: chassi(rng, vehicle.wmi, year),
        renavam: plate ? renavam(rng) : null,
        maker: vehicle.maker,
        model: vehicle.model,
        year,
        reward,
        processNumber: cnjProcessNumber(rng, rng.int(2018, 2024), STATE_COURT[city.state]),
        financier: bank && rng.chance(0.4) ? bank : rng.pick(FINANCIERS),
        debtorName: corporate ? companyName(rng) : personName(rng),
        debtorDocument: corporate ? randomCnpj(rng) : randomCpf(rng),
        notes: rng.chance(0.25) ? rng.pick(CASE_NOTES) : null,
        shadowMode: false,
        canBeDraft: status === 'draft',
        closedAt,
        closedBy,
        mainAddressCity: main.city,
        mainAddressState: main.state,
        createdById: origin ? origin.starterId : rng.pick(creators),
        createdAt,
        updatedAt,
      },
    });
  }
  return cases;
}

/** Simplified mode: only the plate, the category and one address. */
function makeShadowCases(rng: Rng, cases: SeededCase[]): void {
  const candidates = cases.filter(
    (c) =>
      c.createdByImport === null &&
      (c.status === 'readyAndOpenedForTrackers' || c.status === 'readyAndClosedForTrackers') &&
      (c.category.type === 'car' || c.category.type === 'moto'),
  );
  for (const c of rng.sample(candidates, SHADOW_CASES)) {
    c.shadowMode = true;
    // Simplified cases are never listed in the app (docs/cases.md).
    c.status = 'readyAndClosedForTrackers';
    c.reward = null;
    c.addresses = c.addresses.filter((a) => a.main);
    Object.assign(c.row, {
      shadowMode: true,
      status: 'readyAndClosedForTrackers',
      chassi: null,
      renavam: null,
      maker: null,
      model: null,
      year: null,
      reward: null,
      processNumber: null,
      financier: null,
      debtorName: null,
      debtorDocument: null,
      notes: null,
    });
  }
}

/** Writes the cases (with their final counters) and their addresses. */
export async function insertCases(ctx: SeedContext, cases: SeededCase[]): Promise<void> {
  await insertMany(
    ctx.db,
    seizureRequests,
    cases.map((c) => c.row),
  );
  await insertMany(
    ctx.db,
    caseAddresses,
    cases.flatMap((c) => c.addresses),
  );
}
