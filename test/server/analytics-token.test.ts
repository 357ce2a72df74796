// The report tab's own token (issue 23 item 6): support asks for a short-lived token for the
// report alone; the tab's address carries it, never the session's access token. A token that no
// longer opens the report (expired, forged, an access token, its session ended) answers, on the
// page and on its sort, page and 'Baixar .xlsx' links, a pt-BR page saying to open the report
// again from the console, never the API's JSON.
import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TOKEN_TTL_SECONDS, ReportTokenService } from '../../src/server/auth/reportTokens';
import { setupApi, type ApiEnv } from '../support/api';
import { bearer, login } from '../support/server';

const REPORT = '/admin/support/analytics/all-trackers';
const REPORT_TOKEN = '/admin/support/analytics/report-token';
/** The secret of test/support/server.ts's apps. */
const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');
const REOPEN = 'Abra o relatório novamente';

let env: ApiEnv;
beforeAll(async () => {
  env = await setupApi();
});
afterAll(() => env.app.close());

const askToken = (accessToken: string | null) =>
  env.app.inject({ method: 'POST', url: REPORT_TOKEN, headers: accessToken ? bearer(accessToken) : {} });
const tokenOf = async (accessToken: string) => (await askToken(accessToken)).json().token as string;
const get = (url: string) => env.app.inject({ method: 'GET', url });
const withToken = (query: string, token: string) =>
  `${REPORT}?${query}${query ? '&' : ''}token=${encodeURIComponent(token)}`;
const unescape = (html: string) => html.replace(/&amp;/g, '&');

/** The page's own links: a sort header, the next page and 'Baixar .xlsx'. */
function linksOf(html: string) {
  const sort = html.match(/<th scope="col"[^>]*><a href="([^"]+)">Cadastro/)![1];
  const next = html.match(/<a href="([^"]+)" rel="next">/)![1];
  const download = html.match(/<a class="download" href="([^"]+)"/)![1];
  return [sort, next, download].map(unescape);
}

/** What every refusal of the tab must look like: the pt-BR page with its link to the console. */
function expectReopenPage(res: Awaited<ReturnType<typeof get>>, what: string) {
  expect(res.statusCode, what).toBe(401);
  expect(res.headers['content-type'], what).toBe('text/html; charset=utf-8');
  expect(res.headers['content-security-policy'], what).toMatch(/script-src 'self'/);
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['cache-control'], what).toBe('no-store');
  expect(res.body, what).toContain(`<h1>${REOPEN}</h1>`);
  expect(res.body, what).toContain('abra-o novamente pelo console, na página Análises');
  expect(res.body, what).toContain('<a class="download" href="/analytics">Ir para Análises no console</a>');
  expect(res.body, what).not.toContain('statusCode');
  expect(res.body, what).not.toMatch(/<script/i);
}

describe('POST /admin/support/analytics/report-token', () => {
  it("gives support a token for the report alone, bound to the caller's session, valid 15 minutes", async () => {
    const res = await askToken(env.tokens.suporte);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = res.json();
    const claims = decodeJwt(token);
    const access = decodeJwt(env.tokens.suporte);
    expect(claims).toMatchObject({ purpose: 'analytics-report', sub: access.sub, sid: access.sid });
    expect(claims.exp! - claims.iat!).toBe(REPORT_TOKEN_TTL_SECONDS);
    expect(REPORT_TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp! * 1000);
  });

  it('refuses users without the report role (403) and callers without a session (401)', async () => {
    for (const who of ['casos', 'leitura', 'beta', 'localizador'] as const) {
      expect((await askToken(env.tokens[who])).statusCode, who).toBe(403);
    }
    expect((await askToken(null)).statusCode).toBe(401);
    expect((await askToken(await tokenOf(env.tokens.suporte))).statusCode).toBe(401);
  });

  it('is no access token: the rest of the API refuses it', async () => {
    const token = await tokenOf(env.tokens.suporte);
    expect((await env.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url: REPORT, headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('the report tab', () => {
  it('opens with a fresh report token, and so do its sort, page and download links', async () => {
    const token = await tokenOf(env.tokens.suporte);
    const page = await get(withToken('perPage=5', token));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Relatório de localizadores</h1>');
    expect(page.body).not.toContain(env.tokens.suporte);
    const [sort, next, download] = linksOf(page.body);
    for (const link of [sort, next, download]) expect(new URL(link, 'http://x').searchParams.get('token')).toBe(token);
    expect((await get(sort)).statusCode).toBe(200);
    expect((await get(next)).statusCode).toBe(200);
    const xlsx = await get(download);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('answers the pt-BR page, never JSON, to a missing, expired, forged or access token', async () => {
    const access = decodeJwt(env.tokens.suporte);
    const claims = { userId: Number(access.sub), sessionId: Number(access.sid) };
    const expired = (
      await new ReportTokenService(TEST_SECRET).sign(
        claims,
        new Date(Date.now() - (REPORT_TOKEN_TTL_SECONDS + 60) * 1000),
      )
    ).token;
    const forged = (await new ReportTokenService('another-secret-'.padEnd(48, 'y')).sign(claims)).token;
    const fresh = await tokenOf(env.tokens.suporte);
    const [head, payload] = fresh.split('.');
    const tampered = `${head}.${payload}.${'A'.repeat(43)}`;
    expectReopenPage(await get(REPORT), 'no token');
    expectReopenPage(await get(`${REPORT}?token=`), 'empty token');
    expectReopenPage(await get(withToken('', 'not-a-token')), 'garbage');
    expectReopenPage(await get(withToken('', forged)), 'another secret');
    expectReopenPage(await get(withToken('', tampered)), 'tampered signature');
    expectReopenPage(await get(withToken('', env.tokens.suporte)), "the session's access token");
    // The links of a tab whose token expired: sort, next page, 'Baixar .xlsx'.
    for (const query of ['', 'sortField=createdAt&sortDirection=desc&page=1', 'page=2', 'format=xlsx']) {
      expectReopenPage(await get(withToken(query, expired)), `expired: ${query || 'page'}`);
    }
  });

  it("stops once the tab's session is signed out: the page and each of its links", async () => {
    const session = await login(env.app, 'suporte@demo.test');
    const token = await tokenOf(session.accessToken);
    const page = await get(withToken('perPage=5', token));
    expect(page.statusCode).toBe(200);
    const links = linksOf(page.body);
    const logout = await env.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(session.accessToken) });
    expect(logout.statusCode).toBeLessThan(300);
    expectReopenPage(await get(withToken('perPage=5', token)), 'page');
    for (const link of links) expectReopenPage(await get(link), link);
  });

  it('reads the user as they are now: blocked, the tab must be reopened; without the role, 403 as a page', async () => {
    const session = await login(env.app, 'admin@demo.test');
    const token = await tokenOf(session.accessToken);
    const userId = Number(decodeJwt(token).sub);
    expect((await get(withToken('', token))).statusCode).toBe(200);
    try {
      await env.db.execute(sql`update users set roles = '{}'::text[] where id = ${userId}`);
      const refused = await get(withToken('', token));
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('Você não tem permissão para acessar essa funcionalidade');
      await env.db.execute(
        sql`update users set roles = ARRAY['support', 'supportAdmin'], status = 'blocked' where id = ${userId}`,
      );
      expectReopenPage(await get(withToken('', token)), 'blocked');
    } finally {
      await env.db.execute(
        sql`update users set roles = ARRAY['support', 'supportAdmin'], status = 'active' where id = ${userId}`,
      );
    }
    expect((await get(withToken('', token))).statusCode).toBe(200);
  });
});
