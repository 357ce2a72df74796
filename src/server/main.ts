import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, logSerializers } from './app';
import { loadConfig, type Config } from './config';
import { createContext, jwtSecret } from './context';
import { openDatabase } from './db/connection';
import { seedDemoData } from './db/seed/demo';
import { startDemoArrivals } from './db/seed/arrivals';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { startAutoApprovalJob } from './jobs/autoApproval';
import { startImportJob } from './jobs/imports';
import { startMailJob } from './jobs/mail';

/**
 * Starts the server: the API and the built console on one port. With WORKERS=N (PostgreSQL
 * only, config.ts) this process is the primary of N API processes sharing the port (node's
 * cluster): it migrates and seeds once, then starts them, restarts one that dies, and stops
 * them all on SIGTERM/SIGINT. docs/operations.md.
 */
const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

type Log = { warn(obj: object, msg: string): void };

function openConfiguredDatabase(config: Config, log: () => Log | null = () => null) {
  return openDatabase(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          onConnectionError: (err) => {
            const logger = log();
            if (logger) logger.warn({ err }, 'database connection lost; a new one is opened on the next call');
            else console.error('database connection lost:', err.message);
          },
        }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
}

/** Migrations and the demo data, once, before any process serves. Answers whether it seeded. */
async function prepareDatabase(config: Config): Promise<boolean> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    return config.SEED_DEMO ? await seedDemoData(database.db, { uploadsDir: config.uploadsDir }) : false;
  } finally {
    await database.close();
  }
}

/** One API process. `prepared`: the primary already migrated and seeded. */
async function serve(config: Config, prepared: boolean) {
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  const database = await openConfiguredDatabase(config, () => app?.log ?? null);
  let seeded = false;
  if (!prepared) {
    await database.migrate();
    seeded = config.SEED_DEMO ? await seedDemoData(database.db, { uploadsDir: config.uploadsDir }) : false;
  }
  const ctx = createContext(config, database);
  const server = await buildApp(ctx, {
    serveConsole: true,
    logger: { level: config.LOG_LEVEL, serializers: logSerializers },
  });
  app = server;

  let closing = false;
  let stopAutoApproval: (() => Promise<void>) | null = null;
  let stopArrivals: (() => Promise<void>) | null = null;
  let stopImports: (() => Promise<void>) | null = null;
  let stopMail: (() => Promise<void>) | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    // The job's run in progress ends first; app.close() then stops accepting, waits for requests
    // in flight, and closes the database.
    Promise.all([stopAutoApproval?.(), stopArrivals?.(), stopImports?.(), stopMail?.()])
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (err) => {
          server.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await server.listen({ host: config.HOST, port: config.PORT });
  // Safe in every process at once: each run claims its cases with FOR UPDATE SKIP LOCKED.
  if (config.AUTO_APPROVAL && !closing) stopAutoApproval = startAutoApprovalJob(ctx, server.log);
  // The demo's clock: new tracker requests keep arriving (only on the demo's database; off with AUTO_APPROVAL=false).
  if (config.AUTO_APPROVAL && config.SEED_DEMO && !closing) stopArrivals = startDemoArrivals(database.db, server.log);
  // Abandoned imports and orphaned closings: safe in every process (status transitions in one statement, row locks).
  if (!closing) stopImports = startImportJob(ctx, server.log);
  // SMTP_URL set: the e-mail outbox is sent; safe in every process (rows claimed, services/mail/delivery.ts).
  if (!closing) stopMail = startMailJob(ctx, server.log);
  if (cluster.isWorker) return;
  const address = server.server.address();
  printBanner(config, typeof address === 'object' && address ? address.port : config.PORT, seeded);
}

function printBanner(config: Config, port: number, seeded: boolean) {
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `  Console e API: http://${config.HOST}:${port}`,
    `  Banco de dados: ${where}${seeded ? ' (dados de demonstração criados agora)' : ''}`,
    ...(config.WORKERS > 1 ? [`  Processos da API: ${config.WORKERS} (WORKERS)`] : []),
    '',
    `  Contas de demonstração (senha ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}

/** The primary of WORKERS processes: serves nothing itself. */
async function supervise(config: Config) {
  const seeded = await prepareDatabase(config);
  // Created here, before the workers read it: one machine's processes share the generated secret.
  jwtSecret(config);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });

  let stopping = false;
  let listening = 0;
  const alive = new Set<Worker>();
  const fork = () => {
    if (stopping) return; // a restart scheduled just before SIGTERM
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === config.WORKERS) printBanner(config, address.port, seeded);
    });
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${alive.size} API processes`);
    if (alive.size === 0) process.exit(0);
    // Each process finishes its requests in flight and closes its database (serve's shutdown).
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.WORKERS; i++) fork();
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, true);
  if (config.WORKERS > 1) return supervise(config);
  return serve(config, false);
}

main().catch((err) => {
  // A wrong environment is the operator's to fix: its message says what, a stack would not help.
  console.error(err instanceof Error && err.message.startsWith('Invalid environment') ? err.message : err);
  process.exit(1);
});
