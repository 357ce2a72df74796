import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawCompanies } from '../../src/server/db/schema';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

describe('GET /admin/law-companies/all', () => {
  it('lists every law company by name for support', async () => {
    const { accessToken } = await login(app, 'suporte@demo.test');
    const res = await app.inject({ url: '/admin/law-companies/all', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
    const options = res.json() as { id: number; name: string; document: string }[];
    expect(options).toHaveLength(await db.$count(lawCompanies));
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare));
    expect(options.find((o) => o.name === 'Alfa')).toMatchObject({ id: expect.any(Number), document: expect.any(String) });
  });

  it('is refused to law-company users', async () => {
    const { accessToken } = await login(app, 'assessoria@demo.test');
    const res = await app.inject({ url: '/admin/law-companies/all', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
  });
});
