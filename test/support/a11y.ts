import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What the accessibility walk checks on a page, from Node through Playwright: axe-core's WCAG
 * 2.2 A/AA rules (serious and critical only), English or untranslated texts, and the focus ring.
 */

/**
 * axe-core's source, evaluated in the page through the DevTools protocol: the console's CSP
 * ('script-src self') rightly refuses an injected <script>, and the walk checks the real page.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 11). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules a theme can change: colours. A second theme changes no name, role or structure, so
 * the other theme's pass runs only these (WCAG 1.4.3 and 1.4.1; 1.4.11's rings are measured by the
 * keyboard journey).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface Finding {
  /** Where: route, theme and state ('/casos · escuro · filtro aberto'). */
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * Runs axe-core on the page as it is now, or only inside `scope` (a CSS selector: a dialog, menu
 * or drawer just opened, whose page behind was checked already); answers the serious and critical
 * violations.
 */
export async function axeFindings(page: Page, where: string, scope?: string, only: 'all' | 'colours' = 'all'): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = only === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const result = await page.evaluate(
    async ({ runOnly, scope }) => {
      // axe's global, evaluated above; typed here by the shape the test reads.
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<unknown> } }).axe;
      // The colours a reader settles on, not a transition's midpoint: after a theme switch MUI's
      // chips fade their background for 300 ms while their text changes at once (a busy machine
      // caught one half-way). Finite transitions and animations end first; spinners never do.
      const settling = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([Promise.all(settling.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
      return axe.run(scope ? { include: [scope] } : document, { runOnly, resultTypes: ['violations'] });
    },
    { runOnly, scope },
  );
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: `${v.help}${v.nodes[0]?.failureSummary ? ` — ${v.nodes[0].failureSummary.split('\n').slice(0, 3).join(' ')}` : ''}`,
    }));
}

/**
 * Marks the topmost layer MUI opened over the page (a dialog, drawer, menu or popover: each a
 * portal at the end of <body>) with data-axe-layer; answers its selector, or undefined if none.
 */
export async function topLayer(page: Page): Promise<string | undefined> {
  const found = await page.evaluate(() => {
    document.querySelectorAll('[data-axe-layer]').forEach((el) => el.removeAttribute('data-axe-layer'));
    const layers = [...document.body.children].filter(
      (el) => el.matches('.MuiModal-root, .MuiPopover-root, .MuiPopper-root') && el.getClientRects().length > 0 && !el.matches('.MuiModal-hidden'),
    );
    const last = layers.at(-1);
    last?.setAttribute('data-axe-layer', '');
    return last !== undefined;
  });
  return found ? '[data-axe-layer]' : undefined;
}

/** One line per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.rule} @ ${f.where}\n    ${f.targets.join(' | ')}\n    ${f.summary.slice(0, 300)}`)
    .join('\n');
}

// ---- pt-BR: no English, no untranslated key ----

/**
 * English that must never reach a user (shown or spoken): MUI's and react-admin's defaults and
 * words of ours left untranslated. Matched as whole words, case-sensitively.
 */
const ENGLISH = [
  'pagination', 'Pagination', 'Open', 'Close', 'Rows per page', 'of', 'Analytics', 'Go to', 'page', 'Page',
  'previous', 'Previous', 'next', 'Next', 'Loading', 'Search', 'Clear', 'Show', 'Hide', 'Delete', 'Save', 'Cancel',
  'Refresh', 'Toggle', 'Sort', 'sort', 'Filter', 'Filters', 'Export', 'Actions', 'Select', 'No results', 'Add', 'Edit',
  'Remove', 'required', 'Required', 'Profile', 'Logout', 'Settings', 'breadcrumb', 'Breadcrumb', 'Dismiss', 'Back',
  'Upload', 'Download', 'Submit', 'Confirm', 'Yes', 'Error', 'Warning', 'Success', 'Details', 'Undo',
  'Home', 'More', 'Expand', 'Collapse', 'Tabs', 'Dark', 'Light', 'Theme', 'Password', 'Sign in', 'Login', 'Email',
  'Name', 'Date', 'Today', 'Choose', 'selected', 'items', 'Skip', 'main', 'navigation', 'Notifications',
];

