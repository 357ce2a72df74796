import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { publishConsoleAssets, publishedAsset } from '../../src/server/http/consoleAssets';
import { createStorage, type FileStore } from '../../src/server/storage';
import { s3Env, startS3rver, type TestS3 } from '../support/s3';

// The console's assets shared through the bucket (issue 36 §3): what a node copies at its start
// and what it answers for a name it does not have. The whole roll: test/server/cluster.test.ts.

let s3: TestS3;
let dir: string;
let bucket: FileStore;

const text = async (file: Awaited<ReturnType<typeof publishedAsset>>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  s3 = await startS3rver();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-assets-'));
  fs.mkdirSync(path.join(dir, 'build/assets'), { recursive: true });
  for (const name of ['index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'index-abc.js.map', 'style-abc.css']) {
    fs.writeFileSync(path.join(dir, 'build/assets', name), `/* ${name} */`);
  }
  bucket = createStorage(loadConfig({ DATA_DIR: path.join(dir, 'data'), ...s3Env(s3.endpoint) }));
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('console assets in the bucket', () => {
  it('copies the hashed files, not their compressed copies nor the source maps, and reads them by name', async () => {
    expect(await publishConsoleAssets(bucket, path.join(dir, 'build'))).toBe(2);
    expect((await bucket.list()).sort()).toEqual(['console/assets/index-abc.js', 'console/assets/style-abc.css']);
    expect(await text(await publishedAsset(bucket, '/assets/index-abc.js'))).toBe('/* index-abc.js */');
    expect(await publishedAsset(bucket, '/assets/index-other.js')).toBeNull();
  });

  it('answers nothing for what is not a plain asset name', async () => {
    for (const url of [
      '/assets/../console/assets/index-abc.js',
      '/assets/',
      '/assets/.hidden',
      '/index-abc.js',
      '/assets/a/b.js',
    ]) {
      expect([url, await publishedAsset(bucket, url)]).toEqual([url, null]);
    }
  });

  it('does nothing with the data folder: one machine keeps its builds on disk', async () => {
    const local = createStorage(loadConfig({ DATA_DIR: path.join(dir, 'local') }));
    expect(await publishConsoleAssets(local, path.join(dir, 'build'))).toBe(0);
    expect(await local.list()).toEqual([]);
    expect(await publishedAsset(local, '/assets/index-abc.js')).toBeNull();
  });
});
