// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, ServerStyleSheet } from 'styled-components';
import { theme } from '../../theme/theme';
import type { FaqBlock } from '../../generated/content';
import Faq from './index';
import { groupsOf, matches, view, toggle, emptyState, paragraphs } from './filter';
import { fill } from '../../render/fill';

afterEach(cleanup);

const q = (id: string, question: string, answer: string) => ({ id, question, answer });
const searchable: FaqBlock = {
  type: 'faq',
  id: 'faqs',
  searchable: true,
  searchLabel: 'Search FAQs',
  searchPlaceholder: 'Search for questions or answers...',
  clearSearchLabel: 'Clear search',
  noResults: {
    title: 'No FAQs Found',
    text: 'No questions match your search for "{term}". Try different keywords or browse all categories.',
  },
  empty: { title: 'No FAQs Available', text: 'There are currently no frequently asked questions available.' },
  categories: [
    {
      id: 'tax',
      title: 'Tax',
      icon: 'calculator',
      color: 'blue',
      items: [
        q('gst', 'When is GST registration needed?', 'Above ₹40 lakh for goods.'),
        q('tds', 'What is TDS?', 'Tax deducted at source.'),
      ],
    },
    {
      id: 'hr',
      title: 'HR',
      icon: 'users',
      color: 'purple',
      items: [
        q('epf', 'When does EPF apply?', 'At 20 employees.'),
        q('posh', 'Who needs a POSH committee?', 'Employers with 10 or more staff.'),
      ],
    },
  ],
};
const short: FaqBlock = {
  type: 'faq',
  id: 'short',
  initialCount: 3,
  showMoreLabel: 'Show More ({count})',
  showLessLabel: 'Show Less',
  items: [
    q('a', 'Question A', 'Answer A'),
    q('b', 'Question B', 'Answer B'),
    q('c', 'Question C', 'Answer C'),
    q('d', 'Question D', 'Answer D'),
    q('e', 'Question E', 'Answer E'),
  ],
};
const draw = (block: FaqBlock) =>
  render(
    <ThemeProvider theme={theme}>
      <Faq block={block} />
    </ThemeProvider>,
  );
const question = (name: string) => screen.getByRole('button', { name, hidden: true });
const visibleQuestions = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('data-faq-trigger'))
    .map((b) => b.textContent);

