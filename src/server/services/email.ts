import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_EMAIL_FROM, type Config } from '../config';
import type { Db } from '../db/connection';
import { emailOutbox } from '../db/schema';

/** An e-mail: the plain-text body, and its HTML alternative (templates in ./mail/templates.ts). */
export interface Email {
  to: string;
  subject: string;
  body: string;
  html?: string | null;
}

export type QueuedEmail = Email & { id: number; createdAt: Date };

/** How e-mails leave: SMTP_URL set, the mail job sends the outbox; unset, .eml files. */
export type MailSettings = Pick<Config, 'dataDir' | 'SMTP_URL' | 'EMAIL_FROM' | 'consoleUrl'>;

/** Where the .eml files go: DATA_DIR/emails. */
export const emailDir = (dataDir: string) => path.join(dataDir, 'emails');

/**
 * Queues an e-mail in the outbox, inside the caller's transaction when given one. The row is the
 * delivery record; `deliverEmail` sends it once that transaction has committed.
 */
export async function queueEmail(db: Pick<Db, 'insert'>, email: Email): Promise<QueuedEmail> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, body: email.body, html: email.html ?? null })
    .returning({ id: emailOutbox.id, createdAt: emailOutbox.createdAt });
  return { ...email, ...row };
}

/**
 * Delivers a queued e-mail once its transaction has committed. With SMTP_URL the mail job
 * (services/mail/delivery.ts) sends it within seconds, retrying while the server refuses: nothing
 * to do here. Without it (development) it is written as an .eml file under DATA_DIR/emails
 * (readable by the server's user only), and the log names the file: never the body, which
 * carries codes. The outbox row is marked sent.
 */
export async function deliverEmail(db: Db, settings: MailSettings, email: QueuedEmail, log: FastifyBaseLogger) {
  if (settings.SMTP_URL) return;
  const dir = emailDir(settings.dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, emlFileName(email));
  await fs.writeFile(file, toEml(email, settings.EMAIL_FROM), { mode: 0o600, flag: 'wx' });
  await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, email.id));
  log.info({ to: email.to, file }, 'e-mail written');
}

/** Names that sort by time: 20261122T185651123Z-000042.eml (the outbox id breaks ties). */
export function emlFileName(email: Pick<QueuedEmail, 'id' | 'createdAt'>): string {
  const stamp = email.createdAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(email.id).padStart(6, '0')}.eml`;
}

/**
 * The message as RFC 5322 text: CRLF lines, UTF-8 body sent 8bit, or quoted-printable if long.
 * The text body only: development reads these files as they are.
 */
export function toEml(email: QueuedEmail, from = DEFAULT_EMAIL_FROM): string {
  const lines = email.body.replace(/\r\n?/g, '\n').split('\n');
  // 8bit keeps the body readable as is; RFC 5322 caps a line at 998 octets, past that QP wraps it.
  const eightBit = lines.every((line) => Buffer.byteLength(line) <= 998);
  const headers = [
    `From: ${from}`,
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
