import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { CALLS, timed } from './bench-timing';
import { benchAppUsers } from './bench-app-users';
import { benchAppTransfers } from './bench-app-transfers';
import { benchCases } from './bench-cases';
import { benchChat } from './bench-chat';
import { benchTransfer } from './bench-transfer';
import { benchWorkers } from './bench-workers';

/**
 * `npm run bench`: latency of the API's calls, one at a time, on a fresh in-memory PGlite with
 * the demo data (or on DATABASE_URL). Not a test: figures go to docs/performance.md.
 * Later slices add their lists here; the case list at 100 k / 1 M rows is scripts/bench-cases.ts.
 */
async function measure(name: string, call: () => Promise<unknown>) {
  const { p50, p95 } = await timed(call);
  console.log(`| ${name.padEnd(34)} | ${p50.toFixed(2).padStart(8)} | ${p95.toFixed(2).padStart(8)} |`);
}

const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {});
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp(createContext(config, database, 'bench-secret'.padEnd(48, '-')));

const login = await app.inject({
  method: 'POST',
  url: '/auth/login',
  payload: { email: 'casos@demo.test', password: 'demo1234' },
});
const { accessToken } = login.json() as { accessToken: string };
let { refreshToken } = login.json() as { refreshToken: string };
const headers = { authorization: `Bearer ${accessToken}` };

console.log(`\n${database.kind}, ${CALLS} calls each, ms\n`);
console.log('| call                               |      p50 |      p95 |');
console.log('|------------------------------------|---------:|---------:|');
await measure('GET /health', () => app.inject({ url: '/health' }));
await measure('GET /auth/me', () => app.inject({ url: '/auth/me', headers }));
await measure('GET /admin/law-companies/current', () => app.inject({ url: '/admin/law-companies/current', headers }));
await measure('POST /auth/refresh', async () => {
  const res = await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
  refreshToken = (res.json() as { refreshToken: string }).refreshToken;
});
await app.close();

// The case list at 100,000 cases (PGlite) or 1,000,000 (DATABASE_URL): scripts/bench-cases.ts.
await benchCases();

// The JavaScript a real browser downloads for the sign-in route and /casos: scripts/bench-transfer.ts.
await benchTransfer();

// The case list's requests/s with 1 and 2 API processes (WORKERS), on a throwaway PostgreSQL:
// scripts/bench-workers.ts.
await benchWorkers();

// Issue 12: N staff polling /mensagens (500 and 2,000) against 1 and 2 API processes, on a throwaway
// PostgreSQL with 100,000 chats and 1,000,000 messages: scripts/bench-chat.ts.
await benchChat();

// Issue 15: the plans and verifications lists at 1,000,000 app users on a throwaway PostgreSQL:
// scripts/bench-app-users.ts.
await benchAppUsers();

// Issue 15: the transfers list's tabs at 1,000,000 app users and 5,000,000 wallet entries on a
// throwaway PostgreSQL: scripts/bench-app-transfers.ts.
await benchAppTransfers();
