import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { request } from '../../../src/console/providers/httpClient';
import { getTokens, setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken, server, useMswServer } from '../../support/msw';

useMswServer();

const signIn = (accessToken = fakeAccessToken({ roles: ['support'] })) =>
  setTokens({ accessToken, refreshToken: 'refresh-1' });

describe('request()', () => {
  it('sends the bearer token, encodes nested queries with brackets and revives ISO dates', async () => {
    signIn();
    let seen: { auth: string | null; url: URL } | undefined;
    server.use(
      http.get('*/admin/things', ({ request }) => {
        seen = { auth: request.headers.get('authorization'), url: new URL(request.url) };
        return HttpResponse.json({ total: 1, result: [{ id: 1, createdAt: '2026-01-15T02:30:00.000Z' }] });
      }),
    );
    const answer = await request<{ result: { createdAt: Date }[] }>('/admin/things', {
      query: { page: 1, filters: { term: 'ABC', state: 'SP' } },
    });
    expect(seen?.auth).toBe(`Bearer ${getTokens()!.accessToken}`);
    expect(seen?.url.searchParams.get('filters[term]')).toBe('ABC');
    expect(seen?.url.searchParams.get('filters[state]')).toBe('SP');
    expect(answer.result[0].createdAt).toBeInstanceOf(Date);
    expect(answer.result[0].createdAt.toISOString()).toBe('2026-01-15T02:30:00.000Z');
  });

  it('maps failures onto the catalogue texts', async () => {
    signIn();
    const cases: [number, object, string][] = [
      [403, { message: 'Forbidden' }, 'Você não tem permissão para acessar essa funcionalidade'],
      [404, { message: 'Route GET:/x not found' }, 'Não encontrado'],
      [404, { message: 'Caso não encontrado' }, 'Caso não encontrado'],
      [413, {}, 'Arquivo muito grande, máximo é 10mb'],
      [422, { message: 'x', errors: { email: 'E-mail inválido' } }, 'Dados inválidos'],
      [500, {}, 'Algo deu errado...'],
    ];
    for (const [status, body, text] of cases) {
      server.use(http.get('*/admin/x', () => HttpResponse.json(body, { status })));
      await expect(request('/admin/x')).rejects.toMatchObject({ status, message: text });
    }
  });

  it('keeps the field messages of a 422 in the error body, for the form', async () => {
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json(
          { statusCode: 422, message: 'Dados inválidos', errors: { email: 'E-mail inválido' } },
          { status: 422 },
        ),
      ),
    );
    await expect(request('/auth/login', { method: 'POST', auth: false, body: {} })).rejects.toMatchObject({
      body: { errors: { email: 'E-mail inválido' } },
    });
  });

  it('says the server cannot be reached when the network fails', async () => {
    server.use(http.get('*/admin/x', () => HttpResponse.error()));
    await expect(request('/admin/x', { auth: false })).rejects.toMatchObject({
      message: 'Não conseguimos comunicação com o servidor. Você está sem internet?',
    });
  });
});

