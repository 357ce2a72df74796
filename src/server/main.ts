import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';

/**
 * Starts the server: the API and the built console on one port. With WORKERS=N (PostgreSQL
 * only, config.ts) this process is the primary of N API processes sharing the port (node's
 * cluster): it migrates and seeds once, then starts them, restarts one that dies, and stops
 * them all on SIGTERM/SIGINT. docs/operations.md.
 */
async function main() {
  const config = loadConfig();
  // Each role loads its own code: the WORKERS primary never loads the API (Fastify, routes,
  // services), and an API process never loads the supervisor.
  if (cluster.isWorker) return (await import('./start/serve')).serve(config, true);
  // The API processes run this same file (src/server/main.ts, or the built dist/server/main.js).
  if (config.WORKERS > 1) return (await import('./start/supervise')).supervise(config, fileURLToPath(import.meta.url));
  return (await import('./start/serve')).serve(config, false);
}

main().catch((err) => {
  // A wrong environment or an unusable file store (a missing bucket…) is the operator's to fix:
  // its message says what, a stack would not help.
  const plain = err instanceof Error && (err.message.startsWith('Invalid environment') || err.name === 'StorageError');
  console.error(plain ? err.message : err);
  process.exit(1);
});
