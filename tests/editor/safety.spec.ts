import { test, expect } from '@playwright/test';
import { editorPort } from './tempRoot';
import { onDisk, original } from './helpers';

/** The token, as the editor's own page has it. */
async function token(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/_edit')).text();
  return /name="edit-token" content="([^"]+)"/.exec(html)![1];
}

const body = { file: 'pages/privacy.yaml', data: { route: '/about' }, version: 'x' };

test('a write from another web page is refused, even with the token', async ({ request }) => {
  const res = await request.post('/_edit/api/save', { data: body, headers: { Origin: 'http://evil.example', 'x-edit-token': await token(request) } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toContain('another web page');
  expect(onDisk('pages/privacy.yaml')).toBe(original('pages/privacy.yaml'));
});

test('a request without the token is refused, reads included', async ({ request }) => {
  expect((await request.post('/_edit/api/save', { data: body })).status()).toBe(403);
  expect((await request.get('/_edit/api/file?path=pages/about.yaml')).status()).toBe(403);
});

test('a request naming another host is refused (DNS rebinding)', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${editorPort}/_edit`, { headers: { Host: `evil.example:${editorPort}` } });
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
