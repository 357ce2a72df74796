import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES_PAGE, CHAT_PING_MS, CHAT_POLL_MS } from '../src/domain/chat';
import { openDatabase, type Db } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { rowsOf } from '../src/server/services/shared/sql';
import { startThrowawayPostgres } from '../test/support/postgres';
import { get, startServer, stopServer } from './bench-http';
import { percentile } from './bench-timing';

/**
 * Issue 12 item 4: N staff keeping /mensagens open, polling as the console does (resources/chat:
 * GET /admin/chat/poll — the list, both tab counts and the open chat's info and messages in one
 * call — every CHAT_POLL_MS, its ping every CHAT_PING_MS, a menu badge every 30 s), each
 * revalidating with the ETag it got (a 304 costs no body), against `src/server/main.ts` on a throwaway PostgreSQL holding the demo data plus
 * 100,000 chats and 1,000,000 messages. The load is open-loop: every staff member's calls are
 * due at fixed times whatever the server's pace, so a slow server shows as latency, not as fewer
 * calls. Bounded and self-stopping.
 *
 *   npx tsx scripts/bench-chat.ts          # or: npm run bench
 *   BENCH_CHAT_STAFF=500,2000 BENCH_CHAT_WORKERS=1,2 BENCH_CHAT_SECONDS=20 BENCH_CHAT_CHATS=100000
 *   BENCH_CHAT_WRITES=2     # tracker messages per second while staff poll (0 by default)
 *   BENCH_CHAT_WARMUP=3     # seconds of load before the measure starts (not counted)
 *
 * To profile or repeat runs without generating again: BENCH_CHAT_DATABASE_URL=<a PostgreSQL> uses
 * that database (the chats are generated only when it holds fewer), and BENCH_CHAT_PORT=<port> loads
 * a server already running there (e.g. `node --cpu-prof --import tsx src/server/main.ts` on that
 * database) instead of starting WORKERS processes.
 */
const STAFF = (process.env.BENCH_CHAT_STAFF ?? '500,2000').split(',').map(Number);
const WORKERS = (process.env.BENCH_CHAT_WORKERS ?? '1,2').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const CHATS = Number(process.env.BENCH_CHAT_CHATS ?? 100_000);
const MESSAGES_PER_CHAT = 10;
const BADGE_MS = 30_000;
const ACCOUNTS = ['casos', 'admin', 'suporte'] as const;
const DATABASE_URL = process.env.BENCH_CHAT_DATABASE_URL;
const PORT = process.env.BENCH_CHAT_PORT ? Number(process.env.BENCH_CHAT_PORT) : null;
const WRITES = Number(process.env.BENCH_CHAT_WRITES ?? 0);
const WARMUP = Number(process.env.BENCH_CHAT_WARMUP ?? 3);

/** 100,000 chats on generated cases (one tracker each, trackers taken in turn), 10 messages each. */
async function addGeneratedChats(db: Db, count: number) {
  await addGeneratedCases(db, count);
  await db.execute(sql`
    WITH trackers AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
      FROM users WHERE 'tracker' = ANY(roles)
    ), picked AS (
      SELECT c.id, c.law_company_id, row_number() OVER (ORDER BY c.id) AS n
      FROM seizure_requests c
      WHERE NOT EXISTS (SELECT 1 FROM chats h WHERE h.seizure_request_id = c.id)
      ORDER BY c.id DESC LIMIT ${count}
    )
    INSERT INTO chats (seizure_request_id, user_id, law_company_id, last_sent_at, user_last_sent_at, waiting_since, created_at)
    SELECT p.id, t.id, p.law_company_id,
           now() - (p.n % 43200) * interval '1 minute',
           now() - (p.n % 43200) * interval '1 minute',
           CASE WHEN p.n % 3 = 0 THEN now() - (p.n % 43200) * interval '1 minute' END,
           now() - interval '60 days'
    FROM picked p JOIN trackers t ON t.n = p.n % t.total
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO chat_messages (chat_id, sender_id, message, created_at)
    SELECT h.id, h.user_id, 'Mensagem gerada ' || g, h.last_sent_at - g * interval '1 minute'
    FROM chats h CROSS JOIN generate_series(1, ${MESSAGES_PER_CHAT}) g`);
}

interface Staff {
  headers: Record<string, string>;
  /** The chat this staff member has open. */
  chat: { seizureRequestId: number; userId: number };
}

