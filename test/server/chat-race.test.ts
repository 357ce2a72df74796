// A conversation read, answered and written to at the same moment (the cluster test's poll that
// ended on a 500, issue 36): the reader marking the tracker's messages viewed and a sender marking
// them too lock the same rows. Both must take them in one order (chat, then its company's version,
// then its messages: services/chat/messages.ts markRead), or PostgreSQL breaks a deadlock with an
// error. Real concurrency on the real database (PostgreSQL in CI; PGlite runs the calls in turn).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAsTracker } from '../../src/server/services/chat';
import { bearer, login } from '../support/server';
import { rows, setupApi, type ApiEnv } from '../support/api';
import { alfaChat, chatUrl, type Conversation } from './chat.support';

let env: ApiEnv;
let c: Conversation;
const tokens = { casos: '', assessoria: '' };
beforeAll(async () => {
  env = await setupApi();
  c = await alfaChat(env.db);
  tokens.casos = env.tokens.casos;
  tokens.assessoria = (await login(env.app, 'assessoria@demo.test')).accessToken;
});
afterAll(() => env.app.close());

const ROUNDS = 60;

describe('one conversation, everyone at once', () => {
  it('reads, answers and tracker messages sent together all succeed, and nothing is left unread', async () => {
    const statuses: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Unread messages from the tracker: what both the reader and a sender mark viewed.
      await sendAsTracker(env.db, c.userId, {
        seizureRequestId: c.seizureRequestId,
        message: `Rodada ${round}: cheguei.`,
      });
      await sendAsTracker(env.db, c.userId, {
        seizureRequestId: c.seizureRequestId,
        message: `Rodada ${round}: alguém?`,
      });
      const read = (email: 'casos' | 'assessoria') =>
        env.app.inject({ method: 'GET', url: `/admin/chat/${chatUrl(c)}`, headers: bearer(tokens[email]) });
      const answer = (email: 'casos' | 'assessoria', n: number) =>
        env.app.inject({
          method: 'POST',
          url: '/admin/chat/send',
          headers: bearer(tokens[email]),
          payload: {
            seizureRequestId: c.seizureRequestId,
            userId: c.userId,
            message: `Rodada ${round}, resposta ${n}`,
          },
        });
      const calls = [
        read('casos'),
        answer('assessoria', 1),
        read('assessoria'),
        answer('casos', 2),
        read('casos'),
        answer('assessoria', 3),
      ];
      const answers = await Promise.all(calls);
      statuses.push(...answers.map((a, i) => `${i % 2 ? 'POST' : 'GET'} ${a.statusCode}`));
      expect(answers.filter((a) => ![200, 201].includes(a.statusCode)).map((a) => `${a.statusCode} ${a.body}`)).toEqual(
        [],
      );
    }
    expect(statuses.filter((s) => s.startsWith('POST 201'))).toHaveLength(3 * ROUNDS);
    const [chat] = await rows<{ unread_count: number; unseen: number }>(
      env.db,
      sql`SELECT c.unread_count, (SELECT count(*)::int FROM chat_messages m WHERE m.chat_id = c.id AND m.sender_id = c.user_id AND m.view_at IS NULL) AS unseen FROM chats c WHERE c.id = ${c.id}`,
    );
    expect(chat).toEqual({ unread_count: 0, unseen: 0 });
  });
});
