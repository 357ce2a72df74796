import readXlsxFile from 'read-excel-file/node';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPlate } from '../../src/domain/format';
import { bearer } from '../support/server';
import { rows, useApi, type Who } from '../support/api';

// Issue 13 item 5: GET /admin/seizure-requests/export, the case list's current filter as .xlsx,
// for support and case admins; each company's users get their own cases only.

const { env, api } = useApi();

async function download(who: Who, query: string) {
  const res = await env.app.inject({
    url: `/admin/seizure-requests/export?${query}`,
    headers: bearer(env.tokens[who]),
  });
  return res;
}

async function sheetOf(body: Buffer) {
  const [sheet] = await readXlsxFile(body);
  return { header: sheet.data[0] as string[], rows: sheet.data.slice(1) };
}

describe('case list export', () => {
  it("holds the list's rows in the list's order, with the company's cases only", async () => {
    const query = 'status=all&sortField=licensePlate&sortDirection=asc';
    const res = await download('casos', query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="casos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { header, rows: data } = await sheetOf(res.rawPayload);
    expect(header).not.toContain('Assessoria');
    expect(header.slice(0, 3)).toEqual(['Placa', 'Chassi', 'Processo']);

    // Every case of the company's 'Todos' tab, in the list's order: compared with the list itself.
    const [{ n }] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null`,
    );
    expect(data.length).toBe(n);
    const page = await api.get(`/admin/seizure-requests?${query}&page=1&perPage=100`, 'casos');
    expect(data.slice(0, page.body.result.length).map((r) => r[0] ?? '')).toEqual(
      page.body.result.map((c: { licensePlate: string | null }) => formatPlate(c.licensePlate)),
    );
  });

  it('applies the filters and gives support the company column', async () => {
    const res = await download('suporte', `status=all&filters[lawCompanyId]=${env.beta}&filters[licensePlate]=A`);
    expect(res.statusCode).toBe(200);
    const { header, rows: data } = await sheetOf(res.rawPayload);
    const company = header.indexOf('Assessoria');
    expect(company).toBeGreaterThan(0);
    const [beta] = await rows<{ name: string }>(env.db, sql`select name from law_companies where id = ${env.beta}`);
    const [{ n }] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from seizure_requests where law_company_id = ${env.beta} and deleted_at is null and license_plate like 'A%'`,
    );
    expect(n).toBeGreaterThan(0);
    expect(data.length).toBe(n);
    expect(new Set(data.map((r) => r[company]))).toEqual(new Set([beta.name]));
    expect(data.every((r) => String(r[0]).startsWith('A'))).toBe(true);
  });

  it('dates are São Paulo wall-clock time', async () => {
    const res = await download('casos', 'status=all&sortField=createdAt&sortDirection=desc');
    const { header, rows: data } = await sheetOf(res.rawPayload);
    const [newest] = await rows<{ created_at: string }>(
      env.db,
      sql`select to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI') as created_at
        from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null order by created_at desc, id desc limit 1`,
    );
    const cell = data[0][header.indexOf('Cadastrado em')] as unknown as Date;
    expect(cell.toISOString().slice(0, 16)).toBe(newest.created_at);
  });

  it('is for support and case admins only', async () => {
    expect((await download('leitura', 'status=all')).statusCode).toBe(403);
    expect((await download('localizador', 'status=all')).statusCode).toBe(403);
    // A law-company admin holds every lawCompany* role (spec §6): beta@ exports Beta's cases.
    expect((await download('beta', 'status=all')).statusCode).toBe(200);
    expect((await env.app.inject({ url: '/admin/seizure-requests/export' })).statusCode).toBe(401);
  });

  it("refuses a bad filter with the list's own message", async () => {
    const res = await download('casos', 'status=nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});
