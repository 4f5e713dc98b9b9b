/**
 * Reviews are made once per version and shared: asked again (or by two people at once) for a set whose commits have
 * not moved, the same review answers without being made again; a new save in the set, or a publish, makes a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentClone } from '../../../tests/fixtures/teamServer';
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
  repo = await ChangeRepo.open(contentClone(dir), join(dir, 'data'));
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
});
