// What the browser journeys, the API's process tests and the benchmarks share to run things on
// this machine: Debian's Chromium and its flags, a free port, waiting for a server's /health.
// No vitest import: scripts (npm run bench) use it too.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Debian's Chromium, with the flags this closed network needs (never a downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian's `apt-get install -y chromium` puts it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium the journeys drive: CHROMIUM_PATH when set (and not blank), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/**
 * The one sentence a newcomer reads when the browser suite cannot find Chromium (README, "Testar"),
 * or null when `executable` is a file this process may run.
 */
export function missingChromium(executable: string = chromiumPath()): string | null {
  try {
    fs.accessSync(executable, fs.constants.X_OK);
    const stat = fs.statSync(executable);
    // root passes X_OK on any file; an executable has an x bit.
    if (stat.isFile() && (stat.mode & 0o111) !== 0) return null;
  } catch {
    // missing or not executable: the sentence below
  }
  return (
    `Chromium não encontrado em ${executable}: os testes de navegador precisam dele; instale-o com ` +
    `"apt-get install -y chromium" (como root) ou defina CHROMIUM_PATH com o caminho do executável.`
  );
}

/** A TCP port nobody listens on right now, on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `${url}/health` answers 200; fails when the child exits or time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start in time');
}
