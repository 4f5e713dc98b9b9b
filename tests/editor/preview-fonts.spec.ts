/**
 * The preview of a Kannada or Hindi page is drawn with the live site's Noto font (whole, served by the editor on
 * the preview's origin), so a machine without those system fonts (Debian's Chromium here has none) shows the
 * letters, not boxes; an English page's preview loads no font. At the desktop and phone widths. The editor's own
 * page draws the translation's fields with the same fonts.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { openFile, original, preview, writeOnDisk } from './helpers';
import { editorUrl, editRoot, projectRoot } from './tempRoot';

// The About page and its translations as the project has them (other specs change or remove them).
test.beforeAll(() => {
  writeOnDisk('pages/about.yaml', original('pages/about.yaml'));
  cpSync(join(projectRoot, 'pages/translations'), join(editRoot, 'pages/translations'), { recursive: true });
});

/** The font files the preview frame asks for, as they are asked (the editor's own page's are not among them). */
function fontRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.frame() === page.mainFrame()) return;
    if (r.resourceType() === 'font' || new URL(r.url()).pathname.startsWith('/_edit/fonts/')) seen.push(r);
  });
  return seen;
}

/** In the preview frame, once its fonts are settled: the family's faces' states and the heading's font family. */
async function fontsInFrame(page: Page, family: string) {
  return preview(page)
    .locator('h1')
    .evaluate(async (h1, family) => {
      await document.fonts.ready;
      return {
        faces: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family).map((f) => f.status),
        heading: getComputedStyle(h1).fontFamily,
        checked: document.fonts.check(`16px "${family}"`, h1.textContent ?? ''),
      };
    }, family);
}

for (const { lang, family, file, heading } of [
  { lang: 'kn', family: 'Noto Sans Kannada', file: 'noto-sans-kannada', heading: 'ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಹಿಂದಿನ ಕಥೆ' },
  { lang: 'hi', family: 'Noto Sans Devanagari', file: 'noto-sans-devanagari', heading: 'विश्वास ग्रुप के पीछे की कहानी' },
]) {
  test(`the ${lang} preview draws its words with ${family}`, async ({ page }) => {
    const fonts = fontRequests(page);
    await openFile(page, `pages/translations/${lang}/about.yaml`);
    await expect(preview(page).locator('h1')).toHaveText(heading, { timeout: 20_000 });
    await expect.poll(async () => (await fontsInFrame(page, family)).faces).toEqual(['loaded']);
    const drawn = await fontsInFrame(page, family);
    expect(drawn.heading.startsWith(`"${family}"`)).toBe(true);
    expect(drawn.checked).toBe(true);
    // One file, the whole font, from the editor's preview origin.
    expect(fonts.map((r) => new URL(r.url()).pathname)).toEqual([
      expect.stringMatching(new RegExp(`^/_edit/fonts/${file}-[0-9a-f]{10}\\.woff2$`)),
    ]);
    const answer = await fonts[0].response();
    expect([answer?.status(), answer?.headers()['content-type']]).toEqual([200, 'font/woff2']);

    // Drawn otherwise than the fallback: the heading's words are as wide as the font makes them, not as the boxes.
    const widths = await preview(page)
      .locator('h1')
      .evaluate((h1, family) => {
        const width = (font: string) => {
          const span = document.createElement('span');
          span.textContent = h1.textContent;
          span.style.cssText = `font:700 32px ${font};position:absolute;white-space:nowrap`;
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        };
        return { font: width(`"${family}"`), fallback: width('sans-serif') };
      }, family);
    expect(Math.abs(widths.font - widths.fallback)).toBeGreaterThan(10);

    if (lang === 'kn') {
      await page.locator('[data-preview-frame]').screenshot({ path: 'test-results/preview-fonts-kn-1280.png' });
      await page.getByRole('button', { name: 'Phone', exact: true }).click();
      await expect(page.locator('[data-preview-frame]')).toHaveCSS('width', '375px');
      await page.locator('[data-preview-frame]').screenshot({ path: 'test-results/preview-fonts-kn-375.png' });
      expect(await fontsInFrame(page, family)).toMatchObject({ faces: ['loaded'] });
    }
  });
}

test('an English page’s preview loads no font: only the switcher’s names of other scripts are declared, not fetched', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await openFile(page, 'pages/about.yaml');
  await expect(preview(page).locator('h1')).toHaveText('The story behind Vishwas Group', { timeout: 20_000 });
  const faces = await preview(page)
    .locator('h1')
    .evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => `${f.family} ${f.status}`);
    });
  expect(faces).toEqual(['Language names unloaded', 'Language names unloaded']);
  expect(fonts.map((r) => r.url())).toEqual([]);
});

test('the preview’s origin serves only the fonts it lists, by name', async ({ request }) => {
  const previewUrl = editorUrl.replace('localhost', '127.0.0.1');
  for (const path of [
    '/_edit/fonts/noto-sans-kannada.woff2',
    '/_edit/fonts/noto-sans-kannada-0000000000.woff2',
    '/_edit/fonts/%2e%2e%2fpackage.json',
    '/_edit/fonts/node_modules/@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2',
    '/_edit/fonts/',
  ]) {
    const answer = await request.get(`${previewUrl}${path}`);
    expect([path, answer.status(), answer.headers()['content-type']]).toEqual([path, 404, 'text/plain; charset=utf-8']);
  }
});

test('the editor’s own page draws a Kannada translation’s fields with the Noto font, not boxes', async ({ page }) => {
  await openFile(page, 'pages/translations/kn/about.yaml');
  const field = page.locator('#t-sections-about-intro-title');
  await expect(field).toHaveValue('ವಿಶ್ವಾಸ್ ಗ್ರೂಪ್‌ನ ಹಿಂದಿನ ಕಥೆ', { timeout: 20_000 });
  const drawn = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Editor scripts');
      return faces.filter((f) => f.status === 'loaded').length;
    });
  // The Kannada face is fetched for the letters on the page; the Devanagari one only if Hindi is shown too.
  await expect.poll(drawn).toBeGreaterThanOrEqual(1);
  expect(
    await field.evaluate((input: HTMLInputElement) => document.fonts.check(`16px "Editor scripts"`, input.value)),
  ).toBe(true);
  await page.screenshot({ path: 'test-results/editor-fonts-kn-1280.png' });
});
