/**
 * One publish through the site's real build (its command line, as the team server runs it) on a temporary clone of
 * this project's content: the new release is served through `current` with the change, and its search is ready; its
 * pages are linked ahead of the next publish's build, which starts from them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { contactWithTitle, publishingWorld, type World } from '../../../tests/fixtures/publishingWorld';
import { projectRoot } from '../../../tests/fixtures/teamServer';
import { ReleasePublisher } from './publisher';

let w: World;
beforeAll(() => {
  w = publishingWorld();
});
afterAll(() => w.cleanUp());

it('publishes a change through the real build and serves it from current', async () => {
  const logged: string[] = [];
  const p = new ReleasePublisher({
    projectRoot,
    liveRoot: w.live,
    releasesDir: w.releases,
    remote: { remote: 'origin', branch: 'main' },
    log: (line) => logged.push(line),
  });
  w.branch('set-1', 'pages/contact.yaml', contactWithTitle(w.live, 'Write to us today'));
  const release = await p.publish({ sets: [{ id: 'set-1', title: 'Contact title', branch: 'set-1' }], by: alice });
  const live = join(w.releases, 'current');
  expect(readFileSync(join(live, 'contact', 'index.html'), 'utf8')).toContain('Write to us today');
  expect(existsSync(join(live, '_deploy', 'nginx.conf'))).toBe(true);
  await p.searchSettled();
  expect(logged).toEqual([]);
  expect(p.releases().search).toEqual({ release: release.id, ready: true });
  // The new live site's pages are linked ahead of the next publish's build, stamped with its folder.
  const stamp = JSON.parse(readFileSync(join(w.releases, '.next-build', '_deploy', 'prepared-from.json'), 'utf8'));
  expect(stamp.since).toBe(realpathSync(join(w.releases, release.id)));
  expect(readFileSync(join(w.releases, '.next-build', 'contact', 'index.html'), 'utf8')).toContain('Write to us today');
  // The next publish starts from them: its site has both changes, and the linked pages are made ready again.
  w.branch('set-2', 'pages/contact.yaml', contactWithTitle(w.live, 'Call or write'));
  const next = await p.publish({ sets: [{ id: 'set-2', title: 'Contact title', branch: 'set-2' }], by: alice });
  expect(readFileSync(join(live, 'contact', 'index.html'), 'utf8')).toContain('Call or write');
  expect(readFileSync(join(live, 'about', 'index.html'), 'utf8')).toBe(
    readFileSync(join(w.releases, release.id, 'about', 'index.html'), 'utf8'),
  );
  await p.searchSettled();
  expect(logged).toEqual([]);
  const again = JSON.parse(readFileSync(join(w.releases, '.next-build', '_deploy', 'prepared-from.json'), 'utf8'));
  expect(again.since).toBe(realpathSync(join(w.releases, next.id)));
}, 300_000);

const alice = { name: 'Alice Publisher', email: 'alice@firm.test' };
