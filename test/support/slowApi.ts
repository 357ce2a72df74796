import type { Page, Request, Route } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * The API as a slow machine serves it (issue 34 §5), through Playwright's routing: while `hold()`
 * is on, every GET the console makes of its API waits, so the page stays in its loading state
 * for as long as a check of it takes (a fixed delay raced axe: the answer could land mid-run);
 * `release()` lets them all go, and with `empty` each list page comes back with no row and each
 * count as 0, so the screens' empty states are seen too. The console's own files, the session's
 * calls (/auth/*) and every change (POST, PUT, DELETE) are left alone: the sign-in goes through,
 * the data it leads to waits.
 */
export class SlowApi {
  private holding = false;
  private waiting: (() => void)[] = [];
  /** Whether answers come back with their lists emptied (set before `release`). */
  empty = false;
  /** How many calls were held so far: a walk that held none saw no loading state. */
  heldCount = 0;
  /** The console's own files (a lazy screen's code) on their way, never held. */
  private files = new Set<Request>();

  static async on(page: Page): Promise<SlowApi> {
    const api = new SlowApi();
    const origin = new URL(baseUrl()).origin;
    await page.route(
      (url) => url.origin === origin,
      (route) => api.handle(route),
    );
    const done = (request: Request) => api.files.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return api;
  }

  /**
   * Waits until no file of the console is on its way (for 200 ms): the screen's code has come,
   * so what shows is the screen waiting for its data, not its code (a Suspense fallback that
   * would be replaced in the middle of a check).
   */
  async filesLoaded(page: Page, timeout = 10_000) {
    const until = Date.now() + timeout;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (this.files.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 200) return;
      await page.waitForTimeout(50);
    }
  }

  /** From now on, the API's GETs wait for `release`. */
  hold() {
    this.holding = true;
  }

  /** Answers every call held, and those that come after. */
  release() {
    this.holding = false;
    this.waiting.splice(0).forEach((go) => go());
  }

  private async handle(route: Route) {
    const request = route.request();
    if (!isApiRead(request)) {
      if (!isApi(request)) this.files.add(request);
      return route.fallback();
    }
    if (this.holding) {
      this.heldCount += 1;
      await new Promise<void>((go) => this.waiting.push(go));
    }
    if (!this.empty) return route.fallback();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('application/json')) return route.fulfill({ response });
    return route.fulfill({ response, json: emptied(await response.json()) });
  }
}

/** A call of the API by the console's code (fetch), not one of its files. */
const isApi = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());

/** A GET of the API, the session's own calls aside. */
function isApiRead(request: Request): boolean {
  return isApi(request) && request.method() === 'GET' && !new URL(request.url()).pathname.startsWith('/auth/');
}

/** A list page with no row, a count of 0; anything else as it came. */
function emptied(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.result)) return { ...record, total: 0, result: [], moreThanTotal: undefined };
  if (typeof record.total === 'number' && Object.keys(record).length === 1) return { total: 0 };
  return body;
}
