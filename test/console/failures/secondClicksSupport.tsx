// The run of secondClicks.test.tsx (issue 35 §6, "a second click while in flight"): one render of
// the whole console per action (typedFormsSupport.tsx's setup), the server's answer held until the
// test releases it, and the action's button clicked twice as an impatient person does (or Enter
// pressed twice in a form). Then: one request reached the server, one success notice, no 'Erro'.
// A dialog opener double-clicked opens one dialog, which stays open.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { expect } from 'vitest';
import { server } from '../../support/msw';
import type { DemoAccount } from '../../support/renderScreen';
import { answerShellCalls, renderApp, storeSessionOf } from '../shell/renderApp';

export type User = ReturnType<typeof userEvent.setup>;

/** The held send: every request that reached it, and the release of its answers. */
export interface Held {
  sent: { method: string; path: string; body: unknown }[];
  release: () => void;
  released: Promise<void>;
}

export function newHeld(): Held {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { sent: [], release, released };
}

type Method = 'post' | 'put' | 'patch' | 'delete';

/** `method` at `pattern`, counted and held until `held.release()`, then answering `ok`'s body. */
export function holdSend(
  held: Held,
  method: Method,
  pattern: string,
  ok: (body: Record<string, unknown>, params: PathParams) => unknown = () => ({}),
) {
  server.use(
    http[method](pattern, async ({ request, params }) => {
      const text = request.headers.get('content-type')?.includes('json') ? await request.text() : '';
      const body = (text ? JSON.parse(text) : null) as Record<string, unknown>;
      held.sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      await held.released;
      return HttpResponse.json(ok(body ?? {}, params) as DefaultBodyType);
    }),
  );
}

/** Every notice react-admin was asked to show since `clear()` (recorded by the test's mock). */
export interface Notices {
  seen: Set<{ type?: string; message: unknown }>;
}

export interface ActionCase {
  /** The action, as a person names it (its button and where it sits). */
  name: string;
  /** The mutation call sites it ends in: `<file under src/console> <name>` (mutationFailures' rows). */
  sends: string[];
  as: DemoAccount;
  url: string;
  /** The session's gate claim (`confirmEmail`: the company's e-mail is not confirmed yet). */
  gate?: string;
  /** The screen's reads, and the action's send held through `held`. */
  serve: (held: Held) => void;
  /** From the screen as it stands, reaches the button that sends (opens its dialog, fills its form). */
  reach: (user: User) => Promise<HTMLElement>;
  /**
   * A form's submit: the field Enter is pressed in (twice), in a run of its own beside the
   * double-click.
   */
  enterIn?: () => HTMLElement;
  /** Mounts the screen, when not the whole console at `url` (a screen that needs a test double). */
  mount?: () => void;
  /** The success as the screen shows it: a notice's text, or what else tells it (`notice: false`). */
  success: string | (() => Promise<unknown>);
  /** `false`: the success is told without a notice (a dialog, the new state itself). */
  notice?: false;
}

export interface OpenerCase {
  name: string;
  as: DemoAccount;
  url: string;
  serve: () => void;
  /** The button (or menu item) that opens the dialog, reached from the screen as it stands. */
  opener: (user: User) => Promise<HTMLElement>;
  /** The dialog's accessible name. */
  dialog: string;
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The whole console at `url` as `as`, the screen's answers (`serve`) over the shell's. */
function render(as: DemoAccount, url: string, serve: () => void, gate?: string) {
  storeSessionOf(as, gate ? { gate } : {});
  answerShellCalls(as);
  serve();
  renderApp(url);
}

/** Double-click (or Enter twice), release the answer, and count what came of it. */
export async function clickTwiceWhileInFlight(c: ActionCase, notices: Notices, how: 'click' | 'enter') {
  const held = newHeld();
  if (c.mount) {
    c.serve(held);
    c.mount();
  } else render(c.as, c.url, () => c.serve(held), c.gate);
  // A disabled button under the pointer (pointer-events: none) still takes the click's attempt.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const button = await c.reach(user);
  await waitFor(() => expect(button).toBeEnabled());
  notices.seen.clear();
  if (how === 'click') await user.dblClick(button);
  else {
    await user.click(c.enterIn!());
    await user.keyboard('{Enter}{Enter}');
  }
  await waitFor(() => expect(held.sent.length, 'the first click sends').toBeGreaterThan(0), { timeout: 8000 });
  // Time for a second request to leave, if the second click sent one.
  await tick(100);
  expect(
    held.sent.map((s) => `${s.method} ${s.path}`),
    'one request while the first is in flight',
  ).toHaveLength(1);
  held.release();
  if (typeof c.success === 'string')
    expect(await screen.findByText(c.success, {}, { timeout: 8000 })).toBeInTheDocument();
  else await c.success();
  // Time for a second answer's notice, or a second send after the first answer.
  await tick(300);
  expect(held.sent, 'one request in all').toHaveLength(1);
  const all = [...notices.seen];
  expect(
    all.filter((n) => n.type === 'error'),
    "no 'Erro' notice",
  ).toEqual([]);
  expect(all, c.notice === false ? 'no notice' : 'one success notice').toHaveLength(c.notice === false ? 0 : 1);
}

/**
 * Where the second click of a double-click lands: on what the first one has put over the button
 * (jsdom has no layout to ask): a dialog's container (around its paper), else a modal's backdrop
 * (a menu, a drawer), else the button itself.
 */
function underThePointer(button: HTMLElement): HTMLElement {
  const modals = [...document.querySelectorAll<HTMLElement>('body > .MuiModal-root')].filter(
    (modal) => !modal.classList.contains('MuiModal-hidden'),
  );
  const top = modals.at(-1);
  if (!top) return button;
  return (
    top.querySelector<HTMLElement>('.MuiDialog-container') ?? top.querySelector<HTMLElement>('.MuiBackdrop-root') ?? top
  );
}

/** The second click of a double-click (its `detail`, the click count, is 2). */
function secondClickOn(target: HTMLElement) {
  fireEvent.pointerDown(target, { detail: 2 });
  fireEvent.mouseDown(target, { detail: 2 });
  fireEvent.pointerUp(target, { detail: 2 });
  fireEvent.mouseUp(target, { detail: 2 });
  fireEvent.click(target, { detail: 2 });
}

/** Double-click the opener: one dialog opens, and stays open. */
export async function doubleClickOpener(c: OpenerCase) {
  render(c.as, c.url, c.serve);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const opener = await c.opener(user);
  await user.click(opener);
  secondClickOn(underThePointer(opener));
  expect(await screen.findByRole('dialog', { name: c.dialog }, { timeout: 8000 })).toBeInTheDocument();
  // Past the dialog's fade (MUI's transitions): closed by the second click, it would be gone.
  await tick(500);
  expect(screen.getAllByRole('dialog', { name: c.dialog }), 'one dialog, still open').toHaveLength(1);
}
