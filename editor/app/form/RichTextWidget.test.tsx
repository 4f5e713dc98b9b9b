// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { RichTextWidget } from './RichTextWidget';

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect as () => DOMRect;
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

const id = 'root_items_0_content';
const draw = (value: string | undefined, onChange = vi.fn()) => {
  const props = {
    id,
    value,
    label: 'Content',
    schema: { type: 'string', description: "The article's text." },
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    required: true,
  } as unknown as WidgetProps;
  const view = render(<RichTextWidget {...props} />);
  return {
    onChange,
    rerender: (v: string, newId = id) => view.rerender(<RichTextWidget {...props} id={newId} value={v} />),
  };
};
const area = () => document.getElementById(id)!;

describe('RichTextWidget', () => {
  it('is a labelled, described writing area with the field id, under a labelled toolbar', () => {
    draw('<p>Hello</p>');
    expect(area().getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Content/ })).toBe(area());
    expect(screen.getByRole('textbox', { description: /The article's text\./ })).toBe(area());
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe(id);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names.join(' | ')).not.toMatch(/HTML|<|h2|strong/);
    expect(area().innerHTML).toContain('<p>Hello</p>');
  });

  it('writes the formatted text as HTML, with Bold shown pressed, and an empty document as ""', () => {
    const { onChange } = draw('<p>Hello</p>');
    const bold = screen.getByRole('button', { name: /^Bold/ });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      area().focus();
      const text = area().querySelector('p')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 5);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    act(() => {
      fireEvent.click(bold);
    });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Hello</strong></h2>');
    act(() => {
      fireEvent.keyDown(area(), { key: 'a', ctrlKey: true });
      fireEvent.keyDown(area(), { key: 'Backspace' });
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes a value changed from outside (an undo) without writing it back', () => {
    const { onChange, rerender } = draw('<p>Before</p>');
    rerender('<h2>After</h2><ul><li>One</li></ul>');
    expect(area().innerHTML).toContain('<h2>After</h2>');
    expect(area().innerHTML).toContain('One');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the new id of an item moved in its list', () => {
    const { rerender } = draw('<p>Moved</p>');
    rerender('<p>Moved</p>', 'root_items_1_content');
    expect(document.getElementById('root_items_1_content')?.textContent).toBe('Moved');
    expect(document.getElementById(id)).toBeNull();
  });
});
