/** Version 2 → 3: a gallery picture's hand-made `thumbnail` goes; the build makes every size from the picture. */
import { isMap, isSeq } from 'yaml';
import type { Migration } from './types.js';
import { eachBlock, fieldOf } from './blocks.js';

export const galleryOneSource: Migration = {
  name: 'gallery-one-source',
  from: 2,
  to: 3,
  description:
    'Gallery pictures: "thumbnail" is removed; the build makes the smaller copies from the picture itself (the thumbnail files can be deleted).',
  migrate(doc, edit) {
    eachBlock(doc, 'gallery', (name, block) => {
      const images = fieldOf(block, 'images')?.value;
      if (!isSeq(images)) return;
      for (const image of images.items) {
        if (!isMap(image)) continue;
        const thumbnail = fieldOf(image, 'thumbnail');
        if (!thumbnail) continue;
        edit.note(thumbnail.key, `${name}: "thumbnail" removed`);
        edit.removePair(image, thumbnail);
      }
    });
  },
};
