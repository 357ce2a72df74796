import { HttpError } from 'react-admin';
import { ERROR_TEXTS, errorMessage } from '../../domain/errors';
import { endSession, getTokens, isExpired, setTokens, type Tokens } from './session';
import { encodeQuery } from './queryString';

/** Base address of the API: same origin unless the build says otherwise (VITE_API_URL). */
export const API_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/** An absolute address of the API (absolute, so it works the same in the browser and in tests). */
export function apiUrl(pathAndQuery: string): string {
  return new URL(`${API_URL}${pathAndQuery}`, window.location.origin).toString();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Encoded with qs: nested objects become filters[term]=x. */
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send the bearer token (default true; false for public calls). */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob': a file download answers its bytes (an error is still read as the API's JSON). */
  as?: 'json' | 'blob';
}

/** The API's error body. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  errors?: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** ISO date strings in answers become Date objects (spec §7). */
export function reviveDates(_key: string, value: unknown) {
  return typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;
}

/**
 * Every failure becomes a react-admin HttpError whose message is the catalogue's pt-BR text, and
 * whose body carries `errors` shaped as react-admin expects for field messages.
 */
export function toHttpError(status: number, body: ApiErrorBody | null): HttpError {
  const message = errorMessage({ status, message: body?.message });
  const errors = body?.errors;
  return new HttpError(message, status, errors ? { ...body, errors } : (body ?? undefined));
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * No answer: offline (the browser says so) is status 0, 'Sem conexão com a internet'; online but
 * the server unreachable is -1, 'Não conseguimos comunicação com o servidor…' (spec 001 §8).
 */
function networkError(): HttpError {
  const offline = isOffline();
  return new HttpError(errorMessage(offline ? { network: true } : { status: -1 }), offline ? 0 : -1);
}

async function send(
  path: string,
  options: RequestOptions,
  accessToken?: string,
  idempotencyKey?: string,
): Promise<Response> {
  const query = options.query ? encodeQuery(options.query) : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  // FormData (uploads) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  // Offline, nothing is sent and nothing waits for the network to come back: the caller fails
  // at once with the catalogue's text, and the user decides when to try again.
  if (isOffline()) throw networkError();
  try {
    return await fetch(apiUrl(`${path}${query ? `?${query}` : ''}`), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text, reviveDates);
  } catch {
    return null;
  }
}

// ---- refresh: one in flight for every caller, retried on a 502 or a network failure ----

const REFRESH_RETRIES = 3;
let refreshing: Promise<Tokens> | null = null;

async function refreshOnce(refreshToken: string): Promise<Tokens> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      // Sent without the Authorization header: the access token is the thing that expired.
      response = await send('/auth/refresh', { method: 'POST', body: { refreshToken, notificationToken: null } });
    } catch (error) {
      if (attempt < REFRESH_RETRIES) continue;
      throw error;
    }
    if (response.status === 502 && attempt < REFRESH_RETRIES) continue;
    const body = (await readBody(response)) as (Tokens & ApiErrorBody) | null;
    if (!response.ok || !body?.accessToken) throw toHttpError(response.status, body);
    return { accessToken: body.accessToken, refreshToken: body.refreshToken };
  }
}

/**
 * New tokens for the stored refresh token. Concurrent callers share one call; a refused refresh
 * (401, 403: revoked elsewhere, the password changed, the user or the company blocked) ends the
 * session, with the server's reason for a 403, and fails as a 401: the login modal says what
 * happened, and no 'Erro' notice repeats it. A failure of the network leaves it for the next try.
 */
export function refreshTokens(): Promise<Tokens> {
  if (!refreshing) {
    const current = getTokens();
    refreshing = (current ? refreshOnce(current.refreshToken) : Promise.reject(toHttpError(401, null)))
      .then((tokens) => {
        setTokens(tokens);
        return tokens;
      })
      .catch((error: HttpError) => {
        if (error.status !== 401 && error.status !== 403) throw error;
        const reason = error.status === 403 ? serverReason(error.body) : null;
        endSession(reason, { refused: error.status === 403 });
        throw sessionEnded(reason);
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

async function validAccessToken(): Promise<string | undefined> {
  const tokens = getTokens();
  if (!tokens) return undefined;
  if (!isExpired(tokens.accessToken)) return tokens.accessToken;
  return (await refreshTokens()).accessToken;
}

/**
 * Ends a session on the server with its own tokens, after the console has already forgotten them
 * (logout, issue 34: awaiting this call held the 500 ms redirect back 1.4-3 s). The tokens are the
 * caller's, never the stored ones: an expired access token is refreshed here without storing the
 * answer, so a logout finishing behind the redirect cannot bring the session back.
 */
export async function revokeSession(tokens: Tokens): Promise<void> {
  const fresh = async () => (await refreshOnce(tokens.refreshToken)).accessToken;
  const logout = (token: string | undefined) => send('/auth/logout', { method: 'POST', body: {} }, token);
  let response = await logout(isExpired(tokens.accessToken) ? await fresh() : tokens.accessToken);
  if (response.status === 401) response = await logout(await fresh());
  if (!response.ok) throw toHttpError(response.status, (await readBody(response)) as ApiErrorBody | null);
}

/** The server's own words for a refusal, when they say more than the catalogue's generic text. */
function serverReason(body: unknown): string | null {
  const message = (body as ApiErrorBody | null | undefined)?.message;
  if (typeof message !== 'string' || !message.trim()) return null;
  const generic = [ERROR_TEXTS.unauthorized, ERROR_TEXTS.forbidden] as string[];
  return generic.includes(message.trim()) ? null : message.trim();
}

/** The failure every caller gets once the session is over: a 401, whatever ended it. */
const sessionEnded = (reason: string | null) => toHttpError(401, reason ? { message: reason } : null);

const isWrite = (method: RequestOptions['method']) => method !== undefined && method !== 'GET';

/**
 * Calls the API. With `auth` (the default) the bearer token goes along, refreshed first when
 * expired; a 401 triggers one refresh and one more try. A 401 that survives it ends the session
 * (spec §7: tokens cleared) and fails the call: never a success for a call the server refused.
 * Without a session (ended here or in another tab) nothing is sent: the call fails at once.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  if (useAuth && !getTokens()) {
    endSession();
    throw sessionEnded(null);
  }
  let token = useAuth ? await validAccessToken() : undefined;
  // One key per intent: the re-send after the token refresh below carries the same key, so the
  // server answers it the first result instead of running the action twice (docs/api.md).
  const idempotencyKey = isWrite(options.method) ? crypto.randomUUID() : undefined;
  let response = await send(path, options, token, idempotencyKey);
  if (response.status === 401 && useAuth && token) {
    token = (await refreshTokens()).accessToken;
    response = await send(path, options, token, idempotencyKey);
    if (response.status === 401) {
      const body = await readBody(response);
      endSession(serverReason(body));
      throw toHttpError(401, body as ApiErrorBody | null);
    }
  }
  if (response.ok && options.as === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  if (!response.ok) throw toHttpError(response.status, body as ApiErrorBody | null);
  return body as T;
}
