import { request } from './httpClient';

/** Base addresses of the two public CEP services (configurable per build; the CSP must follow). */
export const CEP_SERVICE_URLS = {
  viaCep: (import.meta.env.VITE_VIACEP_URL || 'https://viacep.com.br').replace(/\/$/, ''),
  brasilApi: (import.meta.env.VITE_BRASILAPI_URL || 'https://brasilapi.com.br').replace(/\/$/, ''),
};

/** How long the race may take before both lookups are given up. */
export const CEP_TIMEOUT_MS = 5_000;

/** What a CEP lookup fills in an address. */
export interface CepAddress {
  zipcode: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
}

/** POST /address/geo: the municipality's official spelling and seat; no coordinates for a few. */
export interface GeoAnswer {
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** A service answered that it does not know the CEP (or the CEP is not 8 digits). */
export class CepNotFoundError extends Error {
  constructor() {
    super('CEP não encontrado');
    this.name = 'CepNotFoundError';
  }
}

/** Neither service could be reached (network, 5xx, a broken answer, the timeout): nothing is known of the CEP. */
export class CepUnavailableError extends Error {
  constructor() {
    super('Não foi possível consultar o CEP agora');
    this.name = 'CepUnavailableError';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function getJson(url: string, signal: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  // 404 is the service saying it does not know the CEP; anything else says nothing about it.
  if (response.status === 404) throw new CepNotFoundError();
  if (!response.ok) throw new CepUnavailableError();
  const body = (await response.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object') throw new CepUnavailableError();
  return body as Record<string, unknown>;
}

/** ViaCEP answers an unknown CEP with 200 and `erro: true` (or "true" in its newer answers). */
async function viaCep(cep: string, signal: AbortSignal): Promise<CepAddress> {
  const body = await getJson(`${CEP_SERVICE_URLS.viaCep}/ws/${cep}/json/`, signal);
  if (body.erro === true || body.erro === 'true' || !text(body.uf)) throw new CepNotFoundError();
  return {
    zipcode: cep,
    state: text(body.uf).toUpperCase(),
    city: text(body.localidade),
    neighborhood: text(body.bairro),
    street: text(body.logradouro),
  };
}

/** BrasilAPI answers an unknown CEP with 404. */
async function brasilApi(cep: string, signal: AbortSignal): Promise<CepAddress> {
  const body = await getJson(`${CEP_SERVICE_URLS.brasilApi}/api/cep/v1/${cep}`, signal);
  if (!text(body.state)) throw new CepNotFoundError();
  return {
    zipcode: cep,
    state: text(body.state).toUpperCase(),
    city: text(body.city),
    neighborhood: text(body.neighborhood),
    street: text(body.street),
  };
}

const CEP_SERVICES = [viaCep, brasilApi];

/**
 * Races the two public CEP services (spec 000 §7 "Zip lookup"): the first good answer wins and
 * the slower call is aborted. A service that does not know the CEP makes it CepNotFoundError;
 * both unreachable (or CEP_TIMEOUT_MS passing) is CepUnavailableError, so the form does not call
 * a real CEP unknown. Aborting `signal` (a newer lookup) rejects with an AbortError.
 */
export async function lookupCep(cep: string, { signal }: { signal?: AbortSignal } = {}): Promise<CepAddress> {
  // Not domain/validators' onlyDigits: it brings the CNPJ library to the public pages (issue 27 item 2).
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) throw new CepNotFoundError();
  const controllers = CEP_SERVICES.map(() => new AbortController());
  const abortAll = () => controllers.forEach((controller) => controller.abort());
  signal?.addEventListener('abort', abortAll, { once: true });
  const timer = setTimeout(abortAll, CEP_TIMEOUT_MS);
  try {
    return await Promise.any(CEP_SERVICES.map((service, i) => service(digits, controllers[i].signal)));
  } catch (error) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // Not found only when a service said so; unreachable services (or the timeout) say nothing.
    const errors = error instanceof AggregateError ? error.errors : [error];
    throw errors.some((e) => e instanceof CepNotFoundError) ? new CepNotFoundError() : new CepUnavailableError();
  } finally {
    clearTimeout(timer);
    abortAll();
    signal?.removeEventListener('abort', abortAll);
  }
}

/**
 * The case form's lookups, spread into the dataProvider: the CEP race, the geo check of an
 * address (POST /address/geo) and the categories of the category select.
 */
export const addressMethods = {
  lookupCep,
  /** 404 'Município não encontrado' when the state has no such city. */
  geoLookup: ({ city, state }: { city: string; state: string }, options: { signal?: AbortSignal } = {}) =>
    request<GeoAnswer>('/address/geo', { method: 'POST', body: { city, state }, signal: options.signal }),
};
