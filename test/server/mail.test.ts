// Issue 14 item 3: with SMTP_URL the outbox is sent over SMTP, here to a real SMTP server started by
// the test (smtp-server), whose messages are parsed (mailparser) and read: each template's text
// and HTML, a refusal retried later with its error kept, two runs at once sending once. Item 5 of
// the brief: a removed user's address can be given to a new user.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_FROM, loadConfig } from '../../src/server/config';
import { startMailJob } from '../../src/server/jobs/mail';
import { backgroundWork } from '../../src/server/services/background';
import { queueEmail } from '../../src/server/services/email';
import {
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
  runMailDelivery,
  smtpMailer,
  type Mailer,
} from '../../src/server/services/mail/delivery';
import { escapeHtml } from '../../src/server/services/mail/templates';
import { rows } from '../support/api';
import { bearer, createTestApp, login } from '../support/server';

interface Received {
  mail: ParsedMail;
  raw: string;
  envelopeTo: string[];
  authUser: string | undefined;
}

const FROM = 'Recupera Testes <envio@recupera.test>';
const received: Received[] = [];
/** Addresses the SMTP server refuses (550 at RCPT TO), as a mailbox that does not exist would. */
const refused = new Set<string>();
let smtp: SMTPServer;
let smtpUrl: string;
let env: Awaited<ReturnType<typeof createTestApp>>;
let mailer: Mailer;

