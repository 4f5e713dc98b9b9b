/** The pure parts of the pricing block: where each card's button leads and what screen readers call it. */
import type { PricingBlock } from '../../generated/content';
import { fill } from '../../render/fill';

export type PricingItem = PricingBlock['items'][number];
export type PricingAction = NonNullable<PricingBlock['action']>;

export interface CardAction {
  label: string;
  href: string;
  /** The button's full name: the action's template with the item's name, plus the new-tab note for web addresses. */
  accessibleName: string;
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** The button of one card, or undefined when the block has no action. */
export function cardAction(
  action: PricingAction | undefined,
  item: PricingItem,
  newTabLabel: string,
): CardAction | undefined {
  if (!action) return undefined;
  const href = item.href ?? action.href;
  const name = fill(action.accessibleLabel, { name: item.name });
  return { label: action.label, href, accessibleName: isExternal(href) ? `${name} ${newTabLabel}` : name };
}

/** A price split after each slash (₹25,000/year → ₹25,000/ + year), so a narrow card wraps it there and not mid-word. */
export function priceParts(price: string): string[] {
  return price.split(/(?<=\/)/);
}
