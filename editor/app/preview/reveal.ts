/**
 * A change shown in the preview frame (the review's before and after, PageFrame.tsx): the deepest block on the
 * change's data path scrolled into view, and the item the change is in opened where the block keeps it closed (an
 * FAQ question: past "Show more" when it is beyond the first ones, then its answer shown). The page is drawn
 * after the message may come, so the block is looked for again on the next frames, for a short while.
 */

/** How long the block of a change is looked for while the page is drawn. */
const WAIT_MS = 3000;

const at = (root: ParentNode, attr: string, value: string) =>
  root.querySelector<HTMLElement>(`[${attr}="${CSS.escape(value)}"]`);

/** The block drawn for the longest start of `path` ("sections/3/items/1/answer" → the block "sections/3"…). */
export function blockOn(path: string): HTMLElement | null {
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const el = at(document, 'data-edit-path', parts.slice(0, n).join('/'));
    if (el) return el;
  }
  return null;
}

/** Opens the FAQ question with one of `ids` in `block` (the deepest first); the element to show, if any. */
function openItem(block: HTMLElement, ids: string[]): HTMLElement | null {
  for (const id of [...ids].reverse()) {
    const item = at(block, 'data-faq-item', id);
    if (!item) continue;
    if (item.hidden) {
      // Beyond the first questions: "Show more" (the button that shows the whole list) first.
      const list = item.closest('[id]');
      const more = list && block.querySelector<HTMLElement>(`button[aria-controls="${CSS.escape(list.id)}"]`);
      if (more?.getAttribute('aria-expanded') === 'false') more.click();
    }
    const question = item.querySelector<HTMLElement>('[data-faq-trigger]');
    if (question?.getAttribute('aria-expanded') === 'false') question.click();
    return item;
  }
  return null;
}

/** Scrolls to the change at `path` (a data path "sections/3/items/1/answer"), opening its item (`ids`). */
export function reveal(path: string, ids: string[], started = performance.now()): void {
  const block = blockOn(path);
  if (!block) {
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(() => reveal(path, ids, started));
    return;
  }
  const item = openItem(block, ids);
  // After the opened question is drawn: its top (else the block's) near the frame's top.
  requestAnimationFrame(() => {
    const target = item ?? block;
    const range = document.createRange();
    range.selectNodeContents(target);
    const top = range.getBoundingClientRect().top;
    window.scrollTo({ top: Math.max(0, top + scrollY - 24), behavior: 'instant' });
  });
}
