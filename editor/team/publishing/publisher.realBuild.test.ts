/**
 * One publish through the site's real build (its command line, as the team server runs it) on a temporary clone of
 * this project's content: the new release is served through `current` with the change, and its search is ready.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
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
}, 300_000);

const alice = { name: 'Alice Publisher', email: 'alice@firm.test' };
