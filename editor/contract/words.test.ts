import { describe, expect, it } from 'vitest';
import { words } from './words';

describe('the words of a publish that went live', () => {
  it('say how long it took from the click, and never "0 seconds" for one quicker than the tenth shown', () => {
    expect(words.jobs.live(4)).toBe('Live: the site was updated in 4 seconds from your click.');
    expect(words.jobs.live(1)).toBe('Live: the site was updated in 1 second from your click.');
    expect(words.jobs.live(0.3)).toBe('Live: the site was updated in 0.3 seconds from your click.');
    expect(words.jobs.live(0)).toBe('Live: the site was updated within a tenth of a second of your click.');
  });
});
