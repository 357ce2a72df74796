// Shared by the cases*.test.ts files: what is particular to cases (a valid case, fresh plates,
// counts straight from the table). The set-up and the request helpers are test/support/api.ts.
import { eq, sql, type SQL } from 'drizzle-orm';
import { caseCategories } from '../../src/server/db/schema';
import { rows, setupApi, type ApiEnv, type Db } from '../support/api';

export { client, rows, WHO, type Answer, type Db, type Who } from '../support/api';
/** The cases tests' environment is the API tests' one. */
export type CasesEnv = ApiEnv;
export const setupCases = setupApi;

/** Live cases matching `where`, counted straight from the table. */
export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from seizure_requests where deleted_at is null and ${where}`,
  );
  return Number(row.n);
}

export async function categoryOf(db: Db, type: string): Promise<number> {
  const [row] = await db
    .select({ id: caseCategories.id })
    .from(caseCategories)
    .where(eq(caseCategories.type, type as 'car'));
  return row.id;
}

let plateCounter = 0;
/** A fresh valid plate (the demo never uses the 'KZZ' range). */
export function newPlate(): string {
  plateCounter += 1;
  return `KZZ${String(plateCounter % 10)}A${String(plateCounter).padStart(2, '0').slice(-2)}`;
}

/** A complete, valid case of the form (a car), ready as soon as saved. */
export function validCase(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    categoryId,
    licensePlate: newPlate(),
    chassi: '9BWZZZ377VT004251',
    renavam: '12345678901',
    maker: 'Volkswagen',
    model: 'Gol 1.0',
    year: 2020,
    reward: 1500.5,
    processNumber: '1000123-45.2024.8.26.0100',
    financier: 'Banco Exemplo',
    debtorName: 'João da Silva',
    debtorDocument: '529.982.247-25',
    addresses: [
      {
        description: 'Residencial',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Centro',
        street: 'Rua Direita',
        number: 10,
        zipcode: '01002-000',
        latitude: -23.5489,
        longitude: -46.6388,
      },
      { description: 'Trabalho', state: 'SP', city: 'Campinas', latitude: -22.9056, longitude: -47.0608 },
    ],
    ...overrides,
  };
}
