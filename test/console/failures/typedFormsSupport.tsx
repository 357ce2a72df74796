// The run shared by typedForms.test.tsx and typedCaseForms.test.tsx (issue 35 §4/§6, the forms' half of typedReasons.test.tsx):
// one render of the whole console per form (the login modal and the held screen are the shell's),
// a few fields filled, then the send answers 500, the browser is offline, the server answers 409,
// then a 401 that survives the token refresh ends the session. After each: what was typed is still
// in its field, the true reason shows, and no success does. The same user signs in again through
// the modal, finds the form as it was, and one click sends it, once. A form that tells its failures
// itself (`toldBy: 'form'`, the registration's light forms) shows the same 'Erro' beside its button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ERROR_TEXTS } from '../../../src/domain/errors';
import { onMutationFailure } from '../../../src/console/providers/queryClient';
import { clearSession } from '../../../src/console/providers/session';
import { fill } from '../../support/fill';
import { fakeAccessToken, server } from '../../support/msw';
import { DEMO, type DemoAccount } from '../../support/renderScreen';
import { answerShellCalls, renderApp, storeSessionOf, useShellTestSetup } from '../shell/renderApp';

export type User = ReturnType<typeof userEvent.setup>;

/** What the server says to a send that lost a race (the conflict's own words, shown as they are). */
export const CONFLICT = 'Alterado por Ana Admin em 27/11/2026 10:00. Confira e tente de novo.';

/** What the form's send answers now, and every one that reached the server. */
export interface Gate {
  answer: 500 | 409 | 401 | 200;
  sent: { status: number; body: Record<string, unknown> }[];
}

/** The form's send (`method` at `pattern`), answering as the gate says; `ok` gives the success body. */
export function gatedSend(
  gate: Gate,
  pattern: string,
  ok: (body: Record<string, unknown>) => unknown,
  method: 'post' | 'put' = 'post',
) {
  server.use(
    http[method](pattern, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      gate.sent.push({ status: gate.answer, body });
      if (gate.answer === 500)
        return HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 });
      if (gate.answer === 409) return HttpResponse.json({ statusCode: 409, message: CONFLICT }, { status: 409 });
      if (gate.answer === 401)
        return HttpResponse.json({ statusCode: 401, message: ERROR_TEXTS.unauthorized }, { status: 401 });
      return HttpResponse.json(ok(body) as Record<string, unknown>);
    }),
  );
}

/** A field the person fills, and what it shows once filled (a mask's format: `shown`). */
export interface Typed {
  /** The field, found in the form's scope (it may sit under the login modal: aria-hidden). */
  field: (scope: HTMLElement) => HTMLElement;
  text: string;
  shown?: string | number;
}

export interface FormCase {
  /** The form's name in the test's title. */
  name: string;
  as: DemoAccount;
  url: string;
  /** Answers the screen's reads and the form's send through `gate` (over the shell's: /auth/me too). */
  serve: (gate: Gate) => void;
  /**
   * `form`: the form tells its failures itself (its own 'Erro' alert beside the button, not a
   * failed mutation's notice: the registration's light forms). By default, a mutation's notice.
   */
  toldBy?: 'form';
  /** From the screen as it stands, reaches the form (opens its dialog). */
  open: (user: User) => Promise<void>;
  /** The form's element (its dialog, its region), found under the login modal too. */
  scope: () => HTMLElement;
  /** Before the typed fields: what is chosen rather than typed (a select), once. */
  prepare?: (user: User, scope: HTMLElement) => Promise<void>;
  typed: Typed[];
  /** The button that sends, in the form. */
  submit: (scope: HTMLElement) => HTMLElement;
  /** The success this send shows (a notice), and what else tells it (`sentShown`). */
  success?: string;
  /**
   * After the one successful send: what the screen shows then (the composer emptied, …); `scope`
   * finds the form, if it is still there.
   */
  sentShown?: (scope: () => HTMLElement) => Promise<void>;
  /** The body of the one send that succeeded, at least. */
  body: Record<string, unknown>;
}

