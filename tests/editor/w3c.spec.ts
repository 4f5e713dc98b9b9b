import { test, expect, type Page } from '@playwright/test';
import { checkWithNu, type NuDocument } from '../../tools/audit/nu';
import { openBlock, openFile } from './helpers';

/** The editor's own page as it stands (the preview frame is the site, checked by npm run audit). */
const screen = async (page: Page, name: string): Promise<NuDocument> => ({ name, html: await page.content() });

test("the editor's screens have no Nu errors: start, page form, block form, save dialog", async ({ page }) => {
  test.setTimeout(120_000); // four screens and a Java run
  const screens: NuDocument[] = [];
  await page.goto('/_edit');
  await expect(page.locator('[data-file="pages/about.yaml"]')).toBeVisible({ timeout: 20_000 });
  screens.push(await screen(page, 'start screen'));
  await openFile(page, 'pages/about.yaml');
  screens.push(await screen(page, 'page form'));
  await openBlock(page, 'about-intro');
  screens.push(await screen(page, 'block form'));
  await page.locator('#root_title').fill('About us, checked');
  await page.locator('[data-save]').click();
  await expect(page.locator('[data-changes]')).toBeVisible();
  screens.push(await screen(page, 'save dialog'));

  const result = await checkWithNu(screens);
  const errors = [...result.perDocument].flatMap(([name, list]) => list.map((e) => `${name}: ${e}`));
  expect([...result.other, ...errors]).toEqual([]);
});
