/**
 * Interactive states axe checks besides the page at rest: the first collapsed `aria-expanded` button of each kind
 * in the content (told apart by its class) and the first dialog opener, each opened on its own; and the header's
 * Services dropdown (1280 px) and phone menu (375 px), which are the same on every page.
 */
import type { Page } from '@playwright/test';
import { runAxe, formatViolation } from './axe.js';

interface State {
  name: string;
  selector: string;
}

export const headerStates = {
  desktop: { name: 'header dropdown opened', selector: 'header nav button[aria-expanded]' },
  mobile: { name: 'phone menu opened', selector: 'header button[aria-controls="mobile-menu"]' },
};

/** The selectors of the content's openers, one per kind, found in the page. */
export function contentStates(page: Page): Promise<State[]> {
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
      states.push({
        name: `${(button.textContent ?? '').trim().slice(0, 30) || button.getAttribute('aria-label') || 'disclosure'} (in #${where}) opened`,
        selector: `[data-audit-opener="${states.length}"]`,
      });
    }
    const dialog = [...document.querySelectorAll('main [aria-haspopup="dialog"]')].find(visible);
    if (dialog) {
      dialog.setAttribute('data-audit-opener', 'dialog');
      states.push({ name: 'dialog opened', selector: '[data-audit-opener="dialog"]' });
    }
    return states;
  });
}

/**
 * Opens each state whose opener is shown, runs axe, and closes it again; adds the violations to `problems` and
 * returns the names of the states checked ("1280px dialog opened"…).
 */
export async function axeInStates(page: Page, prefix: string, states: State[], problems: string[]): Promise<string[]> {
  const checked: string[] = [];
  for (const state of states) {
    const opener = page.locator(state.selector).first();
    if (!(await opener.isVisible())) continue;
    await opener.click();
    await page.waitForTimeout(350);
    checked.push(`${prefix} ${state.name}`);
    problems.push(...(await runAxe(page)).map((v) => `${prefix} ${state.name}: ${formatViolation(v)}`));
    await page.keyboard.press('Escape');
    if ((await opener.getAttribute('aria-expanded')) === 'true') await opener.click();
  }
  return checked;
}
