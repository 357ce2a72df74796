// The all-trackers report (issue 14 item 6): support only, a report token in the query and never
// in the log, escaped pt-BR HTML under the CSP with no script, counts equal to the rows, sorted and
// paged by links, the .xlsx. The report token itself (issue 23 item 6): analytics-token.test.ts.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, logSerializers } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { folded } from '../../src/server/services/trackers/shared';
import { openTestDatabase } from '../support/database';
import { rows, setupApi, type ApiEnv } from '../support/api';
import { bearer } from '../support/server';

const REPORT = '/admin/support/analytics/all-trackers';
const REPORT_TOKEN = '/admin/support/analytics/report-token';
let env: ApiEnv;
/** Support's report token, as the console asks for it before opening the tab. */
let reportToken: string;

beforeAll(async () => {
  env = await setupApi();
  reportToken = (
    await env.app.inject({ method: 'POST', url: REPORT_TOKEN, headers: bearer(env.tokens.suporte) })
  ).json().token;
});
afterAll(() => env.app.close());

const open = (query: string, token: string | null = reportToken) =>
  env.app.inject({ method: 'GET', url: `${REPORT}?${query}${token ? `&token=${encodeURIComponent(token)}` : ''}` });

const unescape = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
/** The row of a tracker: its cells' texts (the name's header cell first). */
function rowOf(html: string, name: string): string[] | undefined {
  const rowsHtml = html.match(/<tr><th scope="row">[\s\S]*?<\/tr>/g) ?? [];
  const row = rowsHtml.find((r) => r.startsWith(`<tr><th scope="row">${name}</th>`));
  return row ? [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => unescape(m[1])) : undefined;
}
const names = (html: string) => [...html.matchAll(/<tr><th scope="row">([\s\S]*?)<\/th>/g)].map((m) => unescape(m[1]));