/**
 * Texts allowed whole although they hold one of those words: a spec's own text or a name would go
 * here, with why. None today: 'Status' is not in the list at all, being the glossary's pt-BR word
 * (the case list's column, the spec's 'Status alterado com sucesso', 'Status dos casos'), and the
 * names (Recupera, Dashboard, PRO, Pix, WhatsApp, Markdown) are not English words of the list.
 */
const ALLOWED: RegExp[] = [];

/** English when it is the whole text ('Menu' alone is react-admin's default; 'Menu principal' is ours). */
const ENGLISH_ALONE = ['Menu', 'User menu', 'Open menu', 'Close menu'];

/** Keys that look like i18n keys: react-admin's `ra.*`, ours `app.*`, `resources.*`, `errors.*`. */
const KEY_LIKE = /(?<![\p{L}\d@/.-])(ra|app|resources|errors|validation)\.[a-z_]+(\.[a-z_]+)*(?![\p{L}\d])/u;

const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\d])${word.replace(/\s+/g, '\\s+')}(?![\\p{L}\\d])`, 'u');
const ENGLISH_PATTERNS = ENGLISH.map((word) => ({ word, pattern: wordPattern(word) }));

/** Every string a user sees or hears on the page now: visible text, aria-label, title, placeholder, alt. */
export async function pageStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>([document.title]);
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Rendered: shown, or visually hidden and read aloud (a 1 px clipped box still has a rect).
      if (visible(parent)) out.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-valuetext], [aria-roledescription]')) {
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/** The strings among these that are English or untranslated keys, with why. */
export function untranslated(strings: string[]): string[] {
  const found: string[] = [];
  for (const text of strings) {
    if (ALLOWED.some((allowed) => allowed.test(text))) continue;
    if (ENGLISH_ALONE.includes(text)) found.push(`English: "${text}"`);
    if (KEY_LIKE.test(text)) found.push(`untranslated key: "${text}"`);
    const english = ENGLISH_PATTERNS.find(({ pattern }) => pattern.test(text));
    if (english) found.push(`English "${english.word}": "${text.slice(0, 120)}"`);
  }
  return found;
}

// ---- Focus ----

/** Where the keyboard focus is: its role, a short name, and whether a focus indicator shows. */
export interface FocusStop {
  role: string;
  name: string;
  ring: boolean;
}

/**
 * The focused element, and whether it shows a focus indicator: an outline or a box-shadow on it,
 * its ::before/::after, or (MUI's outlined fields) its fieldset's thicker border. MUI's ripple
 * alone does not count (issue 11: under 3:1 on most controls).
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { role: 'body', name: '', ring: false };
    const labelled = el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.innerText ?? '').join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.innerText;
    const name = (el.getAttribute('aria-label') ?? labelled ?? label ?? el.innerText ?? el.getAttribute('placeholder') ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const own = shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after')) || shows(getComputedStyle(el, '::before'));
    const fieldset = el.closest('.MuiInputBase-root')?.querySelector('fieldset');
    const field = fieldset ? parseFloat(getComputedStyle(fieldset).borderTopWidth) >= 2 : false;
    return { role, name, ring: own || field };
  });
}

/**
 * Presses Tab (or Shift+Tab) `presses` times in the open dialog and answers where the focus went
 * outside it ('body', or the element's role): empty when every stop stayed inside, wrapping from
 * the last control to the first.
 */
export async function tabsLeavingDialog(page: Page, presses: number, back = false): Promise<string[]> {
  const outside: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]')) return null;
      return !active || active === document.body ? 'body' : (active.getAttribute('role') ?? active.tagName.toLowerCase());
    });
    if (where) outside.push(`${back ? 'Shift+Tab' : 'Tab'} ${i + 1}: ${where}`);
  }
  return outside;
}