describe('FAQ logic', () => {
  const groups = groupsOf(searchable);

  it('matches question or answer, ignoring case and surrounding spaces', () => {
    const item = q('x', 'When does EPF apply?', 'At 20 employees.');
    expect(matches(item, 'epf')).toBe(true);
    expect(matches(item, '  EMPLOYEES ')).toBe(true);
    expect(matches(item, 'gst')).toBe(false);
    expect(matches(item, '')).toBe(true);
  });

  it('keeps only groups with a match and counts matches', () => {
    const v = view(groups, 'LAKH', undefined, false);
    expect([...v.groups]).toEqual(['tax']);
    expect([...v.shown]).toEqual(['tax/gst']);
    expect(v.matched).toBe(1);
    expect(v.total).toBe(4);
  });

  it('limits to the first N across groups until expanded, and shows every match while searching', () => {
    expect([...view(groups, '', 3, false).shown]).toEqual(['tax/gst', 'tax/tds', 'hr/epf']);
    expect(view(groups, '', 3, false).held).toBe(1);
    expect(view(groups, '', 3, true).shown.size).toBe(4);
    expect(view(groups, 'e', 1, false).shown.size).toBe(view(groups, 'e', undefined, false).matched);
  });

  it('single mode keeps one answer open and closes an open one; multiple mode keeps several', () => {
    expect(toggle([], 'a', 'single')).toEqual(['a']);
    expect(toggle(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggle(['b'], 'b', 'single')).toEqual([]);
    expect(toggle(['a'], 'b', undefined)).toEqual(['b']);
    expect(toggle(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
  });

  it('chooses the empty state: no results only for a typed term, no FAQs only without one', () => {
    expect(emptyState({ matched: 0, total: 4 }, 'zzz')).toBe('noResults');
    expect(emptyState({ matched: 0, total: 0 }, '')).toBe('empty');
    expect(emptyState({ matched: 0, total: 0 }, ' ')).toBe('empty');
    expect(emptyState({ matched: 4, total: 4 }, '')).toBeNull();
  });

  it('fills placeholders literally and splits paragraphs at blank lines', () => {
    expect(fill('for "{term}"', { term: '$& $1' })).toBe('for "$& $1"');
    expect(fill('{unknown}', {})).toBe('{unknown}');
    expect(paragraphs('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('FAQ block', () => {
  it('renders every question and answer on the server, answers collapsed', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Faq block={short} />
        </ThemeProvider>,
      ),
    );
    for (const letter of 'ABCDE') {
      expect(html).toContain(`Question ${letter}`);
      expect(html).toContain(`Answer ${letter}`);
    }
    expect(html).toContain('aria-expanded="false"');
    // Without JavaScript a media rule shows the held-back answers; no <style> in the body (invalid HTML).
    expect(sheet.getStyleTags()).toMatch(/@media \(scripting: ?none\)\{[^}]*\[data-faq-answer\]\[hidden\]/);
    expect(html).not.toContain('<style');
    sheet.seal();
  });

  it('buttons control labelled answer regions; one open at a time; pressing the open one closes it', () => {
    draw(searchable);
    const gst = question('When is GST registration needed?');
    const epf = question('When does EPF apply?');
    const answer = document.getElementById(gst.getAttribute('aria-controls')!)!;
    expect(answer.getAttribute('role')).toBe('region');
    expect(answer.getAttribute('aria-labelledby')).toBe(gst.id);
    expect(answer.hidden).toBe(true);
    fireEvent.click(gst);
    expect(gst.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    fireEvent.click(epf);
    expect(epf.getAttribute('aria-expanded')).toBe('true');
    expect(gst.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(epf);
    expect(epf.getAttribute('aria-expanded')).toBe('false');
  });

  it('search hides categories without a match, shows "No FAQs Found" with the term, and clearing restores all', () => {
    draw(searchable);
    const box = screen.getByRole('searchbox', { name: 'Search FAQs' });
    expect(box.getAttribute('placeholder')).toBe('Search for questions or answers...');
    fireEvent.change(box, { target: { value: 'COMMITTEE' } });
    expect(screen.getByRole('region', { name: 'HR' }).hidden).toBe(false);
    expect(document.querySelector('[data-faq-group="tax"]')!.hasAttribute('hidden')).toBe(true);
    expect(question('Who needs a POSH committee?').closest('[hidden]')).toBeNull();
    expect(question('When does EPF apply?').closest('[hidden]')).not.toBeNull();
    fireEvent.change(box, { target: { value: 'gratuity' } });
    const status = screen.getByRole('status');
    expect(within(status).getByText('No FAQs Found')).toBeTruthy();
    expect(status.textContent).toContain(
      'No questions match your search for "gratuity". Try different keywords or browse all categories.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(status.textContent).toBe('');
    expect(document.querySelectorAll('[data-faq-item]:not([hidden])')).toHaveLength(4);
  });

  it('shows "No FAQs Available" when there are no questions', () => {
    draw({ ...searchable, categories: [] });
    expect(screen.getByRole('status').textContent).toContain('No FAQs Available');
    expect(screen.getByRole('status').textContent).toContain(
      'There are currently no frequently asked questions available.',
    );
  });

  it('shows the first N, toggles Show More / Show Less, and toggling collapses the open answer', () => {
    draw(short);
    const shown = () =>
      [...document.querySelectorAll('[data-faq-item]:not([hidden])')].map((li) => li.getAttribute('data-faq-item'));
    expect(shown()).toEqual(['a', 'b', 'c']);
    const more = screen.getByRole('button', { name: 'Show More (2)' });
    fireEvent.click(question('Question B'));
    expect(question('Question B').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(shown()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(question('Question B').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question('Question E'));
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(question('Question E').getAttribute('aria-expanded')).toBe('false');
    expect(visibleQuestions()).toEqual(['Question A', 'Question B', 'Question C']);
  });

  it('shows every question and no toggle without initialCount', () => {
    draw({ ...short, initialCount: undefined });
    expect(document.querySelectorAll('[data-faq-item]:not([hidden])')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });

  it('arrow keys, Home and End move between visible questions', () => {
    draw(short);
    question('Question A').focus();
    fireEvent.keyDown(question('Question A'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question('Question B'));
    fireEvent.keyDown(question('Question B'), { key: 'End' });
    expect(document.activeElement).toBe(question('Question C'));
    fireEvent.keyDown(question('Question C'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question('Question A'));
    fireEvent.keyDown(question('Question A'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(question('Question C'));
  });
});
