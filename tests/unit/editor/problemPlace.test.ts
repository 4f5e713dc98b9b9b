/**
 * The review's problems are placed in the form's words (editor/app/team/problemPlace.ts): fields by the labels the
 * form gives them from the schemas under schema/, sections and items by their own words, named links by the
 * person's name for them; never a key of the page's data.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchemas } from '../../../editor/core/schemaBundle';
import { fileLabels } from '../../../editor/app/pageLabels';
import { problemPlace } from '../../../editor/app/team/problemPlace';

const bundle = bundleSchemas(join(import.meta.dirname, '../../../schema'));

describe('where a problem of the review is', () => {
  it('names a section by its kind and words, and its field by the form’s label', () => {
    const page = {
      route: '/about',
      meta: { title: 'About', description: 'Who we are' },
      sections: [{ id: 'faq-1', type: 'faq', heading: 'Questions about GST', items: [{ question: 'Who files?' }] }],
    };
    const labels = fileLabels(bundle, 'pages/about.yaml');
    const place = problemPlace(['sections', 0, 'items', 0, 'question'], page, labels);
    expect(place).toMatch(/^Sections › Questions and answers “Questions about GST” › .+ › “Who files\?” › Question$/);
    expect(place).not.toMatch(/sections|faq-1|items/);
  });

  it('uses the schema’s title where the key would read as code', () => {
    const site = { links: { newsLive: 'http://example.com' }, contact: { email: 'a@b.in' } };
    const labels = fileLabels(bundle, 'pages/_site.yaml');
    expect(problemPlace(['links', 'newsLive'], site, labels)).toBe('Named links › Web address of “newsLive”');
  });

  it('falls back to readable names without the schemas', () => {
    expect(problemPlace(['heroTitle'], { heroTitle: '' })).toBe('Hero title');
  });
});
