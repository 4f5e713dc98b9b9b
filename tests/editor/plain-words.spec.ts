/**
 * Plain words on every screen of the local editor: each page of the site is opened, with every fold opened, and
 * one section of each kind; the page list, the new-page dialog and the section picker besides. The text a person
 * can see and the names a screen reader speaks must not contain a schema key path, a file path, YAML, "commit",
 * "schema" or a template placeholder. What the person wrote (field values, formatted text) and the preview (the
 * site itself) are theirs, not the editor's, and are left out.
 */
import { test, expect, type Page } from '@playwright/test';
import { openFile } from './helpers';

/** Patterns of code in words for people, each with what it is. */
const CODE: [RegExp, string][] = [
  [/\b(?!e\.g\b|i\.e\b)[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*\b/, 'a key path'],
  [/\b[\w-]+\.(?:ya?ml|json|tsx?|webp|png|jpe?g|svg|pdf|avif)\b/i, 'a file name'],
  [/(?:^|[\s(])\/?(?:pages|images|public|schema|src|collections|downloads)\/[\w/.-]*/, 'a file path'],
  [/\bya?ml\b/i, 'YAML'],
  [/\bcommit/i, '"commit"'],
  [/\bschema/i, '"schema"'],
  [/\{[\w.]*\}|\$\{/, 'a template placeholder'],
  [/\(""\)|''/, 'empty quotes'],
];

/** Web and e-mail addresses are words people know: they are taken out before the patterns are tried. */
const ADDRESSES =
  /\b(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|in|org|net|co|io|gov)\b)/g;

/**
 * Where a file name may stand: only under a "Details" disclosure, for the curious (the issue allows it there).
 */
const ELSEWHERE = ['details[data-details]'];

/**
 * Help texts of fields whose value is itself a pattern with placeholders (the site's words such as
 * "{count} results for “{query}”"): the person has to type the placeholder, so its help names it. Left for a
 * field that offers the placeholders as buttons; each is listed by its start so that no other text slips by.
 */
const PLACEHOLDER_FIELDS = [
  'The copyright line; {year}',
  'Said when nothing matches; {query}',
  'How many results there are; {count}',
  'For one result, e.g.',
  'For any other number, e.g. {count}',
  'One or two sentences; {term}',
  'Subject of the prepared e-mail; {email}',
  'Text of the prepared e-mail; {email}',
  'How the page count reads',
  'Card label of a service with subsections; {count}',
  "Back button from a subsection's detail to its service; {title}",
  'A count shown above the images',
  "The name read by screen readers for an image's button; {title}",
  'Where the shown image sits among the matching ones; {n}',
  "The button's full name for screen readers, built from the item's name: write {name}",
  "The button's full name for screen readers: write {title}",
  'For one page, e.g. "{count} page"',
  'For several pages, e.g. "{count} pages"',
  'The version line; {version}',
  'The last-updated line; {date}',
  'Who the document applies to; {applicability}',
  "The button's full name for screen readers, built from the item's title: write {title}",
  'How the number of attendees reads; {count}',
  'How the reading time reads; {minutes}',
  'The count line; {shown}',
  'The words on the button that shows the remaining questions, e.g. Show More. {count}',
  'A sentence with placeholders from the site settings: {email}',
  'Accessible name of each dot; {n}',
  'How each slide is announced; {n}',
];

/** The editor's visible words and spoken names on screen now (every fold opened first), as "where: text" lines. */
async function wordsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((elsewhere) => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    const theirs = '[contenteditable], textarea, [data-preview-frame], script, style';
    const skip = (el: Element) => !!el.closest(theirs) || elsewhere.some((s) => el.closest(s));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!el || !text || skip(el) || !el.checkVisibility()) continue;
      // An item's own words (its title from its first field) are the person's: the list's title around them is not.
      if (el.closest('[data-item-fold] > summary, [data-block-row] [data-words]')) continue;
      if (el.tagName === 'OPTION') continue;
      found.push(`${el.tagName.toLowerCase()}: ${text}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (skip(el) || !el.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push(`${name}: ${value}`);
      }
    }
    return found;
  }, ELSEWHERE);
}

const codeIn = (lines: string[]) =>
  lines
    .filter((line) => !PLACEHOLDER_FIELDS.some((start) => line.replace(/^\w+: /, '').startsWith(start)))
    .flatMap((line) => {
      const words = line.replace(ADDRESSES, 'an address');
      return CODE.filter(([re]) => re.test(words)).map(([, what]) => `${what} in ${line}`);
    });

test('no screen of the local editor shows code: every page, one section of each kind, the list and dialogs', async ({
  page,
}) => {
  test.setTimeout(540_000);
  await page.goto('/_edit');
  await expect(page.locator('[data-file]').first()).toBeAttached({ timeout: 20_000 });
  const files = await page.locator('[data-file]').evaluateAll((els) => els.map((el) => el.getAttribute('data-file')!));
  expect(files.length).toBeGreaterThan(20);
  const found = new Set<string>(codeIn(await wordsOnScreen(page)).map((f) => `start screen: ${f}`));
  const seenKinds = new Set<string>();
  for (const file of files) {
    await openFile(page, file);
    await page.waitForTimeout(300);
    for (const f of codeIn(await wordsOnScreen(page))) found.add(`${file}: ${f}`);
    const rows = await page
      .locator('[data-block-row]')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-block-row') ?? '', el.getAttribute('data-block-type') ?? '']),
      );
    for (const [id, kind] of rows) {
      if (!kind || seenKinds.has(kind)) continue;
      seenKinds.add(kind);
      await page.locator(`[data-block-row="${id}"][data-block-type="${kind}"] button`).first().click();
      await expect(page.locator('[aria-current="location"]')).toContainText(id);
      await page.waitForTimeout(200);
      for (const f of codeIn(await wordsOnScreen(page))) found.add(`${file} › ${kind}: ${f}`);
      await page.getByRole('button', { name: 'Page', exact: true }).click();
    }
  }
  expect(seenKinds.size).toBeGreaterThan(15);

  await page.getByRole('button', { name: /New page/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const f of codeIn(await wordsOnScreen(page))) found.add(`new page: ${f}`);
  await page.keyboard.press('Escape');

  await openFile(page, 'pages/about.yaml');
  await page
    .getByRole('button', { name: /Add a section/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const f of codeIn(await wordsOnScreen(page))) found.add(`section picker: ${f}`);
  await page.keyboard.press('Escape');

  expect([...found]).toEqual([]);
});
