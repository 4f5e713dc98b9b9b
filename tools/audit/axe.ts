/**
 * axe-core's default rules inside the page, evaluated through the DevTools protocol so that the site's
 * Content-Security-Policy neither blocks it nor reports it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** "color-contrast (serious) ×3: Elements must meet… e.g. .card > p" */
export function formatViolation(v: AxeViolation): string {
  const more = v.targets.length > 1 ? ` ×${v.targets.length}` : '';
  return `${v.id} (${v.impact ?? 'n/a'})${more}: ${v.help}; e.g. ${v.targets.slice(0, 3).join(' | ')}`;
}

/** axe's violations once no finite animation runs (a section fading in would be judged at half opacity). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{
          violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
}
