import { useEffect, useMemo, useRef } from 'react';

/**
 * Where the keyboard focus goes when what held it goes away (issue 11, WCAG 2.4.3): after a
 * route change or a sign-in, to the page's heading; after a decision removes an item, to the
 * item if it is still there, else to its section's heading. Never to <body>, where a keyboard or
 * screen-reader user would start again from the top of the page.
 */

/** The route and title the focus was last moved for (null: the first page of this load). */
let lastKey: string | null = null;
/**
 * The move still waiting for its heading, with when it started: a title remounted while it waits
 * (the shell re-rendering its subtree right after a sign-in, seen on a busy machine) takes it over
 * instead of dropping it, so the focus still reaches the heading.
 */
let pending: { key: string; started: number } | null = null;

/** How long a page (loaded lazily) or a list (refetched) may take to show what gets the focus. */
const WAIT_MS = 3_000;
const STEP_MS = 100;

/** Focus is nowhere: on <body>, or on an element no longer in the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses an element, making a non-interactive one (a heading) focusable by script only. */
export function focusElement(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus();
}

/** The page's heading: its H1 (in the shell's content or the public layout's main). */
export const pageHeading = () => document.querySelector<HTMLElement>('#main-content h1, main h1');

/** A page without an H1 yet: its first heading, else its main content. */
const anyHeading = () =>
  document.querySelector<HTMLElement>('#main-content :is(h1, h2), main :is(h1, h2), #main-content, main');

/**
 * After the key changes (a new route, or the same route once signed in), moves the focus to the
 * page's heading once it shows, unless the user has already put it somewhere (a field, a dialog):
 * focus left on <body> or on the menu entry that was followed moves; anything else stays.
 * Not on the first render: a page just loaded starts from the top, as any page does.
 */
export function useFocusHeadingOnChange(key: string): void {
  useEffect(() => {
    // Module-wide, not per component: each route mounts a page (and its title) of its own.
    const previous = lastKey;
    lastKey = key;
    const resumed = pending?.key === key ? pending : null;
    if (previous === null || (previous === key && !resumed)) return;
    const move = resumed ?? { key, started: Date.now() };
    pending = move;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      if (pending === move) pending = null;
    };
    const tick = () => {
      const active = document.activeElement;
      const onNavigation =
        active?.closest('nav, [role="menu"], [role="navigation"]') && !active.closest('[role="dialog"]');
      const heading = pageHeading();
      if (heading && (focusIsLost() || onNavigation)) {
        done();
        focusElement(heading);
        return;
      }
      // A closing dialog still holds the focus for a moment: wait for it to let go.
      if (Date.now() - move.started < WAIT_MS) timer = setTimeout(tick, STEP_MS);
      else {
        done();
        const fallback = focusIsLost() ? anyHeading() : null;
        if (fallback) focusElement(fallback);
      }
    };
    timer = setTimeout(tick, STEP_MS);
    return () => clearTimeout(timer);
  }, [key]);
}

// ---- After an action (issue 25 item 4) ----

/** What may take the focus after an action; asked again at each step, the first one in the page wins. */
export type FocusTargets = () => (Element | null | undefined)[];

/** What a keyboard user can reach: where the focus goes inside a row. */
const CONTROLS = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** The controls in an element a keyboard user can reach (none hidden). */
const controlsOf = (element: Element) =>
  [...element.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) =>
      !control.closest('[hidden], [aria-hidden="true"]') && getComputedStyle(control).visibility !== 'hidden',
  );

/** The rows of a list: table rows, list items, cards in a list. */
const ROW = 'tr, [role="row"], [role="listitem"], li';
/** What holds the rows and has a name: the table or list itself. */
const LIST = 'table, [role="table"], [role="grid"], [role="list"], ul, ol';

/**
 * The heading of the nearest block holding `element` that has one: the section, card or drawer
 * the element sits in (its H2/H3), else the page's H1.
 */
export function headingNear(element: Element | null | undefined): HTMLElement | null {
  return headingFrom(element?.parentElement ?? null);
}

/** The first heading inside `block` or, failing that, inside its nearest ancestor with one. */
function headingFrom(start: Element | null): HTMLElement | null {
  for (let block = start; block && block !== document.body; block = block.parentElement) {
    const heading = block.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) return heading;
  }
  return pageHeading();
}

/**
 * Where the focus goes after an action started from `trigger` (the button that opened the dialog,
 * or the one that did it), best first, each looked for again until one is in the page:
 * `preferred` (what shows the change: a status, a section's heading); the trigger itself; the
 * control at the same place in its row, re-rendered; the row now at its place (the next one,
 * after a removal), else the one before; the list itself; the heading of the innermost block
 * around the trigger still in the page (its section's, when its card or list went); the page's H1.
 */
