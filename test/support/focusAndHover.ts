import type { Page } from 'playwright-core';
import { installAxe, type Finding, type Measured } from './a11y';

// Issue 40: what axe does not look at, measured by the walks so it cannot come back —
// - WCAG 2.4.11: a control reached with Shift+Tab sat under the fixed app bar, or behind the
//   case list's sticky 'Ações' column (`obscuredFocusStops`);
// - WCAG 1.4.3: placeholders (2.56:1) and the dark theme's filled buttons on hover (3.3-4.2:1)
//   (`hoverAndPlaceholderFindings`): axe reads neither a ::placeholder nor a :hover.

/**
 * Walks the page's focus order with the keyboard — from its last control back with Shift+Tab
 * (`back`, as the audit did: a control scrolled up into view ends at the top, under the bar), or
 * from its first with Tab — at most `presses` stops, and answers each stop whose centre a person
 * cannot see: outside the window, or under another element. Stops at <body> or when the order
 * wraps. Controls of 2 px or less (visually hidden inputs, whose wrapper shows the focus) are not
 * judged.
 */
export async function obscuredFocusStops(page: Page, presses: number, back = true): Promise<string[]> {
  await page.evaluate((back) => {
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
      ),
    ].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
    const start = back ? tabbable.at(-1) : tabbable[0];
    start?.focus();
  }, back);
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (!el.dataset.walkStop) el.dataset.walkStop = String(Math.random());
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('placeholder') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const what = `${el.getAttribute('role') ?? el.tagName.toLowerCase()} '${name}'`;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) return { id: el.dataset.walkStop, what, cover: null };
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)
        return { id: el.dataset.walkStop, what, cover: 'outside the window' };
      // Hit-testing skips what ignores the pointer (MUI's outline, a disabled look): everything
      // answers for this one look, so what is on top at the centre is what a person sees there.
      const all = document.createElement('style');
      all.textContent = '* { pointer-events: auto !important; }';
      document.head.append(all);
      const top = document.elementFromPoint(x, y);
      all.remove();
      const owner =
        el.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiFormControlLabel-root, label, .ProseMirror') ?? el;
      if (top && (owner.contains(top) || el.contains(top))) return { id: el.dataset.walkStop, what, cover: null };
      const by = top?.closest('header')
        ? 'the app bar'
        : top
          ? `${top.tagName.toLowerCase()}.${[...top.classList].filter((c) => !c.startsWith('css-')).join('.')}`
          : 'nothing';
      const at = `(${Math.round(x)}, ${Math.round(y)}) of ${innerWidth}×${innerHeight}`;
      return { id: el.dataset.walkStop, what, cover: `under ${by} at ${at}` };
    });
    if (!stop || seen.has(stop.id!)) break;
    seen.add(stop.id!);
    if (stop.cover) hidden.push(`${back ? 'Shift+Tab' : 'Tab'} ${i}: ${stop.what} ${stop.cover}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return hidden;
}

/**
 * The contrast of what axe cannot read, in the theme the page shows now: every visible empty
 * field's placeholder, and every enabled text button under the pointer (hovered for real: the
 * walk's transitions are off, so the hover colour is there at once). A look (the element's
 * classes, placeholder and theme) is measured once per `seen`: the same button on every route is
 * one measure. Inside `scope` only when given (a layer over the page). The pointer leaves, and its tooltips close, before this answers.
 */
export async function hoverAndPlaceholderFindings(
  page: Page,
  where: string,
  seen: Set<string>,
  scope?: string,
): Promise<Finding[]> {
  await installAxe(page);
  const theme = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const looks = await page.evaluate(
    ({ theme, known, scope }) => {
      const root = (scope ? document.querySelector(scope) : document) ?? document;
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const looks: { id: string; key: string; kind: 'placeholder' | 'hover' }[] = [];
      const take = (el: Element, kind: 'placeholder' | 'hover', key: string) => {
        if (known.includes(key) || looks.some((l) => l.key === key)) return;
        const id = `w${looks.length}`;
        el.setAttribute('data-walk-look', id);
        looks.push({ id, key, kind });
      };
      for (const field of root.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))
        // MUI hides a placeholder (opacity 0) while the field's label sits inside it: not shown, not measured.
        if (
          field.placeholder &&
          !field.value &&
          visible(field) &&
          Number(getComputedStyle(field, '::placeholder').opacity) > 0
        )
          take(field, 'placeholder', `${theme} ${field.className} ${field.placeholder}`);
      for (const button of root.querySelectorAll<HTMLButtonElement>('.MuiButton-root'))
        if (!button.matches(':disabled, .Mui-disabled') && button.innerText.trim() && visible(button))
          take(button, 'hover', `${theme} ${button.className}`);
      return looks;
    },
    { theme, known: [...seen], scope },
  );
  const findings: Finding[] = [];
  for (const look of looks) {
    seen.add(look.key);
    const target = `[data-walk-look="${look.id}"]`;
    if (look.kind === 'hover') {
      // A button another layer covers cannot be hovered: it is not measured (nobody sees its hover).
      const hovered = await page
        .locator(target)
        .hover({ timeout: 500 })
        .then(() => true)
        .catch(() => false);
      if (!hovered) continue;
    }
    const measured = await page.evaluate(
      ({ target, pseudo }) =>
        (window as unknown as { __walkMeasure: (e: Element, p?: string) => Omit<Measured, 'target'> }).__walkMeasure(
          document.querySelector(target)!,
          pseudo,
        ),
      { target, pseudo: look.kind === 'placeholder' ? '::placeholder' : undefined },
    );
    if (measured.ratio !== null && measured.ratio >= measured.required) continue;
    findings.push({
      where,
      rule: look.kind === 'hover' ? 'color-contrast (on hover, measured)' : 'color-contrast (placeholder, measured)',
      impact: 'serious',
      targets: [look.key.slice(theme.length + 1, theme.length + 121)],
      summary: `"${measured.text}": ${measured.ratio === null ? measured.why : `${measured.ratio}:1 < ${measured.required}:1 (${measured.why})`}`,
    });
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-walk-look]').forEach((el) => el.removeAttribute('data-walk-look')),
  );
  if (looks.some((l) => l.kind === 'hover')) {
    // Off every control: the bottom-left corner (the menu's foot, or the page's margin).
    await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
    await page
      .waitForFunction(() => !document.querySelector('.MuiTooltip-popper'), undefined, { timeout: 2_000 })
      .catch(() => undefined);
  }
  return findings;
}
