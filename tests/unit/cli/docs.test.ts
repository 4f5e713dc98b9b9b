import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockReference, docsFile } from '../../../cli/docs';
import { blockTypes } from '../../../cli/gen';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const reference = blockReference();

/** The text of one block's section: from its `## type` heading to the next heading of the same level. */
function section(type: string): string | undefined {
  const start = reference.indexOf(`\n## ${type}\n`);
  if (start < 0) return undefined;
  const end = reference.indexOf('\n## ', start + 1);
  return reference.slice(start, end < 0 ? undefined : end);
}

describe('docs/blocks.md', () => {
  it('matches the schemas (run npm run docs if this fails)', () => {
    let onDisk = '';
    try {
      onDisk = readFileSync(docsFile, 'utf8');
    } catch {
      /* missing: reported below */
    }
    expect(onDisk, 'docs/blocks.md is stale or missing: run npm run docs').toBe(reference);
  });

  it('has a section for every block and a table row for every top-level field', () => {
    for (const type of blockTypes()) {
      const text = section(type);
      expect(text, `no section for block ${type}`).toBeDefined();
      const schema = JSON.parse(readFileSync(join(root, 'schema/blocks', `${type}.schema.json`), 'utf8'));
      for (const field of Object.keys(schema.properties)) {
        expect(text, `block ${type}: field ${field} is missing from its table`).toContain(`\n| \`${field}\` |`);
      }
      expect(text, `block ${type}: no YAML example`).toContain(`\`\`\`yaml\nsections:\n  - type: ${type}\n`);
    }
  });

  it('lists every icon once, in the icon section', () => {
    const icons: string[] = JSON.parse(readFileSync(join(root, 'schema/defs/icon.schema.json'), 'utf8')).enum;
    const iconSection = reference.slice(reference.indexOf('\n## Icons\n'));
    for (const icon of icons) expect(iconSection).toContain(`\`${icon}\``);
    expect(reference.match(/\n## Icons\n/g)).toHaveLength(1);
  });
});
