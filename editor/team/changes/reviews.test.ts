/**
 * Reviews are made once per version and shared: asked again (or by two people at once) for a set whose commits have
 * not moved, the same review answers without being made again; a new save in the set, or a publish, makes a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentClone, projectRoot } from '../../../tests/fixtures/teamServer';
import { Reviews } from './reviews';
import { ChangeRepo } from './worktrees';

let dir: string;
let repo: ChangeRepo;
let folder: string;
const id = 'abc123def456';
const who = ['-c', 'user.name=Asha', '-c', 'user.email=asha@firm.test', '-c', 'commit.gpgsign=false'];
const retitle = (title: string) => {
  const file = join(folder, 'pages/terms.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}title: .*$/m, `  title: ${title}`));
  execFileSync('git', ['-C', folder, ...who, 'commit', '-q', '-am', title]);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-reviews-'));
  // With its pictures, so that a review can find the site clean.
  const root = contentClone(dir);
  cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
  execFileSync('git', ['-C', root, 'add', '-A']);
  execFileSync('git', ['-C', root, ...who, 'commit', '-q', '-m', 'The pictures']);
  repo = await ChangeRepo.open(root, join(dir, 'data'));
  folder = await repo.ensure(id);
  retitle('Terms, plainly');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Reviews', () => {
  it('makes a review once per version, shared by everyone who asks, and anew when the set moves', async () => {
    const reviews = new Reviews(repo);
    const [a, b] = await Promise.all([reviews.of(id), reviews.of(id)]);
    expect(a).toBe(b);
    expect(await reviews.of(id)).toBe(a);
    expect(a.version).toBe(await repo.commitOf(repo.branchOf(id)));
    expect(a.pages[0].afterText).toContain('title: Terms, plainly');
    retitle('Terms, in plain words');
    const c = await reviews.of(id);
    expect(c).not.toBe(a);
    expect(c.version).not.toBe(a.version);
    expect(c.pages[0].afterText).toContain('title: Terms, in plain words');
  }, 30_000);

  it('tells once per clean review which version is clean on which live commit, and never of one with a problem', async () => {
    const told: string[][] = [];
    const reviews = new Reviews(repo, (set, version, live) => told.push([set, version, live]));
    const clean = await reviews.of(id);
    await reviews.of(id);
    const live = (await repo.commitOf(repo.live)) as string;
    expect(told).toEqual([[id, clean.version, live]]);
    // A title the schema refuses (empty): the review finds a problem and tells nothing.
    retitle("''");
    const broken = await reviews.of(id);
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(told).toHaveLength(1);
    retitle('Terms, plainly');
  }, 30_000);
});
