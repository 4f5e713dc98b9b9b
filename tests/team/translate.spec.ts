/**
 * A translation goes through a change set and review like any change: an editor starts the Kannada translation of
 * About from the list of what is missing, translates a field and sends it for review; the publisher's review names
 * the page with its language and the change field by field in the translator's words.
 */
import { test, expect } from '@playwright/test';
import { newPerson, save } from './people';
import { people } from './setup';

test('a Kannada translation in a change set: its review names the language and the field', async ({ browser }) => {
  test.setTimeout(180_000);
  const asha = await newPerson(browser, people.editor);
  const ravi = await newPerson(browser, people.publisher);
  const kannada = 'ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಕಥೆ';

  await asha.page.goto('/_edit#translations');
  const about = asha.page.locator('[data-language="kn"] [data-page="pages/about.yaml"]');
  await expect(about).toContainText('Not translated yet', { timeout: 30_000 });
  await about.locator('[data-start-translation="kn"]').click();
  await expect(asha.page.locator('[data-translation-editor="kn"] h1')).toHaveText('About us, in Kannada (ಕನ್ನಡ)', {
    timeout: 30_000,
  });
  await asha.page.locator('#t-sections-about-intro-title').fill(kannada);
  await save(asha.page);

  await asha.page.goto('/_edit#changes');
  await asha.page.reload();
  const card = asha.page.locator('[data-current-set]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('About us, in Kannada (ಕನ್ನಡ)');
  await card.getByLabel('Title of these changes').fill('Kannada About page');
  await card.locator('[data-send-for-review]').click();
  await expect(asha.page.locator('[data-other-sets] li', { hasText: 'Kannada About page' })).toBeVisible();

  await ravi.page.goto('/_edit#review');
  await ravi.page.reload();
  await ravi.page.getByRole('link', { name: 'Review “Kannada About page”' }).click();
  await expect(ravi.page.locator('#review-title')).toContainText('Kannada About page', { timeout: 60_000 });
  const review = ravi.page.locator('[data-review-page="pages/translations/kn/about.yaml"]');
  await expect(review.locator('h3')).toContainText('About us, in Kannada (ಕನ್ನಡ)');
  const changes = review.locator('[data-plain-changes]');
  await expect(changes).toContainText(`Banner “The story behind Vishwas Group” › Title: added “${kannada}”`, {
    timeout: 30_000,
  });
  await expect(changes).not.toContainText('Made from');
  // The page after the change, drawn in Kannada.
  const after = review.frameLocator('iframe[data-page-frame]').last();
  await expect(after.locator('h1')).toHaveText(kannada, { timeout: 30_000 });
  await ravi.page.screenshot({ path: 'test-results/translate-review.png', fullPage: true });
  await asha.context.close();
  await ravi.context.close();
});
