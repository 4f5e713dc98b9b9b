/** Version 2 → 3: a gallery picture's hand-made `thumbnail` goes; the build makes every size from the picture. */
import { isMap, isSeq, type Pair, type Scalar } from 'yaml';
import type { Migration } from './index.js';
import { eachBlock } from './blocks.js';

export const galleryOneSource: Migration = {
  name: 'gallery-one-source',
  from: 2,
  to: 3,
  description: 'Gallery pictures: "thumbnail" is removed; the build makes the smaller copies from the picture itself (the thumbnail files can be deleted).',
  migrate(doc, edit) {
    eachBlock(doc, 'gallery', (block) => {
      const images = block.field('images')?.value;
      if (!isSeq(images)) return;
      for (const image of images.items) {
        if (!isMap(image)) continue;
        const thumbnail = image.items.find((p): p is Pair<Scalar, unknown> => (p.key as Scalar | null)?.value === 'thumbnail');
        if (!thumbnail) continue;
        edit.note(thumbnail.key, `${block.name}: "thumbnail" removed`);
        edit.removePair(image, thumbnail);
      }
    });
  },
};
