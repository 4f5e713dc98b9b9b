import styled from 'styled-components';
import type { LinkListsBlock } from '../../generated/content';
import { Section, IconBadge } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { Icon } from '../../render/Icon';
import { theme, up } from '../../theme/theme';

const Columns = styled.div<{ $count: number }>`
  display: grid; gap: ${theme.space.lg}; grid-template-columns: 1fr;
  ${up('md')} { grid-template-columns: repeat(${(p) => Math.min(p.$count, 2)}, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr)); }
`;
const Column = styled.div`
  background: ${theme.color.surface}; color: ${theme.color.text}; border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card}; padding: ${theme.space.lg};
`;
const Heading = styled.h3`display: flex; align-items: center; gap: .75rem; font-size: ${theme.size.lg}; margin: 0 0 ${theme.space.md};
  ${IconBadge} { width: 40px; height: 40px; }`;
const Links = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: .1rem;
  a { display: flex; align-items: center; justify-content: space-between; gap: .5rem; min-height: 44px; padding: .4rem .6rem; margin: 0 -.6rem;
    border-radius: ${theme.radius.sm}; color: ${theme.color.link}; font-weight: 600; text-decoration: none; }
  a:hover { background: ${theme.color.surfaceMuted}; text-decoration: underline; text-underline-offset: 3px; }
  a svg { flex: none; color: ${theme.color.textMuted}; }
`;

/** Titled columns of links, inside one navigation landmark named like the section heading. */
export default function LinkLists({ block }: { block: LinkListsBlock }) {
  return (
    <Section block={block}>
      <nav aria-label={block.title}>
        <Columns $count={block.lists.length}>
          {block.lists.map((list) => (
            <Column key={list.id} id={`${block.id}-${list.id}`}>
              <Heading>
                {list.icon && (
                  <IconBadge $color={list.color}>
                    <Icon name={list.icon} size={20} />
                  </IconBadge>
                )}
                {list.title}
              </Heading>
              <Links>
                {list.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SmartLink href={link.href}>
                      {link.label}
                      <Icon name={link.icon ?? 'chevron-right'} size={16} />
                    </SmartLink>
                  </li>
                ))}
              </Links>
            </Column>
          ))}
        </Columns>
      </nav>
    </Section>
  );
}
