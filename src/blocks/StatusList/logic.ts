/** The pure parts of the status list: splitting items into their status groups and counting them per category. */
import type { StatusListBlock } from '../../generated/content';

export type StatusItem = StatusListBlock['items'][number];
export type StatusGroup = StatusListBlock['groups'][number];
export type CountTile = NonNullable<StatusListBlock['counts']>['tiles'][number];

/** Each group with the items whose status is the group's status, in the items' order. Empty groups are kept only when they have an emptyText. */
export function splitByStatus(
  groups: readonly StatusGroup[],
  items: readonly StatusItem[],
): { group: StatusGroup; items: StatusItem[] }[] {
  return groups
    .map((group) => ({ group, items: items.filter((item) => item.status === group.status) }))
    .filter(({ group, items: found }) => found.length > 0 || Boolean(group.emptyText));
}

/** How many items (of every status) each tile's category has. */
export function countByCategory(
  tiles: readonly CountTile[],
  items: readonly StatusItem[],
): { tile: CountTile; count: number }[] {
  return tiles.map((tile) => ({ tile, count: items.filter((item) => item.category === tile.category).length }));
}

/** Where an item's group button leads: the item's own target, else the group's. */
export function actionHref(group: StatusGroup, item: StatusItem): string | undefined {
  return group.action ? (item.actionHref ?? group.action.href) : undefined;
}