/** By its label (the required mark '*' after it), within the scope; found under the modal too. */
export const labelled =
  (label: string, selector = 'input, textarea') =>
  (scope: HTMLElement) =>
    within(scope).getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`), {
      selector,
    });

/** POST /auth/login answers the tokens of the same user ('7', the demo sessions' `sub`). */
function answerLoginAs(account: DemoAccount) {
  const { roles, lawCompanyId } = DEMO[account];
  const accessToken = fakeAccessToken({ sub: '7', roles, lawCompanyId });
  server.use(http.post('*/auth/login', () => HttpResponse.json({ accessToken, refreshToken: 'r-again' })));
}

const loginModal = () => screen.findByRole('dialog', { name: 'Entrar no Recupera' }, { timeout: 8000 });

async function signInAgain(user: User, account: DemoAccount) {
  const modal = within(await loginModal());
  await fill(user, modal.getByLabelText('E-mail'), `${account}@demo.test`);
  await fill(user, modal.getByLabelText('Senha'), 'demo1234');
  await user.click(modal.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar no Recupera' })).not.toBeInTheDocument(), {
    timeout: 8000,
  });
}

/** The 'Erro' notice with `text` (react-admin shows one notice at a time: the last one comes next). */
async function errorNotice(text: string) {
  await waitFor(
    () => {
      const notices = screen
        .queryAllByRole('alert', { hidden: true })
        .filter((alert) => alert.textContent === `Erro${text}`);
      expect(notices, `an 'Erro' notice saying '${text}'`).toHaveLength(1);
    },
    { timeout: 8000 },
  );
}

let failures: unknown[] = [];
let stopListening = () => {};

/** msw, the desktop viewport, a clean cache and session, and the mutations' failures heard. */
export function useTypedFormsSetup() {
  useShellTestSetup();
  beforeEach(() => {
    // A previous test's held session must not carry over (session.ts keeps it in memory).
    clearSession();
    failures = [];
    stopListening = onMutationFailure((error) => failures.push(error));
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
  });
}

/** The whole run for one form: 500, offline, 409, 401 and signing in again, then the one send. */
export async function typeThenFailEveryWay(c: FormCase) {
  const gate: Gate = { answer: 500, sent: [] };
  server.use(
    http.post('*/auth/refresh', () =>
      HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
    ),
  );
  const user = userEvent.setup();
  // renderAppAs, with the form's answers over the shell's (a company's own /auth/me).
  storeSessionOf(c.as);
  answerShellCalls(c.as);
  c.serve(gate);
  renderApp(c.url);
  await c.open(user);
  // Found once while it stays mounted (a role query over the whole console is slow in jsdom).
  let shown: HTMLElement | null = null;
  const scope = () => (shown?.isConnected ? shown : (shown = c.scope()));
  if (c.prepare) await c.prepare(user, scope());
  for (const typed of c.typed) await fill(user, typed.field(scope()), typed.text);
  const expectKept = (when: string) => {
    for (const typed of c.typed) expect(typed.field(scope()), `after ${when}`).toHaveValue(typed.shown ?? typed.text);
    if (c.success) expect(screen.queryByText(c.success), `no success after ${when}`).not.toBeInTheDocument();
  };
  expectKept('filling');
  const submit = () => c.submit(scope());
  // The failed mutations heard so far: none when the form tells its failures itself.
  const heard = (n: number) => (c.toldBy === 'form' ? 0 : n);

  // 500: told under 'Erro' in the catalogue's words; the form stays with what was typed.
  await user.click(submit());
  await errorNotice(ERROR_TEXTS.unknown);
  await waitFor(() => expect(submit()).toBeEnabled());
  expect(failures).toHaveLength(heard(1));
  expect(gate.sent.map((s) => s.status)).toEqual([500]);
  expectKept('a 500');

  // Offline: nothing leaves, 'Sem conexão com a internet', the text stays.
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(submit());
  await errorNotice(ERROR_TEXTS.network);
  await waitFor(() => expect(submit()).toBeEnabled());
  expect(failures).toHaveLength(heard(2));
  expect(gate.sent).toHaveLength(1);
  expectKept('offline');
  offline.mockRestore();

  // 409: the server's own words (who changed what); the form keeps what was typed over them.
  gate.answer = 409;
  await user.click(submit());
  await errorNotice(CONFLICT);
  await waitFor(() => expect(submit()).toBeEnabled());
  expect(failures).toHaveLength(heard(3));
  expect(gate.sent.map((s) => s.status)).toEqual([500, 409]);
  expectKept('a 409');

  // 401, and the refresh refused too: the session ends, the modal goes over the held screen.
  gate.answer = 401;
  await user.click(submit());
  const modal = await loginModal();
  expect(within(modal).getByRole('status')).toHaveTextContent(
    /^Necessário autenticação.* A tela continua como estava: entre de novo para salvar o que ficou pendente\.$/,
  );
  expect(gate.sent.map((s) => s.status)).toEqual([500, 409, 401]);
  // The modal tells it, not an 'Erro' notice.
  expect(failures).toHaveLength(heard(3));
  expectKept('a 401');

  // The same user signs in again: the form is where it was, with what was typed.
  gate.answer = 200;
  answerLoginAs(c.as);
  await signInAgain(user, c.as);
  expectKept('signing in again');

  // One click sends it, once, with what was typed.
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  if (c.success) expect(await screen.findByText(c.success, {}, { timeout: 8000 })).toBeInTheDocument();
  if (c.sentShown) await c.sentShown(scope);
  await waitFor(() => expect(gate.sent.map((s) => s.status)).toEqual([500, 409, 401, 200]));
  expect(gate.sent[3].body).toMatchObject(c.body);
}
