/**
 * `npm run team`: the editor for a team, on the firm's server (see the README's "Team editing").
 *   npm run team -- init --editor-url https://edit.example.com --preview-url https://preview.example.com
 *       writes the data folder (.team/, or --data / TEAM_DATA): settings and newly generated secrets
 *   npm run team -- host-files --certificate <file> --key <file> [--user <name>]
 *       writes the nginx server block and the systemd unit for these settings into the data folder, and the live
 *       site's nginx configuration once a release is live
 *   npm run team -- backup <file> [--with-secrets]   |   npm run team -- restore <file> [--force]
 *       one file with the team's people, change sets, drafts, settings and releases; a fresh clone brought back
 *       to it (backup/)
 *   npm run team
 *       builds the editor's app when needed and starts the server; while nobody has an account it prints a
 *       one-time link that creates the first administrator
 * `npm run edit` on one's own computer stays as it is, without accounts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { ensureAppBuild } from './app/appBuild.js';
import { contentRoot, dataDir, initTeamFiles, readTeamFiles, releasesRoot, SettingsError } from './settings.js';
import { liveSiteConf, nginxServerBlock, systemdUnit } from './hostFiles.js';
import { startTeamServer } from './server.js';
import { openAccounts } from './accounts/teamAccounts.js';
import { noMail, smtpMailer } from './publishing/mail.js';
import { ReleasePublisher } from './publishing/publisher.js';
import { backupCommand } from './backup/command.js';
import { words } from '../contract/words.js';

const projectRoot = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const data = dataDir(projectRoot, option('data'));

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (args[0] === 'init') {
  const editorUrl = option('editor-url');
  const previewUrl = option('preview-url');
  const port = option('port');
  try {
    const { created } = initTeamFiles(data, {
      ...(editorUrl ? { editorUrl } : {}),
      ...(previewUrl ? { previewUrl } : {}),
      ...(port ? { listen: { host: '127.0.0.1', port: Number(port) } } : {}),
      ...(editorUrl?.startsWith('https:') ? { behindProxy: true } : {}),
    });
    console.log(created.length ? `Wrote ${created.join(' and ')}.` : `${data} already has its settings and secrets.`);
    console.log('Next: npm run team -- host-files --certificate <file> --key <file>, then npm run team.');
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
} else if (args[0] === 'backup' || args[0] === 'restore') {
  process.exitCode = await backupCommand(args, { projectRoot, data });
} else if (args[0] === 'host-files') {
  const { settings } = load();
  const certificate = option('certificate') ?? '/etc/ssl/certs/site-editor.pem';
  const key = option('key') ?? '/etc/ssl/private/site-editor.key';
  const nginx = join(data, 'nginx-site-editor.conf');
  const unit = join(data, 'site-editor.service');
  const releases = releasesRoot(data, settings);
  writeFileSync(nginx, nginxServerBlock(settings, { certificate, key }));
  writeFileSync(
    unit,
    systemdUnit({
      projectRoot,
      user: option('user') ?? userInfo().username,
      dataDir: data,
      node: process.execPath,
      ...(settings.releasesDir ? { releasesDir: releases } : {}),
    }),
  );
  const siteRules = join(releases, 'current', '_deploy', 'nginx.conf');
  const live = join(data, 'nginx-live-site.conf');
  if (existsSync(siteRules)) {
    writeFileSync(live, liveSiteConf(readFileSync(siteRules, 'utf8'), releases, { certificate, key }));
    console.log(`Wrote ${live}\n  (copy it to /etc/nginx/conf.d/site.conf, nginx -s reload)`);
  } else {
    console.log(`The live site's nginx rules come with its first release: publish once, then run host-files again.`);
  }
  console.log(
    `Wrote ${nginx}\n  (copy it to /etc/nginx/sites-available/, link it from sites-enabled/, nginx -s reload)`,
  );
  console.log(`Wrote ${unit}\n  (copy it to /etc/systemd/system/, then systemctl enable --now site-editor)`);
} else {
  const { settings, secrets } = load();
  const root = contentRoot(projectRoot, settings);
  if (!existsSync(join(root, 'pages'))) fail(words.server.noPages(root));
  await ensureAppBuild(projectRoot, (line) => console.log(line));
  const accounts = openAccounts({
    file: join(data, 'team.db'),
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
  const log = (line: string) => console.error(line);
  const publisher = new ReleasePublisher({
    projectRoot,
    liveRoot: root,
    releasesDir: releasesRoot(data, settings),
    // Merged and built in the team's own (private) data folder.
    workDir: join(data, 'publishing'),
    remote: settings.publish,
    log,
  });
  const mailer = settings.smtp
    ? smtpMailer({ smtp: settings.smtp, password: secrets.smtpPassword, editorUrl: settings.editorUrl, log })
    : noMail;
  const { close } = await startTeamServer({
    projectRoot,
    root,
    settings,
    accounts: await accounts,
    dataDir: data,
    log,
    publisher,
    mailer,
  });
  console.log(words.teamServer.started(`${settings.editorUrl}/_edit`, root));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void close().finally(() => process.exit(0));
    });
  }
}

function load() {
  try {
    return readTeamFiles(data);
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
}
