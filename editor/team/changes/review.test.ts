/**
 * The review of a change set lists its pictures too (found end to end: a new picture was in the set but not on the
 * review screen, which draws only what `pages` holds): by name, never read as text. Its check is the site's
 * validator on the merged tree, with the results earlier checks kept (src/content/fileChecks.ts): a set that deletes
 * a page finds the links to it in the pages it left unchanged, again when asked again, and a set that does not
 * delete it finds none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentClone, projectRoot } from '../../../tests/fixtures/teamServer';
import { reviewChangeSet } from './review';
import { ChangeRepo } from './worktrees';

let dir: string;
let repo: ChangeRepo;
const id = 'picture123456';
const gone = 'contactgone01';
const who = ['-c', 'user.name=Asha', '-c', 'user.email=asha@firm.test', '-c', 'commit.gpgsign=false'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-review-'));
  const root = contentClone(dir);
  repo = await ChangeRepo.open(root, join(dir, 'data'));
  const folder = await repo.ensure(id);
  mkdirSync(join(folder, 'public/images'), { recursive: true });
  writeFileSync(join(folder, 'public/images/new-shop.svg'), readFileSync(join(projectRoot, 'public/favicon.svg')));
  execFileSync('git', ['-C', folder, 'add', '-A']);
  execFileSync('git', ['-C', folder, ...who, 'commit', '-q', '-m', 'A picture']);
  const without = await repo.ensure(gone);
  rmSync(join(without, 'pages/contact.yaml'));
  execFileSync('git', ['-C', without, 'add', '-A']);
  execFileSync('git', ['-C', without, ...who, 'commit', '-q', '-m', 'No contact page']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reviewChangeSet', () => {
  it('lists a new picture among the changes, by its name in words (no file name) and without its bytes as text', async () => {
    const at = { live: (await repo.commitOf(repo.live))!, set: (await repo.commitOf(repo.branchOf(id)))! };
    const review = await reviewChangeSet(repo, id, at);
    expect(review.pages).toEqual([
      {
        file: { file: 'public/images/new-shop.svg', label: '“new shop”', kind: 'picture', change: 'added' },
        beforeText: null,
        afterText: null,
        diff: '',
      },
    ]);
    expect(review.conflicts).toEqual([]);
  }, 60_000);

  it('finds the links a deleted page breaks in unchanged pages, each time, and none in a set that keeps it', async () => {
    const at = async (set: string) => ({
      live: (await repo.commitOf(repo.live))!,
      set: (await repo.commitOf(repo.branchOf(set)))!,
    });
    const broken = (problems: { file: string; message: string }[]) =>
      problems.filter((p) => p.message.includes('/contact'));
    const first = await reviewChangeSet(repo, gone, await at(gone));
    expect(new Set(broken(first.problems).map((p) => p.file)).size).toBeGreaterThan(3);
    // Asked again, every file's result kept from the first: the same problems.
    const again = await reviewChangeSet(repo, gone, await at(gone));
    expect(again.problems).toEqual(first.problems);
    // The picture's set leaves the page where it is: its links are fine.
    const kept = await reviewChangeSet(repo, id, await at(id));
    expect(broken(kept.problems)).toEqual([]);
  }, 60_000);
});
