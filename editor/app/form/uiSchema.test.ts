// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { uiSchemaFor } from './uiSchema';

describe('uiSchemaFor', () => {
  it("never asks for a picture's size: width and height beside a picture are hidden", () => {
    const definitions = { defs_common: { definitions: { asset: { type: 'string', 'x-kind': 'asset' } } } };
    const picture = {
      type: 'object',
      properties: {
        src: { $ref: '#/definitions/defs_common/definitions/asset' },
        alt: { type: 'string' },
        width: { type: 'integer' },
        height: { type: 'integer' },
      },
    };
    const ui = uiSchemaFor(picture, definitions);
    expect(ui.src['ui:widget']).toBe('asset');
    expect(ui.width).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.height).toEqual({ 'ui:widget': 'hidden' });
    // A size that is not a picture's (a map's height) stays a field.
    const map = { type: 'object', properties: { embedUrl: { type: 'string' }, height: { type: 'integer' } } };
    expect(uiSchemaFor(map, definitions).height['ui:widget']).toBeUndefined();
  });

  it('gives formatted text (x-kind html) the formatted-text widget, which shows its own label', () => {
    const post = { type: 'object', properties: { content: { type: 'string', 'x-kind': 'html' } } };
    expect(uiSchemaFor(post, {}).content).toMatchObject({ 'ui:widget': 'html', 'ui:options': { label: false } });
  });

  it('heads each item of a list by what a visitor recognises: a question, a title and its date, no markup', () => {
    const list = {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' }, date: { type: 'string' } },
      },
    };
    const items = uiSchemaFor(list, {}, 'items').items as (item: unknown, i: number) => Record<string, unknown>;
    expect(items({ id: 'e-1', title: 'GST workshop', date: '14 August 2025' }, 0)['ui:title']).toBe(
      '1. GST workshop · 14 August 2025',
    );
    expect(items({ id: 'q', question: 'Who <em>are</em> we?', answer: 'x' }, 1)['ui:title']).toBe('2. Who are we?');
    expect(items({}, 2)['ui:title']).toBe('3. Items');
  });

  it('heads each value of a list of values by the value itself (the number, not "Phones 1")', () => {
    const phones = { type: 'array', items: { type: 'string' } };
    const items = uiSchemaFor(phones, {}, 'phones').items as (item: unknown, i: number) => Record<string, unknown>;
    expect(items('+91 80 0000 0001', 0)['ui:title']).toBe('1. +91 80 0000 0001');
    expect(items('', 1)['ui:title']).toBe('2. New entry');
    expect(items(undefined, 2)['ui:title']).toBe('3. New entry');
  });
});
