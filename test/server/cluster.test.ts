import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startCluster, type Cluster } from '../support/cluster';
import { childDatabase, type ChildDatabase } from '../support/childServer';
import { startLoad, type Conversation } from '../support/clusterLoad';
import { s3Env, startS3rver, type TestS3 } from '../support/s3';

// Issue 36 §1-3: two API nodes as processes of their own (own DATA_DIR and port, the built
// server), sharing only PostgreSQL, one s3rver bucket and JWT_SECRET, behind HAProxy checking
// GET /health/ready and retrying what is safe to send twice (test/support/cluster.ts). Under a
// steady list/poll/save load: a node killed with -9, then a rolling deploy of a new console build.

const MIGRATIONS = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;

let database: ChildDatabase;
let s3: TestS3;
let cluster: Cluster;
let sql: pg.Client;
let builds: string;
let conversation: Conversation;
let accessToken: string;

/** A console build of its own: index.html naming its entry, and one lazy chunk (what a page loaded before a deploy asks later). */
function writeBuild(name: string): string {
  const dir = path.join(builds, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Recupera</title><script type="module" src="/assets/index-${name}.js"></script><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(dir, `assets/index-${name}.js`), `import('./chunk-${name}.js'); // ${name}`);
  fs.writeFileSync(path.join(dir, `assets/chunk-${name}.js`), `export const build = '${name}';`);
  return dir;
}