/** What one staff member's /mensagens polls (resources/chat: ChatList, Conversation, the menu badge). */
function calls(s: Staff) {
  const chat = `${s.chat.seizureRequestId}/${s.chat.userId}`;
  return {
    everyPoll: [`/admin/chat/poll?page=1&perPage=10&status=pending&open=${chat}&messagesPerPage=${CHAT_MESSAGES_PAGE}`],
    everyPing: [`/admin/chat/info/${chat}/ping`],
    everyBadge: ['/admin/chat/count'],
  };
}

/**
 * The screens were open before the measure starts: each (account, call) is answered once and every
 * staff member of that account starts from its ETag, as if they had loaded their screens earlier
 * (the tags are per user and URL, so each would hold the same one).
 */
async function warmUp(port: number, staff: Staff[], agent: http.Agent) {
  const first = new Map<string, string>();
  // Reading a chat's messages marks them viewed, which moves the company's version: again until
  // a whole pass is 304s (at most 4), so the measure starts from screens that are up to date.
  for (let pass = 0; pass < 4; pass++) {
    let changed = 0;
    const seen = new Set<string>();
    for (const s of staff) {
      const c = calls(s);
      for (const url of [...c.everyPoll, ...c.everyPing, ...c.everyBadge]) {
        const key = `${s.headers.authorization} ${url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const res = await get(agent, port, url, {
          ...s.headers,
          ...(first.get(key) ? { 'if-none-match': first.get(key)! } : {}),
        });
        if (res.status === 304) continue;
        first.set(key, res.etag ?? '');
        changed += 1;
      }
    }
    if (changed === 0) break;
  }
  const etags = new Map<string, string>();
  staff.forEach((s, who) => {
    const c = calls(s);
    for (const url of [...c.everyPoll, ...c.everyPing, ...c.everyBadge])
      etags.set(`${who} ${url}`, first.get(`${s.headers.authorization} ${url}`)!);
  });
  return etags;
}

/**
 * Trackers writing while staff poll (BENCH_CHAT_WRITES per second, 0 by default): a tracker message
 * in one of the staff's open chats, picked at random, as services/chat/tracker.ts leaves it (the
 * chat unread and waiting, one message more), straight in the database (the app is not ours).
 */
function startWrites(db: Db, staff: Staff[], perSecond: number) {
  if (perSecond <= 0) return () => undefined;
  const timer = setInterval(() => {
    const { seizureRequestId, userId } = staff[Math.floor(Math.random() * staff.length)].chat;
    void db.execute(sql`WITH c AS (
        UPDATE chats SET unread_count = unread_count + 1, last_sent_at = now(), user_last_sent_at = now(),
          waiting_since = coalesce(waiting_since, now())
        WHERE seizure_request_id = ${seizureRequestId} AND user_id = ${userId} RETURNING id, user_id)
      INSERT INTO chat_messages (chat_id, sender_id, message) SELECT id, user_id, 'Mensagem do benchmark' FROM c`);
  }, 1000 / perSecond);
  return () => clearInterval(timer);
}

/** Open-loop load: each staff member's calls fall due on their own period, phase-shifted. */
async function load(port: number, staff: Staff[], seconds: number, db: Db) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const etags = await warmUp(port, staff, agent);
  const stopWrites = startWrites(db, staff, WRITES);
  const times: number[] = [];
  let failures = 0;
  let sent = 0;
  let unchanged = 0;
  // Calls still waiting when the run ends: failures (a server that never answered them).
  let unanswered = 0;
  const timers: NodeJS.Timeout[] = [];
  // The first WARMUP seconds load the server (JIT, pools, caches) without being counted.
  const measureFrom = performance.now() + WARMUP * 1000;
  const call = async (who: number, url: string) => {
    const key = `${who} ${url}`;
    const etag = etags.get(key);
    const t = performance.now();
    const counted = t >= measureFrom;
    if (counted) {
      sent += 1;
      unanswered += 1;
    }
    let failed = false;
    try {
      const res = await get(agent, port, url, { ...staff[who].headers, ...(etag ? { 'if-none-match': etag } : {}) });
      failed = res.status !== 200 && res.status !== 304;
      if (res.status === 304 && counted) unchanged += 1;
      if (res.etag) etags.set(key, res.etag);
    } catch {
      failed = true;
    }
    if (!counted) return;
    unanswered -= 1;
    if (failed) failures += 1;
    times.push(performance.now() - t);
  };
  const every = (ms: number, who: number, urls: string[]) => {
    const start = setTimeout(() => {
      for (const url of urls) void call(who, url);
      timers.push(setInterval(() => urls.forEach((url) => void call(who, url)), ms));
    }, Math.random() * ms);
    timers.push(start);
  };
  staff.forEach((s, who) => {
    const c = calls(s);
    every(CHAT_POLL_MS, who, c.everyPoll);
    every(CHAT_PING_MS, who, c.everyPing);
    every(BADGE_MS, who, c.everyBadge);
  });
  await new Promise((r) => setTimeout(r, (WARMUP + seconds) * 1000));
  timers.forEach((t) => clearTimeout(t));
  stopWrites();
  // Let the calls in flight end, so the next run starts from a quiet server.
  await new Promise((r) => setTimeout(r, 2_000));
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rps: sent / seconds,
    p50: percentile(times, 50) ?? NaN,
    p95: percentile(times, 95) ?? NaN,
    p99: percentile(times, 99) ?? NaN,
    failures: failures + unanswered,
    unchanged: unchanged / Math.max(1, times.length),
  };
}

interface Session {
  headers: Record<string, string>;
  chats: Staff['chat'][];
}

async function signIn(port: number, who: string, agent: http.Agent): Promise<Session> {
  const res = await get(agent, port, '/auth/login', {}, { email: `${who}@demo.test`, password: 'demo1234' });
  const { accessToken } = JSON.parse(res.text) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await get(agent, port, '/admin/chat?status=all&page=1&perPage=50', headers);
  const rows = (JSON.parse(list.text) as { result: { seizureRequest: { id: number }; user: { id: number } }[] }).result;
  const chats = rows.map((c) => ({ seizureRequestId: c.seizureRequest.id, userId: c.user.id }));
  if (chats.length === 0) throw new Error(`${who}@demo.test sees no chat`);
  return { headers, chats };
}

/** The demo data plus the generated chats, unless the database holds them already. */
async function prepare(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const [{ chats }] = rowsOf<{ chats: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS chats FROM chats`),
    );
    const t = performance.now();
    if (chats < CHATS) await addGeneratedChats(database.db, CHATS);
    // Always, so no run is measured beside autovacuum catching up (with generated rows, or the
    // viewed marks and messages of a previous invocation on the same database).
    await database.db.execute(sql`VACUUM ANALYZE`);
    const counted = await database.db.execute(
      sql`SELECT (SELECT count(*) FROM chats)::int AS chats, (SELECT count(*) FROM chat_messages)::int AS messages`,
    );
    const [total] = rowsOf<{ chats: number; messages: number }>(counted);
    console.log(
      `\nChat polling: PostgreSQL, ${total.chats.toLocaleString('en')} chats, ${total.messages.toLocaleString('en')} messages ` +
        `(ready in ${((performance.now() - t) / 1000).toFixed(0)} s), HTTP on 127.0.0.1, ${SECONDS} s per run, ${os.cpus().length} cores\n`,
    );
  } finally {
    await database.close();
  }
}

