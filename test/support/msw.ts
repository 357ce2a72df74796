import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API as console tests see it: msw answers at the network level, so the real http client,
 * providers and screens run unchanged. Each test adds its handlers with server.use(...).
 */
export const server = setupServer(
  // Who runs the platform (public footer, legal texts, reproved page): the server's demo defaults' shape.
  http.get('*/public/operator', () => HttpResponse.json(TEST_OPERATOR)),
);

/** What GET /public/operator answers in console tests. */
export const TEST_OPERATOR = {
  name: 'Operadora Teste Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua Teste, 1 – São Paulo/SP',
  supportEmail: 'suporte@teste.test',
  dpoName: 'Dora Encarregada',
  dpoEmail: 'dpo@teste.test',
};

export function useMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A syntactically valid JWT (unsigned: the console only reads it) with the given claims. */
export function fakeAccessToken(claims: Record<string, unknown>, expiresInSeconds = 900): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', iat: now, exp: now + expiresInSeconds, ...claims })}.sig`;
}
