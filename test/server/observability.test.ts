// Issue 36 §5: the request id (header, error body, every log line of the request) and GET /metrics
// (who may read it; what it counts: routes by pattern, status classes, jobs, import rows, the pool).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoApprovalJob } from '../../src/server/jobs/autoApproval';
import { startPeriodicJob } from '../../src/server/jobs/periodic';
import { register } from '../../src/server/metrics/registry';
import { bearer, createTestApp, login, runStorage, type TestApp } from '../support/server';
import { configInput, carCategory, lines, sheetRow } from './import.support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = 'metrics-token-'.padEnd(40, 'z');
const quiet = { info() {}, error() {} };

let app: TestApp;
let ctx: Awaited<ReturnType<typeof createTestApp>>['ctx'];
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
let withToken: TestApp;
const logLines: Record<string, unknown>[] = [];
let casos: string;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  ({ app, ctx, db } = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' }, runStorage(), { level: 'info', stream }));
  ({ app: withToken } = await createTestApp({ METRICS_TOKEN: TOKEN }));
  casos = (await login(app, 'casos@demo.test')).accessToken;
});
afterAll(async () => {
  await app?.close();
  await withToken?.close();
});

/** The value of one series of the text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return 0;
}

const scrape = async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('the request id', () => {
  it('is in the X-Request-Id header of every answer and in the body of an error, the same value', async () => {
    const ok = await app.inject({ method: 'GET', url: '/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const refused = await app.inject({ method: 'GET', url: '/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.json()).toMatchObject({ statusCode: 401, requestId: refused.headers['x-request-id'] });
    const invalid = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'não' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().requestId).toBe(invalid.headers['x-request-id']);
    // Each request its own.
    expect(new Set([ok, refused, invalid].map((r) => r.headers['x-request-id'])).size).toBe(3);
  });

  it("keeps the X-Request-Id of a trusted proxy, and ignores anybody else's or a malformed one", async () => {
    const fromProxy = await app.inject({
      method: 'GET',
      url: '/nada',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'lb-7f3a.91' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.91');
    expect(fromProxy.json().requestId).toBe('lb-7f3a.91');
    const fromClient = await app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-7f3a.91' },
    });
    expect(fromClient.headers['x-request-id']).toMatch(UUID);
    const broken = await app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'a b\u0007' },
    });
    expect(broken.headers['x-request-id']).toMatch(UUID);
  });

  it("is in the request's log lines", async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/seizure-requests?perPage=1', headers: bearer(casos) });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    const mine = logLines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toContain('request completed');
    // Every line written while serving a request names one.
    expect(logLines.filter((line) => line.req || line.res).every((line) => typeof line.reqId === 'string')).toBe(true);
  });
});

describe('GET /metrics: who may read it', () => {
  it('without METRICS_TOKEN: a local call that no proxy forwarded, nobody else (404)', async () => {
    const local = await app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    // A user's session is no key to it.
    expect(
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: bearer(casos) }))
        .statusCode,
    ).toBe(404);
  });

  it('with METRICS_TOKEN: its bearer from anywhere, 401 without it or with another', async () => {
    const from = { remoteAddress: '198.51.100.4' };
    expect(
      (await withToken.inject({ method: 'GET', url: '/metrics', ...from, headers: bearer(TOKEN) })).statusCode,
    ).toBe(200);
    expect((await withToken.inject({ method: 'GET', url: '/metrics', ...from })).statusCode).toBe(401);
    expect(
      (await withToken.inject({ method: 'GET', url: '/metrics', ...from, headers: bearer(`${TOKEN}x`) })).statusCode,
    ).toBe(401);
    // Even locally: the token is the rule once it is set.
    expect((await withToken.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests and their latency by route pattern and method, and answers by status class', async () => {
    const route = { method: 'GET', route: '/admin/seizure-requests/:id' };
    const before = await scrape();
    const [first] = (
      await app.inject({ method: 'GET', url: '/admin/seizure-requests?perPage=2', headers: bearer(casos) })
    ).json().result;
    expect(
      (await app.inject({ method: 'GET', url: `/admin/seizure-requests/${first.id}`, headers: bearer(casos) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/seizure-requests/2147483000', headers: bearer(casos) }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/nada/${Date.now()}` })).statusCode).toBe(404);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('recupera_http_request_duration_seconds_count', route)).toBe(2);
    expect(delta('recupera_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(delta('recupera_http_responses_total', { ...route, status_class: '2xx' })).toBe(1);
    expect(delta('recupera_http_responses_total', { ...route, status_class: '4xx' })).toBe(1);
    // No series per URL: the case's id and the unknown path are nowhere in the text.
    expect(after).not.toContain(`/admin/seizure-requests/${first.id}"`);
    expect(delta('recupera_http_responses_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
  });

  it('has the event-loop lag, the process and the database pool', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'recupera_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toMatch(/^recupera_db_pool_connections\{state="waiting"\} \d/m);
    } else {
      // PGlite is one connection inside the process: nothing to report.
      expect(text).not.toContain('recupera_db_pool_connections{');
    }
  });

  it('counts the runs of each job, their failures and what they did', async () => {
    const before = await scrape();
    const delta = (text: string, name: string, labels: Record<string, string>) =>
      sample(text, name, labels) - sample(before, name, labels);
    const ran = (job: string) => async () => delta(await register.metrics(), 'recupera_job_runs_total', { job });
    // Each loop runs once at its start (then hourly here): waited for, then stopped.
    const stopApproval = startAutoApprovalJob(ctx, quiet, 3_600_000);
    const stopFailing = startPeriodicJob({
      name: 'demoArrivals',
      run: () => Promise.reject(new Error('boom')),
      intervalMs: 3_600_000,
      log: quiet,
      report: () => {},
      failureMessage: 'failed',
    });
    await expect.poll(ran('autoApproval')).toBe(1);
    await expect.poll(ran('demoArrivals')).toBe(1);
    await stopApproval();
    await stopFailing();
    const after = await scrape();
    expect(delta(after, 'recupera_job_failures_total', { job: 'autoApproval' })).toBe(0);
    expect(delta(after, 'recupera_job_run_duration_seconds_count', { job: 'autoApproval' })).toBe(1);
    // The demo has requests past their 48 hours on Alfa, which auto-approves.
    expect(delta(after, 'recupera_job_items_total', { job: 'autoApproval', outcome: 'approved' })).toBeGreaterThan(0);
    expect(delta(after, 'recupera_job_runs_total', { job: 'demoArrivals' })).toBe(1);
    expect(delta(after, 'recupera_job_failures_total', { job: 'demoArrivals' })).toBe(1);
  });

  it('counts the import rows written, once per batch however often it is sent', async () => {
    const config = (
      await app.inject({
        method: 'POST',
        url: '/admin/import/config',
        headers: bearer(casos),
        payload: configInput(await carCategory(db), 'Métricas'),
      })
    ).json();
    const started = await app.inject({
      method: 'POST',
      url: '/admin/import',
      headers: bearer(casos),
      payload: { filename: 'm.xlsx', closeOthers: false, configId: config.id },
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as number;
    const rows = lines([sheetRow(), sheetRow(), sheetRow({ A: '', B: '' })]);
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/admin/import/${id}/batches`,
        headers: bearer(casos),
        payload: { seq: 0, total: 3, rows },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (outcome: string) =>
      sample(after, 'recupera_import_rows_total', { outcome }) -
      sample(before, 'recupera_import_rows_total', { outcome });
    expect(delta('created')).toBe(2);
    expect(delta('errors')).toBe(1);
    expect(delta('updated')).toBe(0);
  });
});
