/**
 * The media panel's list: every picture under public/images/, with its size and the pages that name it, by their
 * titles (a plain text search of pages/ for its address), so pictures no page uses can be marked.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readContentTexts } from '../../src/content/load.js';
import type { MediaItem } from '../contract/editing.js';
import { describe } from './files.js';

const PICTURE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

function walk(dir: string, rel: string): string[] {
  let names: import('node:fs').Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return names.flatMap((d) => {
    if (d.name.startsWith('.')) return [];
    if (d.isDirectory()) return walk(join(dir, d.name), rel ? `${rel}/${d.name}` : d.name);
    return d.isFile() && PICTURE.test(d.name) ? [rel ? `${rel}/${d.name}` : d.name] : [];
  });
}

/** Every picture under root/public/images, sorted by address, with the pages that use each (by their titles). */
export function listMedia(root: string): MediaItem[] {
  const texts = [...readContentTexts(root)].filter((e): e is [string, string] => typeof e[1] === 'string');
  return walk(join(root, 'public/images'), '')
    .sort()
    .map((rel) => {
      const src = `/images/${rel}`;
      const folder = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
      return {
        src,
        folder,
        bytes: statSync(join(root, 'public/images', rel)).size,
        usedBy: texts.filter(([, t]) => t.includes(src)).map(([f, t]) => describe(f, t).title),
      };
    });
}
