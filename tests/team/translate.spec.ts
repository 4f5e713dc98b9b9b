/**
 * A translation goes through a change set and review like any change: an editor starts the Kannada translation of
 * the Gallery (a page not translated yet) from the list of what is missing, translates a field and sends it for
 * review; the publisher's review names the page with its language and the change field by field in the translator's
 * words; the publisher approves it and the live site serves the Gallery in Kannada at its own address, offered by
 * the English page's language switcher. A blog article the same way, its editor on a phone: started from the list's
 * Blog articles, its title translated, reviewed and approved, then live at /kn/resources/blog/<id> and offered by
 * the English article.
 */
import { test, expect } from '@playwright/test';
import { newPerson, save } from './people';
import { liveUrl, people } from './setup';

test('a Kannada translation in a change set: reviewed with its language named, approved and served live', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const asha = await newPerson(browser, people.editor);
  const ravi = await newPerson(browser, people.publisher);
  const kannada = 'ನಮ್ಮ ಚಿತ್ರಸಂಪುಟ';

  await asha.page.goto('/_edit#translations');
  const gallery = asha.page.locator('[data-language="kn"] [data-page="pages/gallery.yaml"]');
  await expect(gallery).toContainText('Not translated yet', { timeout: 30_000 });
  await gallery.locator('[data-start-translation="kn"]').click();
  await expect(asha.page.locator('[data-translation-editor="kn"] h1')).toHaveText('Gallery, in Kannada (ಕನ್ನಡ)', {
    timeout: 30_000,
  });
  await asha.page.locator('#t-sections-gallery-intro-title').fill(kannada);
  await save(asha.page);

  await asha.page.goto('/_edit#changes');
  await asha.page.reload();
  const card = asha.page.locator('[data-current-set]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Gallery, in Kannada (ಕನ್ನಡ)');
  await card.getByLabel('Title of these changes').fill('Kannada Gallery page');
  await card.locator('[data-send-for-review]').click();
  await expect(asha.page.locator('[data-other-sets] li', { hasText: 'Kannada Gallery page' })).toBeVisible();

  await ravi.page.goto('/_edit#review');
  await ravi.page.reload();
  await ravi.page.getByRole('link', { name: 'Review “Kannada Gallery page”' }).click();
  await expect(ravi.page.locator('#review-title')).toContainText('Kannada Gallery page', { timeout: 60_000 });
  const review = ravi.page.locator('[data-review-page="pages/translations/kn/gallery.yaml"]');
  await expect(review.locator('h3')).toContainText('Gallery, in Kannada (ಕನ್ನಡ)');
  const changes = review.locator('[data-plain-changes]');
  await expect(changes).toContainText(`Banner “Our Gallery” › Title: added “${kannada}”`, {
    timeout: 30_000,
  });
  await expect(changes).not.toContainText('Made from');
  // The page after the change, drawn in Kannada.
  const after = review.frameLocator('iframe[data-page-frame]').last();
  await expect(after.locator('h1')).toHaveText(kannada, { timeout: 30_000 });
  await ravi.page.screenshot({ path: 'test-results/translate-review.png', fullPage: true });

  // Before the approval the live English Gallery does not offer Kannada (the page is not translated there yet).
  const liveGallery = async () => (await ravi.page.request.get(`${liveUrl}/gallery`)).text();
  expect(await liveGallery()).not.toContain('href="/kn/gallery"');
  expect((await ravi.page.request.get(`${liveUrl}/kn/gallery`)).status()).toBe(404);

  await ravi.page.getByRole('button', { name: 'Approve and publish now' }).click();
  const status = ravi.page.locator('[data-review-actions] [role="status"]');
  await expect(status).toContainText('Live: the site was updated in', { timeout: 180_000 });

  // The live site: the Kannada Gallery at its own address, in Kannada, with its font; the English page links to it.
  const kn = await ravi.page.request.get(`${liveUrl}/kn/gallery`);
  expect(kn.status()).toBe(200);
  const html = await kn.text();
  expect(html).toContain('<html lang="kn"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${kannada}</h1>`));
  expect(html).toMatch(/<link rel="preload"[^>]+as="font"/);
  expect(await liveGallery()).toContain('href="/kn/gallery"');
  await asha.context.close();
  await ravi.context.close();
});

test('a Kannada blog article in a change set, translated on a phone: reviewed, approved and served live', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const asha = await newPerson(browser, people.editor);
  await asha.page.setViewportSize({ width: 375, height: 800 });
  const ravi = await newPerson(browser, people.publisher);
  const kannada = 'ಡಿಜಿಟಲ್ ಹಣಕಾಸು: ಎಲ್ಲಿಂದ ಆರಂಭಿಸಬೇಕು';

  await asha.page.goto('/_edit#translations');
  const row = asha.page.locator('[data-language="kn"] [data-articles="blog"] [data-article="blog/4"]');
  await expect(row).toContainText('Not translated yet', { timeout: 30_000 });
  await row.locator('[data-start-translation="kn"]').click();
  const view = asha.page.locator('[data-translation-editor="kn"]');
  await expect(view.locator('h1')).toContainText('in Kannada (ಕನ್ನಡ)', { timeout: 30_000 });
  await asha.page.locator('#t-item-title').fill(kannada);
  await asha.page.screenshot({ path: 'test-results/translate-article-phone.png' });
  await save(asha.page);

  await asha.page.goto('/_edit#changes');
  await asha.page.reload();
  const card = asha.page.locator('[data-current-set]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByLabel('Title of these changes').fill('Kannada article on digital finance');
  await card.locator('[data-send-for-review]').click();
  await expect(
    asha.page.locator('[data-other-sets] li', { hasText: 'Kannada article on digital finance' }),
  ).toBeVisible();

  await ravi.page.goto('/_edit#review');
  await ravi.page.reload();
  await ravi.page.getByRole('link', { name: 'Review “Kannada article on digital finance”' }).click();
  const review = ravi.page.locator('[data-review-page="pages/translations/kn/collections/blog/4.yaml"]');
  await expect(review.locator('h3')).toContainText('in Kannada (ಕನ್ನಡ)', { timeout: 60_000 });
  await expect(review.locator('[data-plain-changes]')).toContainText(`Title: added “${kannada}”`, { timeout: 30_000 });
  await expect(review.frameLocator('iframe[data-page-frame]').last().locator('h1')).toHaveText(kannada, {
    timeout: 30_000,
  });
  expect((await ravi.page.request.get(`${liveUrl}/kn/resources/blog/4`)).status()).toBe(404);

  await ravi.page.getByRole('button', { name: 'Approve and publish now' }).click();
  await expect(ravi.page.locator('[data-review-actions] [role="status"]')).toContainText(
    'Live: the site was updated in',
    { timeout: 180_000 },
  );
  const kn = await ravi.page.request.get(`${liveUrl}/kn/resources/blog/4`);
  expect(kn.status()).toBe(200);
  expect(await kn.text()).toMatch(new RegExp(`<h1[^>]*>${kannada}</h1>`));
  const english = await (await ravi.page.request.get(`${liveUrl}/resources/blog/4`)).text();
  expect(english).toContain('href="/kn/resources/blog/4"');
  await asha.context.close();
  await ravi.context.close();
});
