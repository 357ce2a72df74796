// GET /admin/law-companies (tabs, search, paging) and GET /admin/law-companies/{id}, checked
// against the table.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LawCompanyDetails, LawCompanyRow } from '../../src/domain/lawCompanies';
import type { Json, Page } from '../../src/domain/wire';
import { rows, useApi } from '../support/api';

const { env, api } = useApi();

const list = (query: string) => api.get<Page<Json<LawCompanyRow>>>(`/admin/law-companies?${query}`, 'suporte');

describe('GET /admin/law-companies', () => {
  it('each tab holds the companies in its status, newest first', async () => {
    const counts = await rows<{ status: string; n: number }>(
      env.db,
      sql`SELECT status, count(*)::int AS n FROM law_companies GROUP BY status`,
    );
    const all = await list('perPage=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(counts.reduce((sum, c) => sum + c.n, 0));
    const dates = all.body.result.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const { status, n } of counts) {
      const tab = await list(`status=${status}&perPage=100`);
      expect(tab.body.total, status).toBe(n);
      expect(tab.body.result.every((r) => r.status === status)).toBe(true);
    }
    const page2 = await list('perPage=2&page=2');
    expect(page2.body.result.map((r) => r.id)).toEqual(all.body.result.slice(2, 4).map((r) => r.id));
    expect((await list('status=deleted')).status).toBe(422);
  });

  it('searches by name (accents and case ignored) and by the start of a CNPJ, numeric or alphanumeric', async () => {
    const byName = await list('filters[term]=parana');
    expect(byName.body.result.map((r) => r.name)).toEqual(['Paraná Ativos']);
    const [bahia] = await rows<{ document: string }>(
      env.db,
      sql`SELECT document FROM law_companies WHERE name = 'Bahia Recupera'`,
    );
    expect(bahia.document).toMatch(/[A-Z]/);
    const masked = `${bahia.document.slice(0, 2)}.${bahia.document.slice(2, 5).toLowerCase()}`;
    const alnum = await list(`filters[term]=${encodeURIComponent(masked)}`);
    expect(alnum.body.result.map((r) => r.name)).toContain('Bahia Recupera');
    expect(alnum.body.result.every((r) => r.document.startsWith(bahia.document.slice(0, 5)))).toBe(true);
    const [alfa] = await rows<{ document: string }>(
      env.db,
      sql`SELECT document FROM law_companies WHERE name = 'Alfa'`,
    );
    const numeric = await list(`filters[term]=${alfa.document.slice(0, 8)}`);
    expect(numeric.body.result.map((r) => r.name)).toContain('Alfa');
    expect((await list('filters[term]=nada%25assim')).body.total).toBe(0);
  });
});

describe('GET /admin/law-companies/{id}', () => {
  it('answers every field, the address and the history', async () => {
    const [reproved] = await rows<{ id: number; status_reason: string }>(
      env.db,
      sql`SELECT id, status_reason FROM law_companies WHERE status = 'reproved' ORDER BY id LIMIT 1`,
    );
    const res = await api.get<Json<LawCompanyDetails>>(`/admin/law-companies/${reproved.id}`, 'suporte');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: reproved.id,
      status: 'reproved',
      statusReason: reproved.status_reason,
      enableTrackersAutoApprove: expect.any(Boolean),
      enableShadowMode: expect.any(Boolean),
      address: { city: expect.any(String) },
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'companyName',
        'document',
        'contactName',
        'contactEmail',
        'contactPhone',
        'contactWhatsapp',
        'status',
        'statusReason',
        'enableTrackersAutoApprove',
        'enableShadowMode',
        'emailConfirmedAt',
        'createdAt',
        'updatedAt',
        'address',
        'history',
      ].sort(),
    );
    // The seed's decision shows as a status entry.
    expect(res.body.history[0]).toMatchObject({ kind: 'status', to: 'reproved', by: expect.any(String) });
    expect((await api.get('/admin/law-companies/2147483000', 'suporte')).status).toBe(404);
    expect((await api.get('/admin/law-companies/abc', 'suporte')).status).toBe(404);
  });
});

describe('GET /admin/dashboard/law-companies/pending', () => {
  it("is the 'Pendente' tab's total", async () => {
    const badge = await api.get('/admin/dashboard/law-companies/pending', 'suporte');
    expect(badge.body.total).toBe((await list('status=pending')).body.total);
  });
});
