/**
 * A change set's merged pages as the review reads them: every page file of the site, however many (a review that
 * read only the first 2,000 found links to the others broken, and no change to a larger site could be approved).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentClone } from '../../../tests/fixtures/teamServer';
import { ChangeRepo } from './worktrees';

const MANY = 2_500;
let dir: string;
let root: string;
let repo: ChangeRepo;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-worktrees-'));
  root = contentClone(dir);
  mkdirSync(join(root, 'pages/many'));
  for (let n = 0; n < MANY; n++) writeFileSync(join(root, `pages/many/p${n}.yaml`), `route: /many/p${n}\n`);
  writeFileSync(join(root, 'pages/.hidden.yaml'), 'not a page\n');
  const who = ['-c', 'user.name=Site', '-c', 'user.email=site@firm.test', '-c', 'commit.gpgsign=false'];
  execFileSync('git', ['-C', root, 'add', '-A']);
  execFileSync('git', ['-C', root, ...who, 'commit', '-q', '-m', 'Many pages']);
  repo = await ChangeRepo.open(root, join(dir, 'data'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ChangeRepo.pageTexts', () => {
  it('gives every YAML file under pages/ of the tree with its text, and no hidden file', async () => {
    const tree = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD^{tree}']).toString().trim();
    const texts = await repo.pageTexts(tree);
    const listed = execFileSync('git', ['-C', root, 'ls-files', 'pages'])
      .toString()
      .trim()
      .split('\n')
      .filter((f) => /\.ya?ml$/.test(f) && !f.endsWith('/.hidden.yaml'));
    expect(texts.size).toBe(listed.length);
    expect(texts.size).toBeGreaterThan(MANY);
    expect(texts.get(`pages/many/p${MANY - 1}.yaml`)).toBe(`route: /many/p${MANY - 1}\n`);
    expect(texts.get('pages/about.yaml')).toBe(readFileSync(join(root, 'pages/about.yaml'), 'utf8'));
    expect(texts.has('pages/.hidden.yaml')).toBe(false);
  }, 60_000);
});
