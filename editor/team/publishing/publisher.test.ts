import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactWithTitle, publishingWorld, type World } from '../../../tests/fixtures/publishingWorld';
import { projectRoot } from '../../../tests/fixtures/teamServer';
import { PublishFailed, ReleasePublisher } from './publisher';
import type { SiteBuild } from './siteBuild';
import { Refusal } from '../../core/refusal';
import { words } from '../../contract/words';

// Each test publishes several times through real git on a shared machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const alice = { name: 'Alice Publisher', email: 'alice@firm.test' };

/** A site build that writes one page naming the contact page's title, and can be made to fail or wait. */
function fakeBuild() {
  const f = {
    sites: [] as { out: string; since: string | null }[],
    running: 0,
    most: 0,
    fail: false,
    /** When set, the search index waits for it. */
    gate: null as Promise<void> | null,
    indexed: [] as string[],
    /** What each build was given as its prepared pages, and each preparation asked for. */
    given: [] as (string | undefined)[],
    prepared: [] as { site: string; into: string }[],
    build: {} as SiteBuild,
  };
  f.build = {
    async site({ content, out, since, prepared }) {
      f.running++;
      f.most = Math.max(f.most, f.running);
      f.sites.push({ out, since });
      f.given.push(prepared);
      await new Promise((done) => setImmediate(done));
      mkdirSync(out, { recursive: true });
      const title = /^ {2}title: (.*)$/m.exec(readFileSync(join(content, 'pages/contact.yaml'), 'utf8'))?.[1];
      writeFileSync(join(out, 'index.html'), `<h1>${title}</h1>`);
      f.running--;
      if (f.fail) throw new Error('the build broke');
    },
    async prepare(site, into) {
      f.prepared.push({ site, into });
    },
    async searchIndex(site) {
      if (f.gate) await f.gate;
      mkdirSync(join(site, 'pagefind'), { recursive: true });
      writeFileSync(join(site, 'pagefind', 'pagefind-entry.json'), '{}');
      f.indexed.push(site);
    },
  };
  return f;
}

let template: World;
let w: World;
let fake: ReturnType<typeof fakeBuild>;
let logged: string[];

beforeAll(() => {
  template = publishingWorld();
});
afterAll(() => template.cleanUp());
beforeEach(() => {
  w = publishingWorld(template);
  fake = fakeBuild();
  logged = [];
});
afterEach(() => w.cleanUp());

function publisher(extra: { keep?: number; remote?: boolean } = {}) {
  return new ReleasePublisher({
    projectRoot,
    liveRoot: w.live,
    releasesDir: w.releases,
    remote: extra.remote === false ? null : { remote: 'origin', branch: 'main' },
    build: fake.build,
    log: (line) => logged.push(line),
    keep: extra.keep,
  });
}

const liveSite = () => readFileSync(join(w.releases, 'current', 'index.html'), 'utf8');
const current = () => (existsSync(join(w.releases, 'current')) ? readlinkSync(join(w.releases, 'current')) : null);
const head = () => w.git(['rev-parse', 'main']);
const remoteHead = () => w.git(['rev-parse', 'main'], w.origin);
const folders = () => readdirSync(w.releases).filter((n) => /^\d{8}-/.test(n));

/** What must not change when publishing fails. */
function snapshot() {
  return {
    head: head(),
    remote: remoteHead(),
    current: current(),
    folders: folders(),
    status: w.git(['status', '-s']),
  };
}

async function publishTitle(p: ReleasePublisher, branch: string, title: string) {
  w.branch(branch, 'pages/contact.yaml', contactWithTitle(w.live, title));
  return p.publish({ sets: [{ id: branch, title: `New title ${title}`, branch }], by: alice });
}

