import cluster from 'node:cluster';
import { buildApp, logSerializers } from '../app';
import type { Config } from '../config';
import { createContext } from '../context';
import { startDemoArrivals } from '../db/seed/arrivals';
import { startAutoApprovalJob } from '../jobs/autoApproval';
import { startImportJob } from '../jobs/imports';
import { startMailJob } from '../jobs/mail';
import { startIdempotencyJob } from '../jobs/idempotency';
import { printBanner } from './banner';
import type { Lifecycle } from '../http/health';
import { publishConsoleAssets } from '../http/consoleAssets';
import { migrateAndSeed, openConfiguredDatabase, openStorage } from './database';

/** One API process. `prepared`: the primary already migrated and seeded. */
export async function serve(config: Config, prepared: boolean) {
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  const storage = await openStorage(config);
  const database = await openConfiguredDatabase(config, () => app?.log ?? null);
  let seeded = false;
  if (!prepared) seeded = await migrateAndSeed(config, database, storage);
  // Before serving: a page of this build may be answered by a node still on the previous one.
  await publishConsoleAssets(storage, config.CONSOLE_DIR);
  const ctx = createContext(config, database, undefined, storage);
  const lifecycle: Lifecycle = { draining: false };
  const server = await buildApp(ctx, {
    serveConsole: true,
    logger: { level: config.LOG_LEVEL, serializers: logSerializers },
    lifecycle,
  });
  app = server;

  let closing = false;
  let stopAutoApproval: (() => Promise<void>) | null = null;
  let stopArrivals: (() => Promise<void>) | null = null;
  let stopImports: (() => Promise<void>) | null = null;
  let stopMail: (() => Promise<void>) | null = null;
  let stopKeys: (() => Promise<void>) | null = null;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining first: GET /health/ready answers 503 while requests keep being served, until the
    // balancer's checks have seen it and it sends nothing more (DRAIN_SECONDS; 0 without a balancer).
    lifecycle.draining = true;
    server.log.info(
      { signal, drainSeconds: config.DRAIN_SECONDS },
      'shutting down: draining, then finishing requests in flight',
    );
    // The job's run in progress ends next; app.close() then stops accepting, waits for requests
    // in flight, and closes the database.
    new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000))
      .then(() => Promise.all([stopAutoApproval?.(), stopArrivals?.(), stopImports?.(), stopMail?.(), stopKeys?.()]))
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
  // Idempotency-Key answers past their 24 h: one DELETE, safe in every process.
  if (!closing) stopKeys = startIdempotencyJob(ctx, server.log);
  if (cluster.isWorker) return;
  const address = server.server.address();
  printBanner(config, typeof address === 'object' && address ? address.port : config.PORT, seeded);
}
