// `npm start`: builds what is stale (the console with Vite, the server with esbuild: a short-lived
// process under tsx), then runs the built server in plain Node. No TypeScript is compiled while
// serving, and the WORKERS processes (started from this same script) load the built code too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/build-if-stale.ts'), '--server'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);
await import(path.join(root, 'dist/server/main.js'));
