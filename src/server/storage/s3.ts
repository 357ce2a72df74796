import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { StorageError, type FileStore, type StoredFile } from './types';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), under S3_PREFIX + the same keys as
 * the local folder (YYYY/MM/<32 hex>.<ext>). The SDK is loaded on first use: a server on the
 * local folder never loads it. The API reads and streams the objects itself after its access
 * check: the bucket stays private and no URL to it is ever handed out.
 */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly settings: S3StorageConfig) {}

  get where() {
    const { bucket, prefix, endpoint, region } = this.settings;
    return `s3://${bucket}/${prefix} (${endpoint ?? `AWS ${region}`})`;
  }

  private client() {
    this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, forcePathStyle, credentials } = this.settings;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        // Unset: the SDK's usual chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE, the machine's role).
        credentials,
        // Checksums only where S3 requires them: the CRC32 headers newer SDKs add by default are
        // not understood by every S3-compatible server.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // An unreachable endpoint fails the call in seconds instead of holding the request.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      });
      return { sdk, client };
    });
    return this.loaded;
  }

  private keyOf(key: string) {
    return `${this.settings.prefix}${key}`;
  }

  async check() {
    const { sdk, client } = await this.client();
    const { bucket } = this.settings;
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
    } catch (err) {
      const status = statusOf(err);
      if (status === 404)
        throw new StorageError(`S3_BUCKET: o bucket "${bucket}" não existe em ${this.where}.`, { cause: err });
      if (status === 403 || status === 401)
        throw new StorageError(
          `S3_BUCKET: acesso negado ao bucket "${bucket}" em ${this.where}; confira as credenciais (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY ou o papel da máquina).`,
          { cause: err },
        );
      throw new StorageError(`S3_BUCKET: o armazenamento ${this.where} não respondeu (${describe(err)}).`, {
        cause: err,
      });
    }
  }

  async scratchFile(_folder: string, id: string) {
    return path.join(os.tmpdir(), `recupera-upload-${id}.part`);
  }

  async put(key: string, source: Buffer | { file: string }, contentType: string) {
    const { sdk, client } = await this.client();
    try {
      const size = Buffer.isBuffer(source) ? source.length : (await fs.promises.stat(source.file)).size;
      const body = Buffer.isBuffer(source) ? source : fs.createReadStream(source.file);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(key),
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } catch (err) {
      throw storageError('gravar o arquivo', err);
    } finally {
      if (!Buffer.isBuffer(source)) await fs.promises.rm(source.file, { force: true });
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const { sdk, client } = await this.client();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      if (!object.Body || object.ContentLength === undefined) throw new Error('answer without a body or its length');
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw storageError('ler o arquivo', err);
    }
  }

  async delete(key: string) {
    const { sdk, client } = await this.client();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
    } catch (err) {
      if (statusOf(err) !== 404) throw storageError('apagar o arquivo', err);
    }
  }

  async list() {
    const { sdk, client } = await this.client();
    const keys: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: this.settings.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(object.Key.slice(this.settings.prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (err) {
      throw storageError('listar os arquivos', err);
    }
    return keys.sort();
  }
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function describe(err: unknown) {
  if (!(err instanceof Error)) return String(err);
  const status = statusOf(err);
  // The SDK names an answer it could not parse 'UnknownError': the status says more.
  return [
    err.name !== 'Error' && err.name !== 'UnknownError' ? err.name : null,
    status ? `HTTP ${status}` : null,
    err.message !== 'UnknownError' ? err.message : null,
  ]
    .filter(Boolean)
    .join(': ');
}

const storageError = (action: string, err: unknown) =>
  err instanceof StorageError
    ? err
    : new StorageError(`S3: não foi possível ${action} (${describe(err)})`, { cause: err });
