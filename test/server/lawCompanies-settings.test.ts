// POST /admin/law-companies/current (spec 000 §2 "Configurações", §5 "Law-company settings"): the
// validation and its messages, the read-only fields ignored, the audit row, other roles refused,
// and one company's admin never reaching another company.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL, INVALID, maxLength } from '../../src/domain/schemas/messages';
import { lawCompanies } from '../../src/server/db/schema';
import { asUser, rows, useApi } from '../support/api';

const { env, api } = useApi();

const stored = async (id: number) => (await env.db.select().from(lawCompanies).where(eq(lawCompanies.id, id)))[0];
const settings = {
  contactName: '  Bruno T. Souza ',
  contactEmail: 'Contato@Beta.COM.br',
  contactPhone: '(31) 3222-1000',
  contactWhatsapp: '(31) 99876-5432',
  address: {
    zipcode: '30130-005',
    state: 'mg',
    city: 'Belo Horizonte',
    neighborhood: 'Centro',
    street: 'Av. Afonso Pena',
    number: 1500,
    complement: 'Sala 805',
  },
};

describe('POST /admin/law-companies/current', () => {
  it('saves the contact and address of the admin’s own company, normalised, and answers as GET does', async () => {
    const res = await api.post('/admin/law-companies/current', 'beta', settings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: env.beta,
      contactName: 'Bruno T. Souza',
      contactEmail: 'contato@beta.com.br',
      contactPhone: '3132221000',
      contactWhatsapp: '31998765432',
      state: 'MG',
      zipcode: '30130005',
      complement: 'Sala 805',
    });
    expect((await api.get('/admin/law-companies/current', 'beta')).body).toEqual(res.body);
    // The contract's fields only: never the confirmation code's hash or counters (the whole row once was).
    expect(Object.keys(res.body).filter((key) => key.startsWith('emailCode'))).toEqual([]);
    expect(await stored(env.beta)).toMatchObject({
      contactEmail: 'contato@beta.com.br',
      city: 'Belo Horizonte',
      number: 1500,
    });
  });

  it('ignores the read-only name, company name and CNPJ, and an id naming another company', async () => {
    const alfaBefore = await stored(env.alfa);
    const betaBefore = await stored(env.beta);
    const res = await api.post('/admin/law-companies/current', 'beta', {
      ...settings,
      id: env.alfa,
      name: 'Outro Nome',
      companyName: 'Outra Razão Ltda',
      document: '11222333000181',
      contactName: 'Só a Beta',
    });
    expect(res.status).toBe(200);
    const beta = await stored(env.beta);
    expect(beta).toMatchObject({
      name: betaBefore.name,
      companyName: betaBefore.companyName,
      document: betaBefore.document,
      contactName: 'Só a Beta',
    });
    expect(await stored(env.alfa)).toEqual(alfaBefore);
  });

  it('refuses invalid values with the spec’s messages and writes nothing', async () => {
    const before = await stored(env.beta);
    const res = await api.post('/admin/law-companies/current', 'beta', {
      contactName: '',
      contactEmail: 'contato',
      contactPhone: '123456789',
      contactWhatsapp: '319987654321',
      address: { state: 'MGX', complement: 'c'.repeat(21) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      contactName: 'Obrigatório',
      contactEmail: EMAIL,
      'address.state': maxLength(2),
      'address.complement': maxLength(20),
    });
    expect(res.body.errors.contactPhone).toMatch(/10|11/);
    expect(res.body.errors.contactWhatsapp).toMatch(/10|11/);
    expect(
      (await api.post('/admin/law-companies/current', 'beta', { ...settings, contactPhone: 'abc' })).body.errors,
    ).toEqual({ contactPhone: INVALID });
    expect(
      (await api.post('/admin/law-companies/current', 'beta', { ...settings, contactName: 'n'.repeat(151) })).body
        .errors,
    ).toEqual({ contactName: maxLength(150) });
    expect(await stored(env.beta)).toEqual(before);
  });

  it('takes WhatsApp as optional: emptied, it is cleared', async () => {
    const res = await api.post('/admin/law-companies/current', 'beta', { ...settings, contactWhatsapp: '' });
    expect(res.status).toBe(200);
    expect((await stored(env.beta)).contactWhatsapp).toBeNull();
  });

  it('writes an audit row with the changed fields, before and after, and none when nothing changed', async () => {
    const audit = () =>
      rows<{ action: string; actor_id: number; data: { from: Record<string, unknown>; to: Record<string, unknown> } }>(
        env.db,
        sql`SELECT action, actor_id, data FROM audit_log WHERE entity = 'lawCompany' AND entity_id = ${env.beta} AND action = 'lawCompany.settings' ORDER BY id DESC`,
      );
    await api.post('/admin/law-companies/current', 'beta', settings);
    const count = (await audit()).length;
    await api.post('/admin/law-companies/current', 'beta', settings);
    expect(await audit()).toHaveLength(count);
    await api.post('/admin/law-companies/current', 'beta', { ...settings, contactName: 'Novo Contato' });
    const [entry] = await audit();
    expect(await audit()).toHaveLength(count + 1);
    expect(entry.data).toEqual({ from: { contactName: 'Bruno T. Souza' }, to: { contactName: 'Novo Contato' } });
    // The settings edits are not support's decisions: the drawer's history leaves them out.
    const details = await api.get(`/admin/law-companies/${env.beta}`, 'suporte');
    expect(details.body.history).toHaveLength(
      (
        await rows(
          env.db,
          sql`SELECT 1 FROM audit_log WHERE entity = 'lawCompany' AND entity_id = ${env.beta} AND action <> 'lawCompany.settings'`,
        )
      ).length,
    );
  });

  it('is the law-company admin’s alone: its users, support and no token are refused', async () => {
    const before = await stored(env.alfa);
    for (const who of ['casos', 'leitura', 'suporte', 'admin', 'localizador'] as const) {
      const res = await api.post('/admin/law-companies/current', who, settings);
      expect(res.status, who).toBe(403);
    }
    expect((await api.post('/admin/law-companies/current', null, settings)).status).toBe(401);
    expect(await stored(env.alfa)).toEqual(before);
    // Alfa's own admin changes Alfa, and Beta stays as it was.
    const beta = await stored(env.beta);
    const alfaAdmin = await asUser(env, 'assessoria@demo.test');
    const res = await alfaAdmin.post('/admin/law-companies/current', {
      ...settings,
      contactName: 'Renata A.',
      id: env.beta,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(env.alfa);
    expect((await stored(env.alfa)).contactName).toBe('Renata A.');
    expect(await stored(env.beta)).toEqual(beta);
  });
});
