// 'Exportar' on the console's lists (issue 25 item 10): each list as filtered, the same rows in the
// same order as the list answers them (every page), scoped like the list, as an .xlsx.
import { describe, expect, it } from 'vitest';
import { LIST_EXPORT_MAX_ROWS } from '../../src/domain/listQuery';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '../../src/domain/statuses';
import { asUser, useApi, type Who } from '../support/api';
import { allPages as readAll, download as get } from './listExport.support';

const { env, api } = useApi();
const download = (url: string, token: string) => get(env, url, token);
const allPages = <T>(url: string, who: Who) => readAll<T>(api, url, who);

describe('list exports', () => {
  it('GET /admin/law-companies/export: the filtered list, every page, in order, support only', async () => {
    const file = await download('/admin/law-companies/export?status=active', env.tokens.suporte);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-disposition']).toMatch(
      /^attachment; filename="assessorias-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(file.header).toEqual([
      'Nome fantasia',
      'Razão social',
      'CNPJ',
      'Responsável',
      'E-mail',
      'Telefone',
      'Status',
      'Motivo',
      'Cadastrado em',
    ]);
    const listed = await allPages<{ name: string; status: string }>('/admin/law-companies?status=active', 'suporte');
    expect(listed.length).toBeGreaterThan(0);
    expect(file.rows.map((r) => r[0])).toEqual(listed.map((c) => c.name));
    expect(new Set(file.rows.map((r) => r[6]))).toEqual(new Set(['Ativo']));
    expect((await download('/admin/law-companies/export', env.tokens.casos)).status).toBe(403);
  });

  it("GET /admin/law-companies/export: a blocked or reproved company's reason in 'Motivo' (issue 34)", async () => {
    const file = await download('/admin/law-companies/export?status=blocked', env.tokens.suporte);
    expect(file.header).toEqual([
      'Nome fantasia',
      'Razão social',
      'CNPJ',
      'Responsável',
      'E-mail',
      'Telefone',
      'Status',
      'Motivo',
      'Cadastrado em',
    ]);
    const rapida = file.rows.find((r) => r[0] === 'Rápida Busca');
    expect(rapida?.slice(6, 8)).toEqual(['Bloqueado', 'Mensalidade da plataforma em atraso há mais de 60 dias.']);
  });

  it("GET /admin/users/export: the caller's side only, with the roles it can see", async () => {
    const assessoria = await asUser(env, 'assessoria@demo.test');
    const listed = (await assessoria.get('/admin/users?perPage=100')).body.result as { email: string }[];
    const login = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'assessoria@demo.test', password: 'demo1234' },
    });
    const file = await download('/admin/users/export', login.json().accessToken);
    expect(file.status).toBe(200);
    expect(file.header).toEqual(['ID', 'Nome', 'E-mail', 'Perfis', 'Cadastrado em']);
    expect(file.rows.map((r) => r[2])).toEqual(listed.map((u) => u.email));
    expect(file.rows.every((r) => String(r[2]).endsWith('@demo.test') || String(r[2]).includes('alfa'))).toBe(true);
    // Beta's admin: Beta's users, none of Alfa's.
    // /usuarios and /suporte write files of their own names (issue 34).
    expect(file.res.headers['content-disposition']).toMatch(/filename="usuarios-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const support = await download('/admin/users/export', env.tokens.admin);
    expect(support.res.headers['content-disposition']).toMatch(/filename="usuarios-suporte-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const beta = await download('/admin/users/export', env.tokens.beta);
    expect(beta.rows.some((r) => r[2] === 'assessoria@demo.test')).toBe(false);
    expect((await download('/admin/users/export', env.tokens.casos)).status).toBe(403);
  });

  it('GET /admin/app-transfers/export: the tab as listed, the key written as its type', async () => {
    const file = await download('/admin/app-transfers/export?type=all', env.tokens.suporte);
    expect(file.status).toBe(200);
    expect(file.header).toEqual([
      'Usuário',
      'E-mail',
      'Chave Pix',
      'Tipo da chave',
      'Valor (R$)',
      'Status',
      'Motivo',
      'Solicitada em',
    ]);
    const listed = await allPages<{ user: { email: string }; amount: number }>(
      '/admin/app-transfers?type=all',
      'suporte',
    );
    expect(file.rows.length).toBe(Math.min(listed.length, LIST_EXPORT_MAX_ROWS));
    expect(file.rows.map((r) => [r[1], r[4]])).toEqual(listed.map((t) => [t.user.email, t.amount]));
    expect((await download('/admin/app-transfers/export', env.tokens.beta)).status).toBe(403);
  });

  it('GET /admin/app-users/export and /admin/app-users/verifications/export: the tab as listed, support only', async () => {
    const users = await download(
      '/admin/app-users/export?type=all&sortField=createdAt&sortDirection=desc',
      env.tokens.suporte,
    );
    expect(users.status).toBe(200);
    expect(users.header).toEqual(['Nome', 'E-mail', 'Telefone', 'Plano', 'Expira em', 'Assinatura', 'Cadastrado em']);
    const listedUsers = await allPages<{
      email: string;
      plan: { subscriptionStatus: SubscriptionStatus | null; refunded: boolean } | null;
    }>('/admin/app-users?type=all&sortField=createdAt&sortDirection=desc', 'suporte');
    expect(users.rows.map((r) => r[1])).toEqual(listedUsers.slice(0, LIST_EXPORT_MAX_ROWS).map((u) => u.email));
    // The subscription's state, as the list's tag says it (issue 34).
    const expected = listedUsers
      .slice(0, LIST_EXPORT_MAX_ROWS)
      .map((u) =>
        u.plan
          ? [SUBSCRIPTION_STATUS_LABELS[u.plan.subscriptionStatus!], u.plan.refunded ? 'Reembolsado' : undefined]
              .filter(Boolean)
              .join(' · ') || null
          : null,
      );
    expect(users.rows.map((r) => r[5] ?? null)).toEqual(expected);
    expect(expected.some((text) => text === 'Ativo')).toBe(true);
    const verifications = await download('/admin/app-users/verifications/export?type=pending', env.tokens.suporte);
    expect(verifications.status).toBe(200);
    expect(verifications.header).toEqual(['Nome', 'E-mail', 'Status', 'Atualizado em', 'Cadastrado em']);
    const listed = await allPages<{ email: string }>('/admin/app-users/verifications?type=pending', 'suporte');
    expect(verifications.rows.map((r) => r[1])).toEqual(listed.map((v) => v.email));
    expect((await download('/admin/app-users/verifications/export', env.tokens.beta)).status).toBe(403);
    expect((await download('/admin/app-users/export', env.tokens.casos)).status).toBe(403);
  });
});
