import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  IMPORT_COLUMNS,
  importConfigSchema,
  importStartSchema,
  storedConfigBody,
} from '../../src/domain/imports';
import { applyRowEditRules, mapRow } from '../../src/domain/importRows';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';

const FULL = {
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
  reward: 'K',
  financier: 'L',
};
const body = (over: Record<string, unknown> = {}) => ({
  skipLines: 1,
  columns: FULL,
  categoryStrategy: 'match',
  categories: [{ source: 'AUTOMOVEL', categoryId: 1 }],
  ...over,
});
const errorsOf = (input: unknown) => {
  const result = importConfigSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('import configuration', () => {
  it('offers 50 columns, A to AX', () => {
    expect(IMPORT_COLUMNS).toHaveLength(50);
    expect([columnLetter(0), columnLetter(25), columnLetter(26), columnLetter(49)]).toEqual(['A', 'Z', 'AA', 'AX']);
  });

  it('accepts a complete configuration', () => {
    expect(errorsOf({ name: 'Planilha', config: body() })).toEqual({});
  });

  it('name required up to 100, skipLines an integer from 0', () => {
    expect(errorsOf({ name: '', config: body({ skipLines: -1 }) })).toMatchObject({
      name: 'Obrigatório',
      'config.skipLines': 'Deve ser maior ou igual a 0',
    });
    expect(errorsOf({ name: 'x'.repeat(101), config: body({ skipLines: 1.5 }) })).toMatchObject({
      name: 'Deve ter no máximo 100 caracteres',
      'config.skipLines': 'Deve ser um número inteiro',
    });
  });

  it("never the same column twice: 'Já selecionado'", () => {
    expect(errorsOf({ name: 'x', config: body({ columns: { ...FULL, renavam: 'A' } }) })).toEqual({
      'config.columns.renavam': 'Já selecionado',
    });
  });

  it('requires plate, city, state, category and, without simplified mode, the vehicle and process columns', () => {
    const errors = errorsOf({ name: 'x', config: body({ columns: {} }) });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'licensePlate',
        'city',
        'state',
        'category',
        'chassi',
        'debtorDocument',
        'debtorName',
        'model',
        'processNumber',
        'year',
      ]
        .map((f) => `config.columns.${f}`)
        .sort(),
    );
    const simplified = errorsOf({
      name: 'x',
      config: body({ columns: {}, shadowMode: true, categoryStrategy: 'override', categoryOverrideId: 2 }),
    });
    expect(Object.keys(simplified).sort()).toEqual([
      'config.columns.city',
      'config.columns.licensePlate',
      'config.columns.state',
    ]);
  });

  it('match needs a pair, override needs a category', () => {
    expect(errorsOf({ name: 'x', config: body({ categories: [] }) })).toEqual({
      'config.categories': 'Associe ao menos um texto a uma categoria',
    });
    expect(errorsOf({ name: 'x', config: body({ categoryStrategy: 'override', categories: [] }) })).toEqual({
      'config.categoryOverrideId': 'Obrigatório',
    });
  });

  it('upload: .xlsx only, filename up to 500, a configuration', () => {
    const fails = (input: unknown) => {
      const result = importStartSchema.safeParse(input);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(fails({ filename: 'a.csv', configId: 1 })).toEqual({ filename: 'Apenas arquivos .xlsx são aceitos' });
    expect(fails({ filename: `${'a'.repeat(500)}.xlsx` })).toMatchObject({
      filename: 'Deve ter no máximo 500 caracteres',
      configId: 'Obrigatório',
    });
    expect(importStartSchema.parse({ filename: 'carteira.XLSX', configId: 3 })).toEqual({
      filename: 'carteira.XLSX',
      closeOthers: false,
      configId: 3,
    });
  });
});

describe('row → case', () => {
  const config = storedConfigBody(importConfigSchema.parse({ name: 'x', config: body() }).config);
  const types = (id: number) => (id === 1 ? ('car' as const) : undefined);
  const now = new Date('2026-06-01T00:00:00Z');
  const row = {
    A: 'abc-1d23',
    B: '9BWZZZ377VT004251',
    C: 'Automóvel ',
    D: 'Gol',
    E: 2019,
    F: '0001234-55.2024',
    G: 'Maria Souza',
    H: '529.982.247-25',
    I: 'sp',
    J: 'São Paulo',
    K: '1.500,50',
    L: 'Banco X',
  };

  it('reads a row into a ready case of the matched category, plate and document normalised', () => {
    const outcome = mapRow(config, row, types, now);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.invalidFields).toBeNull();
    expect(outcome.data).toMatchObject({
      categoryId: 1,
      licensePlate: 'ABC1D23',
      year: 2019,
      reward: 1500.5,
      debtorDocument: '52998224725',
    });
    expect(outcome.data.addresses).toEqual([expect.objectContaining({ state: 'SP', city: 'São Paulo', main: true })]);
  });

  it('row-edit rules: a chassi without 17 characters, a year out of range and a negative reward are dropped, not fatal', () => {
    const outcome = mapRow(config, { ...row, B: '9BD1234', E: 1850, K: -10 }, types, now);
    expect(outcome).toMatchObject({
      ok: true,
      invalidFields: {
        chassi: 'Chassi Inválido',
        year: 'Deve ser maior ou igual a 1900',
        reward: 'Deve ser maior ou igual a 0',
      },
    });
    if (outcome.ok) expect([outcome.data.chassi, outcome.data.year, outcome.data.reward]).toEqual([null, null, null]);
    expect(applyRowEditRules({ year: 2027 }, now).dropped).toEqual({ year: 'Deve ser menor ou igual a 2026' });
    expect(applyRowEditRules({ reward: 0, year: 2026, chassi: '9BWZZZ377VT004251' }, now).dropped).toEqual({});
  });

  it('an unknown category text or a broken plate, city or document is an error row with its fields', () => {
    expect(mapRow(config, { ...row, C: 'QUADRICICLO' }, types, now)).toMatchObject({
      ok: false,
      error: 'Categoria não encontrada: QUADRICICLO',
    });
    const broken = mapRow(config, { ...row, A: 'AB12', J: '', H: '12345678900' }, types, now);
    expect(broken).toMatchObject({
      ok: false,
      invalidFields: { licensePlate: 'Placa Inválida', city: 'Obrigatório', debtorDocument: 'Documento Inválido' },
    });
    if (!broken.ok) expect(broken.error).toContain('Placa: Placa Inválida');
  });
});
