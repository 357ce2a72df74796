import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { redactUrl } from '../../src/server/http/security';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.join(path.resolve('./data'), 'uploads'));
  });

  it('treats an empty variable as unset and parses numbers and flags', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '9090', SEED_DEMO: 'false', DATA_DIR: '/tmp/x' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(9090);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.dataDir).toBe('/tmp/x');
  });

  it('takes TRUST_PROXY as a list of proxy addresses, never "true"', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback ' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.1,true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: lista de IPs ou CIDRs/);
    }
  });

  it('runs several processes only on PostgreSQL', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://u@127.0.0.1/db' }).WORKERS).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS > 1 exige DATABASE_URL \(PostgreSQL\)/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://u@127.0.0.1/db' })).toThrow(/WORKERS/);
  });

  it('keeps the files in DATA_DIR/uploads unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: 'recupera-arquivos', AWS_REGION: 'sa-east-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'recupera-arquivos',
      endpoint: undefined,
      region: 'sa-east-1',
      prefix: '',
      forcePathStyle: false,
      credentials: undefined,
    });
    const custom = loadConfig({
      S3_BUCKET: 'recupera',
      S3_ENDPOINT: 'http://minio.interno:9000',
      S3_REGION: 'us-east-1',
      S3_PREFIX: '/producao',
      AWS_ACCESS_KEY_ID: 'chave',
      AWS_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(custom.storage).toMatchObject({
      endpoint: 'http://minio.interno:9000',
      prefix: 'producao/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
    });
    // The secrets live in the store's settings only, not beside every other variable.
    expect(custom).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
    expect(
      loadConfig({ S3_BUCKET: 'recupera', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'x' })).toThrow(
      'S3_BUCKET: obrigatória com S3_ENDPOINT, S3_PREFIX; sem ela os arquivos ficam em DATA_DIR/uploads.',
    );
    expect(() => loadConfig({ S3_BUCKET: 'recupera', AWS_ACCESS_KEY_ID: 'chave' })).toThrow(
      'AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY vão juntas',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Recupera_Arquivos' })).toThrow(/S3_BUCKET: nome de bucket S3/);
    expect(() => loadConfig({ S3_BUCKET: 'recupera', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('stops with a message naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'oitenta', JWT_SECRET: 'curto', DATABASE_URL: 'não é url' })).toThrow(
      /PORT[\s\S]*JWT_SECRET|JWT_SECRET[\s\S]*PORT/,
    );
  });
});

describe('redactUrl', () => {
  it('masks tokens in query strings and keeps the rest', () => {
    expect(redactUrl('/content/a.jpg?token=abc.def&w=10')).toBe('/content/a.jpg?token=[redacted]&w=10');
    expect(redactUrl('/x?a=1&accessToken=zzz')).toBe('/x?a=1&accessToken=[redacted]');
    expect(redactUrl('/casos?page=2')).toBe('/casos?page=2');
  });
});
