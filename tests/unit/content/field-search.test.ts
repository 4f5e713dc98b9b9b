/**
 * The editor's search on the site's own pages (editor/app/search/pageSearch.ts): what people call things finds the
 * field that holds it, by its label or by its words, across every page, with its place in the form's words.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fieldHits, type SearchablePage } from '../../../editor/app/search/pageSearch';
import { bundleSchemas } from '../../../editor/core/schemaBundle';
import { describe as describeFile, listFiles } from '../../../editor/core/files';
import { repoRoot } from '../../fixtures/site';

const bundle = bundleSchemas(join(repoRoot, 'schema'));
const pages: SearchablePage[] = listFiles(repoRoot).map((f) => {
  const text = readFileSync(join(repoRoot, f.file), 'utf8');
  const info = describeFile(f.file, text);
  return {
    file: f.file,
    title: info.title,
    data: parse(text),
    schema: bundle.root.definitions[info.schema],
    definitions: bundle.root.definitions,
  };
});

describe('the search for a field on the site', () => {
  it('finds the phone numbers in the site settings first for "phone", by their label', () => {
    const [first] = fieldHits(pages, 'phone');
    expect(first.file).toBe('pages/_site.yaml');
    expect(first.path).toEqual(['organisation', 'phones', 0]);
    expect(first.where).toMatch(/^Site settings .*› Phone/);
    expect(first.text).toMatch(/\+91/);
  });
  it('finds an event by the words of its title', () => {
    const hits = fieldHits(pages, 'GSTR-9 closing');
    expect(hits[0]).toMatchObject({ file: 'pages/resources/events.yaml' });
    expect(hits[0].text).toContain('Closing the Year Cleanly');
    expect(hits[0].where).toContain('Events and Training');
  });
});
