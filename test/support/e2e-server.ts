import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildConsoleIfStale, buildServerIfStale, SERVER_DIST } from '../../scripts/build-if-stale';
import { freePort, missingChromium, waitForHealth } from './local';
import { s3Env, startS3rver } from './s3';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Browser journeys run against the real thing: the console built by Vite and the real server,
 * started here on a free port with a fresh data directory (migrations and demo data included).
 * With TEST_STORAGE=s3 (or E2E_STORAGE=s3) the server keeps its files in an s3rver started here (the upload
 * journeys — case attachments, chat files, receipts — then run on S3 storage).
 */
export default async function setup(project: TestProject) {
  // Fail fast, before building the console or starting the server, with what to do about it.
  const noChromium = missingChromium();
  if (noChromium) {
    const error = new Error(noChromium);
    error.stack = `Error: ${noChromium}`; // the sentence alone, not Vitest's frames
    throw error;
  }
  buildConsoleIfStale();
  // The server as `npm start` runs it: the built JavaScript (scripts/start.mjs), not the sources.
  await buildServerIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-e2e-'));
  // E2E_STORAGE, when set, overrides TEST_STORAGE for the journeys alone (CI: server suite on S3, journeys on the folder).
  const s3 = (process.env.E2E_STORAGE ?? process.env.TEST_STORAGE) === 's3' ? await startS3rver() : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000',
      // Journeys decide pending requests themselves; the job is covered by the server suite.
      AUTO_APPROVAL: 'false',
      ...(s3 ? s3Env(s3.endpoint) : {}),
    },
    stdio: ['ignore', log, log],
  });
  try {
    // The first start migrates and seeds the demo data: minutes when other work loads the machine.
    await waitForHealth(baseUrl, child, 300_000);
  } catch (error) {
    child.kill('SIGKILL');
    await s3?.stop();
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
