import { describe, expect, it } from 'vitest';
import type { CategoryType } from '../../../src/domain/categories';
import {
  caseCloseSchema,
  caseNotesSchema,
  caseSchema,
  missingReadyFields,
  ONE_MAIN_ADDRESS,
  SHADOW_CLEARED_FIELDS,
} from '../../../src/domain/schemas/case';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';

const TYPES: Record<number, CategoryType> = {
  1: 'car',
  2: 'moto',
  3: 'truck',
  4: 'bus',
  5: 'van',
  6: 'boat',
  7: 'tractor',
  8: 'supplement',
};
const schema = caseSchema((id) => TYPES[id]);

function errorsOf(value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

const address = { state: 'sp', city: 'São Paulo', latitude: -23.55, longitude: -46.63 };
const complete = {
  categoryId: 1,
  licensePlate: 'ABC1D23',
  chassi: '9BWZZZ377VT004251',
  model: 'Gol',
  processNumber: '1000123-45.2024.8.26.0100',
  financier: 'Banco Exemplo',
  debtorName: 'João da Silva',
  addresses: [address],
};

describe('caseSchema: plate', () => {
  it('normalises to upper case without dash or space, old and Mercosul patterns', () => {
    expect(schema.parse({ ...complete, licensePlate: 'abc-1234' }).licensePlate).toBe('ABC1234');
    expect(schema.parse({ ...complete, licensePlate: ' abc 1d23 ' }).licensePlate).toBe('ABC1D23');
  });

  it("'Placa Inválida' for anything off the pattern, too long or with a dash out of place (CASEFORM-07)", () => {
    for (const licensePlate of [
      'AB1234',
      'ABC1DD3',
      'ABC12D3',
      '1234567',
      'ABCD123',
      'ABC12345',
      'A-BC1234',
      'AB-C1234',
      'ABC1-234',
      'ABC 12 34',
      'ABC--1234',
    ]) {
      expect(errorsOf({ ...complete, licensePlate }), licensePlate).toEqual({ licensePlate: 'Placa Inválida' });
    }
    // The spec's one place for a dash or space: after the three letters.
    expect(schema.parse({ ...complete, licensePlate: 'ABC-1D23' }).licensePlate).toBe('ABC1D23');
    expect(schema.parse({ ...complete, licensePlate: 'abc 1234' }).licensePlate).toBe('ABC1234');
  });

  it('is required for car, moto, truck, bus and van only', () => {
    for (const categoryId of [1, 2, 3, 4, 5]) {
      expect(errorsOf({ ...complete, categoryId, licensePlate: '' })).toEqual({
        licensePlate: 'Placa é obrigatória para a categoria selecionada',
      });
    }
    for (const categoryId of [6, 7, 8])
      expect(schema.parse({ ...complete, categoryId, licensePlate: null }).licensePlate).toBeNull();
  });
});

describe('caseSchema: fields', () => {
  it('category is required and must be known', () => {
    expect(errorsOf({ ...complete, categoryId: undefined }).categoryId).toBe('Obrigatório');
    expect(errorsOf({ ...complete, categoryId: 99 }).categoryId).toBe('Inválido');
  });

  it("chassi: exactly 17 letters or digits ('Chassi Inválido'), stored upper case", () => {
    expect(schema.parse({ ...complete, chassi: '9bwzzz377vt004251' }).chassi).toBe('9BWZZZ377VT004251');
    for (const chassi of ['9BWZZZ377VT00425', '9BWZZZ377VT0042511', '9BWZZZ377VT00425-']) {
      expect(errorsOf({ ...complete, chassi })).toEqual({ chassi: 'Chassi Inválido' });
    }
  });

  it('model, process number, financier and debtor name are required, with their limits', () => {
    expect(errorsOf({ categoryId: 1, licensePlate: 'ABC1234', addresses: [address] })).toEqual({
      chassi: 'Obrigatório',
      model: 'Obrigatório',
      processNumber: 'Obrigatório',
      financier: 'Obrigatório',
      debtorName: 'Obrigatório',
    });
    const x = (n: number) => 'x'.repeat(n);
    expect(
      errorsOf({
        ...complete,
        model: x(101),
        processNumber: x(51),
        financier: x(151),
        debtorName: x(151),
        maker: x(151),
        renavam: x(12),
      }),
    ).toEqual({
      model: 'Deve ter no máximo 100 caracteres',
      processNumber: 'Deve ter no máximo 50 caracteres',
      financier: 'Deve ter no máximo 150 caracteres',
      debtorName: 'Deve ter no máximo 150 caracteres',
      maker: 'Deve ter no máximo 150 caracteres',
      renavam: 'Deve ter no máximo 11 caracteres',
    });
  });

  it('year from 1900 to the current year; reward 0 or more', () => {
    const year = new Date().getFullYear();
    expect(schema.parse({ ...complete, year: 1900, reward: 0 })).toMatchObject({ year: 1900, reward: 0 });
    expect(schema.parse({ ...complete, year }).year).toBe(year);
    expect(errorsOf({ ...complete, year: 1899 })).toEqual({ year: 'Deve ser maior ou igual a 1900' });
    expect(errorsOf({ ...complete, year: year + 1 })).toEqual({ year: `Deve ser menor ou igual a ${year}` });
    expect(errorsOf({ ...complete, year: 2000.5 })).toEqual({ year: 'Deve ser um número inteiro' });
    expect(errorsOf({ ...complete, reward: -1 })).toEqual({ reward: 'Deve ser maior ou igual a 0' });
  });

  it("debtor document: a valid CPF or CNPJ, unmasked ('Documento Inválido')", () => {
    expect(schema.parse({ ...complete, debtorDocument: '529.982.247-25' }).debtorDocument).toBe('52998224725');
    expect(schema.parse({ ...complete, debtorDocument: '12.abc.345/01de-35' }).debtorDocument).toBe('12ABC34501DE35');
    expect(errorsOf({ ...complete, debtorDocument: '529.982.247-26' })).toEqual({
      debtorDocument: 'Documento Inválido',
    });
    expect(errorsOf({ ...complete, debtorDocument: '123456789012345' })).toEqual({
      debtorDocument: 'Deve ter no máximo 14 caracteres',
    });
    expect(schema.parse({ ...complete, debtorDocument: '' }).debtorDocument).toBeNull();
  });

  it('gives every optional field a value (null) so an update clears what was removed', () => {
    const parsed = schema.parse(complete);
    expect(parsed).toMatchObject({
      id: null,
      renavam: null,
      maker: null,
      year: null,
      reward: null,
      debtorDocument: null,
      shadowMode: false,
      canBeDraft: false,
    });
  });
});

describe('caseSchema: addresses', () => {
  it("at least one ('Obrigatório')", () => {
    expect(errorsOf({ ...complete, addresses: [] })).toEqual({ addresses: 'Obrigatório' });
    expect(errorsOf({ ...complete, addresses: undefined })).toEqual({ addresses: 'Obrigatório' });
  });

  it('state and city required, coordinates optional (the server fills them); each limit', () => {
    expect(errorsOf({ ...complete, addresses: [{}] })).toEqual({
      'addresses.0.state': 'Obrigatório',
      'addresses.0.city': 'Obrigatório',
    });
    const parsed = schema.parse({ ...complete, addresses: [{ state: 'SP', city: 'Campinas' }] });
    expect(parsed.addresses[0]).toMatchObject({ latitude: null, longitude: null });
    const x = (n: number) => 'x'.repeat(n);
    expect(
      errorsOf({
        ...complete,
        addresses: [
          {
            ...address,
            state: 'SPP',
            city: x(101),
            neighborhood: x(101),
            street: x(201),
            number: -1,
            complement: x(21),
            zipcode: '1234567890',
            description: x(151),
            latitude: 91,
            longitude: -181,
          },
        ],
      }),
    ).toEqual({
      'addresses.0.state': 'Deve ter no máximo 2 caracteres',
      'addresses.0.city': 'Deve ter no máximo 100 caracteres',
      'addresses.0.neighborhood': 'Deve ter no máximo 100 caracteres',
      'addresses.0.street': 'Deve ter no máximo 200 caracteres',
      'addresses.0.number': 'Deve ser maior ou igual a 0',
      'addresses.0.complement': 'Deve ter no máximo 20 caracteres',
      'addresses.0.zipcode': 'Deve ter no máximo 8 caracteres',
      'addresses.0.description': 'Deve ter no máximo 150 caracteres',
      'addresses.0.latitude': 'Deve ser menor ou igual a 90',
      'addresses.0.longitude': 'Deve ser maior ou igual a -180',
    });
    expect(errorsOf({ ...complete, addresses: [{ ...address, state: 'XX' }] })).toEqual({
      'addresses.0.state': 'Inválido',
    });
  });

  it('exactly one main: the first when none, an error when several', () => {
    const two = schema.parse({ ...complete, addresses: [address, { ...address, city: 'Santos' }] });
    expect(two.addresses.map((a) => a.main)).toEqual([true, false]);
    expect(two.addresses[0].state).toBe('SP');
    const chosen = schema.parse({ ...complete, addresses: [address, { ...address, main: true }] });
    expect(chosen.addresses.map((a) => a.main)).toEqual([false, true]);
    expect(
      errorsOf({
        ...complete,
        addresses: [
          { ...address, main: true },
          { ...address, main: true },
        ],
      }),
    ).toEqual({ addresses: ONE_MAIN_ADDRESS });
  });
});

describe('caseSchema: simplified mode and drafts', () => {
  it('keeps only the plate, the category and the first address; the rest is cleared, never validated', () => {
    const parsed = schema.parse({
      ...complete,
      shadowMode: true,
      chassi: 'bad',
      year: 1500,
      reward: -3,
      debtorDocument: 'x',
      addresses: [{ ...address, main: false }, { foo: 1 }],
    });
    for (const field of SHADOW_CLEARED_FIELDS) expect(parsed[field], field).toBeNull();
    expect(parsed).toMatchObject({ shadowMode: true, licensePlate: 'ABC1D23', categoryId: 1 });
    expect(parsed.addresses).toHaveLength(1);
    expect(parsed.addresses[0].main).toBe(true);
    expect(missingReadyFields(parsed)).toEqual([]);
  });

  it('needs the plate in simplified mode whatever the category', () => {
    expect(errorsOf({ categoryId: 6, shadowMode: true, addresses: [address] })).toEqual({
      licensePlate: 'Obrigatório',
    });
  });

  it('canBeDraft lets the ready fields be missing, not the minimum (plate, address)', () => {
    const draft = schema.parse({ categoryId: 1, licensePlate: 'ABC1234', canBeDraft: true, addresses: [address] });
    expect(missingReadyFields(draft)).toEqual(['chassi', 'model', 'processNumber', 'financier', 'debtorName']);
    expect(errorsOf({ categoryId: 1, canBeDraft: true, addresses: [] })).toEqual({
      licensePlate: 'Placa é obrigatória para a categoria selecionada',
      addresses: 'Obrigatório',
    });
    expect(missingReadyFields(schema.parse({ ...complete, canBeDraft: true }))).toEqual([]);
  });

  it('reports every problem at once, even when a field already failed', () => {
    expect(
      Object.keys(
        errorsOf({
          categoryId: 1,
          chassi: 'bad',
          year: 'x',
          addresses: [address, address].map((a) => ({ ...a, main: true })),
        }),
      ).sort(),
    ).toEqual(
      ['addresses', 'chassi', 'debtorName', 'financier', 'licensePlate', 'model', 'processNumber', 'year'].sort(),
    );
  });

  it('still reports the rules between fields when an address or a length check fails', () => {
    const errors = errorsOf({ categoryId: 1, debtorDocument: '1'.repeat(15), addresses: [{ state: '', city: '' }] });
    expect(errors).toMatchObject({
      licensePlate: 'Placa é obrigatória para a categoria selecionada',
      chassi: 'Obrigatório',
      model: 'Obrigatório',
      debtorDocument: 'Deve ter no máximo 14 caracteres',
      'addresses.0.state': 'Obrigatório',
      'addresses.0.city': 'Obrigatório',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(errorsOf(null)).toEqual({ root: 'Obrigatório' });
    expect(errorsOf('x')).toEqual({ root: 'Inválido' });
  });
});

describe('notes and close payloads', () => {
  it('notes: markdown as written, at most 10,000, blank is null', () => {
    expect(caseNotesSchema.parse({ notes: ' **oi** ' }).notes).toBe(' **oi** ');
    expect(caseNotesSchema.parse({ notes: '   ' }).notes).toBeNull();
    expect(caseNotesSchema.parse({ notes: null }).notes).toBeNull();
    // An empty body must not clear the notes.
    expect(caseNotesSchema.safeParse({}).error?.issues[0].message).toBe('Obrigatório');
    expect(caseNotesSchema.safeParse({ notes: 'x'.repeat(10_001) }).success).toBe(false);
  });

  it('close: an id and a closing status', () => {
    expect(caseCloseSchema.parse({ id: 3, status: 'completedSized' })).toEqual({ id: 3, status: 'completedSized' });
    expect(caseCloseSchema.safeParse({ id: 3, status: 'archived' }).success).toBe(false);
  });
});
