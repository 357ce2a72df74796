import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawCompanies } from '../../src/server/db/schema';
import type { LawCompanyRef } from '../../src/domain/cases';
import { asUser, client, setupApi, type ApiEnv } from '../support/api';

let env: ApiEnv;

beforeAll(async () => {
  env = await setupApi();
});
afterAll(() => env.app.close());

describe('GET /admin/law-companies/all', () => {
  it('lists every law company by name for support', async () => {
    const res = await client(env).get<LawCompanyRef[]>('/admin/law-companies/all', 'suporte');
    expect(res.status).toBe(200);
    const options = res.body;
    expect(options).toHaveLength(await env.db.$count(lawCompanies));
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare));
    expect(options.find((o) => o.name === 'Alfa')).toMatchObject({
      id: expect.any(Number),
      document: expect.any(String),
    });
  });

  it('is refused to law-company users', async () => {
    const res = await (await asUser(env, 'assessoria@demo.test')).get('/admin/law-companies/all');
    expect(res.status).toBe(403);
  });
});
