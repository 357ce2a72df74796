import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[];
}

/**
 * WCAG 2.5.3 label in name: axe's rule is experimental, off unless named (issue 25: three
 * buttons whose name did not hold their visible text passed the walk).
 */
export const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The contrast of one text axe could not decide, measured in the page. */
export interface Measured {
  target: string;
  text: string;
  ratio: number | null;
  required: number;
  why: string;
}

/**
 * The texts axe left as 'needs review' for colour contrast (a one-character text, a background
 * it could not see through: an overlap, a pseudo-element, a translucent layer), measured here:
 * the text's colour over the colours under it, blended from the page's bottom layer up (the
 * element's ancestors and whatever lies under it at its centre, not what lies over it: a sticky
 * bar over a scrolled row). A background image or gradient under the text is not measured: it
 * fails, to be checked by hand and made plain. Issue 25: the dark theme's active menu entry
 * (4.12:1) and the '0' counts (2.68:1) sat in 'needs review' while the walk passed. Installed in
 * the page as `window.__walkMeasure` and called right after axe, on the very elements it left
 * (a tooltip may be gone a moment later).
 */
function installMeasure() {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba => {
    const m = colour.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const parts = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratioOf = (a: Rgba, b: Rgba) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  (
    window as unknown as { __walkMeasure: (element: Element, pseudo?: '::placeholder') => Omit<Measured, 'target'> }
  ).__walkMeasure = (element, pseudo) => {
    // A field's placeholder is measured in its own colour and opacity (axe does not measure it).
    const style = getComputedStyle(element, pseudo);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const required = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const text = pseudo
      ? (element.getAttribute('placeholder') ?? '').slice(0, 40)
      : ((element as HTMLElement).innerText || element.textContent || '').trim().slice(0, 40);
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // What lies under the text: from the element (or its nearest ancestor in the stack) down.
    const from = Math.max(
      0,
      stack.findIndex((el) => el === element || el.contains(element)),
    );
    const layers: Rgba[] = [];
    for (const el of new Set([element, ...stack.slice(from)])) {
      const s = getComputedStyle(el);
      if (s.backgroundImage !== 'none' && s.backgroundImage !== '') {
        return {
          text,
          ratio: null,
          required,
          why: `background image under the text (${s.backgroundImage.slice(0, 60)})`,
        };
      }
      const colour = parse(s.backgroundColor);
      layers.push([colour[0], colour[1], colour[2], colour[3] * Number(s.opacity)]);
      if (colour[3] === 1 && Number(s.opacity) === 1) break;
    }
    let background: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    let opacity = pseudo ? Number(style.opacity) : 1;
    for (let el: Element | null = element; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
    const fg = parse(style.color);
    const colour = over([fg[0], fg[1], fg[2], fg[3] * opacity], background);
    const shown = `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`;
    return {
      text,
      ratio: Math.round(ratioOf(colour, background) * 100) / 100,
      required,
      why: `${style.color} on ${shown}`,
    };
  };
}

/** axe-core and the contrast measure (`window.__walkMeasure`), once per document. */
export async function installAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(installMeasure);
  }
}

/**
 * Runs axe-core on the page as it is now, or only inside `scope` (a CSS selector: a dialog, menu
 * or drawer just opened, whose page behind was checked already); answers the serious and critical
 * violations, and the colour contrasts axe left for review that measure under AA (or that cannot
 * be measured).
 */
export async function axeFindings(
  page: Page,
  where: string,
  scope?: string,
  only: 'all' | 'colours' = 'all',
): Promise<Finding[]> {
  await installAxe(page);
  const runOnly = only === 'all' ? { type: 'tag', values: AXE_TAGS } : { type: 'rule', values: COLOUR_RULES };
  const rules = only === 'all' ? EXPERIMENTAL_RULES : {};
  const result = await page.evaluate(
    async ({ runOnly, rules, scope }) => {
      // axe's global, evaluated above; typed here by the shape the test reads.
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<unknown> } }).axe;
      // The colours a reader settles on, not a transition's midpoint: after a theme switch MUI's
      // chips fade their background for 300 ms while their text changes at once (a busy machine
      // caught one half-way). Finite transitions and animations end first; spinners never do.
      const settling = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(settling.map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, 2000)),
      ]);
      const run = (await axe.run(scope ? { include: [scope] } : document, {
        runOnly,
        rules,
        resultTypes: ['violations', 'incomplete'],
        elementRef: true,
      })) as {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
        incomplete: { id: string; nodes: { target: unknown[]; element?: Element }[] }[];
      };
      // Measured at once, on the elements themselves (see installMeasure).
      const measure = (window as unknown as { __walkMeasure: (element: Element) => object }).__walkMeasure;
      const review = run.incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? [];
      return {
        violations: run.violations.map((v) => ({
          ...v,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        })),
        measured: review.map((n) => ({
          target: String(n.target[0]),
          ...(n.element ? measure(n.element) : { text: '', ratio: null, required: 4.5, why: 'no element' }),
        })),
      };
    },
    { runOnly, rules, scope },
  );
  const { violations, measured } = result as { violations: AxeResult['violations']; measured: Measured[] };
  const findings: Finding[] = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: `${v.help}${v.nodes[0]?.failureSummary ? ` — ${v.nodes[0].failureSummary.split('\n').slice(0, 3).join(' ')}` : ''}`,
    }));
  for (const m of measured.filter((m) => m.ratio === null || m.ratio < m.required)) {
    findings.push({
      where,
      rule: 'color-contrast (needs review, measured)',
      impact: 'serious',
      targets: [m.target],
      summary: `"${m.text}": ${m.ratio === null ? m.why : `${m.ratio}:1 < ${m.required}:1 (${m.why})`}`,
    });
  }
  return findings;
}

