/** Formats Problems for a terminal: `file:line:col  where: message`, a code frame and a hint. */
import type { Problem } from './types.js';

export function formatProblem(p: Problem, text?: string): string {
  const head = `${p.file}:${p.line}:${p.col}  ${p.severity === 'warning' ? 'warning: ' : ''}${p.where ? `${p.where}: ` : ''}${p.message}`;
  const out = [head];
  if (text !== undefined) out.push(codeFrame(text, p));
  if (p.hint) out.push(`   hint: ${p.hint}`);
  return out.join('\n');
}

export function codeFrame(text: string, p: Pick<Problem, 'line' | 'col' | 'length'>): string {
  const lines = text.split('\n');
  const from = Math.max(1, p.line - 1);
  const to = Math.min(lines.length, p.line + 1);
  const width = String(to).length;
  const rows: string[] = [];
  for (let n = from; n <= to; n++) {
    const src = (lines[n - 1] ?? '').replace(/\t/g, '→');
    rows.push(`${n === p.line ? ' > ' : '   '}${String(n).padStart(width)} | ${src}`);
    if (n === p.line)
      rows.push(
        `   ${' '.repeat(width)} | ${' '.repeat(Math.max(0, p.col - 1))}${'^'.repeat(Math.max(1, Math.min(p.length, 60)))}`,
      );
  }
  return rows.join('\n');
}

export function summary(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const files = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.file)).size;
  if (!errors) return `✔ content is valid${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''}`;
  return `✖ ${errors} problem${errors === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
}
