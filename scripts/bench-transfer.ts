import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, freePort, waitForHealth } from '../test/support/local';
import { buildConsoleIfStale, buildServerIfStale, SERVER_DIST } from './build-if-stale';

/**
 * The JavaScript a real browser downloads (bytes on the wire, as the server compressed them) to
 * show the sign-in route (`/` signed out: the login modal), the registration (/p/cadastro signed
 * out) and a signed-in /casos, each from an empty cache; then Lighthouse's performance score
 * (mobile and desktop presets) on the two signed-out routes. Starts its own server (the built
 * console and server, as `npm start`; a temporary DATA_DIR with the demo data) on a free port
 * and Debian's Chromium with the journeys' flags; stops both by itself. Nothing is fetched
 * from outside the machine.
 * Targets: sign-in ≤ 150 KB brotli (issue 27 item 2; was ≤ 300 KB, issue 8), /casos ≤ 420 KB;
 * Lighthouse mobile ≥ 90 and desktop ≥ 99 on / and /p/cadastro. Figures go to
 * docs/performance.md. BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_ROUTES=/p/cadastro
 * scores only the routes named (comma-separated); BENCH_TRANSFER_FILES=1 lists the files.
 */

const root = path.resolve(import.meta.dirname, '..');
const KB = 1000;
const TARGETS = { signIn: 150 * KB, cases: 420 * KB };
const LIGHTHOUSE_TARGETS = { mobile: 90, desktop: 99 };

export async function startServer() {
  buildConsoleIfStale();
  await buildServerIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-transfer-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(SERVER_DIST, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      AUTO_APPROVAL: 'false',
    },
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (err) {
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}

interface Script {
  url: string;
  encoding: string;
  wire: number;
  decoded: number;
}

/** Records every script the page loads: body bytes on the wire (encoded) and once decoded. */
function recordScripts(page: Page) {
  const pending: Promise<Script | null>[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        return { url: new URL(request.url()).pathname, encoding, wire: sizes.responseBodySize, decoded: body.length };
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

interface Visit {
  url: string;
  tokens: object | null;
  ready: (page: Page) => Promise<void>;
  /** A browser that accepts no compression (what every visit cost before it was served). */
  identity?: boolean;
}

async function measurePage(browser: Browser, baseUrl: string, { url, tokens, ready, identity }: Visit) {
  // A fresh context: empty cache and storage, as a first visit.
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    viewport: { width: 1366, height: 860 },
    extraHTTPHeaders: identity ? { 'accept-encoding': 'identity' } : {},
  });
  if (tokens) {
    await context.addInitScript((value) => localStorage.setItem('auth-storage', value), JSON.stringify(tokens));
  }
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(url);
  await ready(page);
  // Chunks the route asks for lazily (the page, the modal) come after the first render.
  await page.waitForLoadState('networkidle');
  const result = await scripts();
  await context.close();
  return result;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function row(name: string, scripts: Script[], target?: number) {
  const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
  const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
  const verdict = target === undefined ? '' : `≤ ${kb(target)} (${wire <= target ? 'ok' : 'OVER'})`;
  console.log(`| ${name} | ${scripts.length} | ${kb(wire)} | ${encodings} | ${kb(decoded)} | ${verdict} |`);
}

/**
 * Lighthouse 12's performance score for `url`, with its mobile preset (the default: a Moto G
 * class phone on slow 4G, simulated) or its desktop one, in Debian's Chromium started by
 * chrome-launcher with the journeys' flags. Only the performance category runs: nothing else
 * (no external fetch). Each run gets a fresh browser and profile (empty cache).
 */
export async function lighthouseScore(url: string, preset: 'mobile' | 'desktop') {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      error: lhr.runtimeError?.message ?? null,
      lhr,
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseTable(baseUrl: string) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  console.log(
    `\nLighthouse 12 performance, signed out, Debian's Chromium, median of ${runs} runs (load ${loadAverage()})\n`,
  );
  console.log('| route | preset | score | FCP | LCP | TBT | CLS | target |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  const routes = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',') ?? ['/', '/p/cadastro'];
  for (const route of routes) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouseScore(`${baseUrl}${route}`, preset));
      const failed = results.find((r) => r.error);
      if (failed) console.log(`  (${route} ${preset}: ${failed.error})`);
      const median = results.sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
      const target = LIGHTHOUSE_TARGETS[preset];
      const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
      console.log(
        `| ${route} | ${preset} | ${median.score} (${results.map((r) => r.score).join(', ')}) | ${s(median.fcp)} | ${s(median.lcp)} | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ≥ ${target} (${median.score >= target ? 'ok' : 'UNDER'}) |`,
      );
    }
  }
}

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export async function benchTransfer() {
  const { baseUrl, stop } = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'casos@demo.test', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };

    const signInVisit: Visit = {
      url: '/',
      tokens: null,
      ready: (page) => page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor(),
    };
    const casesVisit: Visit = {
      url: '/casos',
      tokens: { accessToken, refreshToken },
      ready: (page) => page.getByRole('table', { name: 'Lista de casos' }).waitFor(),
    };
    const registerVisit: Visit = {
      url: '/p/cadastro',
      tokens: null,
      ready: (page) => page.getByRole('button', { name: 'Cadastrar' }).waitFor(),
    };
    const signIn = await measurePage(browser, baseUrl, signInVisit);
    const register = await measurePage(browser, baseUrl, registerVisit);
    const cases = await measurePage(browser, baseUrl, casesVisit);
    const signInPlain = await measurePage(browser, baseUrl, { ...signInVisit, identity: true });
    const casesPlain = await measurePage(browser, baseUrl, { ...casesVisit, identity: true });

    console.log(`\nJavaScript transferred, Chromium, empty cache (body bytes on the wire; load ${loadAverage()})\n`);
    console.log('| route | scripts | transferred | encoding | uncompressed | target |');
    console.log('|---|---:|---:|---|---:|---|');
    row('sign-in (`/` signed out, login modal)', signIn, TARGETS.signIn);
    row('/p/cadastro signed out', register);
    row('/casos signed in (casos@demo.test)', cases, TARGETS.cases);
    row('sign-in, browser accepting no compression', signInPlain);
    row('/casos, browser accepting no compression', casesPlain);
    if (process.env.BENCH_TRANSFER_FILES) {
      for (const s of [...signIn, ...register, ...cases])
        console.log(`  ${s.url} ${s.encoding} ${kb(s.wire)} (${kb(s.decoded)})`);
    }
    await browser.close();
    browser = null;
    if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseTable(baseUrl);
  } finally {
    await browser?.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTransfer();
