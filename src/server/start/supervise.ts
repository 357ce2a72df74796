import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { printBanner } from './banner';
import { prepareDatabase } from './database';
import { jwtSecret } from './secret';

const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

/** The primary of WORKERS processes: serves nothing itself. */
export async function supervise(config: Config, entry: string) {
  const seeded = await prepareDatabase(config);
  // Created here, before the workers read it: one machine's processes share the generated secret.
  jwtSecret(config);
  cluster.setupPrimary({ exec: entry });
  // GET /metrics in any process answers the machine's: this primary sums every process's.
  (await import('../metrics/cluster')).serveClusterMetrics();

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
