import type { Page } from 'playwright-core';

/**
 * Checks of what a person sees on a rendered page, shared by the report's and the viewer's
 * browser tests. The scripts run in the page; they are strings because the project compiles
 * without the DOM's types.
 */

/**
 * Elements that stick out of the viewport sideways (and so make the page scroll sideways or get
 * cut), as "tag#id.class (width px)". An element inside a box that scrolls or clips on its own
 * (`overflow-x` not visible) is that box's business, not the page's.
 */
const SIDEWAYS = `(() => {
  const limit = window.innerWidth + 1;
  const clipped = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const out = [];
  if (document.documentElement.scrollWidth > limit) out.push('the page (' + document.documentElement.scrollWidth + ' px wide)');
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if ((box.right > limit || box.left < -1) && !clipped(element)) {
      const name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (typeof element.className === 'string' && element.className ? '.' + element.className : '');
      out.push(name + ' (' + Math.round(box.width) + ' px)');
    }
  }
  return out;
})()`;

export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(SIDEWAYS);
}

/** The viewport's height and the box of the first element matching `selector`, as the page opens. */
export async function boxOnOpen(page: Page, selector: string): Promise<{ top: number; bottom: number; viewport: number }> {
  const script = `(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const box = element ? element.getBoundingClientRect() : { top: -1, bottom: -1 };
    return { top: box.top, bottom: box.bottom, viewport: window.innerHeight };
  })()`;
  return page.evaluate<{ top: number; bottom: number; viewport: number }>(script);
}

/** The text of every cell of the rows matching `selector`, row by row. */
export async function tableCells(page: Page, selector: string): Promise<string[][]> {
  return page.evaluate<string[][]>(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((row) => [...row.cells].map((cell) => cell.innerText))`);
}
