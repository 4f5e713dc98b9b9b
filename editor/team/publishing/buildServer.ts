/**
 * The team server's side of the build server (src/build/buildServer.ts): one build process kept up between
 * publishes, started on the first request and again after it ended, asked over an IPC channel to run one build at a
 * time. It is started as a one-shot build is (siteBuild.ts: its own process group, its input a pipe this process
 * holds, so it ends with this process); while it waits between builds it does not keep this process alive. A
 * request's time limit kills it and all it started; a request it did not answer because it ended (crashed, killed,
 * its code changed on disk, or its memory over its bound) is rejected with ServerLost, which the caller answers by
 * building another way (serverBuild, siteBuild.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { BuildAnswer, BuildRequest } from '../../../src/build/buildServer.js';
import { BuildOutput } from './buildOutput.js';
import { buildCommand, type BuildWatch } from './siteBuild.js';

/** A request the build server did not answer: it ended first (not stopped by the request's time limit). */
export class ServerLost extends Error {}

interface Pending {
  id: number;
  output: BuildOutput;
  stopListening: () => void;
  timer: NodeJS.Timeout;
  timedOut: boolean;
  /** Its answer came (it is settled once its output is read). */
  answered: boolean;
  settle: (error?: Error) => void;
}

export class BuildServer {
  private child: ChildProcess | undefined;
  private pending: Pending | undefined;
  private ids = 0;
  private closed = false;

  /** `ended`: called when the server ends between builds (its memory over its bound after one, say); `named`: below. */
  constructor(
    private readonly projectRoot: string,
    private readonly ended: () => void = () => undefined,
    /** More words for its command line (which the server ignores), to find its process by. */
    private readonly named: string[] = [],
  ) {}

  /** True while a build runs on it (a second one is built another way). */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** The server's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Runs one build with `args` (the options after `build`), within `limitMs`; resolves when it succeeded, rejects
   * with its output's tail when it failed or was stopped, with ServerLost when the server ended first.
   */
  request(args: string[], limitMs: number, watch: BuildWatch = {}): Promise<void> {
    if (this.pending) return Promise.reject(new Error('the build server is busy'));
    // One that is ending (it closed its channel) is not asked: a new one is started.
    const child = this.child?.connected ? this.child : this.start();
    return new Promise<void>((resolve, reject) => {
      const output = new BuildOutput(watch.progress);
      const id = ++this.ids;
      const pending: Pending = {
        id,
        output,
        stopListening: output.listen(child.stdout!, child.stderr!),
        timedOut: false,
        answered: false,
        timer: setTimeout(() => {
          pending.timedOut = true;
          output.note(`(stopped after ${limitMs / 1000} s)`);
          this.kill(child);
        }, limitMs),
        settle: (error) => {
          clearTimeout(pending.timer);
          pending.stopListening();
          this.pending = undefined;
          this.hold(child, false);
          if (error) reject(error);
          else resolve();
        },
      };
      this.pending = pending;
      this.hold(child, true);
      if (child.pid) watch.started?.(child.pid);
      const request: BuildRequest = { id, args };
      child.send(request, (e) => {
        if (e && this.pending === pending)
          pending.settle(new ServerLost(`the build server took no request: ${e.message}`));
      });
    });
  }

  /** Ends the server and what it started (the team server stops). */
  close(): void {
    this.closed = true;
    if (this.child) this.kill(this.child);
  }

  private start(): ChildProcess {
    const { command, args, env } = buildCommand(this.projectRoot, ['--serve', ...this.named]);
    // --expose-gc: it collects its garbage after each build, before it judges its memory (src/build/buildServer.ts).
    const child = spawn(command, ['--expose-gc', ...args], {
      cwd: this.projectRoot,
      // Its input is a pipe this process holds: when this process ends, the server sees it close and stops.
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
      env,
      // Its own process group, so a time limit ends the server's own children too.
      detached: true,
    });
    this.child = child;
    child.stdout!.resume();
    child.stderr!.resume();
    child.on('message', (m: unknown) => {
      const answer = m as Partial<BuildAnswer> | null;
      const pending = this.pending;
      if (!pending || !answer || answer.id !== pending.id || pending.answered) return;
      pending.answered = true;
      // Its output was written before its answer, but arrives on other pipes: read what is there first.
      setImmediate(() =>
        pending.settle(answer.ok === true ? undefined : new Error(`the build failed: ${pending.output.tail.trim()}`)),
      );
    });
    child.on('error', () => undefined); // its end is reported by 'exit'
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const pending = this.pending;
      if (!pending || pending.answered) {
        // Ended between builds (after its answer, once that is settled).
        if (!this.closed) setImmediate(() => this.child === undefined && this.ended());
        return;
      }
      const how = signal ?? `exit ${code}`;
      pending.settle(
        pending.timedOut
          ? new Error(`the build ended with ${how}: ${pending.output.tail.trim()}`)
          : new ServerLost(`the build server ended (${how}) during a build: ${pending.output.tail.trim()}`),
      );
    });
    this.hold(child, false);
    return child;
  }

  /** Whether the server keeps this process alive: only while it builds. */
  private hold(child: ChildProcess, busy: boolean): void {
    const handles = [child, child.stdin, child.stdout, child.stderr, child.channel] as (
      | { ref?: () => void; unref?: () => void }
      | null
      | undefined
    )[];
    for (const h of handles) (busy ? h?.ref : h?.unref)?.call(h);
  }

  private kill(child: ChildProcess): void {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ended already
    }
  }
}
