import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * Language fonts (src/build/fonts/): a Kannada page draws its Kannada words in its own subset of Noto Sans Kannada,
 * a Hindi page its Hindi words in Noto Sans Devanagari, each page fetching its one font file from /assets/fonts/
 * (cached for a year); Latin letters stay in the system fonts; an English page fetches no font until its language
 * switcher shows the other languages' names, each then drawn in a tiny subset of its script's font.
 */

/** The font files a page fetches while it loads. */
function fontRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.woff2?$/.test(new URL(r.url()).pathname))
      fetched.push(new URL(r.url()).pathname);
  });
  return fetched;
}

/** The fonts Chromium draws an element's text with (family, whether it is a web font, how many glyphs). */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** Whether the page's style sheets declare any @font-face. */
const declaresFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule)),
  );

test.describe('language fonts', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'fonts are the same on a phone');
  for (const [path, family, file] of [
    ['/kn/about', 'Noto Sans Kannada', /^\/assets\/fonts\/noto-sans-kannada-[0-9a-f]{10}\.woff2$/],
    ['/hi/about', 'Noto Sans Devanagari', /^\/assets\/fonts\/noto-sans-devanagari-[0-9a-f]{10}\.woff2$/],
  ] as const) {
    test(`${path} draws its words in its subset of ${family}`, async ({ page, request }) => {
      const fetched = fontRequests(page);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(fetched).toHaveLength(1);
      expect(fetched[0]).toMatch(file);
      const heading = await fontsOf(page, 'main h1');
      expect(heading).toContainEqual(expect.objectContaining({ familyName: family, isCustomFont: true }));
      const answer = await request.get(fetched[0]);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toContain('immutable');
      await waitForHydration(page);
      expect(await declaresFonts(page)).toBe(true);
      // The switcher's name of the page's language is drawn by the page's own font: nothing more is fetched for it.
      expect(await fontsOf(page, 'header summary [lang]')).toEqual([
        expect.objectContaining({ familyName: family, isCustomFont: true }),
      ]);
      expect(fetched).toHaveLength(1);
    });
  }

  test('an English page fetches no font until its switcher shows the languages’ names, then draws each in its script', async ({
    page,
  }) => {
    const fetched = fontRequests(page);
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fetched).toEqual([]);
    const heading = await fontsOf(page, 'main h1');
    expect(heading.every((f) => !f.isCustomFont)).toBe(true);
    await page.locator('header details summary').click();
    await page.evaluate(() => document.fonts.ready);
    // The names' own subsets: no system font needed for ಕನ್ನಡ or हिन्दी (a system without one drew empty boxes).
    expect(fetched.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fonts\/noto-sans-devanagari-[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/assets\/fonts\/noto-sans-kannada-[0-9a-f]{10}\.woff2$/),
    ]);
    for (const code of ['kn', 'hi']) {
      const drawn = await fontsOf(page, `header details li [lang="${code}"]`);
      expect(drawn, code).toEqual([expect.objectContaining({ isCustomFont: true })]);
    }
  });
});
