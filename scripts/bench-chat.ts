import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { CHAT_PING_MS, CHAT_POLL_MS } from '../src/domain/chat';
import { openDatabase, type Db } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { startThrowawayPostgres } from '../test/support/postgres';
import { get, startServer, stopServer } from './bench-http';
import { percentile } from './bench-timing';

/**
 * Issue 12 item 4: N staff keeping /mensagens open, polling as the console does (resources/chat:
 * the list and both tab counts every CHAT_POLL_MS, the open chat's messages too, its ping every
 * CHAT_PING_MS, a menu badge every 30 s), each revalidating with the ETag it got (a 304 costs no
 * body), against `src/server/main.ts` on a throwaway PostgreSQL holding the demo data plus
 * 100,000 chats and 1,000,000 messages. The load is open-loop: every staff member's calls are
 * due at fixed times whatever the server's pace, so a slow server shows as latency, not as fewer
 * calls. Bounded and self-stopping.
 *
 *   npx tsx scripts/bench-chat.ts          # or: npm run bench
 *   BENCH_CHAT_STAFF=500,2000 BENCH_CHAT_WORKERS=1,2 BENCH_CHAT_SECONDS=20 BENCH_CHAT_CHATS=100000
 */
const STAFF = (process.env.BENCH_CHAT_STAFF ?? '500,2000').split(',').map(Number);
const WORKERS = (process.env.BENCH_CHAT_WORKERS ?? '1,2').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const CHATS = Number(process.env.BENCH_CHAT_CHATS ?? 100_000);
const MESSAGES_PER_CHAT = 10;
const BADGE_MS = 30_000;
const ACCOUNTS = ['casos', 'admin', 'suporte'] as const;

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

/** Open-loop load: each staff member's calls fall due on their own period, phase-shifted. */
async function load(port: number, staff: Staff[], seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const etags = new Map<string, string>();
  const times: number[] = [];
  let failures = 0;
  let sent = 0;
  const timers: NodeJS.Timeout[] = [];
  const call = async (who: number, url: string) => {
    const key = `${who} ${url}`;
    const etag = etags.get(key);
    const t = performance.now();
    sent += 1;
    try {
      const res = await get(agent, port, url, { ...staff[who].headers, ...(etag ? { 'if-none-match': etag } : {}) });
      if (res.status !== 200 && res.status !== 304) failures += 1;
      if (res.etag) etags.set(key, res.etag);
    } catch {
      failures += 1;
    }
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
    const chat = `/admin/chat/info/${s.chat.seizureRequestId}/${s.chat.userId}`;
    every(CHAT_POLL_MS, who, [
      '/admin/chat?status=pending&page=1&perPage=25',
      '/admin/chat/count/my',
      '/admin/chat/count/not-my',
      `/admin/chat/${s.chat.seizureRequestId}/${s.chat.userId}?page=1&perPage=30`,
    ]);
    every(CHAT_PING_MS, who, [`${chat}/ping`]);
    every(BADGE_MS, who, ['/admin/dashboard/trackers/pending']);
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  timers.forEach((t) => clearTimeout(t));
  // Let the calls in flight end, so the next run starts from a quiet server.
  await new Promise((r) => setTimeout(r, 2_000));
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rps: sent / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
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

export async function benchChat() {
  const postgres = await startThrowawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-chat-'));
  try {
    const database = await openDatabase({ databaseUrl: postgres.url });
    await database.migrate();
    await seedDemoData(database.db);
    const t = performance.now();
    await addGeneratedChats(database.db, CHATS);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const counted = await database.db.execute(
      sql`SELECT (SELECT count(*) FROM chats)::int AS chats, (SELECT count(*) FROM chat_messages)::int AS messages`,
    );
    const { chats, messages } = (counted as unknown as { rows: { chats: number; messages: number }[] }).rows[0];
    await database.close();
    console.log(
      `\nChat polling: PostgreSQL (throwaway), ${chats.toLocaleString('en')} chats, ${messages.toLocaleString('en')} messages ` +
        `(generated in ${((performance.now() - t) / 1000).toFixed(0)} s), HTTP on 127.0.0.1, ${SECONDS} s per run, ${os.cpus().length} cores\n`,
    );
    console.log('| staff | processes | requests/s | p50 ms | p95 ms | p99 ms | failed |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    for (const workers of WORKERS) {
      const server = await startServer(postgres.url, workers, dataDir);
      try {
        const agent = new http.Agent({ keepAlive: false });
        const sessions: Session[] = [];
        for (const who of ACCOUNTS) sessions.push(await signIn(server.port, who, agent));
        for (const n of STAFF) {
          const staff: Staff[] = Array.from({ length: n }, (_, i) => {
            const session = sessions[i % sessions.length];
            return { headers: session.headers, chat: session.chats[i % session.chats.length] };
          });
          const r = await load(server.port, staff, SECONDS);
          console.log(
            `| ${n} | ${workers} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`,
          );
        }
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchChat();
