import { describe, it, expect } from 'vitest';
import { matches, step, type GalleryFilters, type GalleryImage } from './filter';
import { fill } from '../../render/fill';

const image = (id: number, category: GalleryImage['category'], title: string, description: string): GalleryImage => ({
  id,
  src: `/images/gallery/${id}.webp`,
  alt: title,
  category,
  title,
  description,
});

const images = [
  image(1, 'office', 'Reception in Bengaluru', 'Visitors are welcomed at the front desk.'),
  image(2, 'office', 'Open-plan workspace', 'Accountants at shared desks.'),
  image(3, 'meetings', 'Client workshop', 'A GST planning session with a retail client.'),
  image(4, 'technology', 'App team at work', 'Developers testing the bill payment app.'),
  image(5, 'growth', 'Sandalwood farm visit', 'The team meets farmers in Bengaluru rural district.'),
];
const ids = (filters: GalleryFilters) => images.filter((i) => matches(i, filters)).map((i) => i.id);

describe('gallery filters', () => {
  it('shows every image for all and no search text', () => {
    expect(ids({ query: '', category: 'all' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps only the chosen category', () => {
    expect(ids({ query: '', category: 'office' })).toEqual([1, 2]);
    expect(ids({ query: '', category: 'growth' })).toEqual([5]);
  });

  it('searches titles and descriptions, ignoring case and surrounding spaces', () => {
    expect(ids({ query: 'WORKSHOP', category: 'all' })).toEqual([3]);
    expect(ids({ query: '  gst ', category: 'all' })).toEqual([3]);
    expect(ids({ query: 'bengaluru', category: 'all' })).toEqual([1, 5]);
  });

  it('applies the search and the category together', () => {
    expect(ids({ query: 'bengaluru', category: 'growth' })).toEqual([5]);
    expect(ids({ query: 'workshop', category: 'office' })).toEqual([]);
  });

  it('does not match other fields such as the alt text or the category name', () => {
    const img = { ...images[0], alt: 'zebra' };
    expect(matches(img, { query: 'zebra', category: 'all' })).toBe(false);
    expect(matches(img, { query: 'office', category: 'all' })).toBe(false);
  });
});

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('Showing {shown} of {total} images', { shown: 3, total: 8 })).toBe('Showing 3 of 8 images');
    expect(fill('Open {title}', {})).toBe('Open {title}');
  });
});

describe('step', () => {
  it('wraps around at both ends', () => {
    expect(step(0, -1, 4)).toBe(3);
    expect(step(3, 1, 4)).toBe(0);
    expect(step(1, 1, 4)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });
});
