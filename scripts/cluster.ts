import { buildConsoleIfStale } from './build-if-stale';
import { startCluster } from '../test/support/cluster';
import { startThrowawayPostgres } from '../test/support/postgres';
import { s3Env, startS3rver } from '../test/support/s3';

/**
 * `npm run cluster [-- --nodes 3]`: 2 or 3 API nodes behind HAProxy on this machine, as
 * test/server/cluster.test.ts starts them (docs/operations.md "A cluster on one machine").
 * Each node is a process with its own DATA_DIR and port; they share the PostgreSQL of
 * DATABASE_URL (else a throwaway one, gone at the end), the bucket of S3_BUCKET (else an s3rver,
 * gone at the end) and one JWT_SECRET. PGlite cannot: it lives inside one process.
 * Prints the balancer's address; Ctrl+C stops everything.
 */
const nodesArg = process.argv.indexOf('--nodes');
const nodes = Number(nodesArg > 0 ? process.argv[nodesArg + 1] : process.env.CLUSTER_NODES || 2);
if (!Number.isInteger(nodes) || nodes < 2 || nodes > 3) {
  console.error('--nodes: 2 ou 3');
  process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT || 8080);

buildConsoleIfStale();
const postgres = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
const s3 = process.env.S3_BUCKET ? null : await startS3rver();
const storageEnv = s3
  ? s3Env(s3.endpoint)
  : Object.fromEntries(
      Object.entries(process.env).filter((e): e is [string, string] => /^(S3_|AWS_)/.test(e[0]) && e[1] !== undefined),
    );

let stopping = false;
const cleanUp = async () => {
  await s3?.stop();
  await postgres?.remove();
};
try {
  const cluster = await startCluster({
    nodes,
    port,
    databaseUrl: process.env.DATABASE_URL || postgres!.url,
    storageEnv,
    consoleDir: process.env.CONSOLE_DIR || 'dist/console',
    env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    echo: true,
  });
  console.log(
    [
      '',
      `  Balanceador (HAProxy): ${cluster.url}`,
      ...cluster.nodes.map((n) => `  ${n.name}: http://127.0.0.1:${n.port} (DATA_DIR ${n.dataDir})`),
      `  Banco: ${postgres ? 'PostgreSQL descartável (apagado ao parar)' : 'DATABASE_URL'}; arquivos: ${s3 ? 's3rver descartável' : 'S3_BUCKET'}`,
      '  Contas de demonstração: senha demo1234 (README). Ctrl+C para parar tudo.',
      '',
    ].join('\n'),
  );
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('parando os nós, o HAProxy e o que foi criado…');
    await cluster.stop();
    await cleanUp();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await cleanUp();
  process.exit(1);
}