beforeAll(async () => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-builds-'));
  const first = writeBuild('one');
  writeBuild('two');
  database = await childDatabase('recupera_cluster');
  s3 = await startS3rver();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // Both nodes start at once on the empty database (startCluster): the migration lock decides.
  cluster = await startCluster({
    nodes: 2,
    databaseUrl: database.url,
    storageEnv: s3Env(s3.endpoint),
    consoleDir: first,
    env: { SEED_DEMO: 'true', AUTO_APPROVAL: 'false', RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' },
  });
  const login = await fetch(`${cluster.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'casos@demo.test', password: 'demo1234' }),
  });
  accessToken = ((await login.json()) as { accessToken: string }).accessToken;
  const { rows } = await sql.query<{ case_id: number; user_id: number }>(
    `SELECT c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN law_companies l ON l.id = c.law_company_id
      JOIN seizure_requests s ON s.id = c.seizure_request_id
      WHERE l.name = 'Alfa' AND NOT c.closed AND s.closed_at IS NULL AND s.deleted_at IS NULL
        AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
        AND EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = c.seizure_request_id AND t.user_id = c.user_id AND t.status = 'approved')
      ORDER BY c.id LIMIT 1`,
  );
  conversation = { seizureRequestId: rows[0].case_id, userId: rows[0].user_id };
}, 150_000);

afterAll(async () => {
  await cluster?.stop();
  await sql?.end().catch(() => undefined);
  await s3?.stop();
  await database?.remove();
  if (builds) fs.rmSync(builds, { recursive: true, force: true });
}, 60_000);

/** How many of these messages the database holds, each (a write acknowledged must be there once). */
async function storedCounts(messages: string[]): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ message: string; n: number }>(
    'SELECT message, count(*)::int AS n FROM chat_messages WHERE message = ANY($1) GROUP BY message',
    [messages],
  );
  return new Map(rows.map((r) => [r.message, r.n]));
}

/** The error lines the nodes logged (JSON lines at level 50 or more), for a failed request's cause. */
function nodeErrors(): string {
  return cluster.nodes
    .flatMap((node) =>
      node
        .log()
        .split('\n')
        .filter((line) => /"level":(5|6)\d/.test(line))
        .map((line) => `[${node.name}] ${line.slice(0, 2000)}`),
    )
    .join('\n');
}

/** Asks `url` every 50 ms until `done` says so. */
async function untilAnswer(url: string, done: (answer: Awaited<ReturnType<typeof get>>) => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const answer = await get(url);
    if (done(answer)) return answer;
    if (Date.now() - started > timeoutMs) throw new Error(`${url}: still ${answer.status} ${answer.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two nodes behind HAProxy', { timeout: 90_000 }, () => {
  it('migrated and seeded once although both nodes started at once on an empty database', async () => {
    const { rows } = await sql.query<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: MIGRATIONS, distinct: MIGRATIONS });
    const users = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'casos@demo.test'",
    );
    expect(users.rows[0].n).toBe(1);
    // One node seeded, the other waited on the lock and found it done.
    const seeded = cluster.nodes.filter((n) => n.log().includes('dados de demonstração criados agora'));
    expect(seeded).toHaveLength(1);
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) served.add(String((await get(`${cluster.url}/health/ready`)).headers['x-served-by']));
    expect(served).toEqual(new Set(['node1', 'node2']));
  });

  it('keeps answering when a node is killed under load, keeps every acknowledged write, and takes the node back', async () => {
    const load = startLoad(cluster.url, accessToken, conversation, 'crash');
    await load.until(40);
    const [victim] = cluster.nodes;
    const killedAt = Date.now();
    await victim.crash();
    await cluster.until(victim.name, 'DOWN', 10_000);
    const down = Date.now() - killedAt;
    await load.until(load.count() + 40);
    const restartedAt = Date.now();
    await victim.start();
    await cluster.until(victim.name, 'UP', 30_000);
    const rejoin = Date.now() - restartedAt;
    const sinceRejoin = load.count();
    await load.until(sinceRejoin + 40);
    const result = await load.stop();
    const retried = await cluster.retries();
    console.log(
      `cluster crash: ${result.total} requests, ${result.failed.length} failed (${result.failedSaves.length} saves in flight on the killed node), HAProxy retried ${retried}; DOWN after ${down} ms, rejoined ${rejoin} ms after its restart`,
    );

    // A failure's cause is in the node's log (an error is logged at 'error', level 50): shown with it.
    if (result.failed.length) console.log(nodeErrors());
    // Reads: not one failure (HAProxy sent them again to the other node).
    expect(result.failed.filter((f) => f.kind !== 'save')).toEqual([]);
    // Writes: every acknowledged one is stored, once; one that failed is stored at most once (all or nothing).
    const stored = await storedCounts([...result.acknowledged, ...result.failedSaves]);
    expect(result.acknowledged.filter((m) => stored.get(m) !== 1)).toEqual([]);
    expect(result.failedSaves.filter((m) => (stored.get(m) ?? 0) > 1)).toEqual([]);
    // Only what was in flight on the killed node may fail: one save per save loop at most.
    expect(result.failedSaves.length).toBeLessThanOrEqual(2);
    expect(result.acknowledged.length).toBeGreaterThan(10);
    // The restarted node serves again.
    expect(result.servedAfter(sinceRejoin)).toContain(victim.name);
  });

  it('rolls a deploy node by node with no failed request, and every node serves both builds', async () => {
    const before = await get(`${cluster.url}/`);
    expect(before.body).toContain('/assets/index-one.js');
    expect(before.headers['cache-control']).toBe('no-cache');
    const load = startLoad(cluster.url, accessToken, conversation, 'roll');
    await load.until(30);
    const timings: string[] = [];
    for (const node of cluster.nodes) {
      const started = Date.now();
      // SIGTERM: not ready at once (yet still serving), HAProxy stops sending, in-flight requests finish, exit 0.
      const stopped = node.stop();
      const ready = await untilAnswer(`http://127.0.0.1:${node.port}/health/ready`, (a) => a.status === 503);
      expect(JSON.parse(ready.body)).toMatchObject({ draining: true });
      await cluster.until(node.name, 'DOWN', 5_000);
      expect(await stopped).toBe(0);
      await node.start(path.join(builds, 'two'));
      await cluster.until(node.name, 'UP', 30_000);
      timings.push(`${node.name} ${Date.now() - started} ms`);
      if (node === cluster.nodes[0]) {
        // Mid-roll: the old node serves the new build's files (a new page sent there), the new one the old's.
        const other = cluster.nodes[1];
        expect((await get(`http://127.0.0.1:${other.port}/assets/index-two.js`)).status).toBe(200);
        expect((await get(`http://127.0.0.1:${node.port}/assets/chunk-one.js`)).status).toBe(200);
      }
      await load.until(load.count() + 20);
    }
    const result = await load.stop();
    console.log(
      `cluster roll: ${result.total} requests, ${result.failed.length} failed, ${result.acknowledged.length} writes; ${timings.join(', ')} from SIGTERM to UP again`,
    );
    if (result.failed.length) console.log(nodeErrors());
    expect(result.failed).toEqual([]);
    const stored = await storedCounts(result.acknowledged);
    expect(result.acknowledged.filter((m) => stored.get(m) !== 1)).toEqual([]);

    // After the deploy: the new page, never cached; a page loaded before still gets its old files from either node.
    const after = await get(`${cluster.url}/casos`);
    expect(after.body).toContain('/assets/index-two.js');
    expect(after.headers['cache-control']).toBe('no-cache');
    for (const node of cluster.nodes) {
      for (const asset of ['index-one.js', 'chunk-one.js', 'index-two.js', 'chunk-two.js']) {
        const file = await get(`http://127.0.0.1:${node.port}/assets/${asset}`);
        expect([node.name, asset, file.status, file.headers['cache-control']]).toEqual([
          node.name,
          asset,
          200,
          'public, max-age=31536000, immutable',
        ]);
        expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
      }
    }
    expect((await get(`http://127.0.0.1:${cluster.nodes[0].port}/assets/chunk-one.js`)).body).toBe(
      "export const build = 'one';",
    );
    expect((await get(`http://127.0.0.1:${cluster.nodes[0].port}/assets/index-zzz.js`)).status).toBe(404);
  });
});