describe('GET /admin/support/analytics/all-trackers', () => {
  it('answers support with the pt-BR page under a CSP without scripts', async () => {
    const res = await open('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<h1>Relatório de localizadores</h1>');
    expect(res.body).toContain('Baixar .xlsx');
    expect(res.body).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('refuses everyone but support: 401 without a token, 403 to law-company users and trackers', async () => {
    expect((await open('', null)).statusCode).toBe(401);
    expect((await open('', 'not-a-token')).statusCode).toBe(401);
    // An API client sends its access token in the header (never in the address).
    const withHeader = (who: 'casos' | 'localizador' | 'admin') =>
      env.app.inject({ method: 'GET', url: REPORT, headers: bearer(env.tokens[who]) });
    expect((await withHeader('casos')).statusCode).toBe(403);
    expect((await withHeader('localizador')).statusCode).toBe(403);
    expect((await withHeader('admin')).statusCode).toBe(200);
  });

  it("counts each tracker's requests, decisions, reports and seizures as the rows do", async () => {
    // The busiest tracker, counted here straight from the tables.
    const [busiest] = await rows<Record<string, number | string>>(
      env.db,
      sql`select u.id, u.name,
        (select count(*) from tracker_requests t where t.user_id = u.id)::int as requests,
        (select count(*) from tracker_requests t where t.user_id = u.id and t.status = 'approved')::int as approvals,
        (select count(*) from tracker_requests t where t.user_id = u.id and t.status = 'reproved')::int as reproves,
        (select count(*) from seizure_reports r where r.user_id = u.id and r.status <> 'draft')::int as sent,
        (select count(*) from seizure_reports r where r.user_id = u.id and r.status = 'accepted')::int as accepted,
        (select count(distinct r.seizure_request_id) from seizure_reports r where r.user_id = u.id and r.status = 'accepted')::int as seized
      from users u where 'tracker' = any(u.roles) and u.deleted_at is null
      order by (select count(*) from tracker_requests t where t.user_id = u.id) desc limit 1`,
    );
    expect(Number(busiest.requests)).toBeGreaterThan(0);
    // Its page: trackers sorted by name, 100 a page.
    const [{ position }] = await rows<{ position: number }>(
      env.db,
      sql`select count(*)::int as position from users u where 'tracker' = any(u.roles) and u.deleted_at is null
        and (${folded(sql`u.name`)}, u.id) < (${folded(sql`${busiest.name}`)}, ${busiest.id})`,
    );
    const res = await open(`perPage=100&page=${Math.floor(position / 100) + 1}`);
    const cells = rowOf(res.body, String(busiest.name));
    expect(cells).toBeDefined();
    const numbers = cells!.slice(3, 9).map((c) => Number(c.replace(/\./g, '')));
    expect(numbers).toEqual(
      [busiest.requests, busiest.approvals, busiest.reproves, busiest.sent, busiest.accepted, busiest.seized].map(
        Number,
      ),
    );
    const [{ total }] = await rows<{ total: number }>(
      env.db,
      sql`select count(*)::int as total from users where 'tracker' = any(roles) and deleted_at is null`,
    );
    expect(res.body).toContain(`${total.toLocaleString('pt-BR')} localizadores`);
  });

  it('escapes every value', async () => {
    const hostile = '<img src=x onerror=alert(1)> "Zé" & Cia';
    await env.db.execute(
      sql`insert into users (name, email, password_hash, roles) values (${hostile}, 'hostil@exemplo.com.br', 'x', ARRAY['tracker'])`,
    );
    const res = await open('sortField=createdAt&sortDirection=desc&perPage=5');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Zé&quot; &amp; Cia');
    expect(names(res.body)[0]).toBe(hostile);
  });

  it('sorts and pages through links that keep the token; bounds the page size', async () => {
    const asc = await open('perPage=10');
    const desc = await open('perPage=10&sortField=name&sortDirection=desc');
    const ascNames = names(asc.body);
    expect(ascNames).toHaveLength(10);
    // Accents stripped, lower case: 'Fábio' sorts as 'fabio'.
    const fold = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const collator = (a: string, b: string) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0);
    expect([...ascNames].sort(collator)).toEqual(ascNames);
    expect(collator(names(desc.body)[0], ascNames[9])).toBeGreaterThanOrEqual(0);
    expect(asc.body).toMatch(
      /<th scope="col" aria-sort="ascending"><a href="[^"]*sortDirection=desc[^"]*">Localizador/,
    );
    const next = unescape(asc.body.match(/<a href="([^"]+)" rel="next">/)![1]);
    expect(next).toContain(`token=${encodeURIComponent(reportToken)}`);
    const second = await env.app.inject({ method: 'GET', url: next });
    expect(second.statusCode).toBe(200);
    expect(names(second.body)[0]).not.toBe(ascNames[0]);
    expect((await open('perPage=500')).statusCode).toBe(422);
    expect((await open('sortField=password')).statusCode).toBe(422);
  });

  it("gives the .xlsx of 'Baixar .xlsx'", async () => {
    const page = await open('');
    const href = unescape(page.body.match(/<a class="download" href="([^"]+)"/)![1]);
    const res = await env.app.inject({ method: 'GET', url: href });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="localizadores-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps the token out of the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const ctx = createContext(
      loadConfig({ SEED_DEMO: 'false' }),
      await openTestDatabase(inject('templateDump')),
      'test-secret-'.padEnd(48, 'x'),
    );
    const logged = await buildApp(ctx, { logger: { level: 'trace', stream: sink, serializers: logSerializers } });
    try {
      const { accessToken } = (
        await logged.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'suporte@demo.test', password: 'demo1234' },
        })
      ).json();
      const { token } = (
        await logged.inject({ method: 'POST', url: REPORT_TOKEN, headers: bearer(accessToken) })
      ).json();
      expect((await logged.inject({ method: 'GET', url: `${REPORT}?token=${token}&page=1` })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: `${REPORT}?page=abc&token=${token}` })).statusCode).toBe(422);
      const log = lines.join('');
      expect(log).toContain('all-trackers');
      expect(log).toContain('token=[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain(accessToken);
    } finally {
      await logged.close();
    }
  });
});
