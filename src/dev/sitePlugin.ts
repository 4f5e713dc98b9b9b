/**
 * The dev server's side of the site: renders pages on the server, serves the site settings at /_site.json (each
 * other language's at /_site.<code>.json) and page data at /_data/*.json, and reloads the content on every YAML or schema save (valid content updates the
 * open page in place; a mistake shows its located message in the overlay until fixed). It also serves the block
 * gallery at /_blocks (src/dev/), which is never part of a build.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent, hasErrors } from '../content/load.js';
import { buildManifest, type SiteManifest } from '../content/manifest.js';
import { formatProblem } from '../content/format.js';
import type { render as renderPage } from '../build/render.js';
import type { devRoutes as galleryRoutes } from './galleryRoute.js';
import { iconSprite, allIconNames } from '../content/icons.js';
import { BUILTIN_ICONS } from '../layout/layoutIcons.js';

/** How long an emptied file is given to be written again before the page is told it is empty. */
const EMPTY_GRACE_MS = 400;
import { collectionRoutes } from '../contract/pageData.js';
import { SITE_DATA_URL } from '../client/boot.js';
import { manifestWithGallery } from './galleryPage.js';

/** Mistakes in the content; the message is their located report. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Loads, checks and links the content; `gallery` adds the dev server's block gallery page. */
export function loadManifest(root: string, fresh = false, opts: { gallery?: boolean } = {}): SiteManifest {
  const content = loadContent(root, { freshSchemas: fresh });
  if (hasErrors(content)) {
    throw new ContentError(
      content.problems
        .filter((p) => p.severity === 'error')
        .map((p) => formatProblem(p, content.texts.get(p.file)))
        .join('\n\n'),
    );
  }
  return opts.gallery ? manifestWithGallery(content) : buildManifest(content);
}

