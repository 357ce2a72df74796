import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chatListQuerySchema, chatMessagesQuerySchema, chatPollQuerySchema, chatSendSchema } from '../../domain/chat';
import * as answers from '../../domain/responses';
import { idParams, notModified, xlsxResponse } from '../http/openapi';
import { CHAT_MESSAGES } from '../../domain/chat';
import { hasPermission, ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/connection';
import { forbidden } from '../http/errors';
import * as chat from '../services/chat';
import { exportChats } from '../services/shared/caseWorkExports';
import { xlsxReply } from '../services/shared/export';

/**
 * /admin/chat: spec 000 §7 "Chat". Reading needs support or a law-company user (scoped to the
 * user's company; another company's chat is 404); sending needs a law-company user, and support
 * is told 'Não é possível enviar novas mensagens como suporte'. The polled answers carry an ETag
 * derived from the caller's chat version and answer 304 to a matching If-None-Match without
 * running their query. The rules live in services/chat; docs/chat.md.
 * (GET /admin/chat/count, the menu badge, is in routes/badges.ts.)
 */
export function chatRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const read = { preHandler: requireRoles(ROLE_RULES.messages) };
    const write = { preHandler: sendGuard() };
    const conversation = idParams('seizureRequestId', 'userId');
    const key = (req: FastifyRequest) => chat.conversationKey(req.params);

    app.get(
      '/chat',
      {
        ...read,
        schema: {
          querystring: chatListQuerySchema,
          response: { 200: answers.pageOf(answers.chatSchema), 304: notModified },
        },
      },
      polled(
        db,
        (req, auth) => chat.listChats(db, auth, req.query),
        (page, req, now) => chat.answerExpiry(page.result, now, req.query),
      ),
    );
    // 'Exportar' (issue 25 item 10): not polled, a file each time.
    app.get(
      '/chat/export',
      {
        ...read,
        schema: {
          querystring: exportQuerySchema(chatListQuerySchema),
          response: { 200: xlsxResponse('As conversas da lista como está filtrada.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'conversas', await exportChats(db, currentUser(req), req.query)),
    );
    // What /mensagens polls: the list, both counts and the open conversation in one answer and one tag.
    app.get(
      '/chat/poll',
      {
        ...read,
        schema: { querystring: chatPollQuerySchema, response: { 200: answers.chatPollSchema, 304: notModified } },
      },
      polled(
        db,
        (req, auth, retag) => chat.pollChats(db, auth, req.query, retag),
        (poll, req, now) =>
          chat.answerExpiry(poll.open ? [...poll.list.result, poll.open.info] : poll.list.result, now, req.query),
      ),
    );
    app.get(
      '/chat/count/my',
      { ...read, schema: { response: { 200: answers.chatCountSchema, 304: notModified } } },
      polled(db, (_req, auth) => chat.countChats(db, auth, 'my')),
    );
    app.get(
      '/chat/count/not-my',
      { ...read, schema: { response: { 200: answers.chatCountSchema, 304: notModified } } },
      polled(db, (_req, auth) => chat.countChats(db, auth, 'notMy')),
    );
    app.get(
      '/chat/info/:seizureRequestId/:userId',
      { ...read, schema: { params: conversation, response: { 200: answers.chatSchema, 304: notModified } } },
      polled(
        db,
        (req, auth) => chat.chatInfo(db, auth, key(req)),
        (info, _req, now) => chat.answerExpiry([info], now),
      ),
    );
    // The ping moves only with a tracker's message, which moves the company's chat version too.
    app.get(
      '/chat/info/:seizureRequestId/:userId/ping',
      { ...read, schema: { params: conversation, response: { 200: answers.chatPingSchema, 304: notModified } } },
      polled(db, (req, auth) => chat.pingChat(db, auth, key(req))),
    );
    // Reading marks the tracker's messages viewed (a change of its own): the tag is taken after that.
    app.get(
      '/chat/:seizureRequestId/:userId',
      {
        ...read,
        schema: {
          params: conversation,
          querystring: chatMessagesQuerySchema,
          response: { 200: answers.pageOf(answers.chatMessageSchema), 304: notModified },
        },
      },
      polled(db, (req, auth, retag) => chat.listMessages(db, auth, key(req), req.query, new Date(), retag)),
    );
    app.post(
      '/chat/send',
      { ...write, schema: { body: chatSendSchema, response: { 201: answers.chatMessageSchema } } },
      async (req, reply) => reply.status(201).send(await chat.sendMessage(db, currentUser(req), req.body)),
    );
  };
}

/** requireRoles(ROLE_RULES.sendMessage), but support hears the spec's own refusal (§6). */
function sendGuard() {
  const guard = async (request: FastifyRequest) => {
    const auth = currentUser(request);
    if (hasPermission(auth.roles, ROLE_RULES.sendMessage)) return;
    throw forbidden(hasPermission(auth.roles, 'support') ? CHAT_MESSAGES.support : undefined);
  };
  // The route table reads the rule back (http/routeTable.ts), as for requireRoles.
  return Object.assign(guard, { requiredRoles: ROLE_RULES.sendMessage });
}

/**
 * A polled answer (docs/chat.md "Polling"): its ETag comes from the caller's chat version, read
 * before the answer is computed; a client already holding it gets 304, no body and no query. An
 * answer showing 'abandoned' changes with the clock too: `expiry` says until when it stands (the
 * tag carries it). 'private, no-cache' lets the browser keep the answer and revalidate it on every poll.
 */
export function polled<T>(
  db: Db,
  answer: (request: FastifyRequest, auth: AccessClaims, retag: () => Promise<void>) => Promise<T>,
  expiry?: (body: T, request: FastifyRequest, now: number) => number | null,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = currentUser(request);
    const now = Date.now();
    let version = await chat.chatVersion(db, auth);
    const fresh = chat.matchingEtag(request.headers['if-none-match'], version, auth, request.url, now);
    if (fresh) return reply.header('etag', fresh).header('cache-control', 'private, no-cache').status(304).send();
    // An answer that changes something itself re-reads the version after its change, before its query.
    const body = await answer(request, auth, async () => {
      version = await chat.chatVersion(db, auth);
    });
    // Set once the answer is made: an error (404) carries no tag a client could revalidate.
    reply
      .header('etag', chat.pollEtag(version, auth, request.url, expiry?.(body, request, now)))
      .header('cache-control', 'private, no-cache');
    return body;
  };
}
