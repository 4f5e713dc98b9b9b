/** Version 1 → 2: a map's heading becomes `title` (was `heading`), its screen-reader text `label` (was `title`). */
import type { Migration } from './index.js';
import { eachBlock } from './blocks.js';

export const mapTitleAndLabel: Migration = {
  name: 'map-title-and-label',
  from: 1,
  to: 2,
  description: 'Map blocks: the heading above the map is now "title" (was "heading"), and the description for screen readers is "label" (was "title").',
  migrate(doc, edit) {
    eachBlock(doc, 'map', (block) => {
      const title = block.field('title');
      const heading = block.field('heading');
      if (title) {
        edit.renameKey(title, 'label');
        edit.note(title.key, `${block.name}: "title" is now "label"`);
      }
      if (heading) {
        edit.renameKey(heading, 'title');
        edit.note(heading.key, `${block.name}: "heading" is now "title"`);
      }
    });
  },
};
