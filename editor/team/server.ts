/**
 * The team editor's server (`npm run team`): the editor for several people on the firm's server, behind nginx.
 * Plain node:http, no development server: the editor's app is a production build (app/appBuild.ts); the API is
 * the table of calls (editor/contract/calls.ts) answered by calls.ts (the editing core's calls and the team's own)
 * behind this server's doors (doors/door.ts), sessions and the roles' allow-list; the accounts live in accounts/.
 *
 * On the editor's origin (settings.editorUrl):
 *   /_edit/sign-in, /_edit/sign-out, /_edit/setup, /_edit/welcome, /_edit/oidc/*   signing in and out (accounts/signIn.ts)
 *   /_edit                     the editor's page, for a signed-in person only
 *   /_edit/api/...             the API: session, anti-forgery token, same-origin writes, the role's allow-list
 *   /_edit/assets/...          the built app; pictures (for the forms' thumbnails)
 *   /_edit/form-validators/... the forms' validators, compiled from the schemas (app/formValidators.ts)
 *   /_edit/fonts/...           (on both origins) the whole Noto fonts Kannada and Hindi text is drawn with, in the
 *                              previews and the editor's own page, and the editor page's sheet (core/previewFonts.ts)
 * On the preview's origin (settings.previewUrl, another host name):
 *   /_edit/preview             the preview frame (sandboxed, framed only by the editor's origin)
 *   /_edit/assets/..., pictures, icons and the content's public files the site's renderer loads
 * Anything else is refused or not found; a page opened on the editor's origin is sent to the preview's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import send from 'send';
import { isSvgPath, withPictureHeaders } from '../../src/common/pictureHeaders.js';
import { iconSprite, allIconNames } from '../../src/content/icons.js';
import { BUILTIN_ICONS } from '../../src/layout/layoutIcons.js';
import { defaultCacheDir, variantForUrl } from '../../src/content/images/variants.js';
import { dispatch, from } from '../core/dispatch.js';
import { clientGone } from '../core/clientGone.js';
import { resolveInside } from '../core/diskWrite.js';
import { pictureFile, sendFile, stagedVariant } from '../core/pictureFiles.js';
import { PREVIEW_FONTS_PATH, sendPreviewFont } from '../core/previewFonts.js';
import { EDITOR_FONTS_SHEET } from '../contract/scriptFonts.js';
import { words } from '../contract/words.js';
import { appDir, appEntries } from './app/appBuild.js';
import { checkWriteOrigin, clientAddress, readCookies, sessionCookieName, sideOf, type Origins } from './doors/door.js';
import { isNavigation, sameToken } from '../core/requests.js';
import { allowed } from '../contract/calls.js';
import type { RefusalReason } from '../contract/editing.js';
import type { SignedIn } from './accounts/teamAccounts.js';
import type { TeamServerOptions } from './options.js';
import { SignIn } from './accounts/signIn.js';
import type { ReleaseKeeper } from './publishing/releaseCalls.js';
import { ReleaseJobs } from './publishing/releaseJobs.js';
import { JobRunner } from './jobs/jobRunner.js';
import { jobStore } from './jobs/jobStore.js';
import { repairAfterStop } from './changes/repair.js';
import { type TeamCallsOptions, teamCalls } from './calls.js';
import { Presence } from './editing/presence.js';
import { FormValidators } from './app/formValidators.js';
import { messagePage } from './accounts/pages.js';
import { documentHtml, editorPolicy, previewPolicy } from '../core/shell.js';
import { openChangeSets } from './changes/changeSets.js';
import { PreviewPasses } from './doors/previewPass.js';
import { redirect, sendJson, sendPage, sendText } from './doors/respond.js';
import { startBackupControl } from './backup/serverControl.js';

/**
 * What bounds a connection: its headers must arrive within `headersMs`, the whole request within `requestMs`
 * (bodies are bounded more tightly by body.ts); Node checks every `checkEveryMs`.
 */
export const SERVER_LIMITS = { headersMs: 20_000, requestMs: 120_000, checkEveryMs: 1_000 };

