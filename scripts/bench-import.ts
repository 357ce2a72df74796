import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';

/**
 * The import's batch path (docs/performance.md "Import batches"): BENCH_IMPORT_ROWS rows (10,000)
 * in batches of 1,000 through POST /admin/import/{id}/batches (app.inject: auth, JSON, the
 * transaction), 20% plates Alfa already has, 1% broken rows; rows/s, batch p50/p95, memory.
 * PGlite in memory with the demo data, or DATABASE_URL. Not a test: it prints a table.
 *
 *   npx tsx scripts/bench-import.ts
 */
const BATCH = 1000;

export async function benchImport() {
  const total = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {});
  await database.migrate();
  await seedDemoData(database.db);
  const app = await buildApp(createContext(config, database, 'bench-secret'.padEnd(48, '-')));
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'casos@demo.test', password: 'demo1234' } });
  const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };

  const [{ id: carId }] = (await database.db.execute(sql`SELECT id FROM case_categories WHERE type = 'car' LIMIT 1`) as unknown as { rows: { id: number }[] }).rows;
  const existing = (await database.db.execute(
    sql`SELECT license_plate AS p FROM seizure_requests s JOIN law_companies l ON l.id = s.law_company_id
        WHERE l.name = 'Alfa' AND s.deleted_at IS NULL AND s.license_plate IS NOT NULL`,
  ) as unknown as { rows: { p: string }[] }).rows.map((r) => r.p);
  const columns = { licensePlate: 'A', chassi: 'B', category: 'C', model: 'D', year: 'E', processNumber: 'F', debtorName: 'G', debtorDocument: 'H', state: 'I', city: 'J', financier: 'K' };
  const cfg = await post('/admin/import/config', { name: 'bench', config: { skipLines: 1, columns, categoryStrategy: 'match', categories: [{ source: 'AUTOMOVEL', categoryId: carId }] } });
  const started = await post('/admin/import', { filename: 'bench.xlsx', closeOthers: false, configId: cfg.id });

  const row = (i: number) => {
    const plate = i % 5 === 0 && existing.length > 0 ? existing[(i / 5) % existing.length] : `QBN${(i % 10)}${String.fromCharCode(65 + (Math.floor(i / 10) % 26))}${String(Math.floor(i / 260) % 100).padStart(2, '0')}`;
    return {
      A: i % 100 === 7 ? 'XX' : plate, B: i % 5 === 0 ? '' : `QBNBENCH${String(i).padStart(9, '0')}`, C: 'AUTOMOVEL', D: 'Onix', E: 2021,
      F: '1000123-45.2024.8.26.0100', G: 'Maria Souza', H: '52998224725', I: 'SP', J: 'São Paulo', K: 'Banco Exemplo',
    };
  };
  const times: number[] = [];
  const rss0 = process.memoryUsage().rss;
  let rssMax = rss0;
  const t0 = performance.now();
  for (let seq = 0; seq * BATCH < total; seq++) {
    const rows = Array.from({ length: Math.min(BATCH, total - seq * BATCH) }, (_, k) => ({ line: seq * BATCH + k + 2, cells: row(seq * BATCH + k) }));
    const t = performance.now();
    await post(`/admin/import/${started.id}/batches`, { seq, total, rows });
    times.push(performance.now() - t);
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
  }
  const elapsed = (performance.now() - t0) / 1000;
  const done = await post(`/admin/import/${started.id}/finish`, { total });
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  const details = (await app.inject({ url: `/admin/import/${started.id}`, headers })).json() as Record<string, number>;
  console.log(`\nImport batches (${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${total} rows in batches of ${BATCH}`);
  console.log('| rows | rows/s | batch p50 ms | batch p95 ms | created | updated | errors | RSS growth MB | status |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(`| ${total} | ${Math.round(total / elapsed)} | ${at(0.5)} | ${at(0.95)} | ${details.changesCreateCount} | ${details.changesUpdateCount} | ${details.changesErrorCount} | ${((rssMax - rss0) / 2 ** 20).toFixed(0)} | ${String(done.status)} |`);
  await app.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchImport();
