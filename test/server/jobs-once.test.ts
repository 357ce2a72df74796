// Issue 36 §4: work that runs once across nodes. Three API apps, each with its own connection pool,
// its own data folder and its own jobs, on ONE PostgreSQL (nothing else shared), run the
// auto-approval, the e-mail outbox and the import closing at the same time; every due item is
// counted where it leaves a trace (its audit row, its notification, the message handed to the
// mailer, its 'closed' change): exactly once. A node killed inside a job (its transaction
// abandoned by PostgreSQL when its connections die) leaves its items to the others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext, type AppContext } from '../../src/server/context';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { runAutoApproval } from '../../src/server/jobs/autoApproval';
import { closingRunner, runImportJob } from '../../src/server/services/imports';
import { runMailDelivery, type Mailer, type MailMessage } from '../../src/server/services/mail/delivery';
import { rows } from '../support/api';
import { childDatabase, type ChildDatabase } from '../support/childServer';
import { bearer, login } from '../support/server';
import { configInput, carCategory, lines, sheetRow } from './import.support';
import { countersMatch, READY } from './trackers.support';

const SECRET = 'jobs-once-secret-'.padEnd(48, 'x');
const HOUR = 3_600_000;

interface Node {
  name: string;
  database: Database;
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  dataDir: string;
}

let shared: ChildDatabase;
let nodes: Node[];
let alfa: number;
let beta: number;
let tracker: number;

/** The database URL as one node's connections name themselves (pg_stat_activity.application_name). */
const urlOf = (name: string) => `${shared.url}?application_name=${name}`;
const db = () => nodes[0].database.db;
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(db(), query))[0].n);

async function startNode(name: string): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `recupera-${name}-`));
  const database = await openDatabase({ databaseUrl: urlOf(name) });
  const ctx = createContext(loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir }), database, SECRET);
  return { name, database, ctx, app: await buildApp(ctx), dataDir };
}

beforeAll(async () => {
  shared = await childDatabase('recupera_once');
  const setup = await openDatabase({ databaseUrl: shared.url });
  await setup.migrate();
  await seedDemoData(setup.db);
  // The demo's own requests past their 48 hours, approved now: the tests count only theirs.
  await runAutoApproval(setup.db);
  await setup.close();
  nodes = await Promise.all(['node1', 'node2', 'node3'].map(startNode));
  [alfa, beta] = await Promise.all(
    ['Alfa', 'Beta'].map(async (n) => count(sql`select id as n from law_companies where name = ${n}`)),
  );
  tracker = await count(
    sql`select id as n from users where 'tracker' = any(roles) and status = 'active' order by id desc limit 1`,
  );
}, 180_000);

afterAll(async () => {
  for (const node of nodes ?? []) {
    await node.app.close();
    fs.rmSync(node.dataDir, { recursive: true, force: true });
  }
  await shared?.remove();
}, 60_000);

/** `n` tracker requests past their 48 hours on distinct ready Alfa cases (which auto-approves), as the app would leave them. */
async function plantDue(n: number): Promise<number[]> {
  const cases = await rows<{ id: number }>(
    db(),
    sql`select s.id from seizure_requests s where s.deleted_at is null and s.status in ${READY}
    and s.law_company_id = ${alfa} and not exists (select 1 from tracker_requests t where t.seizure_request_id = s.id and t.user_id = ${tracker})
    order by s.id limit ${n}`,
  );
  expect(cases.length).toBe(n);
  const old = new Date(Date.now() - 50 * HOUR).toISOString();
  const planted = await rows<{ id: number }>(
    db(),
    sql`insert into tracker_requests (seizure_request_id, user_id, created_at, updated_at)
    select unnest(${sql.param(cases.map((c) => Number(c.id)))}::int[]), ${tracker}, ${old}::timestamptz, ${old}::timestamptz returning id`,
  );
  await db()
    .execute(sql`update seizure_requests s set total_pending_trackers = (select count(*) from tracker_requests t where t.seizure_request_id = s.id and t.status = 'pending')
    where s.id = any(${sql.param(cases.map((c) => Number(c.id)))}::int[])`);
  return planted.map((p) => Number(p.id));
}

/** Per request: its status, its auto-approval audit rows and notifications (each must be 1). */
async function approvalTraces(ids: number[]) {
  return rows<{ id: number; status: string; audits: number; notices: number }>(
    db(),
    sql`select t.id, t.status,
      (select count(*)::int from audit_log a where a.action = 'tracker.autoApproved' and a.entity_id = t.id) as audits,
      (select count(*)::int from notifications n where n.kind = 'trackerApproved' and n.user_id = t.user_id
        and n.seizure_request_id = t.seizure_request_id and n.payload ->> 'auto' = 'true') as notices
    from tracker_requests t where t.id = any(${sql.param(ids)}::int[]) order by t.id`,
  );
}

