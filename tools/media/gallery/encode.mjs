// Rasterises the scenes render.py drew (/tmp/gal/src/*.svg) at 2400 × 1600 into lossless WebP sources under
// public/images/gallery/; the build makes every web size from them. Run from the project root:
//   python3 tools/media/gallery/render.py && node tools/media/gallery/encode.mjs
import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';

for (const file of readdirSync('/tmp/gal/src')
  .filter((f) => f.endsWith('.svg'))
  .sort()) {
  const name = file.slice(0, -4);
  const out = `public/images/gallery/${name}.webp`;
  const info = await sharp(readFileSync(`/tmp/gal/src/${file}`), { density: 144 })
    .resize(2400, 1600)
    .webp({ lossless: true, effort: 6 })
    .toFile(out);
  console.log(out, `${info.width}×${info.height}`, `${Math.round(info.size / 1024)} KB`);
}
