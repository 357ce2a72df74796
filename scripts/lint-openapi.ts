// `npm run lint`'s contract check: builds the app on an empty in-memory database, takes the OpenAPI
// document it serves (GET /api/openapi.json) and runs Redocly CLI's recommended rules over it
// (redocly.yaml). Errors fail the lint; the warnings left are listed with why in docs/api.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/connection';
import { OPENAPI_PATH } from '../src/server/http/openapi';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-openapi-'));
let status = 1;
try {
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp(
    createContext(loadConfig({ SEED_DEMO: 'false', DATA_DIR: dir }), database, 'lint-'.padEnd(48, 'x')),
    {},
  );
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  await app.close();
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, res.body);
  const root = path.resolve(import.meta.dirname, '..');
  const lint = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    {
      stdio: ['ignore', 'inherit', 'pipe'],
      // No call leaves the machine: no telemetry, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      encoding: 'utf8',
    },
  );
  // Redocly's banner about Node 20 goes to stderr; keep only what is about the document.
  const stderr = (lint.stderr ?? '')
    .split('\n')
    .filter((line) => !/[║╔╚]|^\s*$/.test(line))
    .join('\n');
  if (stderr) console.error(stderr);
  status = lint.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