beforeAll(async () => {
  smtp = new SMTPServer({
    // Plain SMTP on loopback with a login: what smtp://user:pass@host:port asks for.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'envio' && auth.password === 's3nha'
        ? callback(null, { user: auth.username })
        : callback(new Error('Credenciais inválidas')),
    onRcptTo: (address, _session, callback) => {
      if (!refused.has(address.address)) return callback();
      const err = Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 });
      callback(err);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((mail) => {
          received.push({
            mail,
            raw: raw.toString('utf8'),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            authUser: session.user,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://envio:s3nha@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  env = await createTestApp({ SMTP_URL: smtpUrl, EMAIL_FROM: FROM, RATE_LIMIT_MAX: '1000' });
  mailer = smtpMailer(smtpUrl);
});
afterAll(async () => {
  mailer?.close();
  await env?.app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  // Each test starts with an empty outbox queue (demo rows or a previous test's leftovers).
  await env.db.execute(sql`UPDATE email_outbox SET sent_at = now() WHERE sent_at IS NULL`);
  received.length = 0;
  refused.clear();
});

const deliver = (now?: Date) => runMailDelivery(env.db, mailer, FROM, now);
const to = (address: string) => received.filter((r) => r.envelopeTo.includes(address));
const only = (address: string) => {
  const list = to(address);
  expect(list).toHaveLength(1);
  return list[0];
};
type Row = { attempts: number; sent_at: unknown; next_attempt_at: string | Date | null; last_error: string | null };
const outboxRow = async (id: number) =>
  (
    await rows<Row>(
      env.db,
      sql`SELECT attempts, sent_at, next_attempt_at, last_error FROM email_outbox WHERE id = ${id}`,
    )
  )[0];

/** The text and HTML parts of a multipart/alternative message, and what each says. */
function expectBoth(got: Received, subject: string, says: string[]) {
  expect(got.mail.subject).toBe(subject);
  expect(got.mail.from?.value).toEqual([{ name: 'Recupera Testes', address: 'envio@recupera.test' }]);
  expect(got.raw).toMatch(/Content-Type: multipart\/alternative/i);
  expect(got.authUser).toBe('envio');
  for (const text of says) {
    expect(got.mail.text).toContain(text);
    expect(got.mail.html || '').toContain(escapeHtml(text));
  }
  expect(got.mail.html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
}

describe('the templates, as an SMTP server receives them', () => {
  it('recovery code: queued by send-recovery, sent by the job, no .eml written', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/auth/send-recovery',
      payload: { email: 'leitura@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    await backgroundWork(env.ctx).idle();
    expect(received).toHaveLength(0);
    expect(await deliver()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(fs.existsSync(path.join(env.ctx.config.dataDir, 'emails'))).toBe(false);

    const got = only('leitura@demo.test');
    const code = got.mail.text?.match(/Seu código para criar uma nova senha é: ([A-Z2-9]{6})/)?.[1];
    expect(code).toBeDefined();
    expectBoth(got, 'Código de recuperação de senha', [
      'Seu código para criar uma nova senha é:',
      code!,
      'Ele vale por 30 minutos.',
    ]);
    // The code in the e-mail is the one stored.
    const used = await env.app.inject({
      method: 'POST',
      url: '/auth/recovery',
      payload: { email: 'leitura@demo.test', code, password: 'recuperada1', confirmPassword: 'recuperada1' },
    });
    expect(used.statusCode).toBe(200);
  });

  it('new user, new password and removal: texts and HTML, the name escaped in the HTML', async () => {
    const admin = bearer((await login(env.app, 'assessoria@demo.test')).accessToken);
    const name = 'Ana <b>Souza</b> & Cia';
    const email = 'ana.souza@mail.test';
    const created = await env.app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: admin,
      payload: { name, email, roles: [] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    await deliver();
    const first = only(email);
    const password = first.mail.text?.match(/Senha: (\S{12})/)?.[1];
    expect(password).toBeDefined();
    expectBoth(first, 'Seu acesso ao painel Recupera', [
      `Olá, ${name}.`,
      'Um acesso ao painel foi criado para você.',
      email,
      password!,
      '"Alterar senha"',
    ]);
    expect(first.mail.html).not.toContain('<b>Souza</b>');
    // The e-mailed password signs in.
    await login(env.app, email, password!);

    received.length = 0;
    expect(
      (await env.app.inject({ method: 'POST', url: `/admin/users/resend-password/${id}`, headers: admin })).statusCode,
    ).toBe(200);
    await deliver();
    const second = only(email);
    const newPassword = second.mail.text?.match(/A nova senha é: (\S{12})/)?.[1];
    expect(newPassword).toBeDefined();
    expect(newPassword).not.toBe(password);
    expectBoth(second, 'Sua nova senha do painel Recupera', [
      'Sua senha foi trocada por um administrador.',
      newPassword!,
      'A senha anterior não vale mais.',
    ]);
    await login(env.app, email, newPassword!);

    received.length = 0;
    expect((await env.app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    await deliver();
    expectBoth(only(email), 'Seu acesso ao painel Recupera foi encerrado', [
      'Seu acesso ao painel foi removido por um administrador e não pode mais ser usado.',
      'Se acha que isto é um engano, fale com o administrador da sua empresa.',
    ]);
  });
});

describe('delivery', () => {
  it('a refused message stays with its error and is tried again after the backoff, then sent', async () => {
    refused.add('recusa@mail.test');
    const mail = await queueEmail(env.db, { to: 'recusa@mail.test', subject: 'Teste de recusa', body: 'corpo' });
    // The row's own time (the database's clock; +1 ms: PostgreSQL keeps microseconds): due from then on.
    const now = new Date(new Date((await outboxRow(mail.id)).next_attempt_at!).getTime() + 1);
    expect(await deliver(now)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    let row = await outboxRow(mail.id);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/550/);
    expect(row.last_error).toContain('Caixa postal inexistente');
    expect(new Date(row.next_attempt_at!).getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not due yet: not tried again.
    expect(await deliver(new Date(now.getTime() + retryDelayMs(1) - 1000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    // Still refused at the next attempt: the wait doubles.
    const second = new Date(now.getTime() + retryDelayMs(1));
    expect(await deliver(second)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    row = await outboxRow(mail.id);
    expect(row.attempts).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(new Date(row.next_attempt_at!).getTime()).toBe(second.getTime() + retryDelayMs(2));

    // The mailbox exists again: the next attempt sends it, once.
    refused.clear();
    expect(await deliver(new Date(second.getTime() + retryDelayMs(2)))).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(only('recusa@mail.test').mail.text?.trim()).toBe('corpo');
    row = await outboxRow(mail.id);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(await deliver(new Date(second.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('gives up after the last attempt but keeps the message and its error', async () => {
    refused.add('sempre.recusa@mail.test');
    const mail = await queueEmail(env.db, { to: 'sempre.recusa@mail.test', subject: 'Nunca aceito', body: 'corpo' });
    await env.db.execute(sql`UPDATE email_outbox SET attempts = ${MAIL_MAX_ATTEMPTS - 1} WHERE id = ${mail.id}`);
    expect(await deliver()).toEqual({ sent: 0, failed: 1, gaveUp: 1 });
    const row = await outboxRow(mail.id);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sent_at: null, next_attempt_at: null });
    expect(row.last_error).toMatch(/550/);
    expect(await deliver(new Date(Date.now() + 365 * 86_400_000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('two runs at once send each message once', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++)
      ids.push(
        (await queueEmail(env.db, { to: `lote${i}@mail.test`, subject: `Lote ${i}`, body: `mensagem ${i}` })).id,
      );
    // A slow server: each run is still sending when the other claims.
    const slow: Mailer = {
      sendMail: async (m) => (await new Promise((r) => setTimeout(r, 5)), mailer.sendMail(m)),
      close: () => {},
    };
    const [a, b] = await Promise.all([runMailDelivery(env.db, slow, FROM), runMailDelivery(env.db, slow, FROM)]);
    expect(a.sent + b.sent).toBe(25);
    expect(received.map((r) => r.mail.subject).sort()).toEqual(ids.map((_, i) => `Lote ${i + 1}`).sort());
    const attempts = await rows<{ attempts: number }>(
      env.db,
      sql`SELECT attempts FROM email_outbox WHERE id IN ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(attempts.every((r) => Number(r.attempts) === 1)).toBe(true);
  });
});

describe('the mail job', () => {
  it('runs only with SMTP_URL, and then sends what is queued without being asked', async () => {
    const log = { info: () => {}, error: (obj: object, msg: string) => errors.push(msg) };
    const errors: string[] = [];
    expect(startMailJob({ ...env.ctx, config: { ...env.ctx.config, SMTP_URL: undefined } }, log)).toBeNull();
    const stop = startMailJob(env.ctx, log, 50)!;
    try {
      await queueEmail(env.db, { to: 'job@mail.test', subject: 'Pelo job', body: 'texto', html: '<p>texto</p>' });
      await expect.poll(() => to('job@mail.test').length, { timeout: 5_000 }).toBe(1);
      expect(only('job@mail.test').mail.html).toBe('<p>texto</p>');
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});

describe('configuration', () => {
  it('SMTP_URL must be smtp:// or smtps://; EMAIL_FROM has a default', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.test' })).toThrow(/SMTP_URL: smtp:\/\/usuário:senha@servidor:587/);
    expect(loadConfig({ SMTP_URL: 'smtps://a:b@mail.test:465' }).SMTP_URL).toBe('smtps://a:b@mail.test:465');
    expect(loadConfig({}).EMAIL_FROM).toBe(DEFAULT_EMAIL_FROM);
  });
});

describe('a removed user', () => {
  it('frees the e-mail address: the same address can be given to a new user', async () => {
    const admin = bearer((await login(env.app, 'assessoria@demo.test')).accessToken);
    const payload = { name: 'Bruno Reuso', email: 'reuso@mail.test', roles: [] };
    const first = await env.app.inject({ method: 'POST', url: '/admin/users', headers: admin, payload });
    expect(first.statusCode).toBe(201);
    // Taken while the user is there.
    expect((await env.app.inject({ method: 'POST', url: '/admin/users', headers: admin, payload })).statusCode).toBe(
      422,
    );
    const { id } = first.json() as { id: number };
    expect((await env.app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: admin })).statusCode).toBe(
      200,
    );

    const again = await env.app.inject({ method: 'POST', url: '/admin/users', headers: admin, payload });
    expect(again.statusCode).toBe(201);
    const second = (again.json() as { id: number }).id;
    expect(second).not.toBe(id);
    // The new user signs in with its own e-mailed password; the removed one stays removed.
    await deliver();
    const password = to('reuso@mail.test')
      .at(-1)
      ?.mail.text?.match(/Senha: (\S{12})/)?.[1];
    expect((await login(env.app, 'reuso@mail.test', password)).accessToken).toBeTruthy();
    const users = await rows<{ id: number; deleted: boolean }>(
      env.db,
      sql`SELECT id, deleted_at IS NOT NULL AS deleted FROM users WHERE email = 'reuso@mail.test' ORDER BY id`,
    );
    expect(users.map((u) => [Number(u.id), u.deleted])).toEqual([
      [id, true],
      [second, false],
    ]);
  });
});
