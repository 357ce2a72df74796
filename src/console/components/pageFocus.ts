import { useEffect } from 'react';

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
const pageHeading = () => document.querySelector<HTMLElement>('#main-content h1, main h1');

/** A page without an H1 yet: its first heading, else its main content. */
const anyHeading = () => document.querySelector<HTMLElement>('#main-content :is(h1, h2), main :is(h1, h2), #main-content, main');

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
      const onNavigation = active?.closest('nav, [role="menu"], [role="navigation"]') && !active.closest('[role="dialog"]');
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

/**
 * For a moment after an action (a dialog closed, a list refetching), whenever the focus is lost,
 * puts it on the first of `targets()` still in the page: the updated item, else a heading.
 */
export function keepFocusNearby(targets: () => (HTMLElement | null | undefined)[]): void {
  const started = Date.now();
  const tick = () => {
    // The page (a test's document) may be gone before the watch ends: nothing left to keep.
    if (typeof document === 'undefined') return;
    if (focusIsLost()) {
      const target = targets().find((element) => element?.isConnected);
      if (target) focusElement(target);
    }
    if (Date.now() - started < WAIT_MS) setTimeout(tick, STEP_MS);
  };
  setTimeout(tick, STEP_MS);
}
