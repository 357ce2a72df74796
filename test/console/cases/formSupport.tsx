// Fixtures of the case form tests: the demo accounts with their law company's flags, the API
// (categories, geo check, save) and the two public CEP services, all answered by msw.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { CATEGORY_TYPE_INFO, type CategoryType } from '../../../src/domain/categories';
import { fill } from '../../support/fill';
import { server } from '../../support/msw';
import { renderCaseForm } from './screens';

export const VIACEP = 'https://viacep.com.br/ws/:cep/json/';
export const BRASILAPI = 'https://brasilapi.com.br/api/cep/v1/:cep';

const category = (id: number, title: string, type: CategoryType, order: number) => ({
  id,
  title,
  order,
  type,
  typeLabel: CATEGORY_TYPE_INFO[type].label,
  icon: CATEGORY_TYPE_INFO[type].icon,
  color: CATEGORY_TYPE_INFO[type].color,
});

export const CATEGORIES = [
  category(1, 'Automóvel', 'car', 1),
  category(2, 'Motocicleta', 'moto', 2),
  category(3, 'Caminhão', 'truck', 3),
  category(6, 'Embarcação', 'boat', 6),
  category(7, 'Trator', 'tractor', 7),
];

/** casos@demo.test works for Alfa (simplified mode on); beta@demo.test for Beta (off). */
export type FormAccount = 'casos' | 'beta';
const SHADOW_MODE: Record<FormAccount, boolean> = { casos: true, beta: false };

export interface ApiLog {
  saved: Record<string, unknown>[];
  geo: { city: string; state: string }[];
}

/** The API calls of the form: categories, the geo check (São Paulo by default) and the save. */
export function answerFormApi(
  options: {
    geo?: (body: { city: string; state: string }) => Response | Promise<Response>;
    save?: (body: Record<string, unknown>) => Response | Promise<Response>;
  } = {},
): ApiLog {
  const log: ApiLog = { saved: [], geo: [] };
  server.use(
    http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
    http.post('*/address/geo', async ({ request }) => {
      const body = (await request.json()) as { city: string; state: string };
      log.geo.push(body);
      if (options.geo) return options.geo(body);
      return HttpResponse.json({
        city: body.city,
        state: body.state.toUpperCase(),
        latitude: -23.5475,
        longitude: -46.63611,
      });
    }),
    http.post('*/admin/seizure-requests', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      log.saved.push(body);
      if (options.save) return options.save(body);
      const status = body.canBeDraft === true ? 'draft' : 'readyAndOpenedForTrackers';
      return HttpResponse.json({ ...body, id: body.id ?? 321, status }, { status: body.id ? 200 : 201 });
    }),
    // Whatever the page after the save asks (the details page) is not this test's business.
    http.all('*/admin/*', () =>
      HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Não encontrado' }, { status: 404 }),
    ),
  );
  return log;
}

/** A CEP service's answer for Av. Paulista, 01310-100. */
export const PAULISTA = {
  viaCep: { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  brasilApi: {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
  },
};

type Answer = 'ok' | 'down' | 'unknown' | 'hang';

/** ViaCEP and BrasilAPI: each answers the address, fails at the network, does not know the CEP, or hangs. */
export function answerCepServices(viaCep: Answer, brasilApi: Answer) {
  const seen = { viaCepAborted: false, brasilApiAborted: false };
  server.use(
    http.get(VIACEP, async ({ request }) => {
      if (viaCep === 'down') return HttpResponse.error();
      if (viaCep === 'unknown') return HttpResponse.json({ erro: 'true' });
      if (viaCep === 'hang') {
        request.signal.addEventListener('abort', () => (seen.viaCepAborted = true));
        await delay('infinite');
      }
      return HttpResponse.json(PAULISTA.viaCep);
    }),
    http.get(BRASILAPI, async ({ request }) => {
      if (brasilApi === 'down') return HttpResponse.error();
      if (brasilApi === 'unknown')
        return HttpResponse.json({ message: 'CEP não encontrado', type: 'service_error' }, { status: 404 });
      if (brasilApi === 'hang') {
        request.signal.addEventListener('abort', () => (seen.brasilApiAborted = true));
        await delay('infinite');
      }
      return HttpResponse.json(PAULISTA.brasilApi);
    }),
  );
  return seen;
}

/** The token's law company flags: simplified mode and auto-approval as the demo companies have them. */
const lawCompanyClaims = (account: FormAccount) => ({
  lawCompany: { enableTrackersAutoApprove: SHADOW_MODE[account], enableShadowMode: SHADOW_MODE[account] },
});

let shownPath: () => string = () => '';

/** Where the form's screen is now (it navigates after a save or 'Cancelar'). */
export const currentPath = () => shownPath();

/** The form at `url` (/casos/novo or /casos/{id}/editar), signed in as the account. */
export async function openForm(account: FormAccount = 'casos', url = '/casos/novo', { ready = true } = {}) {
  const user = userEvent.setup();
  shownPath = renderCaseForm(account, url, { claims: lawCompanyClaims(account) }).pathname;
  if (ready) await screen.findByRole('combobox', { name: /Categoria/ });
  return user;
}

// ---- finding and filling inputs ----

export const field = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
export const numberField = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
export const address = (n: number) => screen.getByRole('group', { name: `Endereço ${n}` });

const helperOf = (input: HTMLElement) => {
  const describedBy = input.getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy.split(' ')[0]) : null;
};

/** The helper text (message) under an input, without its character count. */
export function messageOf(input: HTMLElement): string {
  const helper = helperOf(input)?.cloneNode(true) as HTMLElement | undefined;
  helper?.querySelectorAll('[data-testid="character-count"]').forEach((count) => count.remove());
  return helper?.textContent?.trim() ?? '';
}

/** The character count ('7/100') on an input's helper line, or null when it has none. */
export function countOf(input: HTMLElement): string | null {
  return helperOf(input)?.querySelector('[data-testid="character-count"]')?.textContent ?? null;
}

/** Types `text` key by key into the cleared field: for the masks, whose subject is each keystroke. */
export async function type(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

export { fill };

export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  option: string | RegExp,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Every field of a valid ready case (Automóvel), with the first address typed by hand. */
export async function fillReadyCase(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /Categoria/, /Automóvel/);
  await fill(user, field('Placa'), 'abc-1d23');
  await fill(user, field('Chassi'), '9BWZZZ377VT004251');
  await fill(user, field('Modelo'), 'Gol 1.0');
  await fill(user, field('Número do processo'), '1000123-45.2024.8.26.0100');
  await fill(user, field('Financeira'), 'Banco Alfa');
  await fill(user, field('Nome do devedor'), 'João da Silva');
  await fill(user, field('CPF/CNPJ do devedor'), '529.982.247-25');
  const first = address(1);
  await choose(user, /Estado/, 'SP - São Paulo', first);
  await fill(user, field('Cidade', first), 'São Paulo');
  await user.tab();
  await expect.poll(() => (numberField('Latitude', first) as HTMLInputElement).value).toBe('-23.5475');
}

/** The main button: 'Publicar' on a new case or a draft, 'Salvar' on a ready case. */
export const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^(Salvar|Publicar)$/ }));
