/**
 * Making a release's site: the site's own build (src/build/) run as a child process on the live content, into the
 * release's folder, reusing the live release's unchanged work (--since) and leaving the search index for later
 * (--search later); the index is then made by `--index-only` while the new site is already served, and the new site's
 * pages are linked ahead of the next build (`--prepare`, then that build's `--prepared`). Each run is
 * bounded (a time limit kills the build and its children); only the tail of its output is kept, for the log. The
 * build says how many pages it has made (--progress); it stops by itself when this server's process ends (its
 * input pipe closes), and `stopBuild` ends one a stopped server left running.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a caller hears of a build as it runs. */
export interface BuildWatch {
  /** The build's process id (its process group's), as soon as it has started. */
  started?(pid: number): void;
  /** How many of the site's pages are made. */
  progress?(done: number, total: number): void;
}

export interface SiteBuild {
  /**
   * Builds the site of `content` into `out` (a folder that does not exist yet), starting from the pages in
   * `prepared` when they were prepared from `since`; rejects when the build fails.
   */
  site(o: { content: string; out: string; since: string | null; prepared?: string } & BuildWatch): Promise<void>;
  /**
   * Links the pages of the site built in `site` into `into` for the next build (its `prepared`), replacing what is
   * there; rejects when it cannot. Optional: a build without it links the pages itself.
   */
  prepare?(site: string, into: string): Promise<void>;
  /** Makes the search index of the site built in `site`; rejects when it cannot. */
  searchIndex(site: string): Promise<void>;
}

/** True when the site in `dir` has its search index (Pagefind's entry file). */
export function hasSearchIndex(dir: string): boolean {
  return existsSync(join(dir, 'pagefind', 'pagefind-entry.json'));
}

const TAIL = 8 * 1024;

const PROGRESS = /^progress: (\d+) of (\d+) pages$/;

function run(projectRoot: string, args: string[], limitMs: number, watch: BuildWatch = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'src/build/launch.mjs'), ...args], {
      cwd: projectRoot,
      // Its input is a pipe this process holds: when this process ends, the build sees it close and stops.
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', SITE_BUILD_STOP_WITH_PARENT: '1' },
      // Its own process group, so the time limit ends the build's own children too.
      detached: true,
    });
    if (child.pid) watch.started?.(child.pid);
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-TAIL);
    };
    let line = '';
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (!watch.progress) return;
      const lines = (line + chunk.toString('utf8')).split('\n');
      line = (lines.pop() ?? '').slice(-TAIL);
      for (const text of lines) {
        const m = PROGRESS.exec(text);
        if (m) watch.progress(Number(m[1]), Number(m[2]));
      }
    });
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
    site: ({ content, out, since, prepared, ...watch }) =>
      run(
        projectRoot,
        [
          'build',
          '--content',
          content,
          '--out',
          out,
          ...(since ? ['--since', since] : []),
          ...(since && prepared ? ['--prepared', prepared] : []),
          '--search',
          'later',
          '--progress',
        ],
        limitMs,
        watch,
      ),
    prepare: (site, into) => run(projectRoot, ['build', '--prepare', into, '--since', site], limitMs),
    searchIndex: async (site) => {
      await run(projectRoot, ['build', '--index-only', site], limitMs);
      if (!hasSearchIndex(site)) throw new Error(`no search index was made in ${site}`);
    },
  };
}

/**
 * Ends a build that a stopped server left running (`pid` from its record), with everything it started: only when
 * that process is still the site's build (a process id is reused once its process has ended).
 */
export function stopBuild(pid: number | undefined): void {
  if (!pid || !Number.isInteger(pid) || pid <= 1) return;
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // ended already
  }
  if (!command.includes('src/build/launch.mjs')) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ended meanwhile
  }
}
