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
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) buildConsoleIfStale();
