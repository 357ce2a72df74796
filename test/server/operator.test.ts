// Who runs the platform (issue 26 item 4): configuration, answered without a token by
// GET /public/operator for the public footer, the legal texts and the reproved page.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from '../support/server';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('the operator', () => {
  it('defaults to examples that say they are examples', () => {
    const config = loadConfig({});
    for (const key of ['OPERATOR_NAME', 'OPERATOR_CNPJ', 'OPERATOR_ADDRESS'] as const)
      expect(config[key], key).toMatch(/exemplo/i);
    expect(config.DPO_NAME).toMatch(/exemplo/i);
    expect(config.SUPPORT_EMAIL).toMatch(/@exemplo\.invalid$/);
    expect(config.DPO_EMAIL).toMatch(/@exemplo\.invalid$/);
    expect(config.consoleUrl).toBe('http://localhost:8080');
    expect(loadConfig({ CONSOLE_URL: 'https://painel.exemplo.com.br/' }).consoleUrl).toBe(
      'https://painel.exemplo.com.br',
    );
  });

  it('refuses an e-mail that is not one and a console address that is not http(s)', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'suporte' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ DPO_EMAIL: 'x@' })).toThrow(/DPO_EMAIL/);
    expect(() => loadConfig({ CONSOLE_URL: 'ftp://painel' })).toThrow(/CONSOLE_URL/);
  });

  it('is answered without a token, as configured', async () => {
    const { app } = await createTestApp({
      OPERATOR_NAME: 'Recupera Serviços Ltda.',
      OPERATOR_CNPJ: '11.222.333/0001-81',
      OPERATOR_ADDRESS: 'Av. Paulista, 1000 – São Paulo/SP',
      SUPPORT_EMAIL: 'suporte@recupera.test',
      DPO_NAME: 'Dora Encarregada',
      DPO_EMAIL: 'dpo@recupera.test',
    });
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/public/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Recupera Serviços Ltda.',
      cnpj: '11.222.333/0001-81',
      address: 'Av. Paulista, 1000 – São Paulo/SP',
      supportEmail: 'suporte@recupera.test',
      dpoName: 'Dora Encarregada',
      dpoEmail: 'dpo@recupera.test',
    });
  });
});
