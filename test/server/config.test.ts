import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { RateLimiter } from '../../src/server/auth/rateLimit';
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

  it('stops with a message naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'oitenta', JWT_SECRET: 'curto', DATABASE_URL: 'não é url' })).toThrow(
      /PORT[\s\S]*JWT_SECRET|JWT_SECRET[\s\S]*PORT/,
    );
  });
});

describe('RateLimiter', () => {
  it('refuses past the budget until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    limiter.hit('a');
    limiter.hit('a');
    expect(() => limiter.hit('a')).toThrow(expect.objectContaining({ statusCode: 429 }));
    expect(() => limiter.hit('b')).not.toThrow();
    now = 1000;
    expect(() => limiter.hit('a')).not.toThrow();
  });

  it('checks without counting', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.check('a');
    limiter.check('a');
    limiter.hit('a');
    expect(() => limiter.check('a')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });
});

describe('redactUrl', () => {
  it('masks tokens in query strings and keeps the rest', () => {
    expect(redactUrl('/content/a.jpg?token=abc.def&w=10')).toBe('/content/a.jpg?token=[redacted]&w=10');
    expect(redactUrl('/x?a=1&accessToken=zzz')).toBe('/x?a=1&accessToken=[redacted]');
    expect(redactUrl('/casos?page=2')).toBe('/casos?page=2');
  });
});
