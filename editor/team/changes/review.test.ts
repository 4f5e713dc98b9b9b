/**
 * The review of a change set lists its pictures too (found end to end: a new picture was in the set but not on the
 * review screen, which draws only what `pages` holds): by name, never read as text.
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-review-'));
  const root = contentClone(dir);
  repo = await ChangeRepo.open(root, join(dir, 'data'));
  const folder = await repo.ensure(id);
  mkdirSync(join(folder, 'public/images'), { recursive: true });
  writeFileSync(join(folder, 'public/images/new-shop.svg'), readFileSync(join(projectRoot, 'public/favicon.svg')));
  const who = ['-c', 'user.name=Asha', '-c', 'user.email=asha@firm.test', '-c', 'commit.gpgsign=false'];
  execFileSync('git', ['-C', folder, 'add', '-A']);
  execFileSync('git', ['-C', folder, ...who, 'commit', '-q', '-m', 'A picture']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reviewChangeSet', () => {
  it('lists a new picture among the changes, by name and without its bytes as text', async () => {
    const at = { live: (await repo.commitOf(repo.live))!, set: (await repo.commitOf(repo.branchOf(id)))! };
    const review = await reviewChangeSet(repo, id, at);
    expect(review.pages).toEqual([
      {
        file: { file: 'public/images/new-shop.svg', label: 'new-shop.svg', kind: 'picture', change: 'added' },
        beforeText: null,
        afterText: null,
        diff: '',
      },
    ]);
    expect(review.conflicts).toEqual([]);
  }, 60_000);
});
