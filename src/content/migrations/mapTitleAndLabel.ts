/** Version 1 → 2: a map's heading becomes `title` (was `heading`), its screen-reader text `label` (was `title`). */
import type { Migration } from './types.js';
import { eachBlock, fieldOf } from './blocks.js';

export const mapTitleAndLabel: Migration = {
  name: 'map-title-and-label',
  from: 1,
  to: 2,
  description:
    'Map blocks: the heading above the map is now "title" (was "heading"), and the description for screen readers is "label" (was "title").',
  migrate(doc, edit) {
    eachBlock(doc, 'map', (name, block) => {
      const title = fieldOf(block, 'title');
      const heading = fieldOf(block, 'heading');
      if (title) {
        edit.renameKey(title, 'label');
        edit.note(title.key, `${name}: "title" is now "label"`);
      }
      if (heading) {
        edit.renameKey(heading, 'title');
        edit.note(heading.key, `${name}: "heading" is now "title"`);
      }
    });
  },
};
