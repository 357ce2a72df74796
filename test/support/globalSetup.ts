import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
  }
}

/** Builds the migrated, seeded template database once for the whole server suite. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-test-'));
  const dumpFile = path.join(dir, 'template.tar');
  const started = Date.now();
  await buildTemplate(dumpFile);
  console.log(`test database template ready in ${Date.now() - started} ms`);
  project.provide('templateDump', dumpFile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
