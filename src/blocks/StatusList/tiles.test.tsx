// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import type { StatusListBlock } from '../../generated/content';
import schema from '../../../schema/blocks/statusList.schema.json';
import StatusList from './index';

afterEach(cleanup);

const example = schema.examples[0] as StatusListBlock;
const block: StatusListBlock = { ...example, groups: example.groups.map(({ action: _, ...group }) => group) };

describe('StatusList count tiles', () => {
  it('keep each tile to what a dl allows (a dt and a dd), the icon hidden in the dd above the count', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <StatusList block={block} />
      </ThemeProvider>,
    );
    const tiles = [...container.querySelectorAll('dl > div')];
    expect(tiles).toHaveLength(2);
    for (const tile of tiles) expect([...tile.children].map((c) => c.localName)).toEqual(['dt', 'dd']);
    const dd = tiles[0].querySelector('dd')!;
    expect(dd.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(dd.textContent).toBe('1');
  });
});
