import { test, expect } from '@playwright/test';
import { editorPort, editRoot } from './tempRoot';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { onDisk, original } from './helpers';

/** The token, as the editor's own page has it. */
async function token(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/_edit')).text();
  return /name="edit-token" content="([^"]+)"/.exec(html)![1];
}

const body = { file: 'pages/privacy.yaml', data: { route: '/about' }, version: 'x' };

test('a write from another web page is refused, even with the token', async ({ request }) => {
  const res = await request.post('/_edit/api/save', {
    data: body,
    headers: { Origin: 'http://evil.example', 'x-edit-token': await token(request) },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toContain('another web page');
  expect(onDisk('pages/privacy.yaml')).toBe(original('pages/privacy.yaml'));
});

test('a request without the token is refused, reads included', async ({ request }) => {
  expect((await request.post('/_edit/api/save', { data: body })).status()).toBe(403);
  expect((await request.get('/_edit/api/file?path=pages/about.yaml')).status()).toBe(403);
});

test('a request naming another host is refused (DNS rebinding)', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${editorPort}/_edit`, {
    headers: { Host: `evil.example:${editorPort}` },
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).not.toContain('edit-token');
});

test('paths outside pages/ are refused', async ({ request }) => {
  const headers = { 'x-edit-token': await token(request) };
  for (const path of ['../package.json', '/etc/passwd.yaml', 'pages/../../x.yaml', 'schema/page.yaml']) {
    const res = await request.get(`/_edit/api/file?path=${encodeURIComponent(path)}`, { headers });
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
  }
});

test('an upload without the token, from another page, or over 20 MB is refused and stores nothing', async ({
  request,
}) => {
  const url = '/_edit/api/upload?file=pages/gallery.yaml&name=big.jpg';
  const before = readdirSync(join(editRoot, 'public/images/gallery')).sort();
  expect((await request.post(url, { data: Buffer.from('x') })).status()).toBe(403);
  const foreign = await request.post(url, {
    data: Buffer.from('x'),
    headers: { Origin: 'http://evil.example', 'x-edit-token': await token(request) },
  });
  expect(foreign.status()).toBe(403);
  const big = await request.post(url, {
    data: Buffer.alloc(21 * 1024 * 1024, 1),
    headers: { 'x-edit-token': await token(request), 'Content-Type': 'application/octet-stream' },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).error).toContain('larger than 20 MB');
  expect(readdirSync(join(editRoot, 'public/images/gallery')).sort()).toEqual(before);
});

test('the git state and a commit need the token too', async ({ request }) => {
  expect((await request.get('/_edit/api/git')).status()).toBe(403);
  expect((await request.post('/_edit/api/commit', { data: { message: 'x' } })).status()).toBe(403);
  expect((await request.get('/_edit/api/media')).status()).toBe(403);
});
