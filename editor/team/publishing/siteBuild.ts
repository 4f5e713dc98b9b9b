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
import { BuildOutput } from './buildOutput.js';

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
  /** Ends what it keeps running between builds (a build server), when the team server stops. Optional. */
  close?(): void;
  /** Reads the content in `content` ahead of the first build, in the background (a build server). Optional. */
  warm?(content: string): void;
}

/** True when the site in `dir` has its search index (Pagefind's entry file). */
export function hasSearchIndex(dir: string): boolean {
  return existsSync(join(dir, 'pagefind', 'pagefind-entry.json'));
}

/** How the site's build is started: the launcher, NODE_ENV production, ending with this process. */
export function buildCommand(projectRoot: string, args: string[]) {
  return {
    command: process.execPath,
    args: [join(projectRoot, 'src/build/launch.mjs'), 'build', ...args],
    env: { ...process.env, NODE_ENV: 'production', SITE_BUILD_STOP_WITH_PARENT: '1' },
  };
}

/** One run of the build in a child process of its own (`args` after `build`), ended after `limitMs`. */
export function runOnce(projectRoot: string, args: string[], limitMs: number, watch: BuildWatch = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const { command, args: argv, env } = buildCommand(projectRoot, args);
    const child = spawn(command, argv, {
      cwd: projectRoot,
      // Its input is a pipe this process holds: when this process ends, the build sees it close and stops.
      stdio: ['pipe', 'pipe', 'pipe'],
      env,
      // Its own process group, so the time limit ends the build's own children too.
      detached: true,
    });
    if (child.pid) watch.started?.(child.pid);
    const output = new BuildOutput(watch.progress);
    output.listen(child.stdout, child.stderr);
    const timer = setTimeout(() => {
      output.note(`(stopped after ${limitMs / 1000} s)`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the build ended with ${signal ?? `exit ${code}`}: ${output.tail.trim()}`));
    });
  });
}

/** The build's options for `site` (SiteBuild's): incremental from `since`, the search index left for later. */
export function siteArgs({ content, out, since, prepared }: Parameters<SiteBuild['site']>[0]): string[] {
  return [
    '--content',
    content,
    '--out',
    out,
    ...(since ? ['--since', since] : []),
    ...(since && prepared ? ['--prepared', prepared] : []),
    '--search',
    'later',
    '--progress',
  ];
}

/** The site's build run from `projectRoot` (the code), each run stopped after `limitMs`. */
export function childProcessBuild(projectRoot: string, limitMs = 20 * 60_000): SiteBuild {
  return {
    site: ({ content, out, since, prepared, ...watch }) =>
      runOnce(projectRoot, siteArgs({ content, out, since, prepared }), limitMs, watch),
    prepare: (site, into) => runOnce(projectRoot, ['--prepare', into, '--since', site], limitMs),
    searchIndex: async (site) => {
      await runOnce(projectRoot, ['--index-only', site], limitMs);
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
