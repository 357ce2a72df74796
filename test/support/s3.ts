import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for the tests (s3rver, from npm): the S3 store is tested against
 * HTTP answers of an S3 implementation, never a mock of the SDK. It listens on a free port of
 * 127.0.0.1 and keeps its objects in a temporary folder; `stop()` removes both.
 */
export const S3_TEST_BUCKET = 'recupera-test';

export interface TestS3 {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3rver(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  let stopped = false;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The environment that puts a server's files in the test bucket, under a prefix of its own: test
 * files run side by side on one bucket, and each one lists only its own objects.
 */
export function s3Env(endpoint: string, bucket = S3_TEST_BUCKET): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_PREFIX: `t-${crypto.randomBytes(6).toString('hex')}/`,
    // s3rver's fixed credentials (it checks the signatures).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}
