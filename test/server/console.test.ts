import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

let app: TestApp;
let dir: string;

const PAGE = '<!doctype html><title>Recupera</title>';
// Varied enough that a mix-up between the encodings, or a truncated body, shows.
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7919} % 13;`).join('\n');

/** The body as the browser would read it, decoded by the Content-Encoding the server named. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the build's precompress step (vite.config.ts) writes beside a file: x.br and x.gz.
  for (const [file, body] of [
    ['index.html', PAGE],
    ['assets/big-5678.js', BIG_JS],
  ]) {
    fs.writeFileSync(path.join(dir, file), body);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body));
  }
  const { ctx } = await createTestApp({ CONSOLE_DIR: dir, VITE_BRASILAPI_URL: 'https://cep.example.test/base' });
  app = await buildApp(ctx, { serveConsole: true });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('answers the page for any console route, with its CSP, so a reload works', async () => {
    for (const url of ['/', '/casos/12/detalhes', '/p/cadastro?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' https://viacep.com.br https://cep.example.test",
      );
      expect(res.body).toContain('<title>Recupera</title>');
    }
  });

  it('serves hashed assets with a long cache and never lists a directory', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A directory answers the console's page (no extension), never a listing of its files.
    expect((await app.inject({ url: '/assets/' })).body).not.toContain('app-1234.js');
    expect((await app.inject({ url: '/assets/nao-existe.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/../package.json' })).body).not.toContain('"dependencies"');
  });

  it("sends the brotli copy to a browser that accepts it, with the file's own type", async () => {
    const res = await app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The original's type (the same as sent uncompressed), never the copy's application/x-br.
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect((await app.inject({ url: '/assets/big-5678.js' })).headers['content-type']).toBe(
      res.headers['content-type'],
    );
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'assets/big-5678.js.br')).size);
    expect(decoded(res)).toBe(BIG_JS);
  });

  it('sends the gzip copy when only gzip is accepted, identity when nothing is', async () => {
    const gz = await app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(decoded(gz)).toBe(BIG_JS);

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const plain = await app.inject({ url: '/assets/big-5678.js', headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toContain('immutable');
      expect(plain.body).toBe(BIG_JS);
    }
  });

  it('serves a file without compressed copies as it is, and never the copies as URLs', async () => {
    const small = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    for (const url of ['/assets/big-5678.js.br', '/assets/big-5678.js.gz', '/index.html.br']) {
      expect((await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })).statusCode).toBe(404);
    }
  });

  it('sends the page of every console route compressed, and never as immutable', async () => {
    for (const url of ['/', '/casos', '/casos/12/detalhes?aba=laudos']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-security-policy']).toContain("default-src 'self'");
      expect(decoded(br)).toBe(PAGE);

      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz)).toBe(PAGE);

      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body).toBe(PAGE);
    }
  });

  it('keeps API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/public/nao-existe' });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res, { statusCode: 404, error: 'Not Found', message: 'Não encontrado' });
  });
});

describe('a console rebuilt while the server runs (a deploy, issue 36)', () => {
  it("serves the new build's files, compressed copies included, and its page, without a restart", async () => {
    const NEW_PAGE =
      '<!doctype html><title>Recupera</title><script type="module" src="/assets/index-novo99.js"></script>';
    fs.writeFileSync(path.join(dir, 'assets', 'index-novo99.js'), BIG_JS);
    fs.writeFileSync(path.join(dir, 'assets', 'index-novo99.js.br'), zlib.brotliCompressSync(BIG_JS));
    fs.writeFileSync(path.join(dir, 'index.html'), NEW_PAGE);
    fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(NEW_PAGE));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(NEW_PAGE));
    const asset = await app.inject({ url: '/assets/index-novo99.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(asset)).toBe(BIG_JS);
    const page = await app.inject({ url: '/casos', headers: { 'accept-encoding': 'gzip' } });
    expect(decoded(page)).toBe(NEW_PAGE);
    // The previous build's files stay served (a page loaded before the deploy keeps working).
    expect((await app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    // Still never a copy as a URL, a dot file, a path out of the folder, or an API path.
    fs.writeFileSync(path.join(dir, 'assets', '.segredo.txt'), 'segredo');
    fs.writeFileSync(path.join(dir, 'assets', '.segredo'), 'segredo');
    // A dot file without an extension reads as a console route: the page, never the file.
    expect((await app.inject({ url: '/assets/.segredo' })).body).toBe(NEW_PAGE);
    for (const url of [
      '/assets/index-novo99.js.br',
      '/assets/.segredo.txt',
      '/assets/..%2f..%2fetc%2fpasswd.js',
      '/%2e%2e/x/index.html',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Não encontrado');
    }
  });
});
