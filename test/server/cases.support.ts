// Shared by the cases*.test.ts files: an app on a fresh demo database, signed-in demo users,
// request helpers and direct SQL to check the API's answers against.
import { eq, sql, type SQL } from 'drizzle-orm';
import { caseCategories, lawCompanies } from '../../src/server/db/schema';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

export type Db = Awaited<ReturnType<typeof createTestApp>>['db'];
export const WHO = ['casos', 'leitura', 'beta', 'suporte', 'admin', 'localizador'] as const;
export type Who = (typeof WHO)[number];

export interface CasesEnv {
  app: TestApp;
  db: Db;
  tokens: Record<Who, string>;
  alfa: number;
  beta: number;
}

export async function setupCases(): Promise<CasesEnv> {
  const { app, db } = await createTestApp();
  const tokens = {} as Record<Who, string>;
  for (const who of WHO) tokens[who] = (await login(app, `${who}@demo.test`)).accessToken;
  return { app, db, tokens, alfa: await companyId(db, 'Alfa'), beta: await companyId(db, 'Beta') };
}

async function companyId(db: Db, name: string) {
  const [row] = await db.select({ id: lawCompanies.id }).from(lawCompanies).where(eq(lawCompanies.name, name));
  return row.id;
}

export interface Answer {
  status: number;
  // oxlint-disable-next-line no-explicit-any -- JSON answers are checked field by field
  body: any;
}

export function client(env: CasesEnv) {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null, payload?: unknown): Promise<Answer> => {
    const res = await env.app.inject({
      method,
      url,
      headers: who ? bearer(env.tokens[who]) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    get: (url: string, who: Who | null) => call('GET', url, who),
    post: (url: string, who: Who | null, payload: unknown = {}) => call('POST', url, who, payload),
    del: (url: string, who: Who | null) => call('DELETE', url, who),
  };
}

export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Live cases matching `where`, counted straight from the table. */
export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from seizure_requests where deleted_at is null and ${where}`);
  return Number(row.n);
}

export async function categoryOf(db: Db, type: string): Promise<number> {
  const [row] = await db.select({ id: caseCategories.id }).from(caseCategories).where(eq(caseCategories.type, type as 'car'));
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
      { description: 'Residencial', state: 'SP', city: 'São Paulo', neighborhood: 'Centro', street: 'Rua Direita', number: 10, zipcode: '01002-000', latitude: -23.5489, longitude: -46.6388 },
      { description: 'Trabalho', state: 'SP', city: 'Campinas', latitude: -22.9056, longitude: -47.0608 },
    ],
    ...overrides,
  };
}
