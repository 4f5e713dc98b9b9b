// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SaveDialog, type SaveState } from './SaveDialog';
import { conflictFields } from './conflictFields';
import { saveChanges } from './saveChanges';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(cleanup);

const before = {
  meta: { title: 'Contact us' },
  sections: [{ id: 'item-10', type: 'text', content: '<p>Call us</p>' }],
};
const after = { meta: { title: 'Write to us' }, sections: [{ id: 'item-10', type: 'text', content: '<p>Write</p>' }] };
const diff =
  '--- a/pages/contact.yaml\n+++ b/pages/contact.yaml\n@@ -1,3 +1,3 @@\n-  title: Contact us\n+  title: Write to us';
const noop = () => undefined;
const dialog = (state: SaveState, onSaveChoices = noop as (keep: boolean[]) => void) =>
  render(
    <SaveDialog
      title="Contact"
      file="pages/contact.yaml"
      state={state}
      onSave={noop}
      onClose={noop}
      onReload={noop}
      onCompare={noop}
      onSaveChoices={onSaveChoices}
    />,
  );

describe('the save dialog', () => {
  it('lists the change in plain words, naming the page by its title; the file and its diff only under Details', () => {
    dialog({ step: 'diff', diff, pictures: [], ...saveChanges(before, after) });
    expect(screen.getByText('These changes to “Contact” will be saved:')).toBeTruthy();
    const list = document.querySelector('[data-changes]')!;
    expect(list.textContent).toContain('Title: “Contact us” → “Write to us”');
    expect(list.textContent).toContain('“Call us” → “Write”');
    // Outside the closed Details: no file name, no diff, no markup, no inner ids.
    const details = document.querySelector('details[data-details]') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const outside = document.querySelector('dialog')!.cloneNode(true) as HTMLElement;
    outside.querySelector('details')!.remove();
    expect(outside.textContent).not.toMatch(/\.yaml|@@|\+\+\+|<p>|item-10|content:/);
    expect(details.textContent).toContain('pages/contact.yaml');
    expect(details.querySelector('[data-diff]')!.textContent).toContain('+  title: Write to us');
  });

  it('shows a conflict field by field, side by side, and saves with the choice made for each field', () => {
    const base = { meta: { title: 'Contact us', description: 'Reach us.' } };
    const mine = { meta: { title: 'Write to us', description: 'Reach us.' } };
    const theirs = { meta: { title: 'Talk to us', description: 'Reach us any day.' } };
    const onSaveChoices = vi.fn();
    dialog({ step: 'conflict', compare: true, fields: conflictFields(base, mine, theirs) }, onSaveChoices);
    const fields = [...document.querySelectorAll('[data-conflict-field]')];
    expect(fields.map((f) => f.querySelector('legend')!.textContent)).toEqual([
      'Search engines and sharing › Title',
      'Search engines and sharing › Description',
    ]);
    const [title, description] = fields as HTMLElement[];
    expect(title!.querySelector('[data-version="mine"]')!.textContent).toContain('Write to us');
    expect(title!.querySelector('[data-version="theirs"]')!.textContent).toContain('Talk to us');
    // Only they changed the description: theirs is chosen first. Mine is chosen where I changed it.
    const radio = (field: HTMLElement, who: string) =>
      field.querySelector(`[data-version="${who}"] input`) as HTMLInputElement;
    expect(radio(title!, 'mine').checked).toBe(true);
    expect(radio(description!, 'theirs').checked).toBe(true);
    fireEvent.click(radio(title!, 'theirs'));
    fireEvent.click(radio(description!, 'mine'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as chosen' }));
    expect(onSaveChoices).toHaveBeenCalledWith([false, true]);
  });
});
