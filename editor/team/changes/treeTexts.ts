/**
 * The content files of a git tree as content loading reads files from disk (src/content/files.ts): every YAML file
 * under pages/ with its text, or why it has none (over the size limit, not text). One `git ls-tree` lists them with
 * their sizes and one `git cat-file --batch` reads them all, so a review of a 10,000-page site reads its tree in one
 * go. Bounded: at most MAX_TREE_FILES files, none over MAX_CONTENT_BYTES, MAX_TREE_BYTES in all, GIT_MS.
 */
import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { GIT_MS, git } from '../../core/git.js';
import { MAX_CONTENT_BYTES, textOf, tooLarge, type ContentText } from '../../../src/content/files.js';

/** The most files read of one tree (a site of 10,000 pages has about 9,000). */
export const MAX_TREE_FILES = 50_000;
/** The most bytes read of one tree; files past it are reported as too large. */
export const MAX_TREE_BYTES = 512 * 1024 * 1024;

/** The YAML files under pages/ in `tree` (in git's order) with their texts. */
export async function treeTexts(root: string, tree: string): Promise<Map<string, ContentText>> {
  const listed = await git(root, ['ls-tree', '-r', '-l', '-z', tree, '--', 'pages']);
  if (!listed.ok) throw new Error(`git ls-tree: ${listed.err.trim()}`);
  const texts = new Map<string, ContentText>();
  const wanted: { file: string; id: string }[] = [];
  let bytes = 0;
  for (const entry of listed.out.split('\0')) {
    const tab = entry.indexOf('\t');
    const [, type, id, size] = entry.slice(0, Math.max(tab, 0)).split(/ +/);
    const file = entry.slice(tab + 1);
    if (tab < 0 || type !== 'blob' || !/\.ya?ml$/.test(file) || basename(file).startsWith('.')) continue;
    if (texts.size >= MAX_TREE_FILES) break;
    bytes += Number(size);
    if (Number(size) > MAX_CONTENT_BYTES || bytes > MAX_TREE_BYTES) texts.set(file, tooLarge());
    else {
      texts.set(file, '');
      wanted.push({ file, id });
    }
  }
  const blobs = await catFile(
    root,
    wanted.map((w) => w.id),
  );
  wanted.forEach(({ file }, i) => {
    texts.set(file, textOf(blobs[i]));
  });
  return texts;
}

/** The contents of the blobs `ids`, in order, read by one `git cat-file --batch`. */
function catFile(root: string, ids: string[]): Promise<Buffer[]> {
  if (!ids.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', root, 'cat-file', '--batch'], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), GIT_MS);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`git cat-file ended with ${code}`));
      const out = Buffer.concat(chunks);
      const blobs: Buffer[] = [];
      let at = 0;
      for (let n = 0; n < ids.length; n++) {
        const end = out.indexOf(10, at);
        const header = out.subarray(at, end).toString('latin1').split(' ');
        if (end < 0 || header[1] !== 'blob') return reject(new Error(`git cat-file: no blob ${ids[n]}`));
        const size = Number(header[2]);
        blobs.push(out.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
      }
      resolve(blobs);
    });
    child.stdin.on('error', () => undefined); // it ended early: said by 'close'
    child.stdin.end(`${ids.join('\n')}\n`);
  });
}
