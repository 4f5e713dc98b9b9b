/**
 * The editor as a Vite plugin, added only by `npm run edit` (editor/server/start.ts), never by vite.config.ts, so
 * no build ever sees it. It serves:
 *   /_edit          the editor's page (its HTML carries the per-start token; nothing else does)
 *   /_edit/preview  the preview frame: the site's own renderer, fed the draft by postMessage
 *   /_edit/api/...  the API (api.ts)
 *   /images/...     the content's public/images/ straight from the disk, so a picture uploaded a moment ago
 *                   shows at once (Vite's own public files follow its file watcher, a moment later)
 * Every request to the dev server, not only the editor's, must name localhost or 127.0.0.1 as its Host.
 */
import type { Plugin } from 'vite';
import { existsSync, statSync } from 'node:fs';
import send from 'send';
import { resolveInside } from './diskWrite.js';
import { checkHost } from './guard.js';
import { handleApi } from './api.js';
import { words } from '../words.js';

export interface EditorPluginOptions { root: string; token: string }

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head><body>${body}</body></html>`;
}

export function editorPlugin(opts: EditorPluginOptions): Plugin {
  return {
    name: 'site-editor',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const refused = checkHost(req);
        if (refused) {
          res.statusCode = refused.status;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(refused.message);
          return;
        }
        const url = (req.originalUrl ?? req.url ?? '/').split('?')[0];
        try {
          if (url.startsWith('/_edit/api/')) return await handleApi(opts, url.slice(11), req, res);
          if (req.method === 'GET' && url.startsWith('/images/')) {
            const file = pictureFile(opts.root, url);
            if (file) { send(req, file, { cacheControl: false }).pipe(res); return; }
          }
          if (req.method !== 'GET' || (url !== '/_edit' && url !== '/_edit/' && url !== '/_edit/preview')) return next();
          const preview = url === '/_edit/preview';
          const html = preview
            ? page(words.preview.title, '<div id="preview-root"></div><script type="module" src="/editor/app/preview/main.tsx"></script>')
            : page(words.app.title, '<div id="editor-root"></div><script type="module" src="/editor/app/main.tsx"></script>',
              `<meta name="edit-token" content="${opts.token}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">`);
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
          res.end(await server.transformIndexHtml(url, html));
        } catch (e) {
          next(e);
        }
      });
    },
  };
}

/** The file of a picture address under the content's public/images/, when it is one (never outside that folder). */
function pictureFile(root: string, url: string): string | undefined {
  let rel: string;
  try { rel = decodeURIComponent(url.slice(1)); } catch { return undefined; }
  try {
    const abs = resolveInside(root, `public/${rel}`, ['public/images']);
    return existsSync(abs) && statSync(abs).isFile() ? abs : undefined;
  } catch { return undefined; }
}
