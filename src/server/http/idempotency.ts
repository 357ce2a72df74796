import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TEXTS,
  REPLAYED_HEADER,
} from '../../domain/idempotency';
import type { Db } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { ApiError, badRequest } from './errors';

/** How long a key's first answer is kept (the idempotency job deletes older rows). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still marked running after this long was lost (its process died): a repeat
 * may run it again. Far above any request's time (the import's batches take seconds).
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60 * 1000;

/**
 * Writes that only read (a lookup, a preview) and need no key; every other POST, PUT, PATCH and
 * DELETE honours it. The generated test (test/server/idempotency-routes.test.ts) covers each.
 */
export const READ_ONLY_WRITES = new Set(['POST /address/geo', 'POST /admin/import/preview']);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Reservation {
  id: number;
  key: string;
  /** The answer was stored (or the row released) already. */
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Reservation;
  }
}

/**
 * The Idempotency-Key of every write route (docs/api.md): the same key from the same caller with
 * the same request answers the stored first answer (header Idempotent-Replayed: true) without
 * running the handler; with another request, 422; while the first still runs, 409. The check runs
 * last before the handler (after the session, the role rule and the input's validation: a refused
 * call reserves nothing), and the row is inserted before the handler runs, in its own statement,
 * so a request in another process sees it. Without the header nothing changes.
 * Installed before any route is registered (it adds itself to each route as it is added).
 */
export function installIdempotency(app: FastifyInstance, db: Db) {
  const reserve = reserveOrReplay(db);
  const settle = settleReservation(db);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    if (methods.every((method) => READ_ONLY_WRITES.has(`${method} ${route.url ?? route.path}`))) return;
    route.preHandler = [...toArray(route.preHandler), reserve];
    route.onSend = [...toArray(route.onSend), settle];
  });
}

const toArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function reserveOrReplay(db: Db) {
  return async function idempotencyCheck(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_TEXTS.invalidKey);
    const owner = request.auth ? `user:${request.auth.userId}` : `anonymous:${request.ip}`;
    const keyHash = sha256(`idempotency-key:${key}`);
    const requestHash = fingerprint(request);
    const now = Date.now();
    // One statement: a new key is reserved; an expired row, or one whose request was lost, is
    // taken over. Otherwise nothing comes back and the row found says what to answer.
    const [reserved] = await db
      .insert(idempotencyKeys)
      .values({ owner, keyHash, method: request.method, url: request.url, requestHash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.owner, idempotencyKeys.keyHash],
        set: {
          method: request.method,
          url: request.url,
          requestHash,
          status: null,
          contentType: null,
          response: null,
          createdAt: sql`now()`,
        },
        setWhere: sql`${idempotencyKeys.createdAt} < ${new Date(now - IDEMPOTENCY_TTL_MS)} OR (${idempotencyKeys.status} IS NULL AND ${idempotencyKeys.createdAt} < ${new Date(now - IDEMPOTENCY_LEASE_MS)})`,
      })
      .returning({ id: idempotencyKeys.id });
    if (reserved) {
      request.idempotency = { id: reserved.id, key, settled: false };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.keyHash, keyHash)));
    // Released between the two statements (the first answered a 5xx): the caller may send again.
    if (!first) throw new ApiError(409, IDEMPOTENCY_TEXTS.inProgress, undefined, { 'retry-after': '1' });
    if (first.requestHash !== requestHash) throw new ApiError(422, IDEMPOTENCY_TEXTS.otherRequest);
    if (first.status === null || first.response === null)
      throw new ApiError(409, IDEMPOTENCY_TEXTS.inProgress, undefined, { 'retry-after': '1' });
    return reply
      .status(first.status)
      .header(REPLAYED_HEADER, 'true')
      .header('content-type', first.contentType ?? 'application/json; charset=utf-8')
      .send(decrypt(key, first.response));
  };
}

function settleReservation(db: Db) {
  return async function idempotencyStore(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const reservation = request.idempotency;
    if (!reservation || reservation.settled) return payload;
    reservation.settled = true;
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    // A server failure, a limit or a store that was down decided nothing: the key is released and
    // a repeat runs again. So is an answer that cannot be kept (a stream).
    if (status >= 500 || status === 429 || body === null) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, reservation.id));
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    await db
      .update(idempotencyKeys)
      .set({ status, contentType, response: encrypt(reservation.key, body) })
      .where(and(eq(idempotencyKeys.id, reservation.id), isNull(idempotencyKeys.status)));
    return payload;
  };
}

/** Deletes the keys past their 24 h (the idempotency job, every few minutes). */
export async function clearExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

/**
 * What makes two requests "the same": method, URL (with its query) and body. A multipart upload's
 * file streams to the store and is not held here: its size stands for its content.
 */
function fingerprint(request: FastifyRequest): string {
  const body = String(request.headers['content-type'] ?? '').startsWith('multipart/')
    ? `multipart:${request.headers['content-length'] ?? '?'}`
    : stableJson(request.body);
  return sha256(`${request.method} ${request.url}\n${body}`);
}

/** JSON with object keys sorted: the same body, however its keys were ordered, hashes the same. */
function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cipherKey = (key: string) => createHash('sha256').update(`idempotency-answer:${key}`).digest();

function encrypt(key: string, body: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(key), iv);
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
}

function decrypt(key: string, stored: string): Buffer {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(key), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]);
}
