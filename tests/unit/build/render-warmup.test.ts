/**
 * warmUp (src/build/render.tsx), which every prerender renderer calls before its first page: it loads the code
 * of every block, one after another in the sorted order of their types, so styled-components numbers its style
 * groups the same way in every renderer (the inlined CSS carries those numbers).
 */
import { describe, expect, it, vi } from 'vitest';
import { warmUp } from '../../../src/build/render';
import { blocks } from '../../../src/render/blocks';
import type { RegisteredBlock } from '../../../src/render/registry';

describe('warmUp', () => {
  it('loads every block, one at a time, in the sorted order of their types', async () => {
    const entries = Object.entries(blocks) as [string, RegisteredBlock][];
    const order: string[] = [];
    let running = 0;
    for (const [type, block] of entries) {
      const preload = block.preload.bind(block);
      vi.spyOn(block, 'preload').mockImplementation(async () => {
        order.push(type);
        expect(running, `${type} started while another block was loading`).toBe(0);
        running++;
        try {
          await preload();
        } finally {
          running--;
        }
      });
    }
    await warmUp();
    expect(order).toEqual(entries.map(([type]) => type).sort());
    expect(entries.filter(([, block]) => !block.isLoaded()).map(([type]) => type)).toEqual([]);
  });
});
