import styled from 'styled-components';
import type { ListBlock } from '../../generated/content';
import { Section, IconBadge } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { theme, up } from '../../theme/theme';

const Items = styled.ul<{ $columns: number }>`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.md} ${theme.space.xl};
  ${up('md')} { grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr)); }
`;
const Item = styled.li`display: flex; gap: ${theme.space.md}; align-items: flex-start;`;
const Marker = styled.span`
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%;
  background: ${theme.accent.green[1]}; color: ${theme.accent.green[0]}; font-weight: 700; font-size: ${theme.size.sm};
`;
const Lead = styled.strong`display: block; font-size: ${theme.size.lg}; margin-bottom: .15rem;`;
const Text = styled.span`color: inherit; opacity: .9;`;

export default function List({ block }: { block: ListBlock }) {
  const marker = block.marker ?? 'check';
  return (
    <Section block={block}>
      <Items $columns={block.columns ?? 2} as={marker === 'number' ? 'ol' : 'ul'}>
        {block.items.map((item, i) => (
          <Item key={item.title ?? item.text}>
            {marker === 'icon' && item.icon ? (
              <IconBadge $color={item.color}>
                <Icon name={item.icon} size={22} />
              </IconBadge>
            ) : (
              <Marker aria-hidden="true">
                {marker === 'number' ? i + 1 : marker === 'bullet' ? '•' : <Icon name="check" size={16} />}
              </Marker>
            )}
            <div>
              {item.title && <Lead>{item.title}</Lead>}
              <Text>{item.text}</Text>
            </div>
          </Item>
        ))}
      </Items>
    </Section>
  );
}
