/**
 * Making a release's site: the site's own build (src/build/) run as a child process on the live content, into the
 * release's folder, reusing the live release's unchanged work (--since) and leaving the search index for later
 * (--search later); the index is then made by `--index-only` while the new site is already served. Each run is
 * bounded (a time limit kills the build and its children); only the tail of its output is kept, for the log.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface SiteBuild {
  /** Builds the site of `content` into `out` (a folder that does not exist yet); rejects when the build fails. */
  site(o: { content: string; out: string; since: string | null }): Promise<void>;
  /** Makes the search index of the site built in `site`; rejects when it cannot. */
  searchIndex(site: string): Promise<void>;
}

/** True when the site in `dir` has its search index (Pagefind's entry file). */
export function hasSearchIndex(dir: string): boolean {
  return existsSync(join(dir, 'pagefind', 'pagefind-entry.json'));
}

const TAIL = 8 * 1024;

function run(projectRoot: string, args: string[], limitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'src/build/launch.mjs'), ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
      // Its own process group, so the time limit ends the build's own children too.
      detached: true,
    });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      tail += `\n(stopped after ${limitMs / 1000} s)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the build ended with ${signal ?? `exit ${code}`}: ${tail.trim()}`));
    });
  });
}

/** The site's build run from `projectRoot` (the code), each run stopped after `limitMs`. */
export function childProcessBuild(projectRoot: string, limitMs = 20 * 60_000): SiteBuild {
  return {
    site: ({ content, out, since }) =>
      run(
        projectRoot,
        ['build', '--content', content, '--out', out, ...(since ? ['--since', since] : []), '--search', 'later'],
        limitMs,
      ),
    searchIndex: async (site) => {
      await run(projectRoot, ['build', '--index-only', site], limitMs);
      if (!hasSearchIndex(site)) throw new Error(`no search index was made in ${site}`);
    },
  };
}
