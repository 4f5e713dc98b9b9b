/**
 * The CSS a language's pages carry in their head for its fonts: an @font-face per subset (its file under
 * /assets/fonts/, the site's weights, `unicode-range` the subset's own characters, so the browser fetches it only
 * for text that needs it and draws everything else as on English pages), and the theme's font stacks with the
 * family put first, for the elements the theme gives a family (the body and headings) and form controls.
 */
import { theme } from '../../theme/theme.js';
import { FONT_WEIGHTS } from './scriptFonts.js';

/** The public address of the site's font files (hashed names: the /assets/ caching rule, src/build/headers.ts). */
export const FONTS_PATH = '/assets/fonts/';

/** A subset as the CSS names it. */
export interface FaceInput {
  family: string;
  file: string;
  codePoints: number[];
}

const hex = (cp: number) => cp.toString(16).toUpperCase();

/** Sorted code points as a CSS unicode-range: [0xc95, 0xca0, 0xca1, 0xca2] → `U+C95,U+CA0-CA2`. */
export function unicodeRange(codePoints: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    parts.push(j === i ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The @font-face rules of `faces`, their files at `path`: the site's weights, each fetched only for its characters. */
export function fontFaceRules(faces: FaceInput[], path = FONTS_PATH): string {
  return faces
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:url(${path}${f.file}) format("woff2");font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};font-display:swap;unicode-range:${unicodeRange(f.codePoints)}}`,
    )
    .join('');
}

/**
 * The head's CSS for `faces` (empty for none), their files at `path` (the site's; the editor's previews serve the
 * whole fonts at an address of their own, editor/core/previewFonts.ts).
 */
export function fontFacesCss(faces: FaceInput[], path = FONTS_PATH): string {
  if (!faces.length) return '';
  const declared = fontFaceRules(faces, path);
  const families = faces.map((f) => `"${f.family}"`).join(',');
  // `:root x` outweighs the theme's plain element rules, which come later in the head.
  const stack = (elements: string, fonts: string) => `:root :is(${elements}){font-family:${families},${fonts}}`;
  const rules =
    theme.font.body === theme.font.heading
      ? stack('body,h1,h2,h3,h4,button,input,select,textarea', theme.font.body)
      : stack('body,button,input,select,textarea', theme.font.body) + stack('h1,h2,h3,h4', theme.font.heading);
  return declared + rules;
}