/** One table row per staff count, against the server on `port`. */
async function runAll(port: number, workers: number | string, db: Db) {
  const agent = new http.Agent({ keepAlive: false });
  const sessions: Session[] = [];
  for (const who of ACCOUNTS) sessions.push(await signIn(port, who, agent));
  for (const n of STAFF) {
    const staff: Staff[] = Array.from({ length: n }, (_, i) => {
      const session = sessions[i % sessions.length];
      return { headers: session.headers, chat: session.chats[i % session.chats.length] };
    });
    // The machine's load average (1 min) before and after: other work on the cores moves the figures.
    const loadBefore = os.loadavg()[0].toFixed(1);
    const r = await load(port, staff, SECONDS, db);
    console.log(
      `| ${n} | ${workers} | ${Math.round(r.rps)} | ${(r.unchanged * 100).toFixed(0)} % | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} | ${loadBefore} → ${os.loadavg()[0].toFixed(1)} |`,
    );
  }
}

export async function benchChat() {
  const postgres = DATABASE_URL ? null : await startThrowawayPostgres();
  const url = DATABASE_URL ?? postgres!.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-chat-'));
  try {
    await prepare(url);
    console.log('| staff | processes | requests/s | 304 | p50 ms | p95 ms | p99 ms | failed | load average |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    const writer = await openDatabase({ databaseUrl: url });
    try {
      if (PORT) await runAll(PORT, 'running', writer.db);
      for (const workers of PORT ? [] : WORKERS) {
        const server = await startServer(url, workers, dataDir);
        try {
          await runAll(server.port, workers, writer.db);
        } finally {
          await stopServer(server.child);
        }
      }
    } finally {
      await writer.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchChat();
