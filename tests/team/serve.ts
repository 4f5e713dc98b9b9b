/**
 * Playwright's web server for the team editor's tests: makes the world (setup.ts), the data folder as
 * `npm run team -- init` does with three people added, then runs the team editor and nginx (HTTPS, the
 * generated server block) until stopped.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initTeamFiles, readTeamFiles } from '../../editor/team/settings';
import { nginxServerBlock } from '../../editor/team/hostFiles';
import { openAccounts } from '../../editor/team/teamAccounts';
import {
  contentRoot,
  dataDir,
  editorUrl,
  httpsPort,
  innerPort,
  makeWorld,
  people,
  previewUrl,
  projectRoot,
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

const prefix = join(world, 'nginx');
mkdirSync(prefix, { recursive: true });
writeFileSync(
  join(prefix, 'nginx.conf'),
  [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `    ${n}_temp_path ${join(prefix, n)};`),
    nginxServerBlock(settings, {
      certificate: join(world, 'cert.pem'),
      key: join(world, 'key.pem'),
      httpsPort,
      httpPort: null,
    }),
    '}',
    '',
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
const nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
  stdio: 'inherit',
});
const stop = () => {
  editor.kill('SIGTERM');
  nginx.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
editor.on('exit', (code) => {
  nginx.kill('SIGTERM');
  process.exit(code ?? 0);
});
nginx.on('exit', (code) => {
  console.error(`nginx exited (${code}); its log: ${join(prefix, 'error.log')}`);
  editor.kill('SIGTERM');
  process.exit(1);
});
