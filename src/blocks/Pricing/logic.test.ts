import { describe, it, expect } from 'vitest';
import { cardAction, isExternal, priceParts, type PricingAction, type PricingItem } from './logic';
import { fill } from '../../render/fill';

const action: PricingAction = { label: 'Choose Plan', href: '/contact', accessibleLabel: 'Choose Plan: {name}' };
const basic: PricingItem = { id: 'basic', name: 'Basic', price: '₹999', period: '3 Months' };

describe('cardAction', () => {
  it('is absent without a block action', () => {
    expect(cardAction(undefined, basic, '(opens in a new tab)')).toBeUndefined();
  });

  it('uses the action href and puts the item name into the accessible name', () => {
    expect(cardAction(action, basic, '(opens in a new tab)')).toEqual({
      label: 'Choose Plan',
      href: '/contact',
      accessibleName: 'Choose Plan: Basic',
    });
  });

  it("prefers the item's own href and notes a new tab for web addresses", () => {
    const own = cardAction(action, { ...basic, href: 'https://exam.example.com/basic' }, '(opens in a new tab)');
    expect(own?.href).toBe('https://exam.example.com/basic');
    expect(own?.accessibleName).toBe('Choose Plan: Basic (opens in a new tab)');
  });
});

describe('helpers', () => {
  it('fill leaves unknown placeholders alone', () => {
    expect(fill('{name} for {period}', { name: 'Basic' })).toBe('Basic for {period}');
  });
  it('isExternal tells web addresses from site paths', () => {
    expect(isExternal('https://a.example.com')).toBe(true);
    expect(isExternal('http://a.example.com')).toBe(true);
    expect(isExternal('/contact')).toBe(false);
    expect(isExternal('mailto:a@example.com')).toBe(false);
  });
});

describe('priceParts', () => {
  it('splits after each slash and keeps every character', () => {
    expect(priceParts('₹25,000/year')).toEqual(['₹25,000/', 'year']);
    expect(priceParts('₹2,499')).toEqual(['₹2,499']);
    expect(priceParts('a/b/c').join('')).toBe('a/b/c');
  });
});
