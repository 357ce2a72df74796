// Support's decisions on a law company: every move of spec §4 and its reason rule, the 409 on a
// stale status, the audit row, blocking at the next call, and other roles refused.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LawCompanyDetails } from '../../src/domain/lawCompanies';
import { maxLength } from '../../src/domain/schemas/messages';
import { LAW_COMPANY_STATUSES, LAW_COMPANY_TRANSITIONS, type LawCompanyStatus } from '../../src/domain/statuses';
import type { Json } from '../../src/domain/wire';
import { lawCompanies } from '../../src/server/db/schema';
import { bearer } from '../support/server';
import { asUser, rows, useApi } from '../support/api';

const { env, api } = useApi();

/** A company put in `status` for the test (a fresh copy of the seed's rows is shared by the file). */
async function companyIn(status: LawCompanyStatus, name: string) {
  const [row] = await env.db
    .update(lawCompanies)
    .set({ status, statusReason: null })
    .where(eq(lawCompanies.name, name))
    .returning();
  return row;
}

const stored = async (id: number) => (await env.db.select().from(lawCompanies).where(eq(lawCompanies.id, id)))[0];
const audit = (id: number) =>
  rows<{ action: string; actor_id: number; data: Record<string, unknown> }>(
    env.db,
    sql`SELECT action, actor_id, data FROM audit_log WHERE entity = 'lawCompany' AND entity_id = ${id} ORDER BY id DESC`,
  );
const change = (
  id: number,
  status: string,
  expectedStatus: string,
  reason?: string,
  who: 'suporte' | 'admin' = 'suporte',
) =>
  api.post('/admin/law-companies/status', who, {
    id,
    status,
    expectedStatus,
    ...(reason === undefined ? {} : { reason }),
  });

// Companies of the demo data that no demo account belongs to.
const NAMES = [
  'Paraná Ativos',
  'Bahia Recupera',
  'Capixaba Jurídica',
  'Rápida Busca',
  'Centro-Oeste Assessoria',
  'Fácil Cobranças',
  'Mais Crédito Recuperações',
];

describe('POST /admin/law-companies/status: the moves of spec §4', () => {
  const moves = LAW_COMPANY_STATUSES.flatMap((from) => LAW_COMPANY_STATUSES.map((to) => [from, to] as const));

  it.each(moves)('%s → %s: allowed only along the transitions, with the audit row', async (from, to) => {
    const company = await companyIn(from, NAMES[moves.findIndex(([f, t]) => f === from && t === to) % NAMES.length]);
    const res = await change(company.id, to, from, 'Motivo do teste');
    if (!LAW_COMPANY_TRANSITIONS[from].includes(to)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Não é possível alterar o status de /);
      expect((await stored(company.id)).status).toBe(from);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.id, status: to, statusReason: 'Motivo do teste' });
    expect(res.body.history[0]).toMatchObject({
      kind: 'status',
      from,
      to,
      reason: 'Motivo do teste',
      by: expect.any(String),
    });
    expect((await stored(company.id)).status).toBe(to);
    const [entry] = await audit(company.id);
    expect(entry).toMatchObject({ action: 'lawCompany.status', data: { from, to, reason: 'Motivo do teste' } });
  });
});

describe('the reason rule (spec §5)', () => {
  it('reprove and block need a reason; activating does not; at most 300 characters', async () => {
    const pending = await companyIn('pending', 'Paraná Ativos');
    for (const reason of [undefined, '', '   ']) {
      const res = await change(pending.id, 'reproved', 'pending', reason);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ reason: 'Obrigatório' });
    }
    const tooLong = await change(pending.id, 'reproved', 'pending', 'r'.repeat(301));
    expect(tooLong.body.errors).toEqual({ reason: maxLength(300) });
    expect((await stored(pending.id)).status).toBe('pending');
    expect((await change(pending.id, 'reproved', 'pending', 'r'.repeat(300))).status).toBe(200);

    const active = await companyIn('active', 'Bahia Recupera');
    expect((await change(active.id, 'blocked', 'active')).body.errors).toEqual({ reason: 'Obrigatório' });
    const approved = await companyIn('pending', 'Capixaba Jurídica');
    const res = await change(approved.id, 'active', 'pending');
    expect(res.status).toBe(200);
    expect(res.body.statusReason).toBeNull();
  });
});

