// The history shown where decisions are made (issue 25 item 10): a user's (GET /admin/users/{id}/history)
// and the company's settings (GET /admin/law-companies/current/history), newest first, in words, who
// and when, each scoped like the screen it belongs to.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/history';
import type { AdminUser } from '../../src/domain/users';
import type { Json } from '../../src/domain/wire';
import { sql } from 'drizzle-orm';
import { asUser, rows, useApi } from '../support/api';

const { env, api } = useApi();

describe('GET /admin/users/{id}/history', () => {
  it('lists who created, changed and reset the user, newest first, with what changed', async () => {
    const assessoria = await asUser(env, 'assessoria@demo.test');
    const created = await assessoria.post<AdminUser>('/admin/users', {
      name: 'Pessoa Histórico',
      email: 'historico@alfa.test',
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(
      (
        await assessoria.post('/admin/users', {
          id,
          name: 'Pessoa H. Souza',
          email: 'historico@alfa.test',
          roles: ['lawCompanySeizureRequestAdmin'],
        })
      ).status,
    ).toBe(200);
    expect((await assessoria.post(`/admin/users/resend-password/${id}`)).status).toBe(200);

    const res = await assessoria.get<Json<HistoryEntry>[]>(`/admin/users/${id}/history`);
    expect(res.status).toBe(200);
    expect(res.body.map((e) => [e.action, e.label, e.detail, e.by])).toEqual([
      ['user.resendPassword', 'Nova senha enviada por e-mail', null, 'Renata Almeida'],
      [
        'user.update',
        'Usuário alterado',
        'Nome: Pessoa Histórico → Pessoa H. Souza; Perfis: Usuário → Usuário, Gerenciar Casos',
        'Renata Almeida',
      ],
      ['user.create', 'Usuário criado', 'Perfis: Usuário', 'Renata Almeida'],
    ]);
    const times = res.body.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Another company's admin: 404 like an unknown user; a user who is no admin: 403.
    expect((await api.get(`/admin/users/${id}/history`, 'beta')).status).toBe(404);
    expect((await api.get(`/admin/users/${id}/history`, 'admin')).status).toBe(404);
    expect((await api.get(`/admin/users/${id}/history`, 'casos')).status).toBe(403);
    expect((await api.get('/admin/users/2147483647/history', 'beta')).status).toBe(404);
  });
});

describe('GET /admin/law-companies/current/history', () => {
  it("shows the company's admin its settings saved (what changed) and its own company only", async () => {
    const before = await api.get('/admin/law-companies/current', 'beta');
    const saved = await api.post('/admin/law-companies/current', 'beta', {
      contactName: 'Bruno Histórico',
      contactEmail: before.body.contactEmail,
      contactPhone: before.body.contactPhone,
      contactWhatsapp: before.body.contactWhatsapp,
      address: {
        zipcode: before.body.zipcode,
        state: before.body.state,
        city: before.body.city,
        neighborhood: before.body.neighborhood,
        street: before.body.street,
        number: before.body.number,
        complement: before.body.complement,
      },
    });
    expect(saved.status).toBe(200);
    const res = await api.get<Json<HistoryEntry>[]>('/admin/law-companies/current/history', 'beta');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      action: 'lawCompany.settings',
      label: 'Configurações alteradas',
      detail: `Responsável: ${before.body.contactName} → Bruno Histórico`,
      by: 'Bruno Teixeira',
    });
    // Alfa's admin never sees Beta's rows; a user who is not the company's admin is refused.
    const alfa = await asUser(env, 'assessoria@demo.test');
    const alfaHistory = await alfa.get<Json<HistoryEntry>[]>('/admin/law-companies/current/history');
    expect(alfaHistory.status).toBe(200);
    expect(alfaHistory.body.some((e) => e.detail?.includes('Bruno Histórico'))).toBe(false);
    expect((await api.get('/admin/law-companies/current/history', 'casos')).status).toBe(403);
    expect((await api.get('/admin/law-companies/current/history', 'suporte')).status).toBe(403);
  });
});