/** The dev server's plugin for the project at `opts.root`. */
export function sitePlugin(opts: { root: string }): Plugin {
  let manifest: SiteManifest | undefined;
  let failure: ContentError | undefined;
  const current = () => {
    if (!manifest && !failure) {
      try {
        manifest = loadManifest(opts.root, false, { gallery: true });
      } catch (e) {
        if (e instanceof ContentError) failure = e;
        else throw e;
      }
    }
    if (failure) throw failure;
    return manifest!;
  };

  return {
    name: 'site-content',
    config() {
      // Build output (dist/ and the build's temporary dist.tmp-* folders) is not a source: watching it would
      // reload open preview pages whenever someone builds. A save is reported once its file stops growing: a
      // program that empties a file and then writes it gave one event for both, read while the file was empty.
      const awaitWriteFinish = { stabilityThreshold: 50, pollInterval: 10 };
      return { server: { watch: { ignored: ['**/dist/**', '**/dist.*/**'], awaitWriteFinish } } };
    },
    configureServer(server: ViteDevServer) {
      const watched = [join(opts.root, 'pages'), join(opts.root, 'schema')];
      server.watcher.add(watched);
      // A reload never throws: the watcher runs it outside any request, and a throw there ended the process.
      // Content mistakes come back as a ContentError; anything else (a bug, a file system surprise) is shown the same.
      const waits = new Map<string, ReturnType<typeof setTimeout>>();
      const reload = (file: string, settled = false) => {
        if (!watched.some((d) => file.startsWith(d))) return;
        clearTimeout(waits.get(file));
        waits.delete(file);
        // Emptied: most likely a save in two steps whose second came after the watcher's wait (a busy machine). The
        // file is read again a moment later before the page is told it is empty; its next change comes first.
        if (!settled && statSync(file, { throwIfNoEntry: false })?.size === 0) {
          waits.set(
            file,
            setTimeout(() => reload(file, true), EMPTY_GRACE_MS),
          );
          return;
        }
        manifest = undefined;
        failure = undefined;
        try {
          manifest = loadManifest(opts.root, file.endsWith('.json'), { gallery: true });
          server.ws.send({ type: 'custom', event: 'site:update', data: { file } });
        } catch (caught) {
          const e =
            caught instanceof ContentError
              ? caught
              : new ContentError(`${file}: ${(caught as Error)?.message ?? String(caught)}`);
          failure = e;
          server.config.logger.error(`\n${e.message}\n`, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: e.message, stack: '', plugin: 'site-content', id: file } });
        }
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, (file) => reload(file));

      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/';
          const path = url.split('?')[0];
          const send = (type: string, body: string | Buffer, status = 200) => {
            res.statusCode = status;
            res.setHeader('Content-Type', type);
            res.end(body);
          };
          try {
            if (path === '/icons.svg') return send('image/svg+xml', iconSprite(allIconNames(opts.root, BUILTIN_ICONS)));
            if (url.startsWith('/assets/img/')) {
              // A picture's variant, made on first request and cached as the build caches it (src/content/images/).
              const { variantForUrl, defaultCacheDir } = await import('../content/images/variants.js');
              const file = await variantForUrl(url, defaultCacheDir(opts.root), server.config.publicDir);
              if (!file) return next();
              res.setHeader('Cache-Control', 'no-cache');
              return send(`image/${file.slice(file.lastIndexOf('.') + 1)}`, readFileSync(file));
            }
            if (path === SITE_DATA_URL) return send('application/json', JSON.stringify(current().site));
            // Another language's settings: /_site.<code>.json.
            const language = /^\/_site\.([a-z]{2,3})\.json$/.exec(path)?.[1];
            const languageSite = language ? current().sites?.get(language) : undefined;
            if (languageSite) return send('application/json', JSON.stringify(languageSite));
            if (url.startsWith('/_data/')) {
              const page = current().pages.get(decodeURIComponent(url.slice(7).replace(/\.json(\?.*)?$/, '')));
              return send('application/json', page ? JSON.stringify(page) : '{"error":"not found"}', page ? 200 : 404);
            }
            const accept = req.headers.accept ?? '';
            if (req.method !== 'GET' || !accept.includes('text/html')) return next();
            const m = current();
            const { render } = (await server.ssrLoadModule('/src/build/render.tsx')) as { render: typeof renderPage };
            const { devRoutes } = (await server.ssrLoadModule('/src/dev/galleryRoute.tsx')) as {
              devRoutes: typeof galleryRoutes;
            };
            const { status, html } = await render({
              url,
              collections: collectionRoutes(m.routes),
              site: m.site,
              ...(m.sites ? { sites: Object.fromEntries(m.sites) } : {}),
              page: (k) => m.pages.get(k),
              // The dev client's entry adds the block gallery's route before the site's own entry starts.
              assets: { entry: '/src/dev/clientEntry.ts' },
              extraRoutes: devRoutes,
            });
            send('text/html; charset=utf-8', collapseHead(await server.transformIndexHtml(url, html)), status);
          } catch (e) {
            if (e instanceof ContentError) return send('text/html; charset=utf-8', errorPage(e.message), 500);
            server.ssrFixStacktrace(e as Error);
            next(e);
          }
        });
      };
    },
  };
}

/** Whitespace between tags in <head> breaks hydration; the dev transform adds some. */
function collapseHead(html: string): string {
  return html.replace(
    /<head>([\s\S]*?)<\/head>/,
    (_m, inner: string) => `<head>${inner.replace(/>\s+</g, '><').trim()}</head>`,
  );
}

function errorPage(report: string): string {
  const esc = report.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problem</title><script type="module" src="/@vite/client"></script></head><body style="font-family:system-ui;margin:2rem"><h1>The content has a problem</h1><p>Fix it and save: this page comes back by itself.</p><pre style="background:#111;color:#eee;padding:1rem;overflow:auto">${esc}</pre><script type="module">import.meta.hot?.on('site:update',()=>location.reload())</script></body></html>`;
}
