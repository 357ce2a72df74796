import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { emailOutbox } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

export type QueuedEmail = Email & { id: number; createdAt: Date };

/** The sender of every e-mail (there is no SMTP in this version, so no real domain yet). */
export const EMAIL_FROM = 'Recupera <nao-responda@recupera.invalid>';

/** Where the .eml files go: DATA_DIR/emails. */
export const emailDir = (dataDir: string) => path.join(dataDir, 'emails');

/**
 * Queues an e-mail in the outbox, inside the caller's transaction when given one. The row is the
 * delivery record; `deliverEmail` sends it once that transaction has committed.
 */
export async function queueEmail(db: Pick<Db, 'insert'>, email: Email): Promise<QueuedEmail> {
  const [row] = await db
    .insert(emailOutbox)
    .values(email)
    .returning({ id: emailOutbox.id, createdAt: emailOutbox.createdAt });
  return { ...email, ...row };
}

/**
 * Delivers a queued e-mail. No SMTP in this version: it is written as an .eml file under
 * DATA_DIR/emails (readable by the server's user only), and the log names the file: never the
 * body, which carries codes. The outbox row is marked sent.
 */
export async function deliverEmail(db: Db, dataDir: string, email: QueuedEmail, log: FastifyBaseLogger) {
  const dir = emailDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, emlFileName(email));
  await fs.writeFile(file, toEml(email), { mode: 0o600, flag: 'wx' });
  await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, email.id));
  log.info({ to: email.to, file }, 'e-mail written');
}

/** Names that sort by time: 20261122T185651123Z-000042.eml (the outbox id breaks ties). */
export function emlFileName(email: Pick<QueuedEmail, 'id' | 'createdAt'>): string {
  const stamp = email.createdAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(email.id).padStart(6, '0')}.eml`;
}

/** The message as RFC 5322 text: CRLF lines, UTF-8 body sent 8bit, or quoted-printable if long. */
export function toEml(email: QueuedEmail): string {
  const lines = email.body.replace(/\r\n?/g, '\n').split('\n');
  // 8bit keeps the body readable as is; RFC 5322 caps a line at 998 octets, past that QP wraps it.
  const eightBit = lines.every((line) => Buffer.byteLength(line) <= 998);
  const headers = [
    `From: ${EMAIL_FROM}`,
    `To: <${email.to}>`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${rfc5322Date(email.createdAt)}`,
    `Message-ID: <${email.id}.${crypto.randomBytes(8).toString('hex')}@recupera.invalid>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${eightBit ? '8bit' : 'quoted-printable'}`,
  ];
  const body = eightBit ? lines.join('\r\n') : quotedPrintable(lines);
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/** RFC 2047 encoded word for a header with non-ASCII text (the subjects are Portuguese). */
function encodeHeader(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sun, 22 Nov 2026 18:56:51 +0000" (RFC 5322 §3.3, in UTC). */
function rfc5322Date(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} +0000`;
}

/** Quoted-printable (RFC 2045 §6.7): lines of at most 76 characters, soft breaks with "=". */
function quotedPrintable(lines: string[]): string {
  return lines
    .map((line) => {
      let encoded = '';
      for (const byte of Buffer.from(line)) {
        const plain = (byte >= 33 && byte <= 126 && byte !== 61) || byte === 32;
        encoded += plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
      // A space at the end of a line would be lost in transit.
      encoded = encoded.replace(/ $/, '=20');
      const out: string[] = [];
      while (encoded.length > 76) {
        let cut = 75;
        // Never split an =XX escape.
        if (encoded[cut - 1] === '=') cut -= 1;
        else if (encoded[cut - 2] === '=') cut -= 2;
        out.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      out.push(encoded);
      return out.join('\r\n');
    })
    .join('\r\n');
}

// ---- The users screens' e-mails (docs/users.md) ------------------------------------------------

const CONSOLE_HINT = 'Acesse o painel com o seu e-mail e esta senha; depois, troque-a pelo menu do usuário em "Alterar senha".';

/** A new user's access: the generated password, once (only its hash is stored). */
export const newUserEmail = (to: string, name: string, password: string): Email => ({
  to,
  subject: 'Seu acesso ao painel Recupera',
  body: `Olá, ${name}.\n\nUm acesso ao painel foi criado para você.\n\nE-mail: ${to}\nSenha: ${password}\n\n${CONSOLE_HINT}`,
});

/** 'Reenviar senha': the password was replaced by this one. */
export const newPasswordEmail = (to: string, name: string, password: string): Email => ({
  to,
  subject: 'Sua nova senha do painel Recupera',
  body: `Olá, ${name}.\n\nSua senha foi trocada por um administrador. A nova senha é: ${password}\n\nA senha anterior não vale mais. ${CONSOLE_HINT}`,
});

/** The user was removed: access ended at once. */
export const userRemovedEmail = (to: string, name: string): Email => ({
  to,
  subject: 'Seu acesso ao painel Recupera foi encerrado',
  body: `Olá, ${name}.\n\nSeu acesso ao painel foi removido por um administrador e não pode mais ser usado.\n\nSe acha que isto é um engano, fale com o administrador da sua empresa.`,
});
