import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editRoot, projectRoot } from './tempRoot';

/** A content file as it is now in the tests' copy. */
export const onDisk = (file: string) => readFileSync(join(editRoot, file), 'utf8');
/** A content file as the project has it (the copy's starting point). */
export const original = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
export const writeOnDisk = (file: string, text: string) => writeFileSync(join(editRoot, file), text);

/** Opens a file in the editor and waits for its form (a translation's: the translator's view) and first check. */
export async function openFile(page: Page, file: string): Promise<void> {
  await page.goto(`/_edit#${file}`);
  await expect(page.locator('.rjsf, [data-translation-editor]').first()).toBeVisible({ timeout: 20_000 });
}

/** Opens the block with this id (the page's list of sections). */
export async function openBlock(page: Page, id: string): Promise<void> {
  await page.locator(`[data-block-row="${id}"] button`).first().click();
  await expect(page.locator('[aria-current="location"]')).toHaveAttribute('data-block-id', id);
}

export const preview = (page: Page) => page.frameLocator('[data-preview-frame]');

/**
 * Clicks an element of the preview with the mouse, as a person does. The preview runs on its own origin, so
 * Chromium draws it in another process, where Playwright's own click does not follow the frame's scaling: the
 * element's place in the frame is scaled here, and the click lands through the browser's own hit testing.
 */
export async function clickInPreview(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const place = () =>
    target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + Math.min(r.width / 2, 20), y: r.y + Math.min(r.height / 2, 10) };
    });
  // As Playwright's own click does, wait until the element stops moving (pictures and fonts still loading).
  let inner = await place();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const next = await place();
    if (next.x === inner.x && next.y === inner.y) break;
    inner = next;
  }
  const frame = page.locator('[data-preview-frame]');
  const box = (await frame.boundingBox())!;
  const width = await frame.evaluate((el) => (el as HTMLElement).offsetWidth);
  const scale = box.width / width;
  await page.mouse.click(box.x + inner.x * scale, box.y + inner.y * scale);
}

/** Saves through the save dialog; returns its list of changes, in plain words. */
export async function save(page: Page): Promise<string> {
  await page.locator('[data-save]').click();
  const changes = page.locator('[data-changes]');
  await expect(changes).toBeVisible();
  const text = await changes.innerText();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-announcer]')).toContainText('Saved');
  return text;
}

/** Lines that differ between two texts of the same length in lines. */
export function changedLines(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  if (x.length !== y.length) return -1;
  return x.filter((line, i) => line !== y[i]).length;
}

/**
 * Opens the folded list items and groups around the form's field `id` (outermost first), as a person does by
 * clicking their lines: a list's items and a section's groups are closed until opened.
 */
export async function unfold(page: Page, id: string): Promise<void> {
  const target = page.locator(`[id="${id}"]`).first();
  await expect(target).toBeAttached({ timeout: 20_000 });
  // Opened again if the form is drawn anew meanwhile (its first check arriving on a slow machine).
  await expect(async () => {
    for (let n = 0; n < 10; n++) {
      const closed = page.locator(`details:not([open]):has([id="${id}"])`);
      if (!(await closed.count())) break;
      await closed.first().locator('> summary').click();
    }
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the picture chooser of the picture field `id` (unfolding it first), as a person does; returns its dialog. */
export async function openPictureChooser(page: Page, id: string): Promise<Locator> {
  await unfold(page, id);
  await page.locator(`[data-drop="${id}"]`).getByRole('button', { name: 'Choose from the pictures…' }).click();
  return page.getByRole('dialog', { name: 'Pictures' });
}
