/**
 * The team editor as `npm run team` runs it, put together from its data folder: the settings and secrets, the
 * accounts, the publisher (building in the team's private data folder, releasing where nginx reads), mail, and the
 * server. Tests start it the same way, giving a site build of their own or a hook at the jobs' checkpoints.
 */
import { runGitByRunner } from '../core/gitRunner.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { words } from '../contract/words.js';
import { openAccounts } from './accounts/teamAccounts.js';
import { ensureAppBuild } from './app/appBuild.js';
import { noMail, smtpMailer } from './publishing/mail.js';
import { ReleasePublisher } from './publishing/publisher.js';
import type { SiteBuild } from './publishing/siteBuild.js';
import { startTeamServer } from './server.js';
import { contentRoot, readTeamFiles, releasesRoot, SettingsError, type TeamSettings } from './settings.js';

export interface LaunchOptions {
  /** The code (this project). */
  projectRoot: string;
  /** The team's data folder. */
  data: string;
  log?: (line: string) => void;
  /** The site's build (the build's command line in a child process unless given). */
  build?: SiteBuild;
  /** Called at each checkpoint of a job (`<kind>:<point>`): the fault-injection tests stop the process there. */
  onJobPoint?: (point: string) => void;
}

/** The publisher for these settings. */
export function publisherFor(
  o: Pick<LaunchOptions, 'projectRoot' | 'data' | 'build'>,
  settings: TeamSettings,
  log: (line: string) => void,
): ReleasePublisher {
  return new ReleasePublisher({
    projectRoot: o.projectRoot,
    liveRoot: contentRoot(o.projectRoot, settings),
    releasesDir: releasesRoot(o.data, settings),
    workDir: join(o.data, 'publishing'),
    remote: settings.publish,
    log,
    ...(o.build ? { build: o.build } : {}),
  });
}

/** Starts the team editor of data folder `o.data`; refuses (SettingsError) without its settings or content. */
export async function launchTeamServer(o: LaunchOptions) {
  const log = o.log ?? ((line: string) => console.error(line));
  // git started by a small process of its own: this one grows with the site (gitRunner.ts).
  runGitByRunner();
  const { settings, secrets } = readTeamFiles(o.data);
  const root = contentRoot(o.projectRoot, settings);
  if (!existsSync(join(root, 'pages'))) throw new SettingsError(words.server.noPages(root));
  await ensureAppBuild(o.projectRoot, (line) => console.log(line));
  const accounts = await openAccounts({
    file: join(o.data, 'team.db'),
    pepper: secrets.pepper,
    idleMinutes: settings.idleMinutes,
    oidc: settings.oidc
      ? {
          issuer: settings.oidc.issuer,
          clientId: settings.oidc.clientId,
          clientSecret: secrets.oidcClientSecret ?? '',
          redirectUrl: `${settings.editorUrl}/_edit/oidc/callback`,
        }
      : null,
  });
  const mailer = settings.smtp
    ? smtpMailer({ smtp: settings.smtp, password: secrets.smtpPassword, editorUrl: settings.editorUrl, log })
    : noMail;
  const started = await startTeamServer({
    projectRoot: o.projectRoot,
    root,
    settings,
    accounts,
    dataDir: o.data,
    log,
    publisher: publisherFor(o, settings, log),
    mailer,
    ...(o.onJobPoint ? { onJobPoint: o.onJobPoint } : {}),
  });
  return { ...started, settings, root };
}
