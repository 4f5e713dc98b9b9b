/**
 * Gives every styled component a stable id from its file and position, so class names match between the server
 * and the browser (styled-components otherwise numbers them in the order modules run, which lazy blocks change).
 */
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** `styled.tag` or `styled(Component)`, optionally with a type parameter, right before its template. */
const STYLED = /\bstyled(\.[a-zA-Z]\w*|\([A-Za-z_$][\w$.]*\))(?=(?:<[^`;]*?>)?\s*`)/g;

export function stableStyledIds(root: string): Plugin {
  return {
    name: 'stable-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      if (
        !file.startsWith(root) ||
        file.includes('/node_modules/') ||
        !/\.[jt]sx?$/.test(file) ||
        !code.includes('styled')
      )
        return undefined;
      const prefix = createHash('sha1')
        .update(relative(root, file))
        .digest('base64url')
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 6);
      let n = 0;
      return {
        code: code.replace(STYLED, (match) => `${match}.withConfig({ componentId: "sc-${prefix}${n++}" })`),
        map: null,
      };
    },
  };
}
