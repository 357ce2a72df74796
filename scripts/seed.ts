import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { createStorage } from '../src/server/storage';

/**
 * `npm run seed [-- --cases N] [--law-companies 1,2]`: migrates the database of DATA_DIR (or
 * DATABASE_URL), writes the demo data when it has no user yet, and optionally adds N generated
 * cases for benchmarks (spread over the active law companies, or the ones given).
 */
const USAGE = 'uso: npm run seed -- [--cases N] [--law-companies 1,2]';

function parseCount(value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value.replace(/[_.]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--cases espera um número inteiro: ${value}\n${USAGE}`);
  return n;
}

function parseIds(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((s) => Number(s.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id <= 0))
    throw new Error(`--law-companies espera ids separados por vírgula: ${value}`);
  return ids;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string' },
      'law-companies': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = parseCount(values.cases);
  const lawCompanyIds = parseIds(values['law-companies']);

  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  // The demo's files go where the server reads them: DATA_DIR/uploads or the S3 bucket.
  const storage = createStorage(config);
  await storage.check();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    console.log(`Banco de dados: ${where}`);
    await database.migrate();

    let started = performance.now();
    const seeded = await seedDemoData(database.db, { storage });
    console.log(
      seeded
        ? `Dados de demonstração criados em ${seconds(started)}.`
        : 'O banco já tem usuários: dados de demonstração não foram recriados.',
    );

    if (count > 0) {
      console.log(`Gerando ${count.toLocaleString('pt-BR')} casos…`);
      started = performance.now();
      const tty = process.stdout.isTTY;
      let lastTenth = 0;
      await addGeneratedCases(database.db, count, {
        lawCompanyIds,
        onProgress: (done) => {
          const percent = Math.floor((done / count) * 100);
          const line = `  ${done.toLocaleString('pt-BR')} / ${count.toLocaleString('pt-BR')} (${percent}%) em ${seconds(started)}`;
          if (tty) process.stdout.write(`\r${line}`);
          else if (Math.floor(percent / 10) > lastTenth || done === count) {
            lastTenth = Math.floor(percent / 10);
            console.log(line);
          }
        },
      });
      if (tty) process.stdout.write('\n');
      const elapsed = (performance.now() - started) / 1000;
      console.log(
        `${count.toLocaleString('pt-BR')} casos gerados em ${elapsed.toFixed(1)} s (${Math.round(count / elapsed).toLocaleString('pt-BR')} casos/s).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
