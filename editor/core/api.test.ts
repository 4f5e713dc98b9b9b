/**
 * The API against hostile requests, through a real HTTP server on a temporary content root: every writing
 * endpoint refuses a folder linked outside, bodies are bounded, a picture's pixels are limited, a huge draft is
 * checked in bounded work.
 */
import { createServer, request, type Server } from 'node:http';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from './api.js';
import { checkApi } from '../local/guard.js';
import { MAX_JSON_BYTES } from './body.js';
import { MAX_PROBLEMS } from './check.js';

const repo = join(import.meta.dirname, '../..');
const token = 't'.repeat(32);
let root: string;
let outside: string;
let server: Server;
let base: string;
let consumed = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-api-'));
  outside = mkdtempSync(join(tmpdir(), 'editor-api-outside-'));
  cpSync(join(repo, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(repo, 'public'), join(root, 'public'), { recursive: true });
  symlinkSync(join(repo, 'schema'), join(root, 'schema'), 'dir');
  mkdirSync(join(outside, 'pages'));
  writeFileSync(join(outside, 'pages/victim.yaml'), 'route: /linkdir/victim\n');
  symlinkSync(join(outside, 'pages'), join(root, 'pages/linkdir'), 'dir');
  server = createServer((req, res) => {
    req.on('data', (c: Buffer) => {
      consumed += c.length;
    });
    void handleApi({ root, door: (r) => checkApi(r, token) }, (req.url ?? '').split('?')[0].slice(1), req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** A POST to the API as the editor's page sends it (its Host is the editor's origin, which fetch cannot set). */
function call(path: string, body: unknown, raw = false): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = raw ? (body as Buffer) : Buffer.from(JSON.stringify(body));
  return new Promise((done, fail) => {
    const headers = { 'x-edit-token': token, Host: 'localhost', 'Content-Length': String(payload.length) };
    const req = request(`${base}/${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.on('error', fail);
    req.end(payload);
  });
}

const outsideFiles = () => readdirSync(outside, { recursive: true }).map(String).sort();

describe('a folder in pages/ linked outside the content', () => {
  it('refuses a save through it, and writes nothing there', async () => {
    const res = await call('save', { file: 'pages/linkdir/victim.yaml', data: { route: '/x' }, version: 'x' });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/through a link/);
    expect(outsideFiles()).toEqual(['pages', 'pages/victim.yaml']);
  });

  it('refuses a new page in it (403), while a new page elsewhere is made', async () => {
    const res = await call('new-page', { route: '/linkdir/planted', title: 'Planted page' });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/through a link/);
    expect(outsideFiles()).toEqual(['pages', 'pages/victim.yaml']);
    expect((await call('new-page', { route: '/planted-here', title: 'Planted here' })).status).toBe(200);
    expect(existsSync(join(root, 'pages/planted-here.yaml'))).toBe(true);
  });

  it('refuses a new page linked from a menu that does not exist (422), and writes neither file', async () => {
    const site = readFileSync(join(root, 'pages/_site.yaml'), 'utf8');
    for (const menu of ['footer:99', '__proto__', 'header:../../x']) {
      const res = await call('new-page', { route: '/menu-less', title: 'Menu less', menu });
      expect(res.status).toBe(422);
    }
    expect(existsSync(join(root, 'pages/menu-less.yaml'))).toBe(false);
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toBe(site);
  });

  it('refuses an upload into a picture folder linked outside, and stores nothing there', async () => {
    mkdirSync(join(outside, 'gallery'));
    rmSync(join(root, 'public/images/gallery'), { recursive: true });
    symlinkSync(join(outside, 'gallery'), join(root, 'public/images/gallery'), 'dir');
    const res = await call('upload?file=pages/gallery.yaml&name=x.png', png(4, 4), true);
    expect(res.status).toBe(403);
    expect(readdirSync(join(outside, 'gallery'))).toEqual([]);
  });
});

/** A PNG of `width` × `height` as its header says; its pixel data is one empty row, so it is tiny whatever it claims. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(Math.min(height, 4) * (width + 1));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('bounded work per request', () => {
  it('refuses a JSON body over 4 MB with 413 and a plain message', async () => {
    const res = await call('check', Buffer.alloc(MAX_JSON_BYTES + 1, 32), true);
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('Refused: this request is larger than 4 MB, more than any page needs.');
  });

  it('stops reading a body that goes on and on (no length given), and answers 413', async () => {
    consumed = 0;
    const status = await new Promise<number>((done, fail) => {
      const req = request(
        `${base}/check`,
        { method: 'POST', headers: { 'x-edit-token': token, Host: 'localhost' } },
        (res) => done(res.statusCode ?? 0),
      );
      req.on('error', fail);
      const mb = Buffer.alloc(1024 * 1024, 32);
      let sent = 0;
      const pump = () => {
        while (sent < 300 && req.write(mb)) sent++;
        if (sent < 300) req.once('drain', pump);
        else req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    await new Promise((r) => setTimeout(r, 500));
    expect(consumed).toBeLessThan(80 * 1024 * 1024); // 4 MB read, at most 32 MB discarded, then the connection closed
  });

  it('refuses a picture whose header claims 16,000 × 16,000 pixels, naming its size (413), and stores nothing', async () => {
    const before = readdirSync(join(root, 'public/images/about'));
    const res = await call('upload?file=pages/about.yaml&name=huge.png', png(16_000, 16_000), true);
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/16,000 × 16,000 pixels, larger than the 50 megapixels/);
    const wider = await call('upload?file=pages/about.yaml&name=huge.png', png(20_000, 20_000), true);
    expect(wider.status).toBe(413);
    expect(readdirSync(join(root, 'public/images/about'))).toEqual(before);
    expect((await call('upload?file=pages/about.yaml&name=small.png', png(40, 30), true)).json).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  it('checks a draft with 3,000 unknown fields: the first 200 problems and a count of the rest', async () => {
    const { readFileSync } = await import('node:fs');
    const data = parse(readFileSync(join(root, 'pages/about.yaml'), 'utf8')) as Record<string, unknown>;
    for (let i = 0; i < 3000; i++) data[`unknown${i}`] = i;
    const res = await call('check', { file: 'pages/about.yaml', data });
    expect(res.status).toBe(200);
    expect((res.json.problems as unknown[]).length).toBe(MAX_PROBLEMS);
    expect(res.json.more).toBe(3000 - MAX_PROBLEMS);
    expect((res.json.problems as { path: unknown[] }[])[0].path).toEqual(['unknown0']);
  }, 30_000);
});

/** A GET to the API as the editor's page sends it. */
function get(path: string): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const headers = { 'x-edit-token': token, Host: 'localhost' };
    request(`${base}/${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('pictures not saved yet', () => {
  const about = () => readFileSync(join(root, 'pages/about.yaml'), 'utf8');
  const version = () => createHash('sha256').update(about(), 'utf8').digest('hex');
  /** The about page's data with its story's picture replaced by `src`. */
  const naming = (src: string) => parse(about().replace(/(image:\n\s+src: )\S+/, `$1${src}`)) as unknown;
  const published = (src: string) => existsSync(join(root, 'public', src));
  const staged = (src: string) => existsSync(join(root, '.edit-uploads/public', src));
  let photo: Buffer;
  beforeAll(async () => {
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
  });

  it('are kept apart until the page is saved, and a refused save writes none of them', async () => {
    const up = await call('upload?file=pages/about.yaml&name=Survey Team.jpg', photo, true);
    expect(up.status).toBe(200);
    const src = String(up.json.src);
    expect(src).toBe('/images/about/survey-team.jpg');
    expect(staged(src)).toBe(true);
    expect(published(src)).toBe(false);
    // Listed for its own page only, and never among the site's pictures.
    const mine = await get('media?file=pages/about.yaml');
    expect(mine.json.staged).toContainEqual({ src, bytes: photo.length });
    expect((mine.json.media as { src: string }[]).map((m) => m.src)).not.toContain(src);
    expect((await get('media?file=pages/gallery.yaml')).json.staged).toEqual([]);
    expect((await get('media')).json.staged).toEqual([]);

    // The diff names it; a save with a problem, or over a changed file, writes nothing.
    expect((await call('diff', { file: 'pages/about.yaml', data: naming(src) })).json.pictures).toEqual([src]);
    const broken = naming(src) as { meta: Record<string, unknown> };
    delete broken.meta.title;
    expect((await call('save', { file: 'pages/about.yaml', data: broken, version: version() })).status).toBe(422);
    expect((await call('save', { file: 'pages/about.yaml', data: naming(src), version: 'old' })).status).toBe(409);
    expect(published(src)).toBe(false);
    expect(staged(src)).toBe(true);

    // Another page's discard leaves it; a discard naming a file outside pages/ is refused.
    expect((await call('discard', { file: 'pages/gallery.yaml' })).json.dropped).toBe(0);
    for (const file of [
      '../.edit-uploads/owners/images/about/survey-team.jpg',
      '.edit-uploads/x.yaml',
      'pages/../x.yaml',
    ])
      expect((await call('discard', { file })).status).toBeGreaterThanOrEqual(400);
    expect(staged(src)).toBe(true);

    // Saved: the picture goes to public/images/ with the page; the page's other upload, unused, is dropped.
    const unused = String((await call('upload?file=pages/about.yaml&name=unused.jpg', photo, true)).json.src);
    const saved = await call('save', { file: 'pages/about.yaml', data: naming(src), version: version() });
    expect(saved.status).toBe(200);
    expect(saved.json.pictures).toEqual([src]);
    expect(readFileSync(join(root, 'public', src)).equals(photo)).toBe(true);
    expect(about()).toContain(src);
    expect(staged(src)).toBe(false);
    expect(staged(unused)).toBe(false);
    expect(published(unused)).toBe(false);
  });

  it('a save cannot reach a staged file by a crafted address, nor move a file from outside the staging folder', async () => {
    const src = String((await call('upload?file=pages/about.yaml&name=crafted.jpg', photo, true)).json.src);
    writeFileSync(join(outside, 'secret.jpg'), photo);
    symlinkSync(join(outside, 'secret.jpg'), join(root, '.edit-uploads/public/images/about/planted.jpg'));
    symlinkSync(outside, join(root, '.edit-uploads/public/images/linked'), 'dir');
    const before = readdirSync(join(root, 'public/images/about')).sort();
    for (const crafted of [
      `/images/about/../../.edit-uploads/public${src}`,
      '/images/../../.edit-uploads/public/images/about/crafted.jpg',
      '/images/about/planted.jpg',
      '/images/linked/secret.jpg',
      `/images/about/..%2F..%2F${src}`,
    ]) {
      const res = await call('save', { file: 'pages/about.yaml', data: naming(crafted), version: version() });
      expect([crafted, res.status]).toEqual([crafted, 422]);
    }
    expect(readdirSync(join(root, 'public/images/about')).sort()).toEqual(before);
    expect(readdirSync(outside).sort()).toEqual(['gallery', 'pages', 'secret.jpg']);
    expect((await call('discard', { file: 'pages/about.yaml' })).json.dropped).toBe(1);
    expect(staged(src)).toBe(false);
  });
});

describe('refusals name the page in plain words, never its file', () => {
  it('a save over a page changed since it was opened names it by its title (409)', async () => {
    const res = await call('save', { file: 'pages/about.yaml', data: {}, version: 'old' });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(`“${aboutTitle()}” was changed elsewhere since you opened it.`);
    expect(res.json.diskVersion).not.toBe('old');
  });
  it('a page that is not there any more (404)', async () => {
    const res = await call('check', { file: 'pages/no-such-page.yaml', data: {} });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(
      'This page is not there any more: it was removed or moved meanwhile. Choose it again from the list of pages.',
    );
  });
  it('a page that cannot be read (422)', async () => {
    mkdirSync(join(root, 'pages/a-folder.yaml'));
    const res = await call('check', { file: 'pages/a-folder.yaml', data: {} });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('The editor cannot open this page: this is not a plain file.');
    rmSync(join(root, 'pages/a-folder.yaml'), { recursive: true });
  });
});

const aboutTitle = () =>
  String((parse(readFileSync(join(root, 'pages/about.yaml'), 'utf8')) as { meta: { title: string } }).meta.title);
