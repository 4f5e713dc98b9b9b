/**
 * The editor's search on the site's own pages (editor/app/search/pageSearch.ts): what people call things finds the
 * field that holds it, by its label or by its words (or its item's, or near ones), across every page, with its
 * place in the form's words.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type SearchablePage, searchIndex } from '../../../editor/app/search/fieldIndex';
import { fieldHits } from '../../../editor/app/search/pageSearch';
import { bundleSchemas } from '../../../editor/core/schemaBundle';
import { describe as describeFile, listFiles } from '../../../editor/core/files';
import { repoRoot } from '../../fixtures/site';

const bundle = bundleSchemas(join(repoRoot, 'schema'));
const pageList: SearchablePage[] = listFiles(repoRoot).map((f) => {
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
const pages = searchIndex(pageList);

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
  it('finds the GST webinar by what people call it, "GST seminar" or "GST webinar", at its title first', () => {
    for (const query of ['GST seminar', 'GST webinar']) {
      const [first] = fieldHits(pages, query);
      expect(first.file).toBe('pages/resources/events.yaml');
      expect(first.path.at(-1)).toBe('title');
      expect(first.text).toContain('GSTR-9 and GSTR-9C');
    }
  });
});
