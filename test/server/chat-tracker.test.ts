// The tracker's side (services/chat/tracker.ts, what `npm run simulate` will drive): the same
// rules as the console's messages, and what a tracker message does to the company's view.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../src/domain/chat';
import { sendAsTracker } from '../../src/server/services/chat';
import { bearer } from '../support/server';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { alfaChat, chatUrl, uploadedBy } from './chat.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
});
afterAll(() => env.app.close());

const chatRow = async (id: number) =>
  (
    await rows<{ unread_count: number; waiting_since: string | null; user_last_sent_at: string | null }>(
      env.db,
      sql`SELECT unread_count, to_json(waiting_since)#>>'{}' AS waiting_since, to_json(user_last_sent_at)#>>'{}' AS user_last_sent_at FROM chats WHERE id = ${id}`,
    )
  )[0];

describe('a tracker message', () => {
  it('puts the chat in Pendentes, unread, with the ping moved and the ETag changed', async () => {
    const c = await alfaChat(env.db);
    // The company answers first, so nothing waits.
    await api.post('/admin/chat/send', 'casos', {
      seizureRequestId: c.seizureRequestId,
      userId: c.userId,
      message: 'Alguma novidade?',
    });
    const list = () =>
      env.app.inject({
        method: 'GET',
        url: '/admin/chat?status=pending&perPage=100',
        headers: bearer(env.tokens.leitura),
      });
    const before = await list();
    expect(before.json().result.some((r: { id: number }) => r.id === c.id)).toBe(false);
    expect((await chatRow(c.id)).waiting_since).toBeNull();

    const pingUrl = `/admin/chat/info/${chatUrl(c)}/ping`;
    const pingBefore = await env.app.inject({ method: 'GET', url: pingUrl, headers: bearer(env.tokens.casos) });
    const now = new Date('2030-01-01T12:00:00Z');
    const [tracker] = await rows<{ email: string }>(env.db, sql`SELECT email FROM users WHERE id = ${c.userId}`);
    const photo = await uploadedBy(env.db, tracker.email);
    const sent = await sendAsTracker(
      env.db,
      c.userId,
      { seizureRequestId: c.seizureRequestId, message: '  Cheguei ao endereço.  ', images: [photo] },
      now,
    );
    expect(sent).toMatchObject({
      message: 'Cheguei ao endereço.',
      fromTracker: true,
      images: [{ id: 1, value: photo }],
    });
    const row = await chatRow(c.id);
    expect(row.unread_count).toBe(1);
    expect(Date.parse(row.waiting_since!)).toBe(now.getTime());
    const after = await list();
    expect(after.json().result.find((r: { id: number }) => r.id === c.id)).toMatchObject({
      unread: true,
      unreadCount: 1,
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The screen's ping, revalidating with the tag it holds, gets the new time (not a 304).
    const ping = await env.app.inject({
      method: 'GET',
      url: pingUrl,
      headers: { ...bearer(env.tokens.casos), 'if-none-match': String(pingBefore.headers.etag) },
    });
    expect(ping.statusCode).toBe(200);
    expect(Date.parse(ping.json().userLastSentAt)).toBe(now.getTime());

    // A second message adds to unread but keeps the wait's start.
    await sendAsTracker(
      env.db,
      c.userId,
      { seizureRequestId: c.seizureRequestId, message: 'Alguém?' },
      new Date('2030-01-02T12:00:00Z'),
    );
    expect(await chatRow(c.id)).toMatchObject({ unread_count: 2 });
    expect(Date.parse((await chatRow(c.id)).waiting_since!)).toBe(now.getTime());
  });

  it('follows the same schema and rules as the console', async () => {
    const c = await alfaChat(env.db);
    await expect(
      sendAsTracker(env.db, c.userId, { seizureRequestId: c.seizureRequestId, message: ' ' }),
    ).rejects.toMatchObject({ errors: { message: CHAT_MESSAGES.nothingToSend } });
    const someoneElses = await uploadedBy(env.db, 'casos@demo.test');
    await expect(
      sendAsTracker(env.db, c.userId, { seizureRequestId: c.seizureRequestId, images: [someoneElses] }),
    ).rejects.toMatchObject({ errors: { images: CHAT_MESSAGES.fileNotOurs } });
    await expect(
      sendAsTracker(env.db, c.userId, {
        seizureRequestId: c.seizureRequestId,
        documents: [{ value: someoneElses, filename: 'foto.jpg' }],
      }),
    ).rejects.toMatchObject({ errors: { documents: CHAT_MESSAGES.fileNotOurs } });
    await env.db.execute(
      sql`UPDATE tracker_requests SET status = 'reproved' WHERE seizure_request_id = ${c.seizureRequestId} AND user_id = ${c.userId}`,
    );
    await expect(
      sendAsTracker(env.db, c.userId, { seizureRequestId: c.seizureRequestId, message: 'Oi' }),
    ).rejects.toMatchObject({ kind: 'refused', message: CHAT_MESSAGES.noAccess });
    await expect(
      sendAsTracker(env.db, c.userId, { seizureRequestId: 2147483000, message: 'Oi' }),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });
});