describe('a decision against a stale status', () => {
  it('answers 409 naming who changed it and when, and writes nothing', async () => {
    const company = await companyIn('active', 'Rápida Busca');
    expect((await change(company.id, 'blocked', 'active', 'Mensalidade em atraso', 'admin')).status).toBe(200);
    const before = (await audit(company.id)).length;
    const stale = await change(company.id, 'blocked', 'active', 'De novo');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /^O status desta assessoria já foi alterado para Bloqueado por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. A lista foi atualizada\.$/,
    );
    expect((await audit(company.id)).length).toBe(before);
    expect((await stored(company.id)).statusReason).toBe('Mensalidade em atraso');
  });

  it('of two parallel decisions exactly one wins', async () => {
    const company = await companyIn('pending', 'Centro-Oeste Assessoria');
    const answers = await Promise.all([
      change(company.id, 'active', 'pending'),
      change(company.id, 'reproved', 'pending', 'Não'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('blocking takes effect at the next call', () => {
  it("stops a token the company's users already hold, and their sign-in, until unblocked", async () => {
    const beta = await companyIn('active', 'Beta');
    expect((await api.get('/admin/law-companies/current', 'beta')).status).toBe(200);
    expect((await change(beta.id, 'blocked', 'active', 'Contrato suspenso')).status).toBe(200);
    const next = await api.get('/admin/law-companies/current', 'beta');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(
      'O acesso da sua assessoria está suspenso. Motivo: Contrato suspenso. Entre em contato com o suporte.',
    );
    const signIn = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'beta@demo.test', password: 'demo1234' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/suspenso/);
    // Other companies' users go on.
    expect((await api.get('/admin/law-companies/current', 'casos')).status).toBe(200);

    expect((await change(beta.id, 'active', 'blocked')).status).toBe(200);
    const again = await asUser(env, 'beta@demo.test');
    expect((await again.get('/admin/law-companies/current')).status).toBe(200);
  });

  it("a pending or reproved company's admin signs in, reads why from /auth/me, and may use nothing else until approved", async () => {
    const pending = await companyIn('pending', 'Paraná Ativos');
    const signIn = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'leandro@paranaativos.com.br', password: 'demo1234' },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = bearer(signIn.json().accessToken as string);
    const get = (url: string) => env.app.inject({ method: 'GET', url, headers });
    const me = await get('/auth/me');
    expect(me.json().lawCompany).toMatchObject({ status: 'pending', statusReason: null });
    const refused = await get('/admin/law-companies/current');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'O cadastro da sua assessoria está em análise. Você poderá entrar assim que o suporte aprová-lo.',
    );

    await change(pending.id, 'reproved', 'pending', 'CNPJ inapto');
    expect((await get('/auth/me')).json().lawCompany).toMatchObject({
      status: 'reproved',
      statusReason: 'CNPJ inapto',
    });
    expect((await get('/admin/law-companies/current')).json().message).toBe(
      'O cadastro da sua assessoria foi reprovado. Motivo: CNPJ inapto.',
    );

    // Approved (the seed's reproved companies are final; this one is put back under review): the same session goes on.
    await companyIn('pending', 'Paraná Ativos');
    await change(pending.id, 'active', 'pending');
    expect((await get('/admin/law-companies/current')).statusCode).toBe(200);
  });
});

describe('the switches', () => {
  it('enable and disable each flag, with an audit row per real change', async () => {
    const company = await companyIn('active', 'Mais Crédito Recuperações');
    await env.db
      .update(lawCompanies)
      .set({ enableTrackersAutoApprove: false, enableShadowMode: false })
      .where(eq(lawCompanies.id, company.id));
    const on = await api.post<Json<LawCompanyDetails>>(
      `/admin/law-companies/${company.id}/config/auto-approve/enable`,
      'suporte',
    );
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enableTrackersAutoApprove: true, enableShadowMode: false });
    expect(on.body.history[0]).toMatchObject({ kind: 'autoApprove', from: 'disabled', to: 'enabled' });
    const shadow = await api.post(`/admin/law-companies/${company.id}/config/shadow-mode/enable`, 'suporte');
    expect(shadow.body).toMatchObject({ enableTrackersAutoApprove: true, enableShadowMode: true });
    const count = (await audit(company.id)).length;
    await api.post(`/admin/law-companies/${company.id}/config/shadow-mode/enable`, 'suporte');
    expect((await audit(company.id)).length).toBe(count);
    const off = await api.post(`/admin/law-companies/${company.id}/config/auto-approve/disable`, 'suporte');
    expect(off.body).toMatchObject({ enableTrackersAutoApprove: false, enableShadowMode: true });
    expect((await api.post(`/admin/law-companies/${company.id}/config/auto-approve/toggle`, 'suporte')).status).toBe(
      404,
    );
    expect((await api.post('/admin/law-companies/2147483000/config/auto-approve/enable', 'suporte')).status).toBe(404);
  });
});

describe('other roles', () => {
  it('are refused every support call, and nothing changes', async () => {
    for (const who of ['casos', 'leitura', 'beta', 'localizador'] as const) {
      expect((await api.get('/admin/law-companies', who)).status, who).toBe(403);
      expect((await api.get(`/admin/law-companies/${env.alfa}`, who)).status, who).toBe(403);
      const status = await api.post('/admin/law-companies/status', who, {
        id: env.beta,
        status: 'blocked',
        expectedStatus: 'active',
        reason: 'x',
      });
      expect(status.status, who).toBe(403);
      expect((await api.post(`/admin/law-companies/${env.alfa}/config/shadow-mode/disable`, who)).status, who).toBe(
        403,
      );
    }
    const admin = await asUser(env, 'assessoria@demo.test');
    expect(
      (
        await admin.post('/admin/law-companies/status', {
          id: env.alfa,
          status: 'blocked',
          expectedStatus: 'active',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect(await stored(env.alfa)).toMatchObject({ status: 'active', enableShadowMode: true });
    expect((await stored(env.beta)).status).toBe('active');
    expect((await api.get('/admin/law-companies', null)).status).toBe(401);
  });
});