/**
 * Marks the topmost layer MUI opened over the page (a dialog, drawer, menu or popover: each a
 * portal at the end of <body>) with data-axe-layer; answers its selector, or undefined if none.
 */
export async function topLayer(page: Page): Promise<string | undefined> {
  const found = await page.evaluate(() => {
    document.querySelectorAll('[data-axe-layer]').forEach((el) => el.removeAttribute('data-axe-layer'));
    const layers = [...document.body.children].filter(
      (el) =>
        el.matches('.MuiModal-root, .MuiPopover-root, .MuiPopper-root') &&
        el.getClientRects().length > 0 &&
        !el.matches('.MuiModal-hidden'),
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
  'pagination',
  'Pagination',
  'Open',
  'Close',
  'Rows per page',
  'of',
  'Analytics',
  'Go to',
  'page',
  'Page',
  'previous',
  'Previous',
  'next',
  'Next',
  'Loading',
  'Search',
  'Clear',
  'Show',
  'Hide',
  'Delete',
  'Save',
  'Cancel',
  'Refresh',
  'Toggle',
  'Sort',
  'sort',
  'Filter',
  'Filters',
  'Export',
  'Actions',
  'Select',
  'No results',
  'Add',
  'Edit',
  'Remove',
  'required',
  'Required',
  'Profile',
  'Logout',
  'Settings',
  'breadcrumb',
  'Breadcrumb',
  'Dismiss',
  'Back',
  'Upload',
  'Download',
  'Submit',
  'Confirm',
  'Yes',
  'Error',
  'Warning',
  'Success',
  'Details',
  'Undo',
  'Home',
  'More',
  'Expand',
  'Collapse',
  'Tabs',
  'Dark',
  'Light',
  'Theme',
  'Password',
  'Sign in',
  'Login',
  'Email',
  'Name',
  'Date',
  'Today',
  'Choose',
  'selected',
  'items',
  'Skip',
  'main',
  'navigation',
  'Notifications',
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

/** A polyglot placeholder left unfilled ('Importação de %{filename}': a text translated without its arguments). */
const PLACEHOLDER = /%\{\w+\}/;

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
    for (const el of document.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt], [aria-valuetext], [aria-roledescription]',
    )) {
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
    if (PLACEHOLDER.test(text)) found.push(`unfilled placeholder: "${text.slice(0, 120)}"`);
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
    const labelled = el
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.innerText ?? '')
      .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.innerText;
    const name = (
      el.getAttribute('aria-label') ??
      labelled ??
      label ??
      el.innerText ??
      el.getAttribute('placeholder') ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const own =
      shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after')) || shows(getComputedStyle(el, '::before'));
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
      return !active || active === document.body
        ? 'body'
        : (active.getAttribute('role') ?? active.tagName.toLowerCase());
    });
    if (where) outside.push(`${back ? 'Shift+Tab' : 'Tab'} ${i + 1}: ${where}`);
  }
  return outside;
}

/**
 * After an action, the focus lands where the console puts it (docs/console.md "Accessibility":
 * the next row after a removal, the section's heading after a save, what shows the change after
 * a decision), never on <body>: waits for a focus stop whose role (the element's role, else its
 * tag: 'h2', 'table', 'span') and name match. Fails saying where the focus is instead.
 */
export async function expectFocusOn(
  page: Page,
  step: string,
  wanted: { role?: RegExp; name?: RegExp },
  timeout = 10_000,
): Promise<FocusStop> {
  let last: FocusStop = { role: 'body', name: '', ring: false };
  const lands = async () => {
    last = await focusStop(page);
    return (
      last.role !== 'body' &&
      (!wanted.role || wanted.role.test(last.role)) &&
      (!wanted.name || wanted.name.test(last.name))
    );
  };
  try {
    await expect.poll(lands, { timeout }).toBe(true);
  } catch {
    throw new Error(
      `${step}: the focus should go to ${wanted.role ?? 'an element'} ${wanted.name ?? ''}, not to <body>; it is on ${last.role} "${last.name}"`,
    );
  }
  return last;
}
