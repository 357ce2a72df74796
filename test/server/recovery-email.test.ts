import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, logSerializers } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext, type AppContext } from '../../src/server/context';
import { emailOutbox } from '../../src/server/db/schema';
import { backgroundWork } from '../../src/server/services/background';
import { emlFileName, toEml } from '../../src/server/services/email';
import { openTestDatabase } from '../support/database';
import type { TestApp } from '../support/server';

// Issue 9 items 5 and 6: without SMTP each e-mail is an .eml file under DATA_DIR/emails, never
// the log; send-recovery answers before the code and its e-mail are made.

let dataDir: string;
let ctx: AppContext;
let app: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-emails-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMIT_MAX: '1000' });
  ctx = createContext(config, await openTestDatabase(inject('templateDump')), 'test-secret-'.padEnd(48, 'x'));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  app = await buildApp(ctx, { logger: { level: 'trace', stream: sink, serializers: logSerializers } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const emailsDir = () => path.join(dataDir, 'emails');
const emlFiles = () => (fs.existsSync(emailsDir()) ? fs.readdirSync(emailsDir()).sort() : []);
const sendRecovery = (email: string) => app.inject({ method: 'POST', url: '/auth/send-recovery', payload: { email } });

describe('recovery e-mails without SMTP', () => {
  it('writes one .eml with the code, readable by the server only; the log names the file, not the code', async () => {
    const before = emlFiles();
    const res = await sendRecovery('leitura@demo.test');
    expect(res.statusCode).toBe(200);
    await backgroundWork(ctx).idle();

    const added = emlFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const file = path.join(emailsDir(), added[0]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const eml = fs.readFileSync(file, 'utf8');
    const [head, body] = splitEml(eml);
    expect(head.split('\r\n')).toEqual([
      'From: Recupera <nao-responda@recupera.invalid>',
      'To: <leitura@demo.test>',
      // 'Código de recuperação de senha', RFC 2047.
      `Subject: =?UTF-8?B?${Buffer.from('Código de recuperação de senha').toString('base64')}?=`,
      expect.stringMatching(/^Date: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d \+0000$/),
      expect.stringMatching(/^Message-ID: <\d+\.[0-9a-f]{16}@recupera\.invalid>$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    const code = body.match(/código para criar uma nova senha é: ([A-Z2-9]{6})\r\n/)?.[1];
    expect(code).toBeDefined();

    // The code works: it is the one stored.
    const used = await app.inject({
      method: 'POST',
      url: '/auth/recovery',
      payload: { email: 'leitura@demo.test', code, password: 'recuperada1', confirmPassword: 'recuperada1' },
    });
    expect(used.statusCode).toBe(200);

    const log = logLines.join('');
    expect(log).toContain(file);
    expect(log).not.toContain(code!);
    expect(log).not.toContain('nova senha');
    // The outbox row is the delivery record, marked sent.
    const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'leitura@demo.test'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(added[0]).toBe(emlFileName(row));
  });

  it('names the files so that they sort by time', () => {
    const older = emlFileName({ id: 99, createdAt: new Date('2026-11-22T09:59:59.999Z') });
    const newer = emlFileName({ id: 100, createdAt: new Date('2026-11-22T10:00:00.000Z') });
    const sameMs = emlFileName({ id: 101, createdAt: new Date('2026-11-22T10:00:00.000Z') });
    expect(older).toBe('20261122T095959999Z-000099.eml');
    expect([sameMs, newer, older].sort()).toEqual([older, newer, sameMs]);
  });

  it('sends a body with a line longer than RFC 5322 allows as quoted-printable', () => {
    const long = `Olá ${'ã'.repeat(600)} fim`;
    const eml = toEml({ id: 1, createdAt: new Date(), to: 'a@b.test', subject: 'Teste', body: `curta\n${long}` });
    const [head, body] = splitEml(eml);
    expect(head).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(head).toContain('Subject: Teste');
    const lines = body.replace(/\r\n$/, '').split('\r\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(76);
    // Decoding gives the text back.
    const decoded = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/\r\n$/, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(decoded).toBe(`curta\r\n${long}`);
  });
});

describe('send-recovery answers before the work', () => {
  it('answers 200 while the code and e-mail are still queued; the .eml appears after', async () => {
    const work = backgroundWork(ctx);
    await work.idle();
    const before = emlFiles();
    // Hold the queue: whatever send-recovery queues runs only once this job ends.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    work.push('held by the test', () => gate, app.log);

    const res = await sendRecovery('casos@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(emlFiles()).toEqual(before);
    const rows = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'casos@demo.test'));
    expect(rows).toHaveLength(0);

    release();
    await work.idle();
    const added = emlFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(emailsDir(), added[0]), 'utf8')).toContain('To: <casos@demo.test>');
  });

  it('gives a known and an unknown address the same answer, and mails only the known one', async () => {
    const before = emlFiles();
    const known = await sendRecovery('assessoria@demo.test');
    const unknown = await sendRecovery('fantasma@demo.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await backgroundWork(ctx).idle();
    const added = emlFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(emailsDir(), added[0]), 'utf8')).toContain('To: <assessoria@demo.test>');
  });

  it('still counts the limits before answering', async () => {
    const limited = await createLimitedApp();
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push(
          (await limited.inject({ method: 'POST', url: '/auth/send-recovery', payload: { email: 'x@demo.test' } }))
            .statusCode,
        );
      }
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('EMAIL_LOG_BODY', () => {
  it('is refused at start when true, saying where the e-mails are now', () => {
    expect(() => loadConfig({ EMAIL_LOG_BODY: 'true' })).toThrow(
      /EMAIL_LOG_BODY: removida.*\.eml em DATA_DIR\/emails\//,
    );
    expect(() => loadConfig({ EMAIL_LOG_BODY: 'false' })).not.toThrow();
  });
});

async function createLimitedApp() {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMIT_MAX: '2' });
  const database = await openTestDatabase(inject('templateDump'));
  return buildApp(createContext(config, database, 'test-secret-'.padEnd(48, 'x')));
}

/** Headers and body: the first blank line ends the headers. */
function splitEml(eml: string): [string, string] {
  const end = eml.indexOf('\r\n\r\n');
  return [eml.slice(0, end), eml.slice(end + 4)];
}
