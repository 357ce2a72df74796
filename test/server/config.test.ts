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
