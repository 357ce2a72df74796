// Import configurations of Alfa and Beta, and their spreadsheet imports in every finished status
// (./importPlan.ts), whose records and changes point at the real cases they created, updated or
// archived.
import type { CategoryType } from '../../../domain/categories';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_MESSAGES } from '../../../domain/imports';
import { importChanges, importConfigs, importRecords, imports } from '../schema';
import type { ImportConfigBody } from '../schema';
import type { SeedContext, SeededCase, SeededCategory, SeededCompany } from './context';
import { mercosulPlate } from './identifiers';
import type { PlannedImport } from './importPlan';
import { insertMany } from '../bulkInsert';
import { HOUR, MINUTE, type Rng, addMs, minDate } from './random';

type Field = string;
const ALFA_COLUMNS: Record<Field, string> = {
  licensePlate: 'A',
  chassi: 'B',
  renavam: 'C',
  category: 'D',
  maker: 'E',
  model: 'F',
  year: 'G',
  processNumber: 'H',
  financier: 'I',
  debtorName: 'J',
  debtorDocument: 'K',
  reward: 'L',
  zipcode: 'M',
  state: 'N',
  city: 'O',
  neighborhood: 'P',
  street: 'Q',
  number: 'R',
};
const BETA_COLUMNS: Record<Field, string> = {
  processNumber: 'A',
  debtorName: 'B',
  debtorDocument: 'C',
  licensePlate: 'D',
  chassi: 'E',
  category: 'F',
  maker: 'G',
  model: 'H',
  year: 'I',
  financier: 'J',
  reward: 'K',
  state: 'L',
  city: 'M',
  street: 'N',
  number: 'O',
  neighborhood: 'P',
  zipcode: 'Q',
};
const ALFA_SOURCES: [string, CategoryType][] = [
  ['AUTOMOVEL', 'car'],
  ['CARRO', 'car'],
  ['MOTOCICLETA', 'moto'],
  ['MOTONETA', 'moto'],
  ['CAMINHAO', 'truck'],
  ['ONIBUS', 'bus'],
  ['VAN', 'van'],
  ['UTILITARIO', 'van'],
  ['EMBARCACAO', 'boat'],
  ['TRATOR', 'tractor'],
  ['SEMIRREBOQUE', 'supplement'],
  ['REBOQUE', 'supplement'],
];
const BETA_SOURCES: [string, CategoryType][] = [
  ['LEVE', 'car'],
  ['MOTO', 'moto'],
  ['PESADO', 'truck'],
  ['ONIBUS', 'bus'],
  ['UTILITARIO', 'van'],
  ['NAUTICO', 'boat'],
  ['AGRICOLA', 'tractor'],
  ['IMPLEMENTO', 'supplement'],
];

const ERRORS: { error: string; invalidFields?: Record<string, string>; broken: Record<Field, string> }[] = [
  { error: 'Categoria não encontrada: QUADRICICLO', broken: { category: 'QUADRICICLO' } },
  {
    error: 'Placa e chassi inválidos',
    invalidFields: { licensePlate: 'Placa Inválida', chassi: 'Chassi Inválido' },
    broken: { licensePlate: 'AB12', chassi: '12345' },
  },
  {
    error: 'Cidade e estado são obrigatórios',
    invalidFields: { city: 'Obrigatório', state: 'Obrigatório' },
    broken: { city: '', state: '' },
  },
  {
    error: 'Documento do devedor inválido',
    invalidFields: { debtorDocument: 'Documento Inválido' },
    broken: { debtorDocument: '12345678900' },
  },
];
const INVALID: { invalidFields: Record<string, string>; broken: Record<Field, string>; drop: string }[] = [
  { invalidFields: { year: 'Inválido' }, broken: { year: '19' }, drop: 'year' },
  { invalidFields: { reward: 'Deve ser um número' }, broken: { reward: 'R$ mil' }, drop: 'reward' },
  { invalidFields: { chassi: 'Chassi Inválido' }, broken: { chassi: '9BD1234' }, drop: 'chassi' },
];

