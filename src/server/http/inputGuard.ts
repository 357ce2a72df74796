import type { FastifyInstance } from 'fastify';
import { INVALID } from '../../domain/schemas/messages';
import { unstorableTextPath } from '../../domain/schemas/storableText';
import { invalid, notFound } from '../services/errors';

/**
 * Text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate: domain/schemas/storableText.ts)
 * would reach the database and fail there with a 500. Every route refuses it first, before its own
 * checks, as invalid input (422) on the field that carries it, in the query or the JSON body.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A path holding such text names nothing: the same 404 as any unknown record.
    if (unstorableTextPath(request.params) !== null) throw notFound();
    for (const part of [request.query, request.body]) {
      const field = unstorableTextPath(part);
      if (field !== null) throw invalid({ [field]: INVALID });
    }
  });
}
