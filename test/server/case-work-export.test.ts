// 'Exportar' on the case work's lists (issue 25 item 10, last part): /aprovacao-automatica and a
// case's 'Localizadores' (GET /admin/trackers/export), a case's 'Laudos', the dashboard's
// 'Pendências', /importar's 'Histórico' and /mensagens. Each file holds its list's rows in the
// list's order, as the caller's list scopes them (one company never gets another's), with the
// list's filters, dates in São Paulo's time, at most 5.000 rows; the list's roles only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPlate, localDateTime } from '../../src/domain/format';
import { LIST_EXPORT_MAX_ROWS } from '../../src/domain/listQuery';
import { rows, useApi, type Who } from '../support/api';
import { allPages, column, download } from './listExport.support';

const { env, api } = useApi();
const file = (url: string, who: Who) => download(env, url, env.tokens[who]);
const listed = <T>(url: string, who: Who) => allPages<T>(api, url, who);
/** A date cell read back, to the second (a spreadsheet's date is a fraction of a day: 06:04:59.9996 is 06:05). */
const minute = (cell: unknown) =>
  cell instanceof Date ? new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().slice(0, 19) : cell;
/** What the cell should hold: São Paulo's wall clock of the list's date. */
const local = (iso: string | null) => (iso ? localDateTime(iso).toISOString().slice(0, 19) : null);
/** A case as a list names it: the plate, else (where the screen shows it) the chassi, else 'Caso 12'. */
const caseName = (c: { id: number; licensePlate: string | null; chassi?: string | null }) =>
  c.licensePlate ? formatPlate(c.licensePlate) : (c.chassi ?? `Caso ${c.id}`);
const plateOnly = (c: { id: number; licensePlate: string | null }) => caseName({ ...c, chassi: null });

/** What a company's cases are called in the files (plate, else 'Caso N'). */
async function caseNames(company: number) {
  const found = await rows<{ id: number; license_plate: string | null; chassi: string | null }>(
    env.db,
    sql`select id, license_plate, chassi from seizure_requests where law_company_id = ${company}`,
  );
  return new Set(
    found.flatMap((c) => [
      caseName({ id: Number(c.id), licensePlate: c.license_plate, chassi: c.chassi }),
      plateOnly({ id: Number(c.id), licensePlate: c.license_plate }),
    ]),
  );
}

const countOf = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(env.db, query))[0].n);

interface TrackerItem {
  user: { name: string; email: string };
  seizureRequest: { id: number; licensePlate: string | null; chassi: string | null };
  createdAt: string;
  viewedAt: string | null;
}

