/**
 * The editor's own page (not its preview) draws Kannada and Devanagari text, a translation's fields and the names
 * of languages, with the site's Noto fonts, whole: the style sheet at EDITOR_FONTS_SHEET declares each script's font
 * under one family, EDITOR_SCRIPTS_FAMILY, each face for its script's characters only, so a browser fetches a font
 * only when the page shows text of its script and the system fonts draw everything else.
 */
export const EDITOR_SCRIPTS_FAMILY = 'Editor scripts';

/** The style sheet both editors serve, on both their origins (editor/core/previewFonts.ts). */
export const EDITOR_FONTS_SHEET = '/_edit/fonts/faces.css';
