import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the console when dist/console (or CONSOLE_DIR) is missing or older than any of its sources, so
 * `npm start` on a fresh clone, or after a pull, always serves the current console.
 */
const root = path.resolve(import.meta.dirname, '..');
// The same setting the server and vite.config.ts read: where the built console lives.
const builtIndex = path.join(path.resolve(root, process.env.CONSOLE_DIR || 'dist/console'), 'index.html');
const sources = ['src/console', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function consoleIsStale(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
}

export function buildConsoleIfStale() {
  if (!consoleIsStale()) return;
  console.log('Gerando o console (vite build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // The production build whoever asks: under Vitest (NODE_ENV=test) Vite built React's
    // development code (react-dom 1.2 MB instead of 0.6), so the journeys ran, slower, on a
    // console no user gets, and the sign-in's 150 KB budget failed on a fresh clone.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** Where `npm start` runs the server from: its code built into plain JavaScript (esbuild). */
export const SERVER_DIST = path.join(root, 'dist/server');
const serverSources = ['src/server', 'src/domain', 'package-lock.json', 'scripts/build-if-stale.ts'];

export function serverIsStale(): boolean {
  const built = fs.statSync(path.join(SERVER_DIST, 'main.js'), { throwIfNoEntry: false });
  if (!built) return true;
  return serverSources.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
}

/**
 * The server as one ES module per role (the entry, the API process, the WORKERS supervisor, and
 * their shared chunks), packages left to node_modules, so a start or a worker's restart runs
 * JavaScript instead of compiling TypeScript. The files the code reads beside itself go along:
 * the migrations (db/connection.ts) and the municipalities (services/geo.ts, '../data/').
 */
export async function buildServerIfStale() {
  if (!serverIsStale()) return;
  console.log('Gerando o servidor (esbuild)…');
  const { build } = await import('esbuild');
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(SERVER_DIST, 'migrations'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist/data'), { recursive: true });
  fs.cpSync(path.join(root, 'src/server/data'), path.join(root, 'dist/data'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildConsoleIfStale();
  // `--server`: the server too (scripts/start.mjs asks for both).
  if (process.argv.includes('--server')) await buildServerIfStale();
}
