/**
 * The build server (`build --serve`): a build process that stays up between builds, started by the team editor's
 * server (editor/team/publishing/buildServer.ts) with an IPC channel. Each request is one run of the build
 * (runBuild.ts) with the options of the command line, run one after the other; its output goes to stdout and stderr
 * as a one-shot build's does, and the answer says whether it succeeded. Between builds it keeps its loaded modules
 * and what it has read of the content (contentMemo.ts), so a one-page publish of a large site does about the work of
 * a small one's.
 *
 * It ends, and the next request starts another, when its code changed on disk (its fingerprint: a build of old code
 * must not write a record of new code), and after a build that left it holding more than MAX_RSS_MB once collected
 * (its parent starts it with --expose-gc, so it collects after each answer). It ends with
 * the process that started it (the channel closes). A build that throws is answered as failed.
 */
import { codeFingerprint } from '../common/codeFingerprint.js';
import { projectRoot } from '../common/projectPaths.js';
import { ContentMemo } from '../content/contentMemo.js';
import { runBuild } from './runBuild.js';

/** A request: one build's options, as on the command line. */
export interface BuildRequest {
  id: number;
  args: string[];
}

/** The answer to request `id`. */
export interface BuildAnswer {
  id: number;
  ok: boolean;
}

/** The memory, MB, past which the server ends after a build (a full build of a large site leaves much behind). */
export const MAX_RSS_MB = 600;

/** True when `m` is a request (anything else on the channel is ignored). */
export function isRequest(m: unknown): m is BuildRequest {
  const r = m as Partial<BuildRequest> | null;
  return (
    !!r &&
    typeof r === 'object' &&
    Number.isSafeInteger(r.id) &&
    Array.isArray(r.args) &&
    r.args.every((a) => typeof a === 'string') &&
    !r.args.includes('--serve')
  );
}

/** Serves build requests on this process's IPC channel until it closes. */
export function serveBuilds(): void {
  if (!process.send) throw new Error('build --serve needs an IPC channel (it is started by the team server)');
  const code = codeFingerprint(projectRoot);
  const memo = new ContentMemo();
  let queue = Promise.resolve();
  process.on('disconnect', () => process.exit(1));
  process.on('message', (m: unknown) => {
    if (!isRequest(m)) return;
    queue = queue.then(async () => {
      // Code changed on disk since this process loaded it: the caller builds elsewhere, and the next server has it.
      if (codeFingerprint(projectRoot) !== code) process.exit(3);
      let ok = false;
      try {
        ok = await runBuild(m.args, memo);
      } catch (e) {
        console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      }
      const answer: BuildAnswer = { id: m.id, ok };
      await new Promise<void>((sent) => process.send!(answer, undefined, undefined, () => sent()));
      // Once answered: what the build left is collected (started with --expose-gc), then its memory is judged.
      (globalThis as { gc?: () => void }).gc?.();
      const mb = Math.round(process.memoryUsage().rss / 1048576);
      if (mb <= MAX_RSS_MB) return;
      console.error(`build server: ending, ${mb} MB in use after a build (at most ${MAX_RSS_MB} MB kept)`);
      process.exit(0);
    });
  });
}
