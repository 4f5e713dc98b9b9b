import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { waitForHydration, watchConsole } from './helpers';
import { urls } from './ports';

const dev = urls.dev;
const root = join(import.meta.dirname, '..', '..');

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(() => test.info().project.name !== 'desktop', 'one viewport is enough');

  test('renders on the server and hydrates with no warnings (attribute mismatches included)', async ({ page }) => {
    for (const path of ['/', '/about', '/contact', '/resources/blog/2']) {
      const log = watchConsole(page);
      const res = await page.goto(dev + path);
      expect(res!.status(), path).toBe(200);
      expect(await res!.text()).toMatch(/<h1/);
      await waitForHydration(page);
      log.expectClean();
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('sends nosniff everywhere and SVG files with a policy of their own that forbids scripts', async ({
    request,
  }) => {
    const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    for (const path of ['/favicon.svg', '/icons.svg', '/images/logo.svg']) {
      const res = await request.get(dev + path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers()['content-security-policy'], path).toBe(svgPolicy);
    }
    const page = await request.get(`${dev}/about`, { headers: { accept: 'text/html' } });
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['content-security-policy']).toBeUndefined();
  });

  test("serves the pictures' variants at the addresses the build gives them, made on request", async ({ request }) => {
    const html = await (await request.get(`${dev}/gallery`, { headers: { accept: 'text/html' } })).text();
    const url = /\/assets\/img\/gallery\/[\w.-]+-\d+\.avif/.exec(html)?.[0];
    expect(url).toBeDefined();
    const res = await request.get(dev + url!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/avif');
    expect((await res.body()).length).toBeGreaterThan(1000);
    expect((await request.get(`${dev}/assets/img/gallery/office-reception.0123456789-480.avif`)).status()).toBe(404);
  });

  test('saving a YAML file updates the open page without a full reload', async ({ page }) => {
    const file = join(root, 'pages/e2e-hot-reload.yaml');
    const yaml = (text: string) =>
      `route: /e2e-hot-reload\nsitemap: false\nmeta:\n  title: Hot reload check\n  description: A temporary page written by the end-to-end tests.\nsections:\n  - type: hero\n    id: check\n    title: ${text}\n`;
    writeFileSync(file, yaml('First version'));
    try {
      await expect.poll(async () => (await page.request.get(`${dev}/_data/e2e-hot-reload.json`)).status()).toBe(200);
      await page.goto(`${dev}/e2e-hot-reload`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('First version');
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 1;
      });
      writeFileSync(file, yaml('Second version'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second version', { timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      rmSync(file, { force: true });
    }
  });

  test('a save that empties the file before writing it shows the new text, not a false "the file is empty"', async ({
    page,
  }) => {
    const file = join(root, 'pages/e2e-hot-truncate.yaml');
    const yaml = (text: string) =>
      `route: /e2e-hot-truncate\nsitemap: false\nmeta:\n  title: Truncated save check\n  description: A temporary page written by the end-to-end tests.\nsections:\n  - type: hero\n    id: check\n    title: ${text}\n`;
    const errors: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"error"')) errors.push(String(frame.payload));
      }),
    );
    writeFileSync(file, yaml('First version'));
    try {
      await expect.poll(async () => (await page.request.get(`${dev}/_data/e2e-hot-truncate.json`)).status()).toBe(200);
      await page.goto(`${dev}/e2e-hot-truncate`);
      await waitForHydration(page);
      // As some programs save: the file is emptied, then written a moment later (here later than the watcher waits
      // for a file to stop changing, as on a busy machine).
      writeFileSync(file, '');
      await new Promise((resolve) => setTimeout(resolve, 150));
      writeFileSync(file, yaml('Second version'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second version', { timeout: 10_000 });
      expect(errors).toEqual([]);
      // A file left empty is reported, a moment later.
      writeFileSync(file, '');
      await expect.poll(() => errors.join('\n'), { timeout: 10_000 }).toContain('the file is empty');
    } finally {
      rmSync(file, { force: true });
    }
  });

  test('saving a YAML file keeps the scroll position of the open page', async ({ page }) => {
    // Needs entry-client to tell the router that a content update is not a navigation (see the AUTHORING report:
    // `router._scroll.n = false` before `router.invalidate()` on site:update); until then the router scrolls to the top.
    const file = join(root, 'pages/e2e-hot-scroll.yaml');
    const blocks = (last: string) =>
      `${[1, 2, 3, 4, 5, 6].map((n) => `  - type: text\n    id: part-${n}\n    title: Part ${n}\n    paragraphs:\n${'      - A paragraph long enough to take some room on the page, written by the end-to-end tests.\n'.repeat(8)}`).join('')}  - type: cta\n    id: last\n    title: ${last}\n    buttons:\n      - { label: Home, href: / }\n`;
    const yaml = (last: string) =>
      `route: /e2e-hot-scroll\nsitemap: false\nmeta:\n  title: Scroll check\n  description: A temporary page written by the end-to-end tests.\nsections:\n${blocks(last)}`;
    writeFileSync(file, yaml('First ending'));
    try {
      await expect.poll(async () => (await page.request.get(`${dev}/_data/e2e-hot-scroll.json`)).status()).toBe(200);
      await page.goto(`${dev}/e2e-hot-scroll`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'First ending' }).scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);
      writeFileSync(file, yaml('Second ending'));
      await expect(page.getByRole('heading', { name: 'Second ending' })).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    } finally {
      rmSync(file, { force: true });
    }
  });

  test.describe('block gallery', () => {
    const types = readdirSync(join(root, 'schema/blocks'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.slice(0, -'.schema.json'.length))
      .sort();
    const schemaOf = (type: string) =>
      JSON.parse(readFileSync(join(root, 'schema/blocks', `${type}.schema.json`), 'utf8')) as {
        description: string;
        examples: Record<string, unknown>[];
      };

    test('shows every block type with its description, each example rendered beside its YAML, and an index', async ({
      page,
    }) => {
      expect(types.length).toBeGreaterThan(0);
      const log = watchConsole(page);
      await page.goto(`${dev}/_blocks`);
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: 'Blocks' }).getByRole('link')).toHaveText(types);
      // Read the whole gallery in one go (a page of ~30 rendered blocks), then compare it with the schemas.
      const shown = await page.locator('[data-gallery-block]').evaluateAll((groups) =>
        groups.map((g) => ({
          type: g.getAttribute('data-gallery-block'),
          heading: g.querySelector('h2')?.textContent,
          paragraphs: [...g.querySelectorAll(':scope > div > p')].map((p) => p.textContent),
          yamls: [...g.querySelectorAll('[data-gallery-yaml]')].map((y) => y.textContent ?? ''),
          rendered: [...g.querySelectorAll('[data-gallery-example]')].map((r) =>
            [...r.querySelectorAll('[id]')].map((e) => e.id),
          ),
        })),
      );
      expect(shown.map((g) => g.type)).toEqual(types);
      for (const group of shown) {
        const type = group.type!;
        const { description, examples } = schemaOf(type);
        expect(group.heading).toBe(type);
        expect(group.paragraphs).toContain(description);
        expect(group.yamls, `${type}: one YAML per example`).toHaveLength(examples.length);
        expect(group.rendered, `${type}: every example is rendered`).toHaveLength(examples.length);
        for (const [i, example] of examples.entries()) {
          const block = (parse(group.yamls[i]) as { sections: Record<string, unknown>[] }).sections[0];
          // Examples that share an id get a numbered one on this page (ids must be unique); the rest is as written.
          expect({ ...block, id: example.id }, `${type} example ${i + 1}`).toEqual(example);
          expect(String(block.id).startsWith(String(example.id))).toBe(true);
          // Every block marks its markup with its id (some as a prefix of their element ids), as tests/unit/content/examples.test.tsx checks.
          expect(
            group.rendered[i].some((id) => id.startsWith(String(block.id))),
            `${type} example ${i + 1} is rendered`,
          ).toBe(true);
        }
      }
      await expect(page.locator('[data-gallery-block="faq"] [data-gallery-example]').first()).toBeVisible();
      log.expectClean();
    });

    test('the index jumps to a block, and examples sit beside their YAML on a wide screen and above it on a phone', async ({
      page,
    }) => {
      await page.goto(`${dev}/_blocks`);
      await waitForHydration(page);
      const last = types[types.length - 1];
      await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: last, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#block-${last}$`));
      await expect(page.locator(`h2#block-${last}`)).toBeInViewport();
      const boxes = async () => {
        const group = page.locator(`[data-gallery-block="${last}"]`);
        const rendered = (await group.locator('[data-gallery-example]').first().boundingBox())!;
        const yaml = (await group.locator(`[data-gallery-yaml="${last}"]`).first().boundingBox())!;
        return { rendered, yaml };
      };
      const wide = await boxes();
      expect(wide.rendered.x + wide.rendered.width).toBeLessThanOrEqual(wide.yaml.x);
      expect(Math.abs(wide.rendered.y - wide.yaml.y)).toBeLessThan(2);
      await page.setViewportSize({ width: 375, height: 812 });
      const narrow = await boxes();
      expect(narrow.rendered.y + narrow.rendered.height).toBeLessThanOrEqual(narrow.yaml.y);
    });

    test('the production build carries no trace of the gallery', () => {
      const dist = process.env.SITE_DIST ?? join(root, 'dist');
      const files = (function walk(dir: string): string[] {
        return readdirSync(dir).flatMap((n) =>
          statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
        );
      })(dist).filter((f) => /\.(html|js|json|css|xml|txt)$/.test(f));
      expect(files.some((f) => f.endsWith('.js'))).toBe(true);
      const traces = files.filter((f) =>
        /data-block-gallery|data-gallery-|Block gallery|\/_blocks/.test(readFileSync(f, 'utf8')),
      );
      expect(traces).toEqual([]);
    });
  });
});