/** Headers every answer carries. */
function baseHeaders(res: ServerResponse, secure: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Not no-referrer: under it a browser sends "Origin: null" with a form, and the write checks need the origin.
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

/** Starts the team editor's server; resolves once it listens. */
export async function startTeamServer(
  o: TeamServerOptions,
): Promise<{ server: Server; close: () => Promise<void>; jobs?: JobRunner }> {
  const origins: Origins = { editor: o.settings.editorUrl, preview: o.settings.previewUrl };
  const secure = origins.editor.startsWith('https:');
  const cookieName = sessionCookieName(secure);
  let built: ReturnType<typeof appEntries> | undefined;
  /** The built app's files, read at the first page (the API answers without them). */
  const entries = () => (built ??= appEntries(o.projectRoot));
  const assets = join(appDir(o.projectRoot), 'assets');
  const publicDir = join(o.root, 'public');
  const iconNames = allIconNames(o.root, BUILTIN_ICONS);
  const signIn = new SignIn({ ...o, origins, secure, cookieName });
  const validators = new FormValidators(o.root, o.projectRoot);
  void validators.address(o.log);
  // Git work a stop interrupted (its locks, a merge half done) is put right before anything uses git.
  await repairAfterStop(o.root, o.log);
  const publisher = o.publisher;
  // Publishing, restoring and the first release are jobs: a request starts one and answers at once.
  const jobs = publisher
    ? new JobRunner({
        store: jobStore(o.accounts.db),
        ...(o.clock ? { clock: o.clock } : {}),
        ...(o.log ? { log: o.log } : {}),
        ...(o.onJobPoint ? { onPoint: o.onJobPoint } : {}),
      })
    : undefined;
  // Nobody's save writes into the content folder (it is what is live): each goes into a change set's worktree.
  const changes = await openChangeSets({
    root: o.root,
    dataDir: o.dataDir,
    db: o.accounts.db,
    audit: o.accounts.audit,
    team: () => o.accounts.people.list().map((p) => ({ name: p.name, email: p.email, role: p.role })),
    ...(publisher && jobs ? { publisher, jobs } : {}),
    ...(o.mailer ? { mailer: o.mailer } : {}),
    ...(o.clock ? { clock: o.clock } : {}),
    ...(o.log ? { log: o.log } : {}),
    limits: {
      setsPerPerson: o.settings.limits.changeSetsPerPerson,
      worktreesBytes: o.settings.limits.worktreesMB * 1024 * 1024,
    },
  });
  const passes = new PreviewPasses({ db: o.accounts.db, secure, idleMs: o.settings.idleMinutes * 60_000 });
  // A restore changes what is live: like a publish, it is a job (never holding anyone's save), and the sets still
  // being written are brought up to date with it afterwards, each in its turn.
  const releaseJobs =
    publisher && jobs
      ? new ReleaseJobs({
          publisher,
          jobs,
          restored: async (id, by, address) => {
            o.accounts.audit.record({
              action: 'release restored',
              actor: by.email,
              address,
              detail: words.changes.audit.restored(id),
            });
            await changes.records.catchUpOpenSets();
          },
        })
      : undefined;
  const releases: ReleaseKeeper | undefined = publisher &&
    releaseJobs && {
      releases: () => publisher.releases(),
      restore: (id, by, address) => releaseJobs.restore(id, by, address),
    };
  const presence = new Presence();
  /** What every person's calls share (calls.ts). */
  const calls: TeamCallsOptions = {
    root: o.root,
    editorUrl: origins.editor,
    accounts: o.accounts,
    changes,
    presence,
    releases,
    jobs,
    removed: (person) => {
      changes.store.markGone(person.email);
      presence.gone(person.id);
    },
    ...(o.log ? { log: o.log } : {}),
  };

  const sessionOf = (req: IncomingMessage): SignedIn | null => {
    const id = readCookies(req).get(cookieName);
    return id ? o.accounts.sessions.find(id) : null;
  };
  /** A call without a live session: a person removed by an administrator is told so, anyone else to sign in. */
  const signedOut = (req: IncomingMessage): { error: string; reason?: RefusalReason } => {
    const id = readCookies(req).get(cookieName);
    return id && o.accounts.sessions.wasRemoved(id)
      ? { error: words.teamServer.accessRemoved, reason: 'removed' }
      : { error: words.teamServer.signedOutApi };
  };

  const editorPage = async (res: ServerResponse, who: SignedIn) => {
    const validatorsAddress = await validators.address(o.log);
    const person = { id: who.person.id, name: who.person.name, email: who.person.email, role: who.person.role };
    const team = {
      publishers: o.accounts.people
        .list()
        .filter((p) => p.role !== 'editor')
        .map((p) => p.name),
      publishTo: o.settings.publish ? words.teamServer.publishTo : null,
      signIn: who.person.hasPassword ? 'password' : 'oidc',
    };
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // The forms' validators are compiled on the server (app/formValidators.ts): no 'unsafe-eval'. Sign-out is a form.
    res.setHeader('Content-Security-Policy', editorPolicy({ preview: origins.preview, formAction: "'self'" }));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.end(
      documentHtml({
        title: words.app.title,
        meta: {
          'edit-token': who.csrf,
          'preview-origin': origins.preview,
          'preview-pass': passes.issue(who.csrf),
          'edit-person': JSON.stringify(person),
          'edit-team': JSON.stringify(team),
          'edit-validators': validatorsAddress,
        },
        icon: true,
        styles: [...entries().editor.styles, EDITOR_FONTS_SHEET],
        scripts: [entries().editor.script],
        root: 'editor-root',
      }),
    );
  };

  const previewPage = (res: ServerResponse) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', previewPolicy({ editor: origins.editor, strict: true }));
    res.end(
      documentHtml({
        title: words.preview.title,
        meta: { 'editor-origin': origins.editor },
        styles: entries().preview.styles,
        scripts: [entries().preview.script],
        root: 'preview-root',
      }),
    );
  };

  /** The built app's files (hashed names: cached for a year). */
  const appAsset = (req: IncomingMessage, res: ServerResponse, path: string) =>
    send(req, path.slice('/_edit/assets'.length), {
      root: assets,
      dotfiles: 'deny',
      index: false,
      immutable: true,
      maxAge: '1y',
    })
      .on('error', () => sendText(res, 404, words.teamPages.notFoundText))
      .pipe(res);

  /**
   * The content's public files the renderer loads (pictures, fonts, icons), never outside public/. Pictures not live
   * yet only for `signedIn` people (a session on the editor's origin, a preview pass on the preview's).
   */
  const publicFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    signedIn: boolean,
  ): Promise<boolean> => {
    for (const [name, value] of Object.entries(withPictureHeaders({}, path))) res.setHeader(name, value);
    if (path === '/icons.svg') {
      res.setHeader('Content-Type', 'image/svg+xml');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(iconSprite(iconNames));
      return true;
    }
    // Pictures, the live ones first; then, for people signed in only, those saved in a change set not live yet and
    // those uploaded for a change not saved yet (as the local editor shows them). Each is found only inside its
    // folder's public/images/; no two sets hold one address (routing.ts), so each preview shows its set's own.
    const notLive = signedIn ? changes.routing.unpublishedFolders() : [];
    if (path.startsWith('/images/')) {
      const picture =
        pictureFile(o.root, path, { staged: false }) ??
        (signedIn ? pictureFile(o.root, path) : undefined) ??
        notLive.map((folder) => pictureFile(folder, path)).find(Boolean);
      if (!picture) return false;
      res.setHeader('Cache-Control', 'no-cache');
      sendFile(req, res, picture);
      return true;
    }
    if (path.startsWith('/assets/img/')) {
      let file = await variantForUrl(path, defaultCacheDir(o.root), publicDir);
      if (!file && signedIn) file = await stagedVariant(o.root, path);
      for (const folder of notLive) {
        if (file) break;
        file =
          (await variantForUrl(path, defaultCacheDir(o.root), join(folder, 'public'))) ??
          (await stagedVariant(folder, path));
      }
      if (!file) return false;
      res.setHeader('Cache-Control', 'no-cache');
      sendFile(req, res, file);
      return true;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(path.slice(1));
    } catch {
      return false;
    }
    let abs: string;
    try {
      abs = resolveInside(o.root, `public/${rel}`, ['public']);
    } catch {
      return false;
    }
    if (!existsSync(abs) || !statSync(abs).isFile()) return false;
    send(req, abs, { dotfiles: 'deny', index: false, cacheControl: false }).pipe(res);
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    baseHeaders(res, secure);
    const side = sideOf(req, origins);
    if (!side) return sendText(res, 421, words.teamServer.foreignHost);
    const url = new URL(req.url ?? '/', origins[side]);
    const path = url.pathname;
    const address = clientAddress(req, req.socket.remoteAddress ?? '', o.settings.behindProxy);
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';

    if (reading && path.startsWith('/_edit/assets/')) {
      appAsset(req, res, path);
      return;
    }
    // The script fonts, for the preview's pages and the editor's own page alike (core/previewFonts.ts).
    if (reading && path.startsWith(PREVIEW_FONTS_PATH)) {
      if (side === 'preview')
        res.setHeader('Content-Security-Policy', previewPolicy({ editor: origins.editor, strict: true }));
      return sendPreviewFont(req, res, path) ? undefined : sendText(res, 404, words.teamPages.notFoundText);
    }

    if (side === 'preview') {
      if (!reading) return sendText(res, 405, words.server.previewOnly);
      if (path === '/_edit/preview' && url.searchParams.has('pass')) return passes.enter(url, res);
      if (path === '/_edit/preview') return previewPage(res);
      res.setHeader('Content-Security-Policy', previewPolicy({ editor: origins.editor, strict: true }));
      if (await publicFile(req, res, path, passes.holds(req))) return;
      return sendText(res, 404, words.teamPages.notFoundText);
    }

    // The editor's origin. Every write comes from its own pages.
    if (!reading) {
      const refused = checkWriteOrigin(req, origins);
      if (refused) return sendJson(res, 403, { error: refused });
    }
    if (path.startsWith('/_edit/api/')) {
      const who = sessionOf(req);
      if (!who) return sendJson(res, 401, signedOut(req));
      const token = req.headers['x-edit-token'];
      if (!sameToken(Array.isArray(token) ? token[0] : token, who.csrf))
        return sendJson(res, 403, { error: words.server.noToken });
      const apiPath = path.slice('/_edit/api/'.length);
      // The role's allow-list (editor/contract/calls.ts): a path nobody may call is refused to everyone.
      if (!allowed(who.person.role, apiPath)) return sendJson(res, 403, { error: words.teamServer.notForRole });
      // The body is read whole (bounded in size, time and nesting) before the call waits for anything; a call whose
      // browser leaves while it waits for the repository is dropped unrun.
      const handlers = teamCalls(calls, who, address, clientGone(res));
      return dispatch({ host: 'team', handlers: from(handlers), ...(o.log ? { log: o.log } : {}) }, apiPath, req, res);
    }
    if (reading && FormValidators.handles(path)) {
      if (!sessionOf(req)) return sendText(res, 401, signedOut(req).error);
      if (await validators.serve(path, res)) return;
      return sendText(res, 404, words.teamPages.notFoundText);
    }
    if (await signIn.handle(path, method, req, res, address)) return;
    if (reading && (path === '/_edit' || path === '/_edit/' || path === '/')) {
      const who = sessionOf(req);
      if (!who) return redirect(res, '/_edit/sign-in', 303);
      if (path !== '/_edit') return redirect(res, '/_edit', 303);
      return editorPage(res, who);
    }
    if (reading && isNavigation(req) && path !== '/favicon.svg') {
      // A link or picture opened from the editor: shown on the preview's origin, never as the editor.
      return redirect(res, `${origins.preview}${path}`, 302);
    }
    if (
      reading &&
      (path.startsWith('/images/') || path === '/favicon.svg') &&
      (await publicFile(req, res, path, sessionOf(req) !== null))
    )
      return;
    if (reading && isSvgPath(path)) return sendText(res, 404, words.teamPages.notFoundText);
    return sendPage(res, 404, (n) => messagePage(n, words.teamPages.notFound, words.teamPages.notFoundText));
  };

  const limits = { ...SERVER_LIMITS, ...o.serverLimits };
  const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs }, (req, res) => {
    handle(req, res).catch((e: Error) => {
      // The program's own message is for the log only, never for people.
      o.log?.(`team editor: ${e.stack ?? e.message}`);
      if (!res.headersSent) sendJson(res, 500, { error: words.server.failedPlain });
      else res.end();
    });
  });
  // Bounded work per connection: slow or idle clients do not hold the server. Node looks for connections past
  // these limits every `checkEveryMs` (30 s by its default, which let slow headers stay open past their limit).
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.settings.listen.port, o.settings.listen.host, () => resolve());
  });
  signIn.announceSetup();
  if (jobs && publisher && releaseJobs) {
    // A job the server stopped in is finished or undone first; then what it left half made is cleared away, a new
    // server's first release starts, the sets being written catch up with what is live, and waiting jobs run.
    await jobs.recover();
    publisher.cleanUpAfterStop();
    // The build server reads the live content now, in the background, so the first publish finds it read.
    publisher.warmUp?.();
    releaseJobs.firstRelease();
    void changes.records.catchUpOpenSets();
    jobs.resume();
  }
  // `npm run team -- backup` asks here for its moment, taken between two turns of the write queue and between jobs.
  const control = await startBackupControl(o, changes.queue, jobs);
  // Scheduled change sets whose time passed while the server was stopped start publishing now; then the timer waits.
  changes.schedule.start();
  return {
    server,
    close: async () => {
      await control.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      jobs?.stop();
      await changes.close();
      publisher?.close?.();
    },
    ...(jobs ? { jobs } : {}),
  };
}
