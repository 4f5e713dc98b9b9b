/**
 * A small block-style YAML writer for generated content: maps as `key: value` lines, lists as `- ` entries,
 * multi-line text as `|` blocks, strings quoted only when plain YAML would misread them. It writes what an
 * editor would (not flow-style JSON), much faster than a general-purpose stringifier.
 */

const PLAIN = /^[A-Za-z0-9₹/][^:#'"{}[\],&*!|>%@`\n]*$/;
const RESERVED = /^(true|false|yes|no|on|off|null|~|-?[0-9][0-9_.e+-]*)$/i;

function scalar(value: string | number | boolean | null): string {
  if (typeof value !== 'string') return String(value);
  if (PLAIN.test(value) && !RESERVED.test(value) && !/\s$/.test(value) && !value.includes(' -')) return value;
  return JSON.stringify(value);
}

function write(value: unknown, indent: string, out: string[], firstPrefix: string): void {
  if (Array.isArray(value)) {
    if (!value.length) { out.push(`${firstPrefix}[]`); return; }
    value.forEach((item, i) => {
      const prefix = i === 0 && firstPrefix.endsWith('- ') ? firstPrefix : `${indent}- `;
      if (item !== null && typeof item === 'object') write(item, `${indent}  `, out, prefix);
      else out.push(`${prefix}${scalar(item as string)}`);
    });
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  entries.forEach(([key, v], i) => {
    const head = i === 0 ? firstPrefix : indent;
    if (Array.isArray(v) && v.length) {
      out.push(`${head}${key}:`);
      write(v, `${indent}  `, out, `${indent}  - `);
    } else if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      out.push(`${head}${key}:`);
      write(v, `${indent}  `, out, `${indent}  `);
    } else if (typeof v === 'string' && v.includes('\n')) {
      out.push(`${head}${key}: |`);
      for (const line of v.replace(/\n$/, '').split('\n')) out.push(line ? `${indent}  ${line}` : '');
    } else {
      out.push(`${head}${key}: ${Array.isArray(v) ? '[]' : scalar(v as string)}`);
    }
  });
}

/** A YAML document for a map, with an optional modeline/comment header. */
export function toYaml(data: Record<string, unknown>, header = ''): string {
  const out: string[] = [];
  write(data, '', out, '');
  return `${header}${out.join('\n')}\n`;
}
