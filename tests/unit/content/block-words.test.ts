/**
 * A block is its folder and its schema: the editor names each kind of block by its schema's `title` and says what
 * visitors see of it by the first sentence of its `description` (editor/app/blockKinds.ts), with no second table.
 * So every block schema has both, written for people: a title that is words (not a code name such as FaqBlock),
 * a description whose first sentence ends with a full stop.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockKinds, firstSentence } from '../../../editor/app/blockKinds';
import { bundleSchemas } from '../../../editor/core/schemaBundle';
import { repoRoot } from '../../fixtures/site';

const dir = join(repoRoot, 'schema/blocks');
const schemas = readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => ({ type: f.slice(0, -'.schema.json'.length), schema: JSON.parse(readFileSync(join(dir, f), 'utf8')) }));

describe('block schemas', () => {
  for (const { type, schema } of schemas)
    it(`${type} has a title and a description for people`, () => {
      expect(typeof schema.title === 'string' && schema.title.trim(), 'a title').toBeTruthy();
      expect(schema.title, 'words, not a code name').not.toMatch(/^[A-Z][a-z0-9]+[A-Z]\w*$|Block$/);
      expect(typeof schema.description === 'string' && schema.description.trim(), 'a description').toBeTruthy();
      expect(firstSentence(schema.description)).toMatch(/[.!?]$/);
    });

  it('are what the editor calls each kind of block', () => {
    const kinds = blockKinds(bundleSchemas(join(repoRoot, 'schema')));
    expect(kinds.get('faq')).toEqual({
      title: 'Questions and answers',
      description: 'Questions visitors click to open their answers, grouped by topic, with a search box.',
    });
    expect(kinds.size).toBe(schemas.length);
    expect(new Set([...kinds.values()].map((k) => k.title)).size, 'no two kinds share a name').toBe(schemas.length);
  });
});

describe('firstSentence', () => {
  it('takes a text up to its first full stop followed by a space, or all of it', () => {
    expect(firstSentence('A row of figures, such as 5+ years. More here.')).toBe('A row of figures, such as 5+ years.');
    expect(firstSentence('Columns of links (e.g. HR resources) under headings.')).toBe(
      'Columns of links (e.g. HR resources) under headings.',
    );
    expect(firstSentence('No stop at all')).toBe('No stop at all');
  });
});
