// Error reporting (spec 001 §8-§9): with SENTRY_DSN pointing at a local receiver, a 500 reaches
// it and a 422 (an API error below 500) does not; the page carries the DSN for the console.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/node';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unprocessable } from '../../src/server/http/errors';
import { serveConsole, withSentryDsn } from '../../src/server/http/console';
import { createTestApp, type TestApp } from '../support/server';

/** A stand-in for Sentry's ingest: keeps every request's path and body. */
function startReceiver() {
  const received: { path: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ server: http.Server; received: typeof received; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, received, port: (server.address() as AddressInfo).port })),
  );
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let app: TestApp;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ app } = await createTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${receiver.port}/1` }));
  app.get('/test/boom', async () => {
    throw new Error('falha-inesperada-500');
  });
  app.get('/test/invalid', async () => {
    throw unprocessable({ campo: 'Obrigatório' }, 'validacao-422');
  });
  app.get('/test/thrown-validation', async () => {
    throw Object.assign(new Error('falha-400-do-fastify'), { statusCode: 400 });
  });
});

afterAll(async () => {
  await app.close();
  await Sentry.close(2_000);
  receiver.server.close();
});

/** The error events that arrived: each envelope is lines of JSON, an item header then its payload. */
function reportedEvents() {
  const events: { exception?: { values?: { value?: string }[] }; environment?: string; request?: { url?: string } }[] =
    [];
  for (const { path, body } of receiver.received) {
    if (!path.startsWith('/api/1/envelope/')) continue;
    const lines = body.split('\n').filter(Boolean);
    lines.forEach((line, i) => {
      if (i > 0 && JSON.parse(line).type === 'event') events.push(JSON.parse(lines[i + 1]));
    });
  }
  return events;
}

describe('error reporting with SENTRY_DSN set', () => {
  it('sends a 500 to the DSN, and neither the 422 nor a 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/invalid' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/test/thrown-validation' })).statusCode).toBe(400);
    const boom = await app.inject({ method: 'GET', url: '/test/boom?token=segredo' });
    // The answer is the catalogue's, whatever was thrown.
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ message: 'Algo deu errado...' });
    await Sentry.flush(5_000);

    const events = reportedEvents();
    // Only the 500, once: the 422 and the 400 never left the machine.
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['falha-inesperada-500']);
    expect(events[0].environment).toBe('production');
    expect(JSON.stringify(events[0])).not.toContain('segredo');
  });
});

describe('the DSN in the console page', () => {
  it('goes into a meta tag of index.html, escaped', () => {
    const html = withSentryDsn(
      '<html><head><title>x</title></head><body></body></html>',
      'https://k@o.example/1?a="b"',
    );
    expect(html).toContain('<meta name="sentry-dsn" content="https://k@o.example/1?a=&quot;b&quot;" />');
    expect(html.indexOf('sentry-dsn')).toBeLessThan(html.indexOf('</head>'));
  });

  it('is served with every page when set, and absent when not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-console-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><title>Recupera</title></head><body></body></html>');
    const page = async (dsn?: string) => {
      const server = Fastify();
      await serveConsole(server, dir, dsn);
      const answer = await server.inject({ method: 'GET', url: '/casos/1/detalhes' });
      await server.close();
      return answer;
    };
    const withDsn = await page('https://k@o.example/1');
    expect(withDsn.statusCode).toBe(200);
    expect(withDsn.headers['content-type']).toMatch(/^text\/html/);
    expect(withDsn.headers['cache-control']).toBe('no-cache');
    expect(withDsn.body).toContain('<meta name="sentry-dsn" content="https://k@o.example/1" />');
    expect((await page()).body).not.toContain('sentry-dsn');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
