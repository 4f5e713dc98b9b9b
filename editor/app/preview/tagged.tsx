/**
 * Click-to-edit in the preview frame: the site's block registry wrapped so that every block it draws sits in a
 * `display: contents` frame carrying the block's data path in the page (data-edit-path="sections/1") and id.
 * Only the editor's preview uses this registry; the site's own renderer and dist/ never see these attributes.
 */
import { createElement, type ComponentType } from 'react';
import type { BlockRegistry, RegisteredBlock } from '../../../src/render/registry';
import type { PageData } from '../../../src/contract/pageData';

type Block = { type: string; id?: unknown };

/** Data path of every block object drawn so far (the router may hand back an earlier, equal object: kept weakly). */
const pathOf = new WeakMap<object, string>();
/** The current page's block paths by type and id, for blocks the renderer copied. */
let pathById = new Map<string, string>();

const isBlock = (v: unknown, types: Set<string>): v is Block =>
  !!v && typeof v === 'object' && types.has(String((v as Block).type));

/** Records the data path of every block in `page` (sections and blocks nested at any depth). */
export function indexBlocks(page: PageData, types: Set<string>): void {
  pathById = new Map();
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if (isBlock(value, types) && /\/\d+$/.test(path)) {
      pathOf.set(value, path.slice(1));
      pathById.set(`${value.type}:${String(value.id)}`, path.slice(1));
    }
    for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`);
  };
  walk(page.sections, '/sections');
}

/** `registry` with every block drawn inside a tagged frame. */
export function taggedRegistry(registry: BlockRegistry): BlockRegistry {
  const wrappers = new Map<unknown, ComponentType<{ block: Block }>>();
  const wrap = (Inner: ComponentType<{ block: Block }>) => {
    let Tagged = wrappers.get(Inner);
    if (!Tagged) {
      Tagged = ({ block }: { block: Block }) =>
        createElement(
          'div',
          {
            style: { display: 'contents' },
            'data-edit-path': pathOf.get(block) ?? pathById.get(`${block.type}:${String(block.id)}`) ?? '',
            'data-edit-id': String(block.id ?? ''),
          },
          createElement(Inner, { block }),
        );
      Tagged.displayName = 'EditTag';
      wrappers.set(Inner, Tagged);
    }
    return Tagged;
  };
  const out: Record<string, RegisteredBlock> = {};
  for (const [type, entry] of Object.entries(registry as Record<string, RegisteredBlock>)) {
    out[type] = { ...entry, component: () => wrap(entry.component() as ComponentType<{ block: Block }>) as never };
  }
  return out as BlockRegistry;
}

/** The screen area a tagged frame's content covers (the frame itself has no box). */
export function areaOf(el: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}