export async function seedImports(
  ctx: SeedContext,
  companies: SeededCompany[],
  categories: SeededCategory[],
  plan: PlannedImport[],
  cases: SeededCase[],
): Promise<void> {
  const rng = ctx.rng.fork('imports');
  const catId = (type: CategoryType) => categories.find((c) => c.type === type)!.id;
  const alfa = companies.find((c) => c.key === 'alfa')!;
  const beta = companies.find((c) => c.key === 'beta')!;
  const bodies = new Map<number, ImportConfigBody>([
    [
      alfa.id,
      {
        skipLines: 1,
        columns: ALFA_COLUMNS,
        categoryStrategy: 'match',
        categoryOverrideId: null,
        categories: ALFA_SOURCES.map(([source, type]) => ({ source, categoryId: catId(type) })),
      },
    ],
    [
      beta.id,
      {
        skipLines: 2,
        columns: BETA_COLUMNS,
        categoryStrategy: 'match',
        categoryOverrideId: null,
        categories: BETA_SOURCES.map(([source, type]) => ({ source, categoryId: catId(type) })),
      },
    ],
  ]);
  const sources = new Map([
    [alfa.id, ALFA_SOURCES],
    [beta.id, BETA_SOURCES],
  ]);
  const configs = await ctx.db
    .insert(importConfigs)
    .values([
      {
        lawCompanyId: alfa.id,
        name: 'Planilha padrão Alfa',
        config: bodies.get(alfa.id)!,
        createdAt: addMs(alfa.createdAt, 2 * 24 * HOUR),
        updatedAt: addMs(alfa.createdAt, 40 * 24 * HOUR),
      },
      {
        lawCompanyId: beta.id,
        name: 'Layout Beta Cobranças',
        config: bodies.get(beta.id)!,
        createdAt: addMs(beta.createdAt, 3 * 24 * HOUR),
        updatedAt: addMs(beta.createdAt, 3 * 24 * HOUR),
      },
    ])
    .returning({ id: importConfigs.id, lawCompanyId: importConfigs.lawCompanyId });

  // Inserted in time order, so the ids of the history follow its dates.
  for (const p of [...plan].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const body = bodies.get(p.companyId)!;
    const configId = configs.find((c) => c.lawCompanyId === p.companyId)!.id;
    const mine = cases.filter((c) => c.company.id === p.companyId);
    const created = mine.filter((c) => c.createdByImport === p.index);
    const older = mine.filter(
      (c) => c.createdByImport !== p.index && c.status !== 'draft' && c.createdAt < addMs(p.at, -24 * HOUR),
    );
    const updated = rng.sample(older, p.updated);
    const closed = mine.filter((c) => c.closedByImport === p.index);
    const lines = rng.shuffle([
      ...created.map((c) => ({ c, change: 'created' as const })),
      ...updated.map((c) => ({ c, change: 'updated' as const })),
      ...Array.from({ length: p.errors }, () => ({ c: null, change: null })),
    ]);
    const finishedAt = addMs(p.at, lines.length * 1500 + 20_000);

    const recordRows: (typeof importRecords.$inferInsert)[] = [];
    const changeRows: { seizureRequestId: number; type: 'created' | 'updated' | 'closed'; createdAt: Date }[] = [];
    let invalidLeft = p.invalid;
    lines.forEach((line, k) => {
      const at = addMs(p.at, (k + 1) * 1500);
      const lineNumber = body.skipLines + k + 1;
      if (!line.c) {
        const failure = rng.pick(ERRORS);
        const fake = phantom(rng);
        recordRows.push({
          importId: 0,
          line: lineNumber,
          model: null,
          original: spreadsheetRow(body, { ...fake, ...failure.broken }),
          error: failure.error,
          invalidFields: failure.invalidFields ?? null,
          seizureRequestId: null,
          createdAt: at,
        });
        return;
      }
      const values = caseValues(line.c, sources.get(p.companyId)!);
      const invalid = invalidLeft-- > 0 ? INVALID[k % INVALID.length] : null;
      const model: Record<string, unknown> = { ...values, categoryId: line.c.category.id };
      delete model.category;
      if (invalid) delete model[invalid.drop];
      recordRows.push({
        importId: 0,
        line: lineNumber,
        model,
        original: spreadsheetRow(body, { ...values, ...invalid?.broken }),
        error: null,
        invalidFields: invalid?.invalidFields ?? null,
        seizureRequestId: line.c.id,
        createdAt: at,
      });
      changeRows.push({ seizureRequestId: line.c.id, type: line.change, createdAt: at });
    });
    for (const c of closed) changeRows.push({ seizureRequestId: c.id, type: 'closed', createdAt: c.closedAt! });

    const lastClose = closed.reduce((d, c) => (c.closedAt! > d ? c.closedAt! : d), finishedAt);
    // An abandoned import ends when the job (every minute) finds it silent for the abandon time.
    const endedAt = p.status === 'abandoned' ? addMs(finishedAt, IMPORT_ABANDON_AFTER_MS + MINUTE) : finishedAt;
    const closedAt = p.closes ? lastClose : minDate(endedAt, addMs(ctx.now, -MINUTE));
    const [{ id }] = await ctx.db
      .insert(imports)
      .values({
        lawCompanyId: p.companyId,
        configId,
        starterId: p.starterId,
        filename: p.filename,
        status: p.status,
        closeOthers: p.closeOthers,
        configApplied: body,
        total: p.total ?? lines.length,
        current: lines.length,
        error:
          p.status === 'abandoned'
            ? IMPORT_MESSAGES.abandoned
            : p.status === 'closingFailed'
              ? IMPORT_MESSAGES.closingFailed
              : null,
        changesCreateCount: changeRows.filter((c) => c.type === 'created').length,
        changesUpdateCount: changeRows.filter((c) => c.type === 'updated').length,
        changesClosedCount: changeRows.filter((c) => c.type === 'closed').length,
        changesErrorCount: recordRows.filter((r) => r.error).length,
        createdAt: p.at,
        updatedAt: closedAt,
        closedAt,
      })
      .returning({ id: imports.id });
    await insertMany(
      ctx.db,
      importRecords,
      recordRows.map((r) => ({ ...r, importId: id })),
    );
    await insertMany(
      ctx.db,
      importChanges,
      changeRows.map((c) => ({ ...c, importId: id })),
    );
  }
}

