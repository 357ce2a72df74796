// What goes to error reporting (spec 001 §8): one rule for the console and the server, and the
// console loads Sentry only when the page carries a DSN.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldReport } from '../../../src/domain/monitoring';

const init = vi.fn();
const captureException = vi.fn();
vi.mock('@sentry/react', () => ({
  init,
  captureException,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
}));

const httpError = (status: number) => Object.assign(new Error('x'), { status });

describe('shouldReport', () => {
  it.each([
    [500, true, true],
    [502, true, true],
    [503, true, true],
    [422, true, false],
    [400, false, false],
    [401, false, false],
    [403, false, false],
    [404, false, false],
    [409, false, false],
    [413, false, false],
    [429, false, false],
  ])('a %i: console %s, server %s', (status, console, server) => {
    expect(shouldReport(httpError(status), 'console')).toBe(console);
    expect(shouldReport(httpError(status), 'server')).toBe(server);
    // Fastify's errors carry statusCode instead of status.
    expect(shouldReport(Object.assign(new Error('x'), { statusCode: status }), 'server')).toBe(server);
  });

  it('reports a bug (no status) and never a failure of the network or a cancelled call', () => {
    expect(shouldReport(new TypeError('x is undefined'), 'console')).toBe(true);
    expect(shouldReport(httpError(0), 'console')).toBe(false);
    expect(shouldReport(httpError(-1), 'console')).toBe(false);
    expect(shouldReport(Object.assign(new Error('aborted'), { name: 'AbortError' }), 'console')).toBe(false);
  });
});

describe('the console side', () => {
  afterEach(() => {
    vi.resetModules();
    init.mockClear();
    captureException.mockClear();
    document.head.innerHTML = '';
  });

  it('without a DSN in the page, loads nothing and reports nothing', async () => {
    const { initMonitoring, reportFailure } = await import('../../../src/console/providers/monitoring');
    expect(await initMonitoring()).toBeNull();
    reportFailure(httpError(500));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it("with the page's DSN, starts Sentry as the spec says and reports by the rule", async () => {
    document.head.innerHTML = '<meta name="sentry-dsn" content="https://k@sentry.example/1">';
    const { initMonitoring, reportFailure } = await import('../../../src/console/providers/monitoring');
    await initMonitoring();
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://k@sentry.example/1', environment: 'production', tracesSampleRate: 0.2 }),
    );
    const serverError = httpError(500);
    reportFailure(serverError);
    reportFailure(httpError(404));
    reportFailure(httpError(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(captureException.mock.calls).toEqual([[serverError]]);
  });

  it('reports failed queries and mutations through the query client', async () => {
    document.head.innerHTML = '<meta name="sentry-dsn" content="https://k@sentry.example/1">';
    const { initMonitoring } = await import('../../../src/console/providers/monitoring');
    const { createQueryClient } = await import('../../../src/console/providers/queryClient');
    await initMonitoring();
    const client = createQueryClient();
    const queryFailure = httpError(503);
    const mutationFailure = httpError(422);
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(queryFailure) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(mutationFailure) })
      .execute(undefined)
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(captureException.mock.calls).toEqual([[queryFailure], [mutationFailure]]);
  });
});