/** The pending-trackers badge as each node answers it, and the rows it counts. */
async function badgesAgree(token: string, on: Node[]) {
  const expected =
    await count(sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
    where t.status = 'pending' and s.deleted_at is null and s.status in ${READY} and s.law_company_id = ${alfa}`);
  for (const node of on) {
    const res = await node.app.inject({
      method: 'GET',
      url: '/admin/dashboard/trackers/pending?perPage=1',
      headers: bearer(token),
    });
    expect(res.json().total, node.name).toBe(expected);
  }
}

describe('auto-approval and the badge counters, on 2 and 3 nodes', () => {
  it.each([2, 3])('approves each due request once with %i nodes running it at once (two runs each)', async (n) => {
    const on = nodes.slice(0, n);
    const planted = await plantDue(60);
    const now = new Date();
    const approved = await Promise.all(
      on.flatMap((node) => [runAutoApproval(node.database.db, now), runAutoApproval(node.database.db, now)]),
    );
    expect(approved.reduce((a, b) => a + b, 0)).toBe(planted.length);
    expect(await approvalTraces(planted)).toEqual(
      planted.map((id) => ({ id, status: 'approved', audits: 1, notices: 1 })),
    );
    // The counters kept by trigger (case_counts, each case's totals) moved once per approval.
    await countersMatch(db());
    await badgesAgree((await login(on[0].app, 'casos@demo.test')).accessToken, on);
  });

  it('leaves the requests of a node killed inside its run to the others: approved once, none lost', async () => {
    const victim = await startNode('victim');
    const survivors = nodes.slice(0, 2);
    const planted = await plantDue(20);
    const now = new Date();
    // The victim is held inside its transaction (its cases locked, its claim waiting on one row
    // another session holds) until it is killed there.
    const holder = new pg.Client({ connectionString: shared.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM tracker_requests WHERE id = $1 FOR UPDATE', [planted[0]]);
    const victimRun = runAutoApproval(victim.database.db, now).then(
      () => 'finished',
      () => 'killed',
    );
    await expect
      .poll(
        () =>
          count(
            sql`select count(*)::int as n from pg_stat_activity where application_name = 'victim' and wait_event_type = 'Lock'`,
          ),
        { timeout: 20_000 },
      )
      .toBe(1);
    // Meanwhile the others skip the cases it holds: nothing of it is approved twice…
    expect(await Promise.all(survivors.map((node) => runAutoApproval(node.database.db, now)))).toEqual([0, 0]);
    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'victim'`);
    expect(await victimRun).toBe('killed');
    await holder.query('ROLLBACK');
    await holder.end();
    expect((await approvalTraces(planted)).every((r) => r.status === 'pending' && r.audits === 0)).toBe(true);
    // …and nothing is lost: the next run of another node approves all of it, once.
    const approved = await Promise.all(survivors.map((node) => runAutoApproval(node.database.db, now)));
    expect(approved.reduce((a, b) => a + b, 0)).toBe(planted.length);
    expect(await approvalTraces(planted)).toEqual(
      planted.map((id) => ({ id, status: 'approved', audits: 1, notices: 1 })),
    );
    await countersMatch(db());
    await victim.app.close().catch(() => undefined);
    fs.rmSync(victim.dataDir, { recursive: true, force: true });
  });
});

/** A mailer that records what it was handed, by node; `hang` never answers (a node stuck mid-send). */
function recordingMailer(node: string, sent: { node: string; to: string }[], hang = false): Mailer {
  return {
    sendMail: (message: MailMessage) =>
      hang
        ? new Promise(() => {})
        : new Promise((resolve) => setImmediate(() => resolve(sent.push({ node, to: message.to })))),
    close() {},
  };
}

async function queueMail(tag: string, n: number): Promise<string[]> {
  const to = Array.from({ length: n }, (_, i) => `${tag}-${i}@once.test`);
  await db().execute(sql`insert into email_outbox ("to", subject, body, next_attempt_at)
    select addr, 'Teste', 'Corpo', now() - interval '1 second' from unnest(${sql.param(to)}::text[]) as addr`);
  return to;
}

