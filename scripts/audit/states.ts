/**
 * Interactive states checked with axe as well as the page at rest: every kind of disclosure in the page's
 * content (the first collapsed `aria-expanded` button of each kind, told apart by its class: an FAQ answer, a
 * region panel, a share menu…) and the first dialog opener (the gallery viewer), each opened on its own; and on
 * the home page the header's Services dropdown (1280 px) and the phone menu (375 px), which are the same on every
 * page.
 */
import type { Page } from '@playwright/test';
import { runAxe, formatViolation } from './axe.js';

export interface State { name: string; selector: string }

/** The selectors of the content's openers, one per kind, found in the page. */
function contentOpeners(page: Page): Promise<State[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest('[hidden], [inert]');
    const states: { name: string; selector: string }[] = [];
    const kinds = new Set<string>();
    for (const button of document.querySelectorAll('main button[aria-expanded="false"]')) {
      const kind = button.className;
      if (kinds.has(kind) || !visible(button)) continue;
      kinds.add(kind);
      const where = button.closest('[id]')?.id ?? 'main';
      button.setAttribute('data-audit-opener', String(states.length));
      states.push({ name: `${(button.textContent ?? '').trim().slice(0, 30) || button.getAttribute('aria-label') || 'disclosure'} (in #${where}) opened`, selector: `[data-audit-opener="${states.length}"]` });
    }
    const dialog = [...document.querySelectorAll('main [aria-haspopup="dialog"]')].find(visible);
    if (dialog) {
      dialog.setAttribute('data-audit-opener', 'dialog');
      states.push({ name: 'dialog opened', selector: '[data-audit-opener="dialog"]' });
    }
    return states;
  });
}

/** Problems found in each state checked, by state name. */
export type StateResults = Map<string, string[]>;

async function axeIn(page: Page, state: State, prefix: string, results: StateResults): Promise<void> {
  const opener = page.locator(state.selector).first();
  if (!(await opener.isVisible())) return;
  await opener.click();
  await page.waitForTimeout(350);
  results.set(`${prefix} ${state.name}`, (await runAxe(page)).map((v) => `${prefix} ${state.name}: ${formatViolation(v)}`));
  await page.keyboard.press('Escape');
  if (await opener.getAttribute('aria-expanded') === 'true') await opener.click();
}

/** axe on each opened state of the page's content, at the current width. */
export async function checkContentStates(page: Page, prefix: string, results: StateResults): Promise<void> {
  for (const state of await contentOpeners(page)) await axeIn(page, state, prefix, results);
}

/** The layout's own states, at the current width (desktop dropdown or phone menu). */
export async function checkLayoutStates(page: Page, prefix: string, mobile: boolean, results: StateResults): Promise<void> {
  const state = mobile
    ? { name: 'phone menu opened', selector: 'header button[aria-controls="mobile-menu"]' }
    : { name: 'header dropdown opened', selector: 'header nav button[aria-expanded]' };
  await axeIn(page, state, prefix, results);
}
