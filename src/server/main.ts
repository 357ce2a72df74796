import path from 'node:path';
import { buildApp, logSerializers } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/connection';
import { seedDemoData } from './db/seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { startAutoApprovalJob } from './jobs/autoApproval';

/** Starts ONE server: the API and the built console on the same port. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const seeded = config.SEED_DEMO ? await seedDemoData(database.db, { uploadsDir: config.uploadsDir }) : false;

  const ctx = createContext(config, database);
  const app = await buildApp(ctx, {
    serveConsole: true,
    logger: { level: config.LOG_LEVEL, serializers: logSerializers },
  });

  let closing = false;
  let stopAutoApproval: (() => Promise<void>) | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // The job's run in progress ends first; app.close() then stops accepting, waits for requests
    // in flight, and closes the database.
    Promise.resolve(stopAutoApproval?.())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.AUTO_APPROVAL && !closing) stopAutoApproval = startAutoApprovalJob(ctx, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `  Console e API: http://${config.HOST}:${port}`,
    `  Banco de dados: ${where}${seeded ? ' (dados de demonstração criados agora)' : ''}`,
    '',
    `  Contas de demonstração (senha ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
