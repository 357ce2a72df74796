import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database';
import { startS3rver } from './s3';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    /** Set with TEST_STORAGE=s3: the s3rver every test app stores its files in (test/support/s3.ts). */
    s3Endpoint: string | undefined;
  }
}

/**
 * Builds the migrated, seeded template database once for the whole server suite. With
 * TEST_STORAGE=s3 (CI's run) it also starts one s3rver, and every test app (test/support/server.ts)
 * keeps its files there instead of in a folder: the whole API suite on S3 storage.
 */
export default async function setup(project: TestProject) {
  const storage = process.env.TEST_STORAGE ?? 'local';
  if (storage !== 'local' && storage !== 's3') throw new Error(`TEST_STORAGE: local or s3, not ${storage}`);
  const s3 = storage === 's3' ? await startS3rver() : null;
  project.provide('s3Endpoint', s3?.endpoint);
  if (s3) console.log(`server suite on S3 storage: s3rver at ${s3.endpoint}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-test-'));
  const dumpFile = path.join(dir, 'template.tar');
  const started = Date.now();
  await buildTemplate(dumpFile);
  console.log(`test database template ready in ${Date.now() - started} ms`);
  project.provide('templateDump', dumpFile);
  return async () => {
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