describe('exports of the case work', () => {
  it("a case's 'Localizadores': the tab and filters as listed, Beta 404, the tracker 403", async () => {
    const [target] = await rows<{ id: number }>(
      env.db,
      sql`select s.id from seizure_requests s where s.law_company_id = ${env.alfa} and s.deleted_at is null
        and exists (select 1 from tracker_requests t where t.seizure_request_id = s.id and t.viewed_at is null)
        and exists (select 1 from tracker_requests t where t.seizure_request_id = s.id and t.viewed_at is not null)
        order by (select count(*) from tracker_requests t where t.seizure_request_id = s.id) desc limit 1`,
    );
    const query = `seizureRequestId=${target.id}&status=all&filters[viewedAt]=notViewed`;
    const sheet = await file(`/admin/trackers/export?${query}`, 'casos');
    expect(sheet.status).toBe(200);
    expect(sheet.res.headers['content-disposition']).toMatch(
      /^attachment; filename="localizadores-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(sheet.header).toEqual([
      'Localizador',
      'E-mail',
      'Telefone',
      'PRO',
      'Status',
      'Solicitado em',
      'Visualizado em',
    ]);
    const list = await listed<TrackerItem>(`/admin/trackers?${query}`, 'casos');
    expect(list.length).toBeGreaterThan(0);
    expect(column(sheet, 'E-mail')).toEqual(list.map((r) => r.user.email));
    expect(column(sheet, 'Solicitado em').map(minute)).toEqual(list.map((r) => local(r.createdAt)));
    expect(column(sheet, 'Visualizado em').every((v) => v === null || v === '')).toBe(true);
    // The filter is applied: the whole tab is longer.
    const whole = await file(`/admin/trackers/export?seizureRequestId=${target.id}&status=all`, 'casos');
    expect(whole.rows.length).toBeGreaterThan(sheet.rows.length);
    // Read-only users read the list, so they export it; another company's case is not found.
    expect((await file(`/admin/trackers/export?${query}`, 'leitura')).status).toBe(200);
    expect((await file(`/admin/trackers/export?${query}`, 'beta')).status).toBe(404);
    expect((await file(`/admin/trackers/export?${query}`, 'localizador')).status).toBe(403);
  });

  it("/aprovacao-automatica: the tab's columns, support's company column, a company's own requests only", async () => {
    const approved = await file('/admin/trackers/export?status=autoApproved', 'casos');
    expect(approved.status).toBe(200);
    expect(approved.header).toEqual(['Localizador', 'E-mail', 'Caso', 'Solicitado em', 'Aprovado em']);
    const list = await listed<TrackerItem & { autoApprovedAt: string }>('/admin/trackers?status=autoApproved', 'casos');
    expect(list.length).toBeGreaterThan(0);
    expect(approved.rows.map((r) => [r[1], r[2], minute(r[4])])).toEqual(
      list.map((r) => [r.user.email, caseName(r.seizureRequest), local(r.autoApprovedAt)]),
    );
    const next = await file('/admin/trackers/export?status=nextAutoApproved', 'casos');
    expect(next.header.at(-1)).toBe('Aprovação em');
    expect(next.rows.length).toBe((await api.get('/admin/trackers?status=nextAutoApproved', 'casos')).body.total);

    const support = await file('/admin/trackers/export?status=autoApproved', 'suporte');
    expect(support.header).toEqual(['Localizador', 'E-mail', 'Caso', 'Assessoria', 'Solicitado em', 'Aprovado em']);
    expect(new Set(column(support, 'Assessoria'))).toContain('Alfa');

    // Beta's file: exactly Beta's requests on live cases, all on Beta's cases.
    const beta = await file('/admin/trackers/export?status=all', 'beta');
    const betaCount =
      await countOf(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
      where s.law_company_id = ${env.beta} and s.deleted_at is null`);
    expect(betaCount).toBeGreaterThan(0);
    expect(beta.rows.length).toBe(Math.min(betaCount, LIST_EXPORT_MAX_ROWS));
    const betaCases = await caseNames(env.beta);
    expect(column(beta, 'Caso').every((name) => betaCases.has(String(name)))).toBe(true);
    expect((await file('/admin/trackers/export?status=autoApproved', 'localizador')).status).toBe(403);
  });

  it("a case's 'Laudos': the tab as listed, what each card shows; another company's case 404", async () => {
    const [target] = await rows<{ id: number }>(
      env.db,
      sql`select s.id from seizure_requests s where s.law_company_id = ${env.alfa} and s.deleted_at is null
        order by (select count(*) from seizure_reports r where r.seizure_request_id = s.id and r.status <> 'draft') desc, s.id limit 1`,
    );
    const sheet = await file(
      `/admin/seizure-requests/reports/export?seizureRequestId=${target.id}&status=all`,
      'casos',
    );
    expect(sheet.status).toBe(200);
    expect(sheet.header.slice(0, 6)).toEqual(['Localizador', 'E-mail', 'Telefone', 'Caso', 'Status', 'Enviado em']);
    const list = await listed<{ user: { email: string }; createdAt: string; status: string }>(
      `/admin/seizure-requests/reports?seizureRequestId=${target.id}&status=all`,
      'casos',
    );
    expect(list.length).toBeGreaterThan(0);
    expect(sheet.rows.map((r) => [r[1], minute(r[5])])).toEqual(list.map((r) => [r.user.email, local(r.createdAt)]));
    const accepted = await file(
      `/admin/seizure-requests/reports/export?seizureRequestId=${target.id}&status=accepted`,
      'casos',
    );
    expect(accepted.rows.length).toBe(list.filter((r) => r.status === 'accepted').length);
    expect(new Set(column(accepted, 'Status'))).toEqual(accepted.rows.length ? new Set(['Aprovado']) : new Set());
    expect((await file(`/admin/seizure-requests/reports/export?seizureRequestId=${target.id}`, 'beta')).status).toBe(
      404,
    );
    expect(
      (await file(`/admin/seizure-requests/reports/export?seizureRequestId=${target.id}`, 'localizador')).status,
    ).toBe(403);

    const beta = await file('/admin/seizure-requests/reports/export?status=all', 'beta');
    const betaCount =
      await countOf(sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id
      where s.law_company_id = ${env.beta} and s.deleted_at is null and r.status <> 'draft'`);
    expect(betaCount).toBeGreaterThan(0);
    expect(beta.rows.length).toBe(betaCount);
    const betaCases = await caseNames(env.beta);
    expect(column(beta, 'Caso').every((name) => betaCases.has(String(name)))).toBe(true);
  });

  it("the dashboard's 'Pendências': both tabs as listed, each company its own", async () => {
    for (const [path, date] of [
      ['/admin/dashboard/trackers/pending', 'Solicitado em'],
      ['/admin/dashboard/seizure-requests/reports/pending', 'Enviado em'],
    ] as const) {
      const sheet = await file(`${path}/export`, 'casos');
      expect(sheet.status, path).toBe(200);
      expect(sheet.header[0]).toBe('Placa');
      const list = await listed<TrackerItem>(path, 'casos');
      expect(list.length, path).toBeGreaterThan(0);
      expect(sheet.rows.map((r) => [r[0], minute(r[sheet.header.indexOf(date)])])).toEqual(
        list.map((r) => [plateOnly(r.seizureRequest), local(r.createdAt)]),
      );
      const beta = await file(`${path}/export`, 'beta');
      expect(beta.rows.length, path).toBe((await api.get(path, 'beta')).body.total);
      const betaCases = await caseNames(env.beta);
      expect(column(beta, 'Placa').every((name) => betaCases.has(String(name)))).toBe(true);
      expect((await file(`${path}/export`, 'localizador')).status).toBe(403);
    }
    const blocked = await file('/admin/dashboard/trackers/pending/export', 'casos');
    expect(new Set(column(blocked, 'Status').map((s) => String(s).split(', ')[0]))).toEqual(new Set(['Pendente']));
  });

  it("/mensagens: the tab and the filter as listed; support's company column; Beta's own", async () => {
    const query = 'status=all&filters[type]=unread';
    const sheet = await file(`/admin/chat/export?${query}`, 'casos');
    expect(sheet.status).toBe(200);
    expect(sheet.header).toEqual([
      'Localizador',
      'Caso',
      'Modelo',
      'Última mensagem em',
      'Última mensagem',
      'Não lidas',
      'Abandonada',
      'Encerrada',
      'Atendente',
    ]);
    const list = await listed<{
      user: { name: string };
      seizureRequest: { id: number; licensePlate: string | null };
      lastSentAt: string | null;
    }>(`/admin/chat?${query}`, 'casos');
    expect(list.length).toBeGreaterThan(0);
    expect(sheet.rows.map((r) => [r[0], r[1], minute(r[3])])).toEqual(
      list.map((c) => [c.user.name, plateOnly(c.seizureRequest), local(c.lastSentAt)]),
    );
    expect(column(sheet, 'Não lidas').every((n) => Number(n) > 0)).toBe(true);
    expect((await file('/admin/chat/export?status=all', 'casos')).rows.length).toBeGreaterThan(sheet.rows.length);

    const support = await file('/admin/chat/export?status=all', 'suporte');
    expect(new Set(column(support, 'Assessoria'))).toEqual(new Set(['Alfa', 'Beta']));
    const beta = await file('/admin/chat/export?status=all', 'beta');
    expect(beta.rows.length).toBe((await api.get('/admin/chat?status=all', 'beta')).body.total);
    const betaCases = await caseNames(env.beta);
    expect(column(beta, 'Caso').every((name) => betaCases.has(String(name)))).toBe(true);
    expect((await file('/admin/chat/export', 'localizador')).status).toBe(403);
  });

  it("/importar's 'Histórico': the company's imports, case admins only, at most 5.000 rows", async () => {
    const sheet = await file('/admin/import/export', 'casos');
    expect(sheet.status).toBe(200);
    expect(sheet.header).toEqual([
      'Data',
      'Arquivo',
      'Iniciada por',
      'Status',
      'Criados',
      'Atualizados',
      'Encerrados',
      'Erros',
    ]);
    const list = await listed<{ filename: string; createdAt: string; changesCreateCount: number }>(
      '/admin/import',
      'casos',
    );
    expect(list.length).toBeGreaterThan(0);
    expect(sheet.rows.map((r) => [minute(r[0]), r[1], r[4]])).toEqual(
      list.map((i) => [local(i.createdAt), i.filename, i.changesCreateCount]),
    );
    const beta = await file('/admin/import/export', 'beta');
    expect(beta.rows.length).toBe(
      await countOf(sql`select count(*)::int as n from imports where law_company_id = ${env.beta}`),
    );
    expect((await file('/admin/import/export', 'leitura')).status).toBe(403);
    expect((await file('/admin/import/export', 'suporte')).status).toBe(403);

    // Over the cap: 5.050 more of Alfa's; the file holds the list's first 5.000, Beta's is unchanged.
    const [starter] = await rows<{ id: number }>(env.db, sql`select id from users where email = 'casos@demo.test'`);
    await env.db.execute(sql`insert into imports (law_company_id, starter_id, filename, status, created_at)
      select ${env.alfa}, ${starter.id}, 'lote-' || n || '.xlsx', 'completed', now() - n * interval '1 second' from generate_series(1, 5050) n`);
    const capped = await file('/admin/import/export', 'casos');
    expect(capped.rows.length).toBe(LIST_EXPORT_MAX_ROWS);
    const last = await api.get(`/admin/import?page=${LIST_EXPORT_MAX_ROWS / 100}&perPage=100`, 'casos');
    expect(capped.rows.at(-1)?.[1]).toBe(last.body.result.at(-1).filename);
    expect((await file('/admin/import/export', 'beta')).rows.length).toBe(beta.rows.length);
  });
});
