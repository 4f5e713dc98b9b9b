// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldAt } from './fieldAt';

/** A frame element with `html` inside, in the document. */
function frame(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}
const at = (root: HTMLElement, selector: string) => root.querySelector(selector)!;

const faq = {
  type: 'faq',
  id: 'questions',
  title: 'Common questions',
  items: [
    { question: 'Do you file GST returns?', answer: '<p>Yes, every month.</p><p>We also reconcile input credit.</p>' },
    { question: 'Where are you?', answer: 'In Bangalore, near the metro.' },
  ],
};

describe('fieldAt', () => {
  it('finds the one value an element shows, however deep the element is', () => {
    const root = frame(
      '<h2>Common questions</h2><details><summary><span>Where are you?</span></summary><p>In Bangalore, near the metro.</p></details>',
    );
    expect(fieldAt(at(root, 'span'), root, faq)).toEqual(['items', 1, 'question']);
    expect(fieldAt(at(root, 'details p'), root, faq)).toEqual(['items', 1, 'answer']);
    expect(fieldAt(at(root, 'h2'), root, faq)).toEqual(['title']);
  });

  it('finds the formatted value that holds a paragraph of it', () => {
    const root = frame('<div><p>Yes, every month.</p><p>We also reconcile input credit.</p></div>');
    expect(fieldAt(at(root, 'p:nth-child(2)'), root, faq)).toEqual(['items', 0, 'answer']);
  });

  it('takes the item around a value it cannot read (a date shown in words)', () => {
    const events = { items: [{ title: 'GST webinar', date: '2027-01-15', summary: 'Returns made simple' }] };
    const root = frame(
      '<article><h3>GST webinar</h3><time><b>15 January 2027</b></time><p>Returns made simple</p></article>',
    );
    expect(fieldAt(at(root, 'b'), root, events)).toEqual(['items', 0]);
  });

  it('finds a picture by its description, or by its file name', () => {
    const data = { cards: [{ image: { src: '/images/team/anita.webp', alt: 'Anita at her desk' } }] };
    const root = frame('<img alt="Anita at her desk" src="/assets/img/team/anita.0123456789-640.avif">');
    expect(fieldAt(at(root, 'img'), root, data)).toEqual(['cards', 0, 'image', 'src']);
    const unnamed = frame('<img alt="" src="/assets/img/team/anita.0123456789-640.avif">');
    expect(fieldAt(at(unnamed, 'img'), unnamed, data)).toEqual(['cards', 0, 'image', 'src']);
  });

  it('never matches code names (ids, types) and answers null for text drawn from nothing in the data', () => {
    const root = frame('<p>faq</p><p>questions</p><p>Read more</p>');
    expect(fieldAt(at(root, 'p'), root, faq)).toBeNull();
    expect(fieldAt(at(root, 'p:nth-child(3)'), root, faq)).toBeNull();
  });
});
