/**
 * Playwright's web server for the team editor's tests: makes the world (setup.ts), the data folder as
 * `npm run team -- init` does with three people added and the live site's first release made by the product's
 * publisher (as the first publish does), then runs the team editor and nginx (HTTPS, the two generated server
 * blocks: the editor's, and the live site's from that release's rules) until stopped.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { initTeamFiles, readTeamFiles } from '../../editor/team/settings';
import { readFileSync } from 'node:fs';
import { liveSiteConf, nginxServerBlock } from '../../editor/team/hostFiles';
import { ReleasePublisher } from '../../editor/team/publishing/publisher';
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
  releasesDir,
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

// The first release, as the first publish makes it (nothing to merge): the live site and its nginx rules.
const first = new ReleasePublisher({
  projectRoot,
  liveRoot: contentRoot,
  releasesDir,
  remote: settings.publish,
  log: (line) => console.error(line),
});
await first.publish({ sets: [], by: people.admin });
await first.searchSettled();

const tls = { certificate: join(world, 'cert.pem'), key: join(world, 'key.pem'), httpPort: null };
const siteRules = readFileSync(join(releasesDir, 'current', '_deploy', 'nginx.conf'), 'utf8');
const nginx = runNginx(
  join(world, 'nginx'),
  [
    nginxServerBlock(settings, { ...tls, httpsPort }),
    liveSiteConf(siteRules, releasesDir, { ...tls, httpsPort: livePort }),
  ].join('\n'),
);

const editor = spawn(
  process.execPath,
  [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'editor/team/start.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, TEAM_DATA: dataDir },
  },
);
const stop = () => {
  editor.kill('SIGTERM');
  nginx.stop();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
editor.on('exit', (code) => {
  nginx.stop();
  process.exit(code ?? 0);
});
nginx.child.on('exit', (code) => {
  console.error(`nginx exited (${code}); its log: ${join(nginx.prefix, 'error.log')}`);
  editor.kill('SIGTERM');
  process.exit(1);
});
