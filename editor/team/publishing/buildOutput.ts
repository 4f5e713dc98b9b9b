/**
 * What the team server keeps of a build's output: the tail of what it printed (for the log, when it fails), and the
 * progress lines it reads as they come ("progress: <n> of <m> pages", src/build/runBuild.ts).
 */
import type { Readable } from 'node:stream';

const TAIL = 8 * 1024;

const PROGRESS = /^progress: (\d+) of (\d+) pages$/;

/** A build's output as it comes: `tail` is its last 8 kB; `progress` hears each progress line. */
export class BuildOutput {
  tail = '';
  private line = '';

  constructor(private readonly progress?: (done: number, total: number) => void) {}

  /** Reads `stdout` (progress lines and the tail) and `stderr` (the tail) from now on. */
  listen(stdout: Readable, stderr: Readable): () => void {
    const out = (chunk: Buffer) => this.out(chunk);
    const err = (chunk: Buffer) => this.keep(chunk);
    stdout.on('data', out);
    stderr.on('data', err);
    return () => {
      stdout.off('data', out);
      stderr.off('data', err);
    };
  }

  /** Adds a note to the tail (why the build was stopped). */
  note(text: string): void {
    this.tail += `\n${text}`;
  }

  private keep(chunk: Buffer): void {
    this.tail = (this.tail + chunk.toString('utf8')).slice(-TAIL);
  }

  private out(chunk: Buffer): void {
    this.keep(chunk);
    if (!this.progress) return;
    const lines = (this.line + chunk.toString('utf8')).split('\n');
    this.line = (lines.pop() ?? '').slice(-TAIL);
    for (const text of lines) {
      const m = PROGRESS.exec(text);
      if (m) this.progress(Number(m[1]), Number(m[2]));
    }
  }
}
