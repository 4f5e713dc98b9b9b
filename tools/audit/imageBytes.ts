/**
 * `npm run image-bytes`: the raster image bytes each built page downloads at 375 px (2x) and 1280 px (1x, 2x),
 * scrolled through, against the bytes its pictures take at the size they are drawn, times the density; prints a
 * row per page and screen, and exits 1 when a page downloads more than 1.2 times what it needs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './config.js';
import { startSite } from './server.js';
import { scrollThrough } from './visit.js';
import { distDir } from '../../src/common/projectPaths.js';

const LIMIT = 1.2;
const SCREENS = [
  { name: '375 px @2x', width: 375, height: 812, dpr: 2 },
  { name: '1280 px @1x', width: 1280, height: 800, dpr: 1 },
  { name: '1280 px @2x', width: 1280, height: 800, dpr: 2 },
];
const RASTER_TYPE = /^image\/(avif|webp|jpeg|png|gif)/;

interface Drawn {
  url: string;
  natural: number;
  needed: number;
}
interface Figure {
  path: string;
  screen: string;
  bytes: number;
  needed: number;
  pictures: number;
}

/** Every <img>'s picture in device pixels as drawn, and its natural pixels (in the page). */
function drawnPictures(dpr: number): Drawn[] {
  return [...document.images]
    .filter((img) => img.currentSrc && img.naturalWidth > 0)
    .map((img) => {
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const nw = img.naturalWidth;
      const nh = img.naturalHeight;
      let w = box.width;
      let h = box.height;
      if (fit === 'cover' || fit === 'contain') {
        const scale = (fit === 'cover' ? Math.max : Math.min)(box.width / nw, box.height / nh);
        w = nw * scale;
        h = nh * scale;
      }
      return { url: img.currentSrc, natural: nw * nh, needed: w * h * dpr * dpr };
    });
}

/** Loads a page, scrolls through it (lazy pictures load), and measures it. */
async function measure(
  page: Page,
  url: string,
  dpr: number,
): Promise<{ bytes: number; needed: number; pictures: number }> {
  const sizes = new Map<string, number>();
  page.on('response', (res) => {
    if (!RASTER_TYPE.test(res.headers()['content-type'] ?? '')) return;
    res.body().then(
      (b) => sizes.set(res.url(), b.length),
      () => undefined,
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  const drawn = await page.evaluate(drawnPictures, dpr);
  let bytes = 0;
  let needed = 0;
  for (const [src, size] of sizes) {
    bytes += size;
    // The largest place the picture is drawn at decides what it needs; a picture fetched but never drawn needs nothing.
    const uses = drawn.filter((d) => d.url === src);
    const share = uses.length ? Math.min(1, Math.max(...uses.map((d) => d.needed / d.natural))) : 0;
    needed += size * share;
  }
  return { bytes, needed, pictures: sizes.size };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const port = 4181 + Number(process.env.PW_PORT_OFFSET ?? 0);
const site = await startSite(port, distDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const paths = JSON.parse(readFileSync(join(distDir, '_paths.json'), 'utf8')) as string[];
  const figures: Figure[] = [];
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.dpr,
    });
    for (const path of paths) {
      const page = await context.newPage();
      figures.push({ path, screen: screen.name, ...(await measure(page, site.url + path, screen.dpr)) });
      await page.close();
    }
    await context.close();
  }
  let failed = 0;
  console.log(
    `${'page'.padEnd(48)} ${'screen'.padEnd(12)} ${'pictures'.padStart(8)} ${'downloaded'.padStart(11)} ${'needed'.padStart(10)}  ratio`,
  );
  for (const f of figures) {
    const ratio = f.needed ? f.bytes / f.needed : f.bytes ? Infinity : 1;
    const over = ratio > LIMIT;
    if (over) failed++;
    console.log(
      `${f.path.padEnd(48)} ${f.screen.padEnd(12)} ${String(f.pictures).padStart(8)} ${kb(f.bytes).padStart(11)} ${kb(f.needed).padStart(10)}  ${f.bytes ? ratio.toFixed(2) : '-'}${over ? `  over ${LIMIT}` : ''}`,
    );
  }
  const total = (screen: string) =>
    figures.filter((f) => f.screen === screen).reduce((a, f) => [a[0] + f.bytes, a[1] + f.needed], [0, 0]);
  for (const s of SCREENS) {
    const [bytes, needed] = total(s.name);
    console.log(
      `all pages at ${s.name}: ${kb(bytes)} downloaded, ${kb(needed)} needed (${needed ? (bytes / needed).toFixed(2) : '-'})`,
    );
  }
  if (failed) {
    console.error(
      `${failed} page${failed === 1 ? '' : 's'} downloaded more than ${LIMIT} times the image bytes they need.`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  site.stop();
}