export function focusTargetsNear(
  trigger: Element | null | undefined,
  preferred: FocusTargets = () => [],
): FocusTargets {
  const row = trigger?.closest<HTMLElement>(ROW) ?? null;
  const body = row?.parentElement ?? null;
  const index = row && body ? [...body.children].indexOf(row) : -1;
  const position = row && trigger ? controlsOf(row).indexOf(trigger as HTMLElement) : -1;
  const list = row?.closest<HTMLElement>(LIST) ?? null;
  const listName = list?.getAttribute('aria-label');
  // The trigger's blocks, innermost first: the heading is looked for from the innermost one still
  // in the page (a card that went, a list replaced by its empty state: their section's heading).
  const blocks: Element[] = [];
  for (let block = trigger?.parentElement ?? null; block && block !== document.body; block = block.parentElement)
    blocks.push(block);
  const heading = () => headingFrom(blocks.find((block) => block.isConnected) ?? null);
  const inRow = (r: Element | undefined) => (r ? (controlsOf(r)[position] ?? controlsOf(r)[0] ?? r) : null);
  return () => {
    const rows = body?.isConnected ? [...body.children].filter((r) => r !== row && r.matches(ROW)) : [];
    // The list again by its name, when a refetch drew it anew.
    const sameList = list?.isConnected
      ? list
      : listName
        ? document.querySelector(`[aria-label="${CSS.escape(listName)}"]`)
        : null;
    return [
      ...preferred(),
      trigger,
      row?.isConnected ? inRow(row) : null,
      index >= 0 ? inRow(rows[index] ?? rows[index - 1]) : null,
      sameList,
      heading(),
      pageHeading(),
      // A screen outside the shell (a test's): its own H1.
      document.querySelector('h1'),
    ];
  };
}

/**
 * The focus is on an open dialog's or drawer's own box, not on anything in it, and `target` is
 * in it: where MUI's focus trap puts it when what held it went (a step of the dialog replaced).
 */
function onContainerOf(target: HTMLElement): boolean {
  const active = document.activeElement;
  return (
    !!active &&
    active.matches('.MuiDialog-container, .MuiDrawer-paper, [role="dialog"], [role="presentation"]') &&
    active.contains(target)
  );
}

/** The watch of the latest action, to stop it when a newer one starts. */
let watching: (() => void) | null = null;

/**
 * A modal (dialog, drawer, menu) is open, or still closing, and `target` is not in the topmost
 * one: the focus belongs to that modal. An older action's watch must not pull it out while a
 * confirmation is pending (its button disabled leaves the focus on <body> for a moment).
 */
function behindOpenModal(target: HTMLElement): boolean {
  const modals = document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden)');
  const topmost = modals[modals.length - 1];
  return !!topmost && !topmost.contains(target);
}

/** How long after an action the focus is watched: a list refetching on a busy machine. */
const ACTION_WAIT_MS = 5_000;

/**
 * After an action (a dialog closed, a row removed, a form saved and drawn anew, a list
 * refetching): for a few seconds, whenever the focus is lost (on <body>, on an element no
 * longer in the page, or on the box of the dialog the target is in), puts it on the first of
 * `targets()` in the page; focus the user has put somewhere else is left there. Answers a
 * function that stops the watch; a newer action stops it too. The one helper every action uses
 * (docs/console.md "Accessibility").
 */
export function focusAfterAction(targets: FocusTargets): () => void {
  // One watch at a time: a newer action's targets supersede an older one's.
  watching?.();
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout>;
  const stop = () => {
    clearTimeout(timer);
    if (watching === stop) watching = null;
  };
  const tick = () => {
    // The page (a test's document) may be gone before the watch ends: nothing left to keep.
    if (typeof document === 'undefined') return stop();
    // The first target the user can reach now: in the page, enabled, not behind an open modal.
    const target = targets().find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.isConnected &&
        !element.matches(':disabled') &&
        !behindOpenModal(element),
    );
    if (target && (focusIsLost() || onContainerOf(target))) focusElement(target);
    if (Date.now() - started < ACTION_WAIT_MS) timer = setTimeout(tick, STEP_MS);
    else stop();
  };
  // At once as well: a dialog that closed leaves the focus on <body> for a frame or two.
  timer = setTimeout(tick, 0);
  watching = stop;
  return stop;
}

/**
 * For a dialog or an action started from a button: `remember()` when it opens (the focused
 * element, the button: its row, its place in the list, its heading are read then),
 * `restore()` when it closes or ends (focusAfterAction near that button; `preferred` first, read
 * at each step).
 */
export function useFocusAfterAction() {
  // Where the action started, read when it starts: by the time it ends the row may be gone.
  const near = useRef<FocusTargets>(() => []);
  return useMemo(
    () => ({
      remember: (element?: Element | null) => {
        // A new action starts here: an older one's watch no longer says where the focus goes.
        watching?.();
        near.current = focusTargetsNear(element ?? document.activeElement);
      },
      restore: (preferred: FocusTargets = () => []) => {
        const place = near.current;
        return focusAfterAction(() => [...preferred(), ...place()]);
      },
    }),
    [],
  );
}