describe('refresh', () => {
  it('runs exactly one refresh for two concurrent 401s, then retries both calls', async () => {
    signIn(fakeAccessToken({ roles: ['support'], v: 'old' }));
    const fresh = fakeAccessToken({ roles: ['support'], v: 'new' });
    let refreshCalls = 0;
    let refreshBody: unknown;
    let refreshAuthHeader: string | null = 'unset';
    server.use(
      http.post('*/auth/refresh', async ({ request }) => {
        refreshCalls++;
        refreshBody = await request.json();
        refreshAuthHeader = request.headers.get('authorization');
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({ accessToken: fresh, refreshToken: 'refresh-2' });
      }),
      http.get('*/admin/:name', ({ request, params }) =>
        request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json({ name: params.name })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const [a, b] = await Promise.all([request('/admin/a'), request('/admin/b')]);
    expect(a).toEqual({ name: 'a' });
    expect(b).toEqual({ name: 'b' });
    expect(refreshCalls).toBe(1);
    expect(refreshBody).toEqual({ refreshToken: 'refresh-1', notificationToken: null });
    expect(refreshAuthHeader).toBeNull();
    expect(getTokens()).toEqual({ accessToken: fresh, refreshToken: 'refresh-2' });
  });

  it('refreshes before calling when the stored access token has expired', async () => {
    signIn(fakeAccessToken({ roles: ['support'] }, -60));
    const fresh = fakeAccessToken({ roles: ['support'] });
    const order: string[] = [];
    server.use(
      http.post('*/auth/refresh', () => {
        order.push('refresh');
        return HttpResponse.json({ accessToken: fresh, refreshToken: 'refresh-2' });
      }),
      http.get('*/admin/me', ({ request }) => {
        order.push(
          request.headers.get('authorization') === `Bearer ${fresh}` ? 'call with new token' : 'call with old token',
        );
        return HttpResponse.json({});
      }),
    );
    await request('/admin/me');
    expect(order).toEqual(['refresh', 'call with new token']);
  });

  it('retries a refresh that fails with 502 three times', async () => {
    signIn(fakeAccessToken({ roles: ['support'] }, -60));
    let attempts = 0;
    server.use(
      http.post('*/auth/refresh', () => {
        attempts++;
        return HttpResponse.json({}, { status: 502 });
      }),
    );
    await expect(request('/admin/x')).rejects.toMatchObject({ status: 502 });
    expect(attempts).toBe(4); // the call and its 3 retries
    // A gateway failure is not a verdict on the session: the tokens stay.
    expect(getTokens()).not.toBeNull();
  });

  it('succeeds when a retry of the refresh gets through', async () => {
    signIn(fakeAccessToken({ roles: ['support'] }, -60));
    let attempts = 0;
    server.use(
      http.post('*/auth/refresh', () => {
        attempts++;
        return attempts < 3
          ? HttpResponse.error()
          : HttpResponse.json({ accessToken: fakeAccessToken({ roles: ['support'] }), refreshToken: 'r3' });
      }),
      http.get('*/admin/x', () => HttpResponse.json({ ok: true })),
    );
    await expect(request('/admin/x')).resolves.toEqual({ ok: true });
    expect(attempts).toBe(3);
  });

  it('clears the session when the refresh is refused', async () => {
    signIn();
    server.use(
      http.get('*/admin/x', () => HttpResponse.json({}, { status: 401 })),
      http.post('*/auth/refresh', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })),
    );
    await expect(request('/admin/x')).rejects.toMatchObject({ status: 401, message: 'Necessário autenticação' });
    expect(getTokens()).toBeNull();
  });
});

describe('Idempotency-Key', () => {
  it('sends a fresh key with each write, none with a read, and the same key again on the re-send after a refresh', async () => {
    signIn(fakeAccessToken({ roles: ['support'], v: 'old' }));
    const fresh = fakeAccessToken({ roles: ['support'], v: 'new' });
    const keys: { method: string; key: string | null }[] = [];
    server.use(
      http.post('*/auth/refresh', () => HttpResponse.json({ accessToken: fresh, refreshToken: 'refresh-2' })),
      http.all('*/admin/thing', ({ request }) => {
        keys.push({ method: request.method, key: request.headers.get('idempotency-key') });
        return request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    await request('/admin/thing', { method: 'POST', body: { a: 1 } });
    await request('/admin/thing', { method: 'DELETE' });
    await request('/admin/thing');
    const [first, resent, remove, read] = keys;
    expect(keys).toHaveLength(4);
    // The POST was refused once (old token) and re-sent after the refresh: one intent, one key.
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(resent.key).toBe(first.key);
    expect(remove).toMatchObject({ method: 'DELETE' });
    expect(remove.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(remove.key).not.toBe(first.key);
    expect(read).toEqual({ method: 'GET', key: null });
  });
});
