import type { FastifyInstance } from 'fastify';
import { INVALID } from '../../domain/schemas/messages';
import { invalid, notFound } from '../services/errors';

/** Deeper input than this is not ours (qs already limits queries to depth 3). */
const MAX_DEPTH = 8;

/** The path (`filters.term`, `addresses.0.city`) of the first string holding a NUL byte, or null. */
export function nulBytePath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')].join('.');
    const found = nulBytePath(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL byte in text: such input would reach the database and fail there
 * with a 500. Every route refuses it first, as invalid input on the field that carries it.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A path holding a NUL byte names nothing: the same 404 as any unknown record.
    if (nulBytePath(request.params) !== null) throw notFound();
    for (const part of [request.query, request.body]) {
      const field = nulBytePath(part);
      if (field !== null) throw invalid({ [field]: INVALID });
    }
  });
}
