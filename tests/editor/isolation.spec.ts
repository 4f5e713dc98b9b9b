/**
 * Content must never act as the editor. A hostile page on another local port can neither read the editor's page
 * (its token), nor its files, nor write; script-carrying pictures and `javascript:` links in the content run
 * nowhere; and whatever runs in the preview (if anything ever got through) cannot reach the editor's page or API.
 */
import { test, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorPort, editRoot } from './tempRoot';
import { openFile, original, writeOnDisk } from './helpers';

const editor = `http://localhost:${editorPort}`;
const previewOrigin = `http://127.0.0.1:${editorPort}`;
const hostilePort = editorPort + 61;

/** Everything the hostile page tries, in the browser; each answer is what it could read, or "blocked". */
const ATTACK = `
const E = ${JSON.stringify(editor)};
const P = ${JSON.stringify(previewOrigin)};
const read = async (url, init) => {
  try { const r = await fetch(url, init); return (await r.text()).slice(0, 400) || 'empty:' + r.status; }
  catch { return 'blocked'; }
};
const out = {};
out.editorPage = await read(E + '/_edit');
out.previewEditorPage = await read(P + '/_edit');
out.pageFile = await read(E + '/pages/about.yaml');
out.packageJson = await read(E + '/package.json');
out.apiFiles = await read(E + '/_edit/api/files');
// A blind write: a "simple" request needs no preflight, so it reaches the server, which must refuse it.
for (const base of [E, P]) {
  await fetch(base + '/_edit/api/new-page', {
    method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ route: '/planted-by-fetch', title: 'Planted by fetch' }),
  }).catch(() => undefined);
}
// A form posted to the API: a navigation, which carries the page's Origin.
const sink = document.createElement('iframe');
sink.name = 'sink';
document.body.append(sink);
const form = document.createElement('form');
form.method = 'POST';
form.enctype = 'text/plain';
form.target = 'sink';
form.action = E + '/_edit/api/new-page';
const field = document.createElement('input');
field.name = '{"route":"/planted-by-form","title":"Planted by form","x":"';
field.value = '"}';
form.append(field);
document.body.append(form);
form.submit();
await new Promise((r) => setTimeout(r, 1500));
// The editor framed by this page, to read it.
const framed = document.createElement('iframe');
framed.src = E + '/_edit';
document.body.append(framed);
await new Promise((r) => setTimeout(r, 1500));
try { out.framedEditor = framed.contentDocument?.documentElement?.outerHTML ?? 'blocked'; } catch { out.framedEditor = 'blocked'; }
window.__out = out;
`;

let hostile: Server;
test.beforeAll(async () => {
  hostile = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><body><h1>Cat pictures</h1><script type="module">${ATTACK}</script></body></html>`);
  });
  await new Promise<void>((resolve) => hostile.listen(hostilePort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => hostile.close(() => resolve())));

test('a web page on another local port can neither read the token, read files nor write', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${hostilePort}/`);
  const out = (await page
    .waitForFunction(() => (window as unknown as { __out?: unknown }).__out, undefined, {
      timeout: 20_000,
    })
    .then((h) => h.jsonValue())) as Record<string, string>;
  for (const [what, answer] of Object.entries(out)) expect(answer, what).toBe('blocked');
  expect(readdirSync(join(editRoot, 'pages')).filter((f) => f.startsWith('planted'))).toEqual([]);

  // Nor does the server hand another origin a CORS answer, for any of it.
  for (const path of ['/_edit', '/pages/about.yaml', '/package.json', '/_edit/api/files']) {
    const res = await page.request.get(`${editor}${path}`, { headers: { Origin: `http://127.0.0.1:${hostilePort}` } });
    expect(res.headers()['access-control-allow-origin'], path).toBeUndefined();
  }
});

