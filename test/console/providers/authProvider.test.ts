import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/console/providers/authProvider';
import { queryClient } from '../../../src/console/providers/queryClient';
import { getTokens, setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken, server, useMswServer } from '../../support/msw';

useMswServer();

describe('authProvider', () => {
  it('stores both tokens under auth-storage on login', async () => {
    const accessToken = fakeAccessToken({ roles: ['lawCompanyUser'] });
    let body: unknown;
    server.use(
      http.post('*/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken, refreshToken: 'r' });
      }),
    );
    await authProvider.login({ email: 'casos@demo.test', password: 'demo1234' });
    expect(body).toMatchObject({ email: 'casos@demo.test', password: 'demo1234', app: false });
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toEqual({ accessToken, refreshToken: 'r' });
  });

  it.each([
    // A refused sign-in says the server's reason, not the catalogue's 'Necessário autenticação'.
    [401, { message: 'E-mail ou senha inválidos.' }, 'E-mail ou senha inválidos.'],
    [401, {}, 'Necessário autenticação'],
    [422, { message: 'Dados inválidos', errors: { email: 'E-mail inválido' } }, 'Dados inválidos'],
    [
      429,
      { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    ],
  ])('turns a %i on login into the catalogue text', async (status, answer, text) => {
    server.use(http.post('*/auth/login', () => HttpResponse.json(answer, { status })));
    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ message: text });
    expect(getTokens()).toBeNull();
  });

  it('turns a network failure on login into the catalogue text', async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.error()));
    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: 'Não conseguimos comunicação com o servidor. Você está sem internet?',
    });
  });

  it('clears the session on logout even when the call fails, and empties the query cache', async () => {
    setTokens({ accessToken: fakeAccessToken({ roles: ['support'] }), refreshToken: 'r' });
    queryClient.setQueryData(['secret'], { of: 'the previous user' });
    server.use(http.post('*/auth/logout', () => HttpResponse.json({}, { status: 500 })));
    await authProvider.logout({});
    expect(getTokens()).toBeNull();
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });

  it('checks auth from the stored session without redirecting', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: false, message: false });
    setTokens({ accessToken: fakeAccessToken({ roles: ['support'] }), refreshToken: 'r' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  // react-admin's data-provider wrapper answers a call it was told 'logged out' for with empty
  // data, so a refused save showed its success message: the http client ends the session itself.
  it('never tells react-admin to log out, so a refused call stays a failure', async () => {
    setTokens({ accessToken: fakeAccessToken({ roles: ['support'] }), refreshToken: 'r' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(getTokens()).not.toBeNull();
  });

  it('reads permissions from the current token and decides access with the shared rule', async () => {
    setTokens({ accessToken: fakeAccessToken({ roles: ['lawCompanyUser'] }), refreshToken: 'r' });
    expect(await authProvider.getPermissions!({})).toEqual(['lawCompanyUser']);
    expect(await authProvider.canAccess!({ resource: 'seizure-requests', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'seizure-requests', action: 'edit' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'law-companies', action: 'list' })).toBe(false);
    setTokens({ accessToken: fakeAccessToken({ roles: ['lawCompanyAdmin'] }), refreshToken: 'r' });
    // Requiring a lawCompany* role also accepts lawCompanyAdmin.
    expect(await authProvider.canAccess!({ resource: 'seizure-requests', action: 'edit' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'unknown', action: 'list' })).toBe(false);
  });

  it('answers the identity from GET /auth/me', async () => {
    setTokens({ accessToken: fakeAccessToken({ roles: ['support'] }), refreshToken: 'r' });
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 2,
          name: 'Sérgio Suporte',
          email: 'suporte@demo.test',
          roles: ['support'],
          lawCompany: null,
        }),
      ),
    );
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 2, fullName: 'Sérgio Suporte', lawCompany: null });
  });
});
