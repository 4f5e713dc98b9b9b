/**
 * The content checks of the files pages name (src/engine/images/check.ts through crossCheck): each mistake is one
 * located error with what to do, in a throw-away project whose public/ holds the bad files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSync, openSync, writeFileSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { brief, loadSite, pageHead, tempRoot, yaml } from '../../fixtures/site';
import { pictureWidths, shownWidthAt } from '../../../src/content/images/check';
import { declaredBlocks } from '../../../src/generated/blocks';
import { PHONE_PICTURE_MAX_WIDTH } from '../../../src/contract/picture';

let root: string;
let remove: () => void;

beforeAll(async () => {
  ({ root, remove } = tempRoot());
  const images = join(root, 'public', 'images');
  writeFileSync(
    join(images, 'hostile.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  writeFileSync(
    join(images, 'prefixed.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>',
  );
  writeFileSync(
    join(images, 'handler.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>',
  );
  writeFileSync(join(images, 'notes.png'), 'this is a text file with a picture name');
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#369' } })
    .jpeg()
    .toFile(join(images, 'small.jpg'));
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#369' } })
    .jpeg()
    .toFile(join(images, 'large.jpg'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#369' } })
    .jpeg()
    .toFile(join(images, 'wide.jpg'));
  // Over 20 MB: a real JPEG header, then zeros (the size is what is checked, before reading).
  const huge = openSync(join(images, 'huge.jpg'), 'w');
  ftruncateSync(huge, 21 * 1024 * 1024);
  closeSync(huge);
});
afterAll(() => remove());

/** The errors of a one-page site whose hero shows `src`. */
function heroErrors(src: string) {
  const page = yaml(
    ...pageHead(),
    '  - type: hero',
    '    id: intro',
    '    title: Welcome',
    '    image:',
    `      src: ${src}`,
    '      alt: A picture',
  );
  return loadSite({ 'pages/a.yaml': page }, { root })
    .problems.filter((p) => p.severity === 'error')
    .map(brief);
}
const at = {
  file: 'pages/a.yaml',
  line: 10,
  col: 12,
  where: 'section "intro" (hero) › image › src',
  severity: 'error',
};

describe('files a page names', () => {
  it('a path that leaves public/ is a located error', () => {
    expect(heroErrors('/../hostile.svg')).toEqual([
      { ...at, message: 'the path /../hostile.svg leads outside the public/ folder' },
    ]);
    expect(heroErrors('/images/../../package.json.png')).toEqual([
      { ...at, message: 'the path /images/../../package.json.png leads outside the public/ folder' },
    ]);
  });

  it('an SVG with a script or an event handler is refused, saying what it holds', () => {
    expect(heroErrors('/images/hostile.svg')).toEqual([
      {
        ...at,
        message:
          'the SVG public/images/hostile.svg is not safe to show on the site: it contains a <script> element, which could run in the browser',
      },
    ]);
    // A script under a prefix of the SVG namespace is a script all the same.
    expect(heroErrors('/images/prefixed.svg')).toEqual([
      {
        ...at,
        message:
          'the SVG public/images/prefixed.svg is not safe to show on the site: it contains a <script> element, which could run in the browser',
      },
    ]);
    expect(heroErrors('/images/handler.svg')[0].message).toMatch(
      /not safe to show on the site: it has an event handler \(onload\)/,
    );
  });

  it('a file that is not a picture is refused', () => {
    expect(heroErrors('/images/notes.png')).toEqual([
      { ...at, message: 'the file public/images/notes.png is not a picture that can be read' },
    ]);
  });

  it('a picture over 20 MB is refused', () => {
    expect(heroErrors('/images/huge.jpg')).toEqual([
      { ...at, message: 'the file public/images/huge.jpg is 21.0 MB, over the 20 MB limit' },
    ]);
  });

  it('a picture narrower than the place shows it is refused; a large enough one passes', () => {
    expect(heroErrors('/images/small.jpg')).toEqual([
      {
        ...at,
        message:
          'the picture public/images/small.jpg is 400 px wide, but this place shows it up to 991 px wide, so it would look blurry',
      },
    ]);
    expect(heroErrors('/images/large.jpg')).toEqual([]);
  });

  it("a picture framed for phones is held to the phone width (720 px), not the carousel's 1280 px", () => {
    const carousel = (mobileSrc: string) =>
      yaml(
        ...pageHead(),
        '  - type: heroCarousel',
        '    id: banner',
        '    label: Highlights',
        '    previousLabel: Previous',
        '    nextLabel: Next',
        '    goToLabel: Go to slide {n}',
        '    slideLabel: "{n} of {total}"',
        '    fallbackImage: { src: /images/wide.jpg, alt: "" }',
        `    mobileFallbackImage: { src: ${mobileSrc}, alt: "" }`,
        '    items:',
        '      - { id: a, media: image, src: /images/wide.jpg, alt: A, companyName: A, serviceType: A }',
        '      - { id: b, media: image, src: /images/wide.jpg, alt: B, companyName: B, serviceType: B }',
      );
    const errors = (src: string) =>
      loadSite({ 'pages/a.yaml': carousel(src) }, { root })
        .problems.filter((p) => p.severity === 'error')
        .map((p) => p.message);
    expect(errors('/images/small.jpg')).toEqual([
      'the picture public/images/small.jpg is 400 px wide, but this place shows it up to 720 px wide, so it would look blurry',
    ]);
    // 1200 px would be too narrow for the carousel's own pictures (1280 px), not for the phone's.
    expect(errors('/images/large.jpg')).toEqual([]);
  });

  it('says what to do', () => {
    const page = yaml(
      ...pageHead(),
      '  - type: hero',
      '    id: intro',
      '    title: Welcome',
      '    image:',
      '      src: /images/small.jpg',
      '      alt: A picture',
    );
    const [problem] = loadSite({ 'pages/a.yaml': page }, { root }).problems.filter((p) => p.severity === 'error');
    expect(problem.hint).toBe(
      'Use a larger copy of the picture, at least 991 px wide (a photo straight from a camera or phone is fine; the site makes the smaller copies).',
    );
  });
});

