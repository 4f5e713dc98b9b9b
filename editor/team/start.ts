/**
 * `npm run team`: the editor for a team, on the firm's server (see the README's "Team editing").
 *   npm run team -- init --editor-url https://edit.example.com --preview-url https://preview.example.com
 *                        [--site-url https://www.example.com] [--port 8090] [--releases <dir>] [--no-release]
 *       writes the data folder (.team/, or --data / TEAM_DATA): settings and newly generated secrets; then makes
 *       the live site's first release from what is in the repository, in the releases folder (releases/ in the
 *       project unless --releases names another), which nginx may read
 *   npm run team -- host-files --certificate <file> --key <file> [--user <name>] [--site-name <names>]
 *                              [--https-port 443] [--http-port 80|none] [--releases <dir>]
 *       writes the editor's nginx server block, the live site's and the systemd unit into the data folder (the
 *       live site's names from --site-name or the settings' siteUrl)
 *   npm run team -- backup <file> [--with-secrets]   |   npm run team -- restore <file> [--force]
 *       one file with the team's people, change sets, drafts, settings and releases; a fresh clone brought back
 *       to it (backup/)
 *   npm run team
 *       builds the editor's app when needed and starts the server (a first release too, when none is live); while
 *       nobody has an account it prints a one-time link that creates the first administrator
 * `npm run edit` on one's own computer stays as it is, without accounts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { contentRoot, dataDir, initTeamFiles, readTeamFiles, releasesRoot, SettingsError } from './settings.js';
import { closedToOthers, liveSiteConf, nginxServerBlock, systemdUnit } from './hostFiles.js';
import { firstReleaseNow } from './publishing/firstRelease.js';
import { launchTeamServer, publisherFor } from './launch.js';
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
  const siteUrl = option('site-url');
  const port = portOption('port');
  try {
    const { created } = initTeamFiles(data, {
      ...(editorUrl ? { editorUrl } : {}),
      ...(previewUrl ? { previewUrl } : {}),
      ...(siteUrl ? { siteUrl } : {}),
      ...(port ? { listen: { host: '127.0.0.1', port: Number(port) } } : {}),
      ...(editorUrl?.startsWith('https:') ? { behindProxy: true } : {}),
      releasesDir: resolve(option('releases') ?? join(projectRoot, 'releases')),
    });
    console.log(created.length ? `Wrote ${created.join(' and ')}.` : `${data} already has its settings and secrets.`);
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
  if (!args.includes('--no-release')) await firstRelease();
  console.log('Next: npm run team -- host-files --certificate <file> --key <file>, then npm run team.');
} else if (args[0] === 'backup' || args[0] === 'restore') {
  process.exitCode = await backupCommand(args, { projectRoot, data });
} else if (args[0] === 'host-files') {
  const { settings } = load();
  const certificate = option('certificate') ?? '/etc/ssl/certs/site-editor.pem';
  const key = option('key') ?? '/etc/ssl/private/site-editor.key';
  const httpsPort = portOption('https-port') ?? 443;
  const httpPort = option('http-port') === 'none' ? null : (portOption('http-port') ?? 80);
  const serverNames = option('site-name') ?? (settings.siteUrl ? new URL(settings.siteUrl).hostname : undefined);
  const tls = { certificate, key, httpsPort, httpPort };
  const nginx = join(data, 'nginx-site-editor.conf');
  const unit = join(data, 'site-editor.service');
  const releases = option('releases') ? resolve(option('releases') as string) : releasesRoot(data, settings);
  writeFileSync(nginx, nginxServerBlock(settings, tls));
  writeFileSync(
    unit,
    systemdUnit({
      projectRoot,
      user: option('user') ?? userInfo().username,
      dataDir: data,
      node: process.execPath,
      ...(settings.releasesDir || option('releases') ? { releasesDir: releases } : {}),
    }),
  );
  const siteRules = join(releases, 'current', '_deploy', 'nginx.conf');
  const live = join(data, 'nginx-live-site.conf');
  if (!existsSync(siteRules)) {
    console.log(`No release is live in ${releases} yet: npm run team -- init makes the first one.`);
  } else if (!serverNames) {
    console.log('The live site needs its host names: add --site-name www.example.com (or "siteUrl" in the settings).');
  } else {
    writeFileSync(live, liveSiteConf(readFileSync(siteRules, 'utf8'), releases, { ...tls, serverNames }));
    console.log(`Wrote ${live}\n  (copy it to /etc/nginx/conf.d/site.conf, nginx -s reload)`);
    const closed = closedToOthers(releases);
    if (closed) console.log(`Note: nginx cannot enter ${closed}; allow it (chmod o+x ${closed}) or use --releases.`);
  }
  console.log(
    `Wrote ${nginx}\n  (copy it to /etc/nginx/sites-available/, link it from sites-enabled/, nginx -s reload)`,
  );
  console.log(`Wrote ${unit}\n  (copy it to /etc/systemd/system/, then systemctl enable --now site-editor)`);
} else {
  try {
    const { close, settings, root } = await launchTeamServer({ projectRoot, data });
    console.log(words.teamServer.started(`${settings.editorUrl}/_edit`, root));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        void close().finally(() => process.exit(0));
      });
    }
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
}

/** `init`'s first release: the live site made from what is in the repository, its steps printed. */
async function firstRelease(): Promise<void> {
  const { settings } = load();
  const root = contentRoot(projectRoot, settings);
  if (!existsSync(join(root, 'pages'))) fail(words.server.noPages(root));
  const publisher = publisherFor({ projectRoot, data }, settings, (line) => console.error(line));
  publisher.cleanUpAfterStop();
  console.log('Making the live site from what is in the repository (the first time takes a minute or so):');
  try {
    const made = await firstReleaseNow(publisher, (line) => console.log(line));
    const releases = releasesRoot(data, settings);
    console.log(made ? `The live site is in ${releases}/current.` : `A release is live already in ${releases}.`);
    const closed = closedToOthers(releases);
    if (closed) console.log(`Note: nginx cannot enter ${closed}; allow it (chmod o+x ${closed}) or use --releases.`);
  } catch (e) {
    fail(`The first release could not be made: ${(e as Error).message}`);
  }
}

function portOption(name: string): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--${name} must be a port number`);
  return port;
}

function load() {
  try {
    return readTeamFiles(data);
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
}
