import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as answers from '../../domain/responses';
import { ROLE_RULES } from '../../domain/roles';
import { REQUIRED } from '../../domain/schemas/messages';
import type { AppContext } from '../context';
import { currentUser, makeAuthenticate, requireRoles } from '../auth/guard';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { mayReadFile } from '../services/fileAccess';
import * as uploads from '../services/uploads';

/**
 * /content: POST /content/upload (multipart, field `file`) answers `{ path, filename }`;
 * GET /content/<path> serves a stored file to a signed-in user, the access token in the
 * Authorization header or, for <img src> and links opened in a new tab, as `?token=` (the log
 * masks it, and Referrer-Policy: no-referrer keeps it from leaking onward).
 *
 * A file is served only to who may see the record it belongs to (services/fileAccess.ts);
 * anybody else gets 404, as for a path that does not exist. The file comes from the configured
 * store (DATA_DIR/uploads or S3) through this server, after that check; a store that fails is a
 * 503 (http/errors.ts), the same check and headers on both.
 */
/** ?purpose=receipt: a transfer's receipt (png, jpeg or pdf only). */
const uploadQuery = z.object({
  purpose: z.literal('receipt').optional().describe('receipt: o comprovante de uma transferência (png, jpeg ou pdf).'),
});

export function contentRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const headerAuth = makeAuthenticate(db, ctx.tokens);
  const headerOrQueryAuth = makeAuthenticate(db, ctx.tokens, true);

  return async function register(app: FastifyInstance) {
    // The multipart parser exists only in this scope: nothing else accepts multipart bodies.
    await app.register(async (uploadScope) => {
      await uploadScope.register(multipart, {
        limits: { fileSize: uploads.MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      });

      // Uploads feed the back office's records (attachments, receipts, chat files): not trackers.
      const uploader = { onRequest: headerAuth, preHandler: requireRoles(ROLE_RULES.backOffice) };
      uploadScope.post(
        '/content/upload',
        {
          ...uploader,
          schema: {
            consumes: ['multipart/form-data'],
            querystring: uploadQuery,
            response: { 200: answers.uploadedSchema },
          },
        },
        async (request) => {
          const user = currentUser(request);
          // ?purpose=receipt: a transfer's receipt, refused at once unless png, jpeg or pdf.
          const accept = uploads.uploadPurpose((request.query as { purpose?: unknown }).purpose);
          if (!request.isMultipart()) throw unprocessable({ file: REQUIRED });
          const part = await readFilePart(request);
          if (!part || part.fieldname !== 'file') throw unprocessable({ file: REQUIRED });
          // A body that ends inside the file part (no closing boundary) fails the file's stream: 400.
          let bodyError: unknown = null;
          part.file.once('error', (err) => (bodyError = err));
          try {
            const stored = await uploads.storeUpload(
              db,
              ctx.storage,
              { stream: part.file, filename: part.filename, truncated: () => part.file.truncated },
              user.userId,
              undefined,
              accept,
            );
            return { path: stored.path, filename: stored.filename };
          } catch (err) {
            if ((bodyError ?? part.file.errored) && !isTooLarge(err)) throw badRequest();
            throw err;
          }
        },
      );
    });

    app.get<{ Params: { '*': string } }>(
      '/content/*',
      {
        onRequest: headerOrQueryAuth,
        schema: {
          params: z.object({ '*': z.string().describe('O caminho do arquivo, como o envio o devolveu.') }),
          querystring: z.object({
            token: z
              .string()
              .optional()
              .describe('O access token, para <img src> e abas novas (ou o header Authorization).'),
          }),
          response: {
            200: {
              description: 'O arquivo, com o seu Content-Type.',
              content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
            },
          },
        },
      },
      async (request, reply) => {
        const requested = request.params['*'];
        if (!(await mayReadFile(db, currentUser(request), requested))) throw notFound();
        const found = await uploads.findUpload(db, ctx.storage, requested);
        if (!found) throw notFound();
        return reply
          .header('content-type', found.mimeType)
          .header('content-length', found.size)
          .header('content-disposition', uploads.contentDisposition(found.originalName, found.mimeType))
          .header('content-security-policy', uploads.SERVED_FILE_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(found.body);
      },
    );
  };
}

/** The multipart body's first file; a body that is not valid multipart is a 400, not a 500. */
async function readFilePart(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (err) {
    if (isTooLarge(err)) throw err;
    throw badRequest();
  }
}

const isTooLarge = (err: unknown) => err instanceof Error && 'statusCode' in err && Number(err.statusCode) === 413;