describe('how wide a place shows its picture', () => {
  const page = { sections: [{ type: 'hero', image: { src: '/a.jpg' }, mobileFallbackImage: { src: '/b.jpg' } }] };
  const image = ['sections', 0, 'image', 'src'];
  const phone = ['sections', 0, 'mobileFallbackImage', 'src'];

  it("is what the block's block.ts declares, and nothing for a block that declares no width", () => {
    expect(pictureWidths([{ type: 'hero', static: true, pictureWidth: 1500 }])(page, image)).toBe(1500);
    expect(pictureWidths([{ type: 'hero', static: true }])(page, image)).toBeUndefined();
    expect(pictureWidths([])(page, image)).toBeUndefined();
  });

  it('is the phone width in the fields the block declares as framed for phones, only there', () => {
    expect(
      pictureWidths([{ type: 'hero', static: true, pictureWidth: 1500, phonePictureFields: ['mobileFallbackImage'] }])(
        page,
        phone,
      ),
    ).toBe(PHONE_PICTURE_MAX_WIDTH);
    expect(pictureWidths([{ type: 'hero', static: true, pictureWidth: 1500 }])(page, phone)).toBe(1500);
  });

  it('in a collection entry, is the width of the block declared to show entries', () => {
    const post = { image: { src: '/p.jpg' } };
    expect(
      pictureWidths([{ type: 'faq', static: false, pictureWidth: 700, showsEntry: true }])(
        post,
        ['image', 'src'],
        true,
      ),
    ).toBe(700);
    expect(
      pictureWidths([{ type: 'faq', static: false, pictureWidth: 700 }])(post, ['image', 'src'], true),
    ).toBeUndefined();
    expect(
      pictureWidths([{ type: 'faq', static: false, pictureWidth: 700, showsEntry: true }])(post, ['image', 'src']),
    ).toBeUndefined();
  });

  it("for the site's blocks, as their block.ts files declare", () => {
    const widths = Object.fromEntries(
      declaredBlocks.filter((b) => b.pictureWidth).map((b) => [b.type, b.pictureWidth]),
    );
    expect(widths).toEqual({
      blogArticle: 832,
      catalogue: 280,
      gallery: 960,
      hero: 991,
      heroCarousel: 1280,
      text: 991,
    });
    const at = (type: string, field = 'image') =>
      shownWidthAt({ sections: [{ type, [field]: { src: '/a.jpg' } }] }, ['sections', 0, field, 'src']);
    expect(at('hero')).toBe(991);
    expect(at('heroCarousel', 'mobileFallbackImage')).toBe(PHONE_PICTURE_MAX_WIDTH);
    expect(at('logos')).toBeUndefined();
    expect(shownWidthAt({ image: { src: '/p.jpg' } }, ['image', 'src'], true)).toBe(832);
  });
});
