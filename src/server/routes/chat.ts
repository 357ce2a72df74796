import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES } from '../../domain/chat';
import { hasPermission, ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { forbidden } from '../http/errors';
import * as chat from '../services/chat';

/**
 * /admin/chat: spec 000 §7 "Chat". Reading needs support or a law-company user (scoped to the
 * user's company; another company's chat is 404); sending needs a law-company user, and support
 * is told 'Não é possível enviar novas mensagens como suporte'. The polled answers carry an ETag
 * and answer 304 to a matching If-None-Match. The rules live in services/chat; docs/chat.md.
 * (GET /admin/chat/count, the menu badge, is in routes/badges.ts.)
 */
export function chatRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const read = { preHandler: requireRoles(ROLE_RULES.messages) };
    const write = { preHandler: sendGuard() };
    const key = (req: FastifyRequest) => chat.conversationKey(req.params);

    app.get('/chat', read, async (req, reply) => withEtag(req, reply, await chat.listChats(db, currentUser(req), req.query)));
    app.get('/chat/count/my', read, async (req, reply) => withEtag(req, reply, await chat.countChats(db, currentUser(req), 'my')));
    app.get('/chat/count/not-my', read, async (req, reply) => withEtag(req, reply, await chat.countChats(db, currentUser(req), 'notMy')));
    app.get('/chat/info/:seizureRequestId/:userId', read, (req) => chat.chatInfo(db, currentUser(req), key(req)));
    app.get('/chat/info/:seizureRequestId/:userId/ping', read, (req) => chat.pingChat(db, currentUser(req), key(req)));
    app.get('/chat/:seizureRequestId/:userId', read, async (req, reply) =>
      withEtag(req, reply, await chat.listMessages(db, currentUser(req), key(req), req.query)),
    );
    app.post('/chat/send', write, async (req, reply) => reply.status(201).send(await chat.sendMessage(db, currentUser(req), req.body)));
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
 * A polled answer: its ETag is a hash of the body; a client that already holds it gets 304 and
 * no body. 'private, no-cache' lets the browser keep the answer and revalidate it on every poll.
 */
function withEtag(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const sent = request.headers['if-none-match'];
  if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