describe('publish', () => {
  it('merges each change set with a merge commit by the publisher, switches the live site and sends the branch', async () => {
    const p = publisher();
    const before = head();
    fake.gate = new Promise(() => undefined); // the search index never finishes in this test
    const release = await publishTitle(p, 'set-1', 'Reach us');
    expect(liveSite()).toBe('<h1>Reach us</h1>');
    expect(current()).toBe(release.id);
    expect(release).toMatchObject({ kind: 'publish', by: alice, changeSets: [{ id: 'set-1' }], commit: head() });
    expect(w.git(['log', '-1', '--format=%an <%ae> %P', 'main'])).toBe(
      `Alice Publisher <alice@firm.test> ${before} ${w.git(['rev-parse', 'set-1'])}`,
    );
    expect(remoteHead()).toBe(head());
    expect(fake.sites[0].since).toBeNull();
    const answer = p.releases();
    expect(answer.live).toBe(release.id);
    expect(answer.releases.map((r) => r.id)).toEqual([release.id]);
    expect(answer.search).toEqual({ release: release.id, ready: false });
    expect(JSON.parse(readFileSync(join(w.releases, 'releases.json'), 'utf8')).live).toBe(release.id);
  });

  it('makes the search index after the site is live, then says it is ready', async () => {
    const p = publisher();
    let open = (): void => undefined;
    fake.gate = new Promise<void>((done) => (open = done));
    const release = await publishTitle(p, 'set-1', 'Reach us');
    expect(p.releases().search.ready).toBe(false);
    open();
    await p.searchSettled();
    expect(p.releases().search).toEqual({ release: release.id, ready: true });
  });

  it('builds the next release from the live one and publishes one at a time', async () => {
    const p = publisher();
    w.branch('a', 'pages/contact.yaml', contactWithTitle(w.live, 'From A'));
    w.branch('b', 'pages/about.yaml', `${readFileSync(join(w.live, 'pages/about.yaml'), 'utf8')}\n# b\n`);
    const [ra, rb] = await Promise.all([
      p.publish({ sets: [{ id: 'a', title: 'A', branch: 'a' }], by: alice }),
      p.publish({ sets: [{ id: 'b', title: 'B', branch: 'b' }], by: alice }),
    ]);
    expect(fake.most).toBe(1);
    expect(ra.id).not.toBe(rb.id);
    expect(fake.sites[1].since).toBe(join(w.releases, 'current'));
    expect(current()).toBe(rb.id);
    expect(liveSite()).toBe('<h1>From A</h1>');
    expect(p.releases().releases.map((r) => r.id)).toEqual([rb.id, ra.id]);
  });

  it('refuses a conflict, naming the page, and leaves everything as it was', async () => {
    const p = publisher();
    await publishTitle(p, 'first', 'Title one');
    // A change started before "first" went live, on the same line.
    w.git(['switch', '-q', '-c', 'late', 'first~1']);
    writeFileSync(join(w.live, 'pages/contact.yaml'), contactWithTitle(w.live, 'Title two'));
    w.git(['commit', '-q', '-am', 'late']);
    w.git(['switch', '-q', 'main']);
    const was = snapshot();
    const failed = await p
      .publish({ sets: [{ id: 'late', title: 'Late', branch: 'late' }], by: alice })
      .catch((e) => e);
    expect(failed).toBeInstanceOf(PublishFailed);
    expect(failed.step).toBe('check');
    expect(failed.message).toContain('the page "Title one"');
    expect(failed.message).not.toMatch(/git|merge|yaml|pages\//i);
    expect(snapshot()).toEqual(was);
  });

  it('refuses a change set whose branch is gone or not a plain name', async () => {
    const p = publisher();
    const was = snapshot();
    for (const branch of ['gone', '--upload-pack=x', '../main']) {
      const failed = await p.publish({ sets: [{ id: 'x', title: 'X', branch }], by: alice }).catch((e) => e);
      expect(failed).toMatchObject({ step: 'check', message: expect.stringContaining('"X" cannot be found') });
    }
    expect(snapshot()).toEqual(was);
  });

  it('refuses while the live copy is not on its branch, in plain words, the details in the log', async () => {
    const p = publisher();
    await publishTitle(p, 'first', 'Title one');
    w.branch('second', 'pages/contact.yaml', contactWithTitle(w.live, 'Title two'));
    w.git(['checkout', '-q', '--detach']);
    const was = snapshot();
    const failed = await p.publish({ sets: [{ id: 's', title: 'S', branch: 'second' }], by: alice }).catch((e) => e);
    expect(failed).toMatchObject({ step: 'check', message: words.publishing.notReady });
    expect(snapshot()).toEqual(was);
    expect(logged.join('\n')).toMatch(/publishing: the live branch could not be read: .*detached/i);
  });

  it('refuses content with mistakes, naming the page, and puts the live branch back', async () => {
    const p = publisher();
    await publishTitle(p, 'first', 'Title one');
    const was = snapshot();
    w.branch('broken', 'pages/contact.yaml', contactWithTitle(w.live, 'X1'));
    const failed = await p.publish({ sets: [{ id: 'b', title: 'B', branch: 'broken' }], by: alice }).catch((e) => e);
    expect(failed).toMatchObject({ step: 'check' });
    expect(failed.message).toContain('the page "X1": is too short');
    expect(snapshot()).toEqual(was);
  });

  it('leaves no half-made release when the build fails', async () => {
    const p = publisher();
    await publishTitle(p, 'first', 'Title one');
    const was = snapshot();
    fake.fail = true;
    const failed = await publishTitle(p, 'second', 'Title two').catch((e) => e);
    expect(failed).toMatchObject({ step: 'build' });
    expect(snapshot()).toEqual(was);
    expect(liveSite()).toBe('<h1>Title one</h1>');
    expect(logged.join('\n')).toContain('the build broke');
  });

  it('switches back and puts the branch back when the site repository refuses the push', async () => {
    const p = publisher();
    await publishTitle(p, 'first', 'Title one');
    const was = snapshot();
    writeFileSync(join(w.origin, 'hooks', 'pre-receive'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const failed = await publishTitle(p, 'second', 'Title two').catch((e) => e);
    expect(failed).toMatchObject({ step: 'send' });
    expect(failed.message).toContain('switched back');
    expect(snapshot()).toEqual(was);
    expect(liveSite()).toBe('<h1>Title one</h1>');
    expect(p.releases().releases).toHaveLength(1);
  });

  it('does not push without a remote', async () => {
    const p = publisher({ remote: false });
    const remote = remoteHead();
    await publishTitle(p, 'first', 'Title one');
    expect(remoteHead()).toBe(remote);
    expect(head()).not.toBe(remote);
  });

  it("links each new live site's pages for the next build, in the background, and gives them to that build", async () => {
    const p = publisher();
    const first = await publishTitle(p, 'set-1', 'Title one');
    await p.searchSettled();
    const second = await publishTitle(p, 'set-2', 'Title two');
    await p.searchSettled();
    const into = join(w.releases, '.next-build');
    expect(fake.prepared).toEqual([
      { site: join(w.releases, first.id), into },
      { site: join(w.releases, second.id), into },
    ]);
    expect(fake.given).toEqual([into, into]);
    expect(fake.indexed).toEqual([join(w.releases, first.id), join(w.releases, second.id)]);
  });

  it('keeps the newest releases and cleans away older ones, keeping their record', async () => {
    const p = publisher({ keep: 2 });
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await publishTitle(p, `set-${n}`, `Title ${n}`)).id);
    expect(folders().sort()).toEqual([ids[2], ids[3]].sort());
    expect(p.releases().releases).toHaveLength(4);
    await expect(p.restore(ids[0], alice)).rejects.toBeInstanceOf(Refusal);
  });
});

describe('a release made ready ahead of its approval', () => {
  /** A set changing the contact page's title, reviewed clean on the live commit: its branch and version. */
  function reviewed(branch: string, title: string) {
    w.branch(branch, 'pages/contact.yaml', contactWithTitle(w.live, title));
    return { branch, commit: w.git(['rev-parse', branch]) };
  }
  const approve = (p: ReleasePublisher, set: { branch: string; commit: string }, title: string) =>
    p.publish({ sets: [{ id: set.branch, title, ...set }], by: alice, checkedOn: head() });
  /** A publisher with "Title one" live and the set changing it to "Title two" reviewed clean. */
  async function liveAndReviewed() {
    const p = publisher();
    await publishTitle(p, 'set-1', 'Title one');
    return { p, set: reviewed('set-2', 'Title two') };
  }

  it('is built in the background from the live site, then taken by the approval of that version without a build', async () => {
    const { p, set } = await liveAndReviewed();
    p.makeReady(set, head());
    await p.readySettled();
    expect(fake.sites.at(-1)).toEqual({ out: join(w.releases, '.ready'), since: join(w.releases, 'current') });
    expect(liveSite()).toBe('<h1>Title one</h1>'); // nothing live moved
    const builds = fake.sites.length;
    const before = head();
    const release = await approve(p, set, 'Title two');
    expect(fake.sites.length).toBe(builds);
    expect(liveSite()).toBe('<h1>Title two</h1>');
    expect(current()).toBe(release.id);
    expect(w.git(['log', '-1', '--format=%an %P', 'main'])).toBe(`Alice Publisher ${before} ${set.commit}`);
    expect(release.commit).toBe(head());
    expect(w.git(['show', 'main:pages/contact.yaml'])).toContain('title: Title two');
    expect(readdirSync(w.releases).filter((n) => n.startsWith('.ready'))).toEqual([]);
  });

  it('is not taken once the set or the live branch moved on: the approval builds, and it is removed', async () => {
    const { p, set } = await liveAndReviewed();
    p.makeReady(set, head());
    await p.readySettled();
    // Another version is approved (the set changed after its review).
    const builds = fake.sites.length;
    await approve(p, reviewed('set-2b', 'Title two, again'), 'Title two');
    expect(fake.sites.length).toBe(builds + 1);
    expect(liveSite()).toBe('<h1>Title two, again</h1>');
    // Made ready on a live commit that is no longer the live one: not even built.
    const third = reviewed('set-3', 'Title three');
    p.makeReady(third, w.git(['rev-parse', 'main^']));
    await p.readySettled();
    expect(fake.sites.length).toBe(builds + 1);
    await expect
      .poll(() => readdirSync(w.releases).filter((n) => n.startsWith('.ready') || n.startsWith('.gone')))
      .toEqual([]);
  });

  it('is not made when its build fails, and the approval then builds as usual', async () => {
    const { p, set } = await liveAndReviewed();
    fake.fail = true;
    p.makeReady(set, head());
    await p.readySettled();
    expect(logged.join('\n')).toContain('could not be made ready');
    expect(existsSync(join(w.releases, '.ready'))).toBe(false);
    fake.fail = false;
    await approve(p, set, 'Title two');
    expect(liveSite()).toBe('<h1>Title two</h1>');
  });
});

describe('after a stop', () => {
  it('removes what a publish that did not finish left, never a release or the live one', async () => {
    const live = (await publishTitle(publisher(), 'set-1', 'Title one')).id;
    mkdirSync(join(w.releases, '20990101-000000', 'about'), { recursive: true });
    mkdirSync(join(w.releases, `${live}-2.tmp-123`), { recursive: true });
    writeFileSync(join(w.releases, '.current-1-abcd'), '');
    mkdirSync(join(w.releases, '.gone-20250101-000000', 'about'), { recursive: true });
    mkdirSync(join(w.releases, '.next-build.part-77', 'about'), { recursive: true });
    // A release made ready (a stamp and its folder) and one being built when the server stopped.
    mkdirSync(join(w.releases, '.ready', 'about'), { recursive: true });
    writeFileSync(join(w.releases, '.ready.json'), '{}');
    mkdirSync(join(w.releases, '.ready.tmp-88', 'about'), { recursive: true });
    writeFileSync(join(w.releases, 'notes.txt'), 'kept');
    publisher().cleanUpAfterStop();
    expect(readdirSync(w.releases).sort()).toEqual([live, 'current', 'notes.txt', 'releases.json'].sort());
    expect(liveSite()).toBe('<h1>Title one</h1>');
    expect(logged.join('\n')).toContain('20990101-000000');
  });
});

describe('restore', () => {
  it('brings an earlier release back in one step, as a new commit with its content, history kept; and forward again', async () => {
    const p = publisher();
    const one = await publishTitle(p, 'set-1', 'Title one');
    const two = await publishTitle(p, 'set-2', 'Title two');
    const builds = fake.sites.length;
    const back = await p.restore(one.id, alice);
    expect(fake.sites.length).toBe(builds); // no rebuild
    expect(current()).toBe(one.id);
    expect(liveSite()).toBe('<h1>Title one</h1>');
    expect(back).toMatchObject({ kind: 'restore', restored: one.id, by: alice, commit: head() });
    expect(w.git(['rev-parse', 'main^{tree}'])).toBe(w.git(['rev-parse', `${one.commit}^{tree}`]));
    expect(w.git(['rev-parse', 'main^'])).toBe(two.commit);
    expect(w.git(['log', '-1', '--format=%an', 'main'])).toBe('Alice Publisher');
    expect(readFileSync(join(w.live, 'pages/contact.yaml'), 'utf8')).toContain('title: Title one');
    expect(remoteHead()).toBe(head()); // a fast-forward: the remote refuses any other
    const answer = p.releases();
    expect(answer.live).toBe(back.id);
    expect(answer.releases.map((r) => r.id)).toEqual([back.id, two.id, one.id]);

    const forward = await p.restore(two.id, alice);
    expect(current()).toBe(two.id);
    expect(liveSite()).toBe('<h1>Title two</h1>');
    expect(w.git(['rev-parse', 'main^{tree}'])).toBe(w.git(['rev-parse', `${two.commit}^{tree}`]));
    expect(w.git(['merge-base', '--is-ancestor', two.commit, 'main'])).toBe('');
    expect(p.releases().live).toBe(forward.id);
  });

  it('refuses unknown releases and names that are not release ids', async () => {
    const p = publisher();
    await publishTitle(p, 'set-1', 'Title one');
    const was = snapshot();
    for (const id of ['20990101-000000', '../live', 'current', '']) {
      const refused = await p.restore(id, alice).catch((e) => e);
      expect(refused).toBeInstanceOf(Refusal);
      expect(refused.status).toBe(404);
    }
    expect(snapshot()).toEqual(was);
  });

  it('switches back when the site repository refuses the restore', async () => {
    const p = publisher();
    const one = await publishTitle(p, 'set-1', 'Title one');
    await publishTitle(p, 'set-2', 'Title two');
    const was = snapshot();
    writeFileSync(join(w.origin, 'hooks', 'pre-receive'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const failed = await p.restore(one.id, alice).catch((e) => e);
    expect(failed).toMatchObject({ step: 'send' });
    expect(snapshot()).toEqual(was);
    expect(liveSite()).toBe('<h1>Title two</h1>');
  });
});
