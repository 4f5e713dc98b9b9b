// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { HeroCarouselBlock } from '../../generated/content';
import HeroCarousel from './index';
import { SiteContext } from '../../render/context';
import type { SiteData } from '../../contract/pageData';

/** What the carousel's pictures read from the site: the words shown when a picture fails. */
const site = { site: { labels: { imageFallback: 'Image not loading' } } } as unknown as SiteData;

/**
 * Embla as it is in the moment after the carousel starts: the API is there, but the effect that listens to its
 * select event has not run yet, so the event reaches nobody.
 */
const embla = vi.hoisted(() => {
  let selected = 0;
  return {
    scrollTo: (i: number) => {
      selected = i;
    },
    selectedScrollSnap: () => selected,
    on: () => undefined,
    off: () => undefined,
    reset: () => {
      selected = 0;
    },
  };
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla] }));

const block = {
  type: 'heroCarousel',
  id: 'highlights',
  label: 'Featured products',
  previousLabel: 'Previous slide',
  nextLabel: 'Next slide',
  goToLabel: 'Go to slide {n}',
  slideLabel: '{n} of {total}',
  fallbackImage: { src: '/media/hero/banner.webp', alt: 'Banner' },
  items: ['one', 'two', 'three'].map((id) => ({
    id,
    media: 'image',
    src: `/media/hero/${id}.webp`,
    alt: id,
    companyName: id,
    serviceType: 'Service',
  })),
} as unknown as HeroCarouselBlock;

afterEach(() => {
  cleanup();
  embla.reset();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('follows a move made before it listens to the carousel: slide index and current dot', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <SiteContext.Provider value={site}>
        <HeroCarousel block={block} />
      </SiteContext.Provider>,
    );
    const region = screen.getByRole('region', { name: 'Featured products' });
    expect(region.getAttribute('data-index')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(region.getAttribute('data-index')).toBe('1');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(region.getAttribute('data-index')).toBe('0');
  });
});