describe('support: a transfer and a verification', () => {
  it('GET /admin/app-transfers/{id}/history: the rejection, its reason, who; support only; an unknown id 404', async () => {
    const pending = (await api.get('/admin/app-transfers?type=pending&perPage=100', 'suporte')).body.result as {
      id: number;
    }[];
    expect(pending.length).toBeGreaterThan(0);
    const id = pending[0].id;
    const decided = await api.post('/admin/app-transfers', 'suporte', {
      id,
      status: 'rejected',
      reason: 'Chave de outro titular',
      continued: true,
    });
    expect(decided.status).toBe(200);
    const res = await api.get<Json<HistoryEntry>[]>(`/admin/app-transfers/${id}/history`, 'suporte');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      action: 'transfer.rejected',
      label: 'Transferência rejeitada',
      by: expect.any(String),
    });
    expect(res.body[0].detail).toContain('Chave de outro titular');
    expect((await api.get(`/admin/app-transfers/${id}/history`, 'beta')).status).toBe(403);
    expect((await api.get('/admin/app-transfers/2147483647/history', 'suporte')).status).toBe(404);
  });

  it("GET /admin/app-users/verifications/{userId}/history: a document's review in words; support only", async () => {
    const pending = (await api.get('/admin/app-users/verifications?type=pending&perPage=100', 'suporte')).body
      .result as { id: number }[];
    let reviewed: number | null = null;
    for (const row of pending) {
      const details = (await api.get(`/admin/app-users/verifications/${row.id}`, 'suporte')).body as {
        verification: { documents: Record<string, { status: string }> } | null;
      };
      if (details.verification?.documents.frontDocument?.status === 'pending') {
        const res = await api.post('/admin/app-users/verifications', 'suporte', {
          userId: row.id,
          documents: { frontDocument: { status: 'approved' } },
        });
        expect(res.status).toBe(200);
        reviewed = row.id;
        break;
      }
    }
    expect(reviewed).not.toBeNull();
    const history = await api.get<Json<HistoryEntry>[]>(
      `/admin/app-users/verifications/${reviewed}/history`,
      'suporte',
    );
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({
      action: 'appUser.verificationDocuments',
      label: 'Documento analisado',
      detail: 'Frente do documento: Aprovado',
    });
    expect((await api.get(`/admin/app-users/verifications/${reviewed}/history`, 'beta')).status).toBe(403);
  });
});

describe('GET /admin/seizure-requests/{id}/history', () => {
  it("a case's decisions and its trackers', naming the tracker, for its company and support; another company 404", async () => {
    const [pending] = await rows<{ id: number; seizure_request_id: number; name: string }>(
      env.db,
      sql`SELECT tr.id, tr.seizure_request_id, u.name FROM tracker_requests tr JOIN users u ON u.id = tr.user_id JOIN seizure_requests s ON s.id = tr.seizure_request_id
        WHERE tr.status = 'pending' AND u.status = 'active' AND s.law_company_id = ${env.alfa} AND s.deleted_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
        ORDER BY tr.id LIMIT 1`,
    );
    expect(pending).toBeDefined();
    const caseId = pending.seizure_request_id;
    const decided = await api.post('/admin/trackers', 'casos', {
      requestId: pending.id,
      status: 'reproved',
      expectedStatus: 'pending',
      reason: 'Sem experiência na região.',
    });
    expect(decided.status).toBe(200);
    const res = await api.get<Json<HistoryEntry>[]>(`/admin/seizure-requests/${caseId}/history`, 'leitura');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      action: 'tracker.reproved',
      label: `Localizador reprovado: ${pending.name}`,
      detail: 'Sem experiência na região.',
      by: expect.any(String),
    });
    expect((await api.get(`/admin/seizure-requests/${caseId}/history`, 'suporte')).status).toBe(200);
    expect((await api.get(`/admin/seizure-requests/${caseId}/history`, 'beta')).status).toBe(404);
  });
});
