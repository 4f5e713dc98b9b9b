/**
 * Gives every styled component a stable id derived from its file and position. styled-components otherwise
 * numbers components in the order their modules run, which differs between the server and the browser once
 * blocks load lazily, and then class names do not match during hydration.
 */
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** `styled.tag` or `styled(Component)`, optionally with a type parameter, right before its template. */
const STYLED = /\bstyled(\.[a-zA-Z]\w*|\([A-Za-z_$][\w$.]*\))(?=(?:<[^`;]*?>)?\s*`)/g;

/** The Vite plugin that gives the styled components of the project's files under `root` their ids. */
export function stableStyledIds(root: string): Plugin {
  return {
    name: 'stable-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(root) || file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !code.includes('styled')) return undefined;
      const prefix = createHash('sha1').update(relative(root, file)).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 6);
      let n = 0;
      return { code: code.replace(STYLED, (match) => `${match}.withConfig({ componentId: "sc-${prefix}${n++}" })`), map: null };
    },
  };
}
