import type { Page } from 'playwright-core';

// Layout checks of issue 25 (items 1, 2 and 6), run in the page: what a person at that width
// cannot read. Each answers a list of readable descriptions (empty: nothing cut).

/**
 * Tabs not wholly in view: a tab whose box leaves the window or an ancestor that clips it (a
 * scrolling strip), or whose text is cut inside it (an element narrower than its content that
 * hides the rest). Visually hidden text (1 px boxes) is not text that was cut.
 */
export function cutTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      const name = (tab.textContent ?? '').trim();
      if (box.width === 0 || box.height === 0) {
        problems.push(`'${name}' is not shown`);
        continue;
      }
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(`'${name}' leaves the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      for (let parent = tab.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
          problems.push(
            `'${name}' is clipped by its strip (${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(frame.left)}–${Math.round(frame.right)})`,
          );
          break;
        }
      }
      for (const element of [tab, ...tab.querySelectorAll<HTMLElement>('*')]) {
        if (element.getBoundingClientRect().width <= 1) continue;
        if (element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX !== 'visible') {
          problems.push(`'${name}': its text is cut (${element.scrollWidth} px in ${element.clientWidth})`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * Visible elements cut sideways: a box that leaves the window, or one that an ancestor clips
 * (overflow other than visible). Elements inside a table's own box that scrolls sideways can be
 * reached, so they do not count; neither do
 * visually hidden ones (1 px, or clipped on purpose), nor what is not shown, nor text cut with an
 * ellipsis that says so ('…'). Only the first few are described.
 */
export function cutElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls =
        typeof element.className === 'string' ? element.className.split(' ').find((c) => c.startsWith('Mui')) : '';
      return `<${element.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> '${text}'`;
    };
    const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const width = document.documentElement.clientWidth;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = element.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const style = getComputedStyle(element);
      if (
        style.visibility === 'hidden' ||
        style.opacity === '0' ||
        (style.position === 'fixed' && style.transform !== 'none')
      )
        continue;
      if (element.closest('.MuiTouchRipple-root')) continue;
      // The element's box, clipped or not by its ancestors; and its own text, which may run out
      // of the element itself (a long word in a flex row) and be clipped by it or an ancestor.
      const boxes: { box: DOMRect; from: HTMLElement | null; what: string }[] = [
        { box: own, from: element.parentElement, what: describe(element) },
      ];
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.left < own.left - 1 || box.right > own.right + 1)
          boxes.push({ box, from: element, what: `the text '${(node.textContent ?? '').trim().slice(0, 40)}'` });
      }
      for (const { box, from, what } of boxes) {
        let reachable = false;
        let clippedBy: Element | null = null;
        for (let parent = from; parent && parent !== document.body; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent);
          if (parentStyle.overflowX === 'visible') continue;
          // A table's own box that scrolls sideways: its columns can be reached. Any other box that
          // scrolls (an alert's text, a chat's log) is not where a person looks for a cut word.
          if (scrollsSideways(parentStyle) && parent.querySelector('table')) {
            reachable = true;
            break;
          }
          const frame = parent.getBoundingClientRect();
          // A visually hidden wrapper (1 px with clip) hides on purpose.
          if (frame.width <= 1 || frame.height <= 1) {
            reachable = true;
            break;
          }
          if (box.left < frame.left - 1 || box.right > frame.right + 1) {
            // A truncation that shows itself ('…'), such as the app bar's title over the page's H1.
            if (parentStyle.textOverflow === 'ellipsis') {
              reachable = true;
              break;
            }
            clippedBy = parent;
            break;
          }
        }
        if (reachable) continue;
        if (clippedBy) problems.push(`${what} is cut by ${describe(clippedBy)}`);
        else if (box.left < -1 || box.right > width + 1)
          problems.push(`${what} leaves the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
      if (problems.length >= 8) break;
    }
    return problems;
  });
}

/** Table body cells written under the spec's 14 px (spec 001 §9 "font size 14"; issue 25 item 7). */
export function smallTableCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('td')]
      .filter((cell) => cell.getBoundingClientRect().width > 1 && parseFloat(getComputedStyle(cell).fontSize) < 14)
      .slice(0, 5)
      .map((cell) => `'${(cell.textContent ?? '').trim().slice(0, 30)}' at ${getComputedStyle(cell).fontSize}`),
  );
}