describe('the e-mail outbox, on 2 and 3 nodes', () => {
  it.each([2, 3])('sends each due message once with %i nodes delivering at once', async (n) => {
    const to = await queueMail(`n${n}`, 70);
    const sent: { node: string; to: string }[] = [];
    const on = nodes.slice(0, n);
    await Promise.all(
      on.flatMap((node) =>
        [1, 2].map(() => runMailDelivery(node.database.db, recordingMailer(node.name, sent), 'x@once.test')),
      ),
    );
    const ours = sent.filter((s) => to.includes(s.to));
    expect(ours.map((s) => s.to).sort()).toEqual([...to].sort());
    expect(
      await count(
        sql`select count(*)::int as n from email_outbox where "to" = any(${sql.param(to)}::text[]) and (sent_at is null or attempts <> 1)`,
      ),
    ).toBe(0);
  });

  it('sends the messages of a node stuck mid-send once, by another node, after their lease', async () => {
    const victim = await startNode('mailvictim');
    const to = await queueMail('victim', 10);
    const sent: { node: string; to: string }[] = [];
    // The victim claims them and hangs inside the send; then it is killed.
    void runMailDelivery(victim.database.db, recordingMailer('victim', sent, true), 'x@once.test').catch(
      () => undefined,
    );
    await expect
      .poll(() =>
        count(
          sql`select count(*)::int as n from email_outbox where "to" = any(${sql.param(to)}::text[]) and attempts = 1`,
        ),
      )
      .toBe(10);
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'mailvictim'`,
    );
    // Within the lease the others leave them alone (the victim might still send them)…
    await runMailDelivery(nodes[1].database.db, recordingMailer('node2', sent), 'x@once.test');
    expect(sent.filter((s) => to.includes(s.to))).toEqual([]);
    // …after it, they are sent, once.
    const [{ later }] = await rows<{ later: Date }>(db(), sql`select now() + interval '11 minutes' as later`);
    await Promise.all(
      nodes
        .slice(1)
        .map((node) =>
          runMailDelivery(node.database.db, recordingMailer(node.name, sent), 'x@once.test', new Date(later)),
        ),
    );
    expect(
      sent
        .filter((s) => to.includes(s.to))
        .map((s) => s.to)
        .sort(),
    ).toEqual([...to].sort());
    await victim.app.close().catch(() => undefined);
    fs.rmSync(victim.dataDir, { recursive: true, force: true });
  });
});

describe('the import closing, on 2 and 3 nodes', () => {
  it.each([
    [2, 'beta'],
    [3, 'casos'],
  ] as const)('closes each missing case once with %i nodes resuming the closing at once (%s)', async (n, who) => {
    const on = nodes.slice(0, n);
    const token = (await login(on[0].app, `${who}@demo.test`)).accessToken;
    const company = who === 'beta' ? beta : alfa;
    const call = (method: 'POST', url: string, payload: object) =>
      on[0].app.inject({ method, url, headers: bearer(token), payload });
    const config = (
      await call('POST', '/admin/import/config', configInput(await carCategory(db()), `Once ${n}`))
    ).json();
    const started = await call('POST', '/admin/import', {
      filename: 'once.xlsx',
      closeOthers: true,
      configId: config.id,
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as number;
    expect(
      (await call('POST', `/admin/import/${id}/batches`, { seq: 0, total: 2, rows: lines([sheetRow(), sheetRow()]) }))
        .statusCode,
    ).toBe(200);
    const missing =
      await count(sql`select count(*)::int as n from seizure_requests s where s.law_company_id = ${company} and s.deleted_at is null
      and s.closed_at is null and s.status in ${READY} and s.created_at < (select created_at from imports where id = ${id})
      and not exists (select 1 from import_records r where r.import_id = ${id} and r.seizure_request_id = s.id)`);
    expect(missing).toBeGreaterThan(0);
    // The node that was asked starts it; every node's import job, as at its start, resumes it too.
    expect((await call('POST', `/admin/import/${id}/finish`, { total: 2 })).statusCode).toBe(200);
    await Promise.all(
      on.map(async (node) =>
        (await runImportJob(node.database.db, new Date(), true)).resume.forEach((i) =>
          closingRunner(node.ctx).start(i),
        ),
      ),
    );
    await Promise.all(on.map((node) => closingRunner(node.ctx).idle()));
    const [row] = await rows<{ status: string; closed: number }>(
      db(),
      sql`select status, changes_closed_count as closed from imports where id = ${id}`,
    );
    expect(row).toEqual({ status: 'completed', closed: missing });
    const traces = await rows<{ changes: number; cases: number; audits: number }>(
      db(),
      sql`select
      (select count(*)::int from import_changes c where c.import_id = ${id} and c.type = 'closed') as changes,
      (select count(distinct c.seizure_request_id)::int from import_changes c where c.import_id = ${id} and c.type = 'closed') as cases,
      (select count(*)::int from audit_log a where a.action = 'case.closed' and (a.data ->> 'importId')::int = ${id}) as audits`,
    );
    expect(traces[0]).toEqual({ changes: missing, cases: missing, audits: missing });
    await countersMatch(db());
  });
});
