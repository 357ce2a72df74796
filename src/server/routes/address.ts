import type { FastifyInstance } from 'fastify';
import * as answers from '../../domain/responses';
import { z } from 'zod';
import { STATE_KEYWORDS } from '../../domain/schemas/documented';
import { ROLE_RULES } from '../../domain/roles';
import { isStateCode, type StateCode } from '../../domain/states';
import { INVALID, objectOf, REQUIRED, requiredOr, requiredString } from '../../domain/schemas/messages';
import type { AppContext } from '../context';
import { makeAuthenticate, requireRoles } from '../auth/guard';
import { notFound, parse } from '../http/errors';
import * as geo from '../services/geo';

export const MUNICIPALITY_NOT_FOUND = 'Município não encontrado';

/** The body of POST /address/geo: the case form's city (≤ 100, spec 000 §5) and state code. */
export const geoQuerySchema = objectOf({
  city: requiredString(100),
  state: z
    .string({ error: requiredOr() })
    .trim()
    .toUpperCase()
    .min(1, { error: REQUIRED, abort: true })
    .refine((value): value is StateCode => isStateCode(value), INVALID)
    .meta(STATE_KEYWORDS),
});

/**
 * /address: the case form's geo check (spec 000 §5, §7), for signed-in users. Answers the
 * official spelling and the coordinates of the municipality, or 404 when the state has none
 * of that name; the console then asks 'Localização Diferente' when city or state differ.
 */
export function addressRoutes(ctx: AppContext) {
  const authenticate = makeAuthenticate(ctx.database.db, ctx.tokens);
  return async function register(app: FastifyInstance) {
    app.addHook('onRequest', authenticate);
    // The geo check serves the console's case form: back-office users only, not trackers.
    const backOffice = { preHandler: requireRoles(ROLE_RULES.backOffice) };

    app.post(
      '/address/geo',
      {
        ...backOffice,
        config: { signedIn: true },
        schema: { body: geoQuerySchema, response: { 200: answers.geoSchema } },
      },
      async (request) => {
        const { city, state } = parse(geoQuerySchema, request.body);
        const found = geo.lookup(city, state);
        if (!found) throw notFound(MUNICIPALITY_NOT_FOUND);
        return found;
      },
    );
  };
}
