/**
 * The editor as a Vite plugin, added only by `npm run edit` (editor/local/start.ts), never by vite.config.ts, so
 * no build ever sees it. It serves, on the editor's origin (http://localhost:<port>, see guard.ts):
 *   /_edit          the editor's page (its HTML carries the per-start token; nothing else does)
 *   /_edit/api/...  the API (api.ts)
 * and on the preview's origin (http://127.0.0.1:<port>):
 *   /_edit/preview  the preview frame: the site's own renderer, fed the draft by postMessage
 *   the site's pages, as the dev server draws them
 * and on both:
 *   /_edit/fonts/…  the whole Noto fonts Kannada and Hindi text is drawn with, in the previews and the editor's own
 *                   page, and that page's sheet (core/previewFonts.ts: by name, from its list only)
 *   /images/...     the content's public/images/ straight from the disk, then the pictures not saved yet
 *                   (staging.ts) under the address they will have, so a picture uploaded a moment ago shows at once
 *                   in the form and the preview (Vite's own public files follow its file watcher, a moment later)
 *   /assets/img/... the preview's picture variants of a picture not saved yet (the site's plugin makes the others)
 * A page opened on the editor's origin (a link followed, a picture opened) is sent to the preview's origin, so
 * nothing from the content is ever a document on the editor's origin. Every response says `nosniff`; pictures
 * carry a policy of their own that forbids scripts.
 */
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { randomBytes } from 'node:crypto';
import { pictureFile, sendFile, stagedVariant } from '../core/pictureFiles.js';
import { isNavigation } from '../core/requests.js';
import { checkApi, checkHost, onEditorOrigin, origins } from './guard.js';
import { handleApi } from '../core/api.js';
import { PREVIEW_FONTS_PATH, sendPreviewFont } from '../core/previewFonts.js';
import { EDITOR_FONTS_SHEET } from '../contract/scriptFonts.js';
import { words } from '../contract/words.js';
import { isSvgPath, withPictureHeaders } from '../../src/common/pictureHeaders.js';
import { type Document, documentHtml, editorPolicy, PREVIEW_SANDBOX, previewPolicy } from '../core/shell.js';

export interface EditorPluginOptions {
  root: string;
  token: string;
}

function redirect(res: ServerResponse, to: string): void {
  res.statusCode = 302;
  res.setHeader('Location', to);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function editorPlugin(opts: EditorPluginOptions): Plugin {
  return {
    name: 'site-editor',
    configureServer(server) {
      /** One of the editor's documents (shell.ts), as Vite serves its sources (its scripts by `nonce`, if any). */
      const html = async (res: ServerResponse, url: string, doc: Document, nonce = '') => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Referrer-Policy', 'no-referrer');
        const text = await server.transformIndexHtml(url, documentHtml(doc));
        res.end(nonce ? text.replaceAll('<script', `<script nonce="${nonce}"`) : text);
      };

      server.middlewares.use(async (req, res, next) => {
        const refused = checkHost(req);
        if (refused) {
          res.statusCode = refused.status;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(refused.message);
          return;
        }
        const url = (req.originalUrl ?? req.url ?? '/').split('?')[0];
        // Also sent by the dev server's own plugin (pictureHeaders.ts); set here too, as this one may answer first.
        for (const [name, value] of Object.entries(withPictureHeaders({}, url))) res.setHeader(name, value);
        const { editor, preview } = origins(req);
        try {
          if (url.startsWith('/_edit/api/'))
            return await handleApi(
              { root: opts.root, door: (request) => checkApi(request, opts.token) },
              url.slice(11),
              req,
              res,
            );
          const editorSide = onEditorOrigin(req);
          const isEditorPage = url === '/_edit' || url === '/_edit/';
          if (req.method === 'GET' && isEditorPage && editorSide) {
            const nonce = randomBytes(18).toString('base64url');
            res.setHeader(
              'Content-Security-Policy',
              editorPolicy({ preview, devServer: { nonce }, formAction: "'none'" }),
            );
            res.setHeader('X-Frame-Options', 'DENY');
            res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
            res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
            const doc: Document = {
              title: words.app.title,
              meta: { 'edit-token': opts.token, 'preview-origin': preview },
              icon: true,
              styles: [EDITOR_FONTS_SHEET],
              scripts: ['/editor/app/main.tsx'],
              root: 'editor-root',
            };
            return await html(res, url, doc, nonce);
          }
          if (req.method === 'GET' && isEditorPage) return redirect(res, `${editor}/_edit`);
          if (editorSide && (req.method === 'GET' || req.method === 'HEAD') && isNavigation(req)) {
            return redirect(res, `${preview}${req.originalUrl ?? req.url ?? '/'}`);
          }
          if (!editorSide && isNavigation(req) && !isSvgPath(url)) {
            res.setHeader('Content-Security-Policy', PREVIEW_SANDBOX);
          }
          if (req.method === 'GET' && url === '/_edit/preview') {
            res.setHeader('Content-Security-Policy', previewPolicy({ editor }));
            return await html(res, url, {
              title: words.preview.title,
              meta: { 'editor-origin': editor },
              scripts: ['/editor/app/preview/main.tsx'],
              root: 'preview-root',
            });
          }
          if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith(PREVIEW_FONTS_PATH)) {
            if (sendPreviewFont(req, res, url)) return;
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            return res.end(words.teamPages.notFoundText);
          }
          if (req.method === 'GET' && url.startsWith('/images/')) {
            const file = pictureFile(opts.root, url);
            if (file) return sendFile(req, res, file);
          }
          if (req.method === 'GET' && url.startsWith('/assets/img/')) {
            const file = await stagedVariant(opts.root, url);
            if (file) {
              res.setHeader('Cache-Control', 'no-cache');
              return sendFile(req, res, file);
            }
          }
          return next();
        } catch (e) {
          next(e);
        }
      });
    },
  };
}
