/**
 * The running editor against hostile content and requests: writes through a folder linked outside are refused,
 * bodies and checks are bounded, files that cannot be pages leave the editor working, and `--root` is the content
 * the whole dev server reads (page data included).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { editRoot } from './tempRoot';
import { onDisk, writeOnDisk } from './helpers';

async function headers(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/_edit')).text();
  return { 'x-edit-token': /name="edit-token" content="([^"]+)"/.exec(html)![1] };
}

const outside = mkdtempSync(join(tmpdir(), 'editor-e2e-outside-'));
const hostile = [
  'pages/linkdir',
  'pages/dangling.yaml',
  'pages/loop-a.yaml',
  'pages/loop-b.yaml',
  'pages/.#about.yaml',
  'pages/bomb.yaml',
  'pages/binary.yaml',
  'pages/empty.yaml',
];
const removeHostile = () => {
  for (const f of hostile) rmSync(join(editRoot, f), { force: true });
};
test.afterAll(() => {
  removeHostile();
  rmSync(outside, { recursive: true, force: true });
});

test('a new page through a folder linked outside is refused, and nothing is written there', async ({ request }) => {
  symlinkSync(outside, join(editRoot, 'pages/linkdir'), 'dir');
  const res = await request.post('/_edit/api/new-page', {
    data: { route: '/linkdir/planted', title: 'Planted page' },
    headers: await headers(request),
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toMatch(/through a link/);
  expect(readdirSync(outside)).toEqual([]);
});

test('a JSON body over 4 MB is refused with 413, and a draft with 3,000 unknown fields is answered quickly', async ({
  request,
}) => {
  const h = await headers(request);
  const big = await request.post('/_edit/api/check', {
    data: Buffer.alloc(5 * 1024 * 1024, 32),
    headers: { ...h, 'Content-Type': 'application/json' },
  });
  expect(big.status()).toBe(413);
  const data = parse(onDisk('pages/about.yaml')) as Record<string, unknown>;
  for (let i = 0; i < 3000; i++) data[`unknown${i}`] = i;
  const checked = await request.post('/_edit/api/check', {
    data: { file: 'pages/about.yaml', data },
    headers: h,
    timeout: 5_000,
  });
  expect(checked.status()).toBe(200);
  expect((await checked.json()).more).toBe(2800);
  expect((await request.get('/_edit/api/files', { headers: h, timeout: 5_000 })).status()).toBe(200);
});

test('page data served by the editor comes from --root, not from the project', async ({ request }) => {
  const text = onDisk('pages/about.yaml');
  const title = (parse(text) as { meta: { title: string } }).meta.title;
  writeOnDisk('pages/about.yaml', text.replace(`title: ${title}`, 'title: Only in the root copy'));
  try {
    await expect
      .poll(async () => (await (await request.get('/_data/about.json')).json()).head?.title, { timeout: 10_000 })
      .toMatch(/^Only in the root copy/);
  } finally {
    writeOnDisk('pages/about.yaml', text);
  }
});

test('links, lock files, alias bombs, binary and empty files in pages/ leave the editor listing and saving', async ({
  request,
}) => {
  const at = (f: string) => join(editRoot, f);
  symlinkSync(at('pages/nowhere.yaml'), at('pages/dangling.yaml'));
  symlinkSync(at('pages/loop-b.yaml'), at('pages/loop-a.yaml'));
  symlinkSync(at('pages/loop-a.yaml'), at('pages/loop-b.yaml'));
  symlinkSync('someone@host.1234:1700000000', at('pages/.#about.yaml'));
  const bomb = ['route: /bomb', 'a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 10; i++)
    bomb.push(
      `${'b'.repeat(i)}: &${'b'.repeat(i)} [${Array(10)
        .fill(i === 1 ? '*a' : `*${'b'.repeat(i - 1)}`)
        .join(', ')}]`,
    );
  writeFileSync(at('pages/bomb.yaml'), `${bomb.join('\n')}\n`);
  writeFileSync(at('pages/binary.yaml'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe]));
  writeFileSync(at('pages/empty.yaml'), '');
  await new Promise((r) => setTimeout(r, 1500)); // the dev server's watcher reloads the content meanwhile

  const h = await headers(request);
  const list = await request.get('/_edit/api/files', { headers: h });
  expect(list.status()).toBe(200);
  const files = (await list.json()).files as { file: string; problems: number }[];
  const problems = (f: string) => files.find((x) => x.file === f)?.problems;
  for (const f of [
    'pages/dangling.yaml',
    'pages/loop-a.yaml',
    'pages/bomb.yaml',
    'pages/binary.yaml',
    'pages/empty.yaml',
  ])
    expect(problems(f), f).toBeGreaterThan(0);
  expect(files.some((x) => x.file.includes('.#'))).toBe(false);
  expect(problems('pages/privacy.yaml')).toBe(0);

  const opened = await (await request.get('/_edit/api/file?path=pages/privacy.yaml', { headers: h })).json();
  const data = { ...opened.data, meta: { ...opened.data.meta, title: `${opened.data.meta.title} (saved)` } };
  const saved = await request.post('/_edit/api/save', {
    data: { file: 'pages/privacy.yaml', data, version: opened.version },
    headers: h,
  });
  expect(saved.status()).toBe(200);
  expect(onDisk('pages/privacy.yaml')).toContain('(saved)');
  const back = await request.post('/_edit/api/save', {
    data: { file: 'pages/privacy.yaml', data: opened.data, version: (await saved.json()).version },
    headers: h,
  });
  expect(back.status()).toBe(200);
  removeHostile();
  await expect.poll(async () => (await request.get('/_edit/api/files', { headers: h })).status()).toBe(200);
});

test('a content mistake made and mended while no editor page was open does not cover the editor', async ({ page }) => {
  writeFileSync(join(editRoot, 'pages/broken-for-a-moment.yaml'), 'route: [unclosed\n');
  await page.waitForTimeout(1500);
  rmSync(join(editRoot, 'pages/broken-for-a-moment.yaml'));
  await page.waitForTimeout(1500);
  await page.goto('/_edit#pages/about.yaml');
  await expect(page.locator('.rjsf')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await page.locator('[data-block-row] button').first().click();
  await expect(page.locator('#root_title')).toBeVisible();
});