/** An SVG that tries everything a picture can try: it must never run on any origin. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"
  xmlns:h="http://www.w3.org/1999/xhtml" width="40" height="40" onload="console.log('PWNED onload')">
  <s:script>console.log('PWNED prefixed script');
    fetch('${editor}/_edit').then((r) => r.text()).then((t) => console.log('PWNED token ' + t.length));</s:script>
  <h:script>console.log('PWNED xhtml script')</h:script>
  <script>console.log('PWNED script');
    try { console.log('PWNED parent ' + parent.document.querySelector('meta[name=edit-token]').content); } catch {}</script>
  <rect width="40" height="40" fill="red"/>
</svg>`;

function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m: ConsoleMessage) => seen.push(m.text()));
  return seen;
}

test('a script-carrying SVG and javascript: links in the content run nowhere, in the preview or the editor', async ({
  page,
}) => {
  const seen = watchConsole(page);
  writeFileSync(join(editRoot, 'public/images/blog/pwn.svg'), HOSTILE_SVG);
  const blog = 'pages/collections/blog.yaml';
  const planted =
    `<p><a href="javascript:console.log('PWNED js link')">js link</a> <a href="/images/blog/pwn.svg">svg link</a> ` +
    `<img src="/images/blog/pwn.svg" alt="pwn"> <img src="x" alt="x" onerror="console.log('PWNED onerror')"></p>`;
  writeOnDisk(blog, original(blog).replace('    content: |\n', `    content: |\n      ${planted}\n`));
  try {
    await openFile(page, blog);
    const frame = page.frameLocator('[data-preview-frame]');
    await frame.getByText('js link').dispatchEvent('click');
    await frame.getByText('svg link').dispatchEvent('click');
    await page.waitForTimeout(1000);

    // Opened on its own, from the editor's address, the picture is sent to the preview's address, where its
    // policy forbids scripts.
    const res = await page.goto(`${editor}/images/blog/pwn.svg`);
    expect(page.url()).toBe(`${previewOrigin}/images/blog/pwn.svg`);
    expect(res?.headers()['content-security-policy']).toContain('sandbox');
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await page.waitForTimeout(500);
    expect(seen.filter((t) => t.includes('PWNED'))).toEqual([]);
    expect(readdirSync(join(editRoot, 'pages')).filter((f) => f.includes('pwn'))).toEqual([]);
  } finally {
    writeOnDisk(blog, original(blog));
  }
});

test("whatever runs in the preview cannot reach the editor's page, token or API, nor leave the frame", async ({
  page,
}) => {
  await openFile(page, 'pages/about.yaml');
  await page.frameLocator('[data-preview-frame]').locator('h1').first().waitFor();
  const token = await page.locator('meta[name="edit-token"]').getAttribute('content');
  const frame = page.frames().find((f) => f.url().startsWith(`${previewOrigin}/_edit/preview`));
  expect(frame, 'the preview runs on its own origin').toBeTruthy();
  const tried = await frame!.evaluate(
    async ({ editor, token }) => {
      const attempt = async (f: () => Promise<unknown> | unknown) => {
        try {
          return String(await f());
        } catch {
          return 'blocked';
        }
      };
      const headers = { 'x-edit-token': token ?? '' };
      return {
        parentPage: await attempt(() => parent.document.documentElement.outerHTML),
        editorPage: await attempt(async () => (await fetch(`${editor}/_edit`)).text()),
        apiOnEditor: await attempt(async () => (await fetch(`${editor}/_edit/api/files`, { headers })).status),
        apiHere: await attempt(async () => (await fetch('/_edit/api/files', { headers })).status),
        editorHere: await attempt(async () => {
          const r = await fetch('/_edit');
          return r.ok && (await r.text()).includes('edit-token') ? 'token' : 'blocked';
        }),
      };
    },
    { editor, token },
  );
  expect(tried).toEqual({
    parentPage: 'blocked',
    editorPage: 'blocked',
    apiOnEditor: 'blocked',
    apiHere: '403',
    editorHere: 'blocked',
  });
  // The preview's documents are sandboxed by their policy: no top navigation, no windows, no forms.
  const res = await page.request.get(`${previewOrigin}/_edit/preview`, { headers: { Accept: 'text/html' } });
  expect(res.headers()['content-security-policy']).toMatch(
    /^sandbox allow-scripts allow-same-origin; frame-ancestors /,
  );
  const tel = await frame!.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: 'tel:+910000000000', target: '_top' });
    document.body.append(a);
    a.click();
    return new Promise((resolve) => setTimeout(() => resolve(location.href), 300));
  });
  expect(tel).toBe(`${previewOrigin}/_edit/preview`);
  expect(page.url()).toContain(`${editor}/_edit`);
  expect(existsSync(join(editRoot, 'pages/pwned-svg.yaml'))).toBe(false);
});
