// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldAt, fieldAtOf } from './fieldAt';

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

describe('fieldAtOf', () => {
  const card = { type: 'contactDetails', id: 'reach-us', phoneLabel: 'Call us', emailLabel: 'Write to us' };
  const site = { organisation: { phones: ['+91 80 0000 0001', '+91 80 0000 0002'], email: 'hello@firm.in' } };
  const root = () =>
    frame(
      '<div class="card"><h3>Call us</h3><div><a href="tel:1">+91 80 0000 0001</a><a href="tel:2">+91 80 0000 0002</a></div></div>' +
        '<div class="card"><h3>Write to us</h3><div><a href="mailto:x">hello@firm.in</a></div></div>',
    );
  it('opens the site settings’ value a block shows (a phone number), not the heading beside it', () => {
    const r = root();
    expect(fieldAtOf(at(r, 'a[href="tel:2"]'), r, [card, site])).toEqual({
      source: 1,
      path: ['organisation', 'phones', 1],
    });
    expect(fieldAtOf(at(r, 'a[href^=mailto]'), r, [card, site])).toEqual({
      source: 1,
      path: ['organisation', 'email'],
    });
    // With the block's data alone (as before), the number's card led to its heading.
    expect(fieldAt(at(r, 'a[href="tel:2"]'), r, card)).toEqual(['phoneLabel']);
  });
  it('keeps the block’s own value where the element shows it', () => {
    const r = root();
    expect(fieldAtOf(at(r, 'h3'), r, [card, site])).toEqual({ source: 0, path: ['phoneLabel'] });
    expect(fieldAtOf(at(r, '.card:nth-child(2) h3'), r, [card, site])).toEqual({ source: 0, path: ['emailLabel'] });
  });
});
