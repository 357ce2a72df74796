import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from '../support/server';

let app: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Recupera</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('keeps API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/public/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Não encontrado' });
  });
});
