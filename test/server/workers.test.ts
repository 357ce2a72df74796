import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childDatabase, startChildServer, type ChildDatabase, type ChildServer } from '../support/childServer';

// Issue 8 item 6: WORKERS=2 on PostgreSQL runs two API processes on one port (src/server/main.ts),
// started here as a real child process (test/support/childServer.ts), on a database of its own.

let database: ChildDatabase;
let server: ChildServer;
const call: ChildServer['call'] = (...args) => server.call(...args);
const until: ChildServer['until'] = (...args) => server.until(...args);

/** The pids of the API processes that logged a request to `url`, or any (pino's lines carry the pid). */
function pidsServing(url: string | null): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'request completed' && (url === null || entry.req?.url === url) && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

beforeAll(async () => {
  database = await childDatabase('recupera_workers');
  server = await startChildServer(
    database.url,
    { WORKERS: '2', RATE_LIMIT_MAX: '3', SEED_DEMO: 'true' },
    'Processos da API: 2 (WORKERS)',
  );
}, 150_000);

afterAll(async () => {
  await server?.kill();
  server?.remove();
  await database?.remove();
}, 60_000);

// A process starts in seconds on a quiet machine, much slower on a busy one: generous time limits.
describe('WORKERS=2 on PostgreSQL', { timeout: 60_000 }, () => {
  it('serves the console and the API on one port', async () => {
    const page = await call('GET', '/casos');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await call('GET', '/health')).json()).toEqual({ status: 'ok', database: 'postgres' });
    const signIn = await call('POST', '/auth/login', { email: 'casos@demo.test', password: 'demo1234' });
    expect(signIn.status).toBe(200);
    const { accessToken } = signIn.json<{ accessToken: string }>();
    // Both processes accept the token: they share the generated secret of DATA_DIR.
    for (let i = 0; i < 6; i++) {
      expect((await call('GET', '/auth/me', undefined, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    }
    expect(pidsServing('/auth/me').size).toBe(2);
  });

  it('holds a login limit across both processes', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push((await call('POST', '/auth/login', { email: 'leitura@demo.test', password: 'errada' })).status);
    }
    // RATE_LIMIT_MAX=3 in all, however the attempts were spread.
    expect(answers).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await call('POST', '/auth/login', { email: 'leitura@demo.test', password: 'demo1234' })).status).toBe(429);
    expect(pidsServing('/auth/login').size).toBe(2);
  });

  it("answers /metrics with the machine's sum, whichever process takes the scrape", async () => {
    // Six /auth/me were answered above, spread over both processes (each logged some).
    const served = (text: string) =>
      Number(
        /^recupera_http_responses_total\{method="GET",route="\/auth\/me",status_class="2xx"\} (\d+)$/m.exec(
          text,
        )?.[1] ?? 0,
      );
    for (let i = 0; i < 4; i++) {
      const scrape = await call('GET', '/metrics');
      expect(scrape.status).toBe(200);
      expect(served(scrape.body)).toBe(6);
    }
    expect(pidsServing('/metrics').size).toBe(2);
  });

  it('starts another process when one dies, and keeps answering meanwhile', async () => {
    const known = pidsServing(null);
    expect(known.size).toBe(2);
    const [victim] = known;
    process.kill(victim, 'SIGKILL');
    await until(() => server.output().stderr.includes(`API process ${victim} ended`), 'the restart notice', 10_000);
    expect((await call('GET', '/health')).status).toBe(200);
    await until(
      async () => {
        await call('GET', '/health');
        return [...pidsServing(null)].some((pid) => !known.has(pid));
      },
      'a new process serving',
      60_000,
    );
  }, 90_000);

  it('stops every process on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(call('GET', '/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
