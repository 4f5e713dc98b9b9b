import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload, pictureArea, readBody, safeBaseName, UploadRefused } from './upload.js';

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

describe('safeBaseName', () => {
  it('makes a readable kebab-case name from the original file name', () => {
    expect(safeBaseName('Team Photo (Final) 2024.JPG')).toBe('team-photo-final-2024');
    expect(safeBaseName('Café  Déjà-vu.png')).toBe('cafe-deja-vu');
    expect(safeBaseName('report.final.v2.webp')).toBe('report-final-v2');
  });

  it('drops folders and dots, so a name can never leave its folder', () => {
    expect(safeBaseName('../../etc/passwd')).toBe('passwd');
    expect(safeBaseName('..\\..\\windows\\evil.svg')).toBe('evil');
    expect(safeBaseName('..')).toBe('picture');
    expect(safeBaseName('.htaccess')).toBe('picture');
    expect(safeBaseName('')).toBe('picture');
    expect(safeBaseName('日本語.jpg')).toBe('picture');
  });

  it('keeps names short', () => {
    expect(safeBaseName(`${'a-'.repeat(80)}.jpg`).length).toBeLessThanOrEqual(60);
    expect(safeBaseName(`${'a-'.repeat(80)}.jpg`)).not.toMatch(/-$/);
  });
});

describe('pictureArea', () => {
  it('is the first part of a page address, the collection name, or home', () => {
    const page = (route: string) => ({
      file: 'pages/x.yaml',
      kind: 'page' as const,
      schema: 'page',
      title: '',
      route,
      area: '',
    });
    expect(pictureArea(page('/gallery'))).toBe('gallery');
    expect(pictureArea(page('/services/audit'))).toBe('services');
    expect(pictureArea(page('/'))).toBe('home');
    expect(pictureArea({ ...page(''), kind: 'collection', file: 'pages/collections/blog.yaml' })).toBe('blog');
  });
});

describe('inspectUpload', () => {
  it('accepts a JPEG by its bytes and reads its size', async () => {
    expect(await inspectUpload(await jpeg())).toMatchObject({
      format: 'jpeg',
      extension: 'jpg',
      width: 40,
      height: 30,
    });
  });

  it('refuses a text file whatever its name', async () => {
    await expect(inspectUpload(Buffer.from('just some words, not a picture\n'))).rejects.toThrow(/not a picture/);
  });

  it('refuses an SVG with a script or an event handler, accepts a plain one', async () => {
    const bad =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" onclick="x()"/></svg>';
    const refused = await inspectUpload(Buffer.from(bad)).catch((e: UploadRefused) => e);
    expect(refused).toBeInstanceOf(UploadRefused);
    expect((refused as UploadRefused).message).toMatch(/<script>.*event handler/);
    const good =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';
    expect(await inspectUpload(Buffer.from(good))).toMatchObject({ format: 'svg', extension: 'svg' });
  });

  it('refuses an unsafe SVG as unsafe even when no decoder can draw it (a namespaced script, no size)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>x()</s:script></svg>';
    const refused = await inspectUpload(Buffer.from(svg)).catch((e: UploadRefused) => e);
    expect((refused as UploadRefused).message).toMatch(/not safe to show on the site: .*script/);
  });

  it('refuses an empty file and one over the limit', async () => {
    await expect(inspectUpload(Buffer.alloc(0))).rejects.toThrow(/empty/);
    const big = await inspectUpload(await jpeg(), 100).catch((e: UploadRefused) => e);
    expect((big as UploadRefused).status).toBe(413);
  });
});

describe('readBody', () => {
  const request = (chunks: Buffer[], length?: number) =>
    Object.assign(Readable.from(chunks), {
      headers: length === undefined ? {} : { 'content-length': String(length) },
    }) as unknown as IncomingMessage;

  it('reads a body within the limit', async () => {
    expect((await readBody(request([Buffer.from('ab'), Buffer.from('cd')]), 4)).toString()).toBe('abcd');
  });

  it('stops reading as soon as the body passes the limit, and refuses a declared length over it', async () => {
    let pulled = 0;
    const endless = Object.assign(
      Readable.from(
        (function* () {
          for (;;) {
            pulled++;
            yield Buffer.alloc(1024);
          }
        })(),
      ),
      { headers: {} },
    ) as unknown as IncomingMessage;
    await expect(readBody(endless, 10_000)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThan(20);
    await expect(readBody(request([Buffer.from('x')], 50_000_000), 1000)).rejects.toMatchObject({ status: 413 });
  });
});
