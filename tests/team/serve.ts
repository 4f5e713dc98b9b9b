/**
 * Playwright's web server for the team editor's tests: makes the world (setup.ts), the data folder as
 * `npm run team -- init` does with three people added and the live site's first release (init's own), then runs
 * the team editor as `npm run team` does (launchTeamServer) and nginx (HTTPS, the two generated server blocks: the
 * editor's, with a proxy timeout of `proxyTimeoutSeconds`, and the live site's from that release's rules) until
 * stopped. The site's build is the real one, made slower while `slowBuildFile` exists (a publish that outlasts
 * the proxy's timeout).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { initTeamFiles, readTeamFiles } from '../../editor/team/settings';
import { liveSiteConf, nginxServerBlock } from '../../editor/team/hostFiles';
import { launchTeamServer, publisherFor } from '../../editor/team/launch';
import { firstReleaseNow } from '../../editor/team/publishing/firstRelease';
import { READY } from '../../editor/team/publishing/readyRelease';
import { childProcessBuild, type SiteBuild } from '../../editor/team/publishing/siteBuild';
import { runNginx } from '../fixtures/nginx';
import { openAccounts } from '../../editor/team/accounts/teamAccounts';
import {
  contentRoot,
  dataDir,
  editorUrl,
  httpsPort,
  innerPort,
  livePort,
  makeWorld,
  people,
  previewUrl,
  projectRoot,
  proxyTimeoutSeconds,
  releasesDir,
  slowBuildFile,
  world,
} from './setup';

makeWorld();
initTeamFiles(dataDir, {
  editorUrl,
  previewUrl,
  listen: { host: '127.0.0.1', port: innerPort },
  content: contentRoot,
  behindProxy: true,
  publish: { remote: 'live', branch: 'main' },
  releasesDir,
});
const { settings, secrets } = readTeamFiles(dataDir);
const accounts = await openAccounts({
  file: join(dataDir, 'team.db'),
  pepper: secrets.pepper,
  idleMinutes: 60,
  oidc: null,
});
const by = { email: people.admin.email, address: 'set-up' };
const admin = await accounts.people.createFirstAdministrator(people.admin, by);
for (const p of [people.editor, people.publisher]) {
  const { token } = accounts.people.invite({ email: p.email, name: p.name, role: p.role, createdBy: admin.id }, by);
  await accounts.people.acceptInvite(token, { password: p.password }, by);
}
accounts.close();

// The real build, slower while the test asks for it; meanwhile no release is made ready ahead of an approval
// (the approval would take it rather than build: the slow build is the approval's own).
const real = childProcessBuild(projectRoot);
const build: SiteBuild = {
  ...real,
  async site(o) {
    const slow = existsSync(slowBuildFile);
    if (slow && basename(o.out) === READY) throw new Error('no release is made ready while builds are slow');
    await real.site(o);
    if (slow) await sleep(Number(readFileSync(slowBuildFile, 'utf8')) * 1000);
  },
};

// The first release, as init makes it: the live site and its nginx rules.
const log = (line: string) => console.error(line);
await firstReleaseNow(publisherFor({ projectRoot, data: dataDir, build }, settings, log), log);

/** The editor's block with nginx's proxy timeout set to `proxyTimeoutSeconds`. */
function shorterProxyTimeout(block: string): string {
  if (!block.includes('proxy_read_timeout 120s')) throw new Error('The editor block has no proxy_read_timeout 120s');
  return block.replaceAll('proxy_read_timeout 120s', `proxy_read_timeout ${proxyTimeoutSeconds}s`);
}

const tls = { certificate: join(world, 'cert.pem'), key: join(world, 'key.pem'), httpPort: null };
const siteRules = readFileSync(join(releasesDir, 'current', '_deploy', 'nginx.conf'), 'utf8');
const nginx = runNginx(
  join(world, 'nginx'),
  [
    shorterProxyTimeout(nginxServerBlock(settings, { ...tls, httpsPort })),
    liveSiteConf(siteRules, releasesDir, { ...tls, serverNames: 'localhost', httpsPort: livePort }),
  ].join('\n'),
);

const editor = await launchTeamServer({ projectRoot, data: dataDir, build, log });
console.error(`The team editor is at ${editorUrl}/_edit`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  nginx.stop();
  void editor.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.child.on('exit', (code) => {
  if (stopping) return;
  console.error(`nginx exited (${code}); its log: ${join(nginx.prefix, 'error.log')}`);
  stopping = true;
  void editor.close().finally(() => process.exit(1));
});