/** The case as the spreadsheet had it, keyed by field. */
function caseValues(c: SeededCase, sources: [string, CategoryType][]): Record<Field, string | number | null> {
  const r = c.row;
  const a = c.addresses[0];
  return {
    licensePlate: r.licensePlate ?? null,
    chassi: r.chassi ?? null,
    renavam: r.renavam ?? null,
    category: sources.find(([, type]) => type === c.category.type)![0],
    maker: r.maker ?? null,
    model: r.model ?? null,
    year: r.year ?? null,
    processNumber: r.processNumber ?? null,
    financier: r.financier ?? null,
    debtorName: r.debtorName ?? null,
    debtorDocument: r.debtorDocument ?? null,
    reward: r.reward ?? null,
    zipcode: a.zipcode ?? null,
    state: a.state ?? null,
    city: a.city ?? null,
    neighborhood: a.neighborhood ?? null,
    street: a.street ?? null,
    number: a.number ?? null,
  };
}

/** A line that never became a case. */
function phantom(rng: Rng): Record<Field, string> {
  return {
    licensePlate: mercosulPlate(rng),
    category: 'AUTOMOVEL',
    model: 'Onix',
    maker: 'Chevrolet',
    year: '2021',
    city: 'São Paulo',
    state: 'SP',
  };
}

/** Field values placed under the configured column letters. */
function spreadsheetRow(body: ImportConfigBody, values: Record<Field, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(body.columns)) row[column] = values[field] ?? '';
  return row;
}
