import styled, { css } from 'styled-components';
import { theme, type AccentName, up } from '../../theme/theme';

export type Status = 'upcoming' | 'completed' | 'effective' | 'overdue' | 'live';

/** Colour and icon of each status: the icon is decorative, the group heading says the status in words. */
export const statusLook: Record<Status, { color: AccentName; icon: string }> = {
  upcoming: { color: 'blue', icon: 'calendar-clock' },
  completed: { color: 'green', icon: 'circle-check' },
  effective: { color: 'green', icon: 'badge-check' },
  overdue: { color: 'red', icon: 'triangle-alert' },
  live: { color: 'purple', icon: 'radio' },
};

/** Priority and impact badges: red, amber, green; the badge's words say the level, the colour only repeats it. */
export const levelColor: Record<'high' | 'medium' | 'low', AccentName> = { high: 'red', medium: 'amber', low: 'green' };

export const Tiles = styled.dl`
  display: grid; gap: ${theme.space.md}; margin: 0 0 ${theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} { grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); }
`;
export const Tile = styled.div<{ $color: AccentName }>`
  display: flex; flex-direction: column-reverse; align-items: center; gap: .25rem; text-align: center;
  padding: ${theme.space.md}; border-radius: ${theme.radius.lg};
  background: ${(p) => theme.accent[p.$color][1]}; color: ${theme.color.text};
  dt { font-weight: 600; font-size: ${theme.size.sm}; }
  /* The icon sits in the dd, above the count: a dl's div may hold only dt and dd. */
  dd {
    display: flex; flex-direction: column; align-items: center; gap: .25rem;
    margin: 0; font-size: 2rem; font-weight: 800; line-height: 1.1; color: ${(p) => theme.accent[p.$color][0]};
  }
  svg { color: ${(p) => theme.accent[p.$color][0]}; }
`;
export const CountsTitle = styled.h2`font-size: ${theme.size.xl}; margin-bottom: ${theme.space.md};`;

export const Group = styled.section`
  & + & { margin-top: ${theme.space.xl}; }
`;
export const GroupTitle = styled.h2<{ $color: AccentName }>`
  display: flex; align-items: center; gap: ${theme.space.sm}; font-size: ${theme.size.xl}; margin-bottom: ${theme.space.sm};
  > svg { color: ${(p) => theme.accent[p.$color][0]}; flex: none; }
`;
export const GroupCount = styled.span<{ $color: AccentName }>`
  font-size: ${theme.size.sm}; font-weight: 700; min-width: 1.75rem; padding: .1rem .55rem; text-align: center;
  border-radius: ${theme.radius.pill}; color: ${theme.color.text}; background: ${(p) => theme.accent[p.$color][1]};
`;
export const GroupIntro = styled.p`color: ${theme.color.textMuted}; margin: 0 0 ${theme.space.md}; max-width: ${theme.width.text};`;
export const Empty = styled.p`padding: ${theme.space.lg}; border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.lg}; color: ${theme.color.textMuted}; margin: 0;`;

export const Items = styled.ul<{ $columns: number }>`
  list-style: none; margin: ${theme.space.md} 0 0; padding: 0; display: grid; gap: ${theme.space.md};
  ${(p) => p.$columns > 1 && css`${up('lg')} { grid-template-columns: repeat(${p.$columns}, minmax(0, 1fr)); }`}
`;
export const Item = styled.article<{ $color: AccentName }>`
  height: 100%; display: flex; flex-direction: column; gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.color.surface}; color: ${theme.color.text};
  border: 1px solid ${theme.color.border}; border-left: 4px solid ${(p) => theme.accent[p.$color][0]};
  border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.card};
`;
export const ItemTitle = styled.h3`font-size: ${theme.size.lg}; margin: 0;`;
export const Meta = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem ${theme.space.md};
  font-size: ${theme.size.sm}; color: ${theme.color.textMuted};
  li { display: inline-flex; align-items: center; gap: .35rem; }
  svg { flex: none; }
  li:first-child { color: ${theme.color.text}; font-weight: 600; }
`;
export const Badges = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem;`;
export const Badge = styled.li<{ $color: AccentName }>`
  display: inline-flex; align-items: center; gap: .3rem; padding: .15rem .6rem; font-size: ${theme.size.xs}; font-weight: 700;
  border-radius: ${theme.radius.pill}; color: ${theme.color.text}; background: ${(p) => theme.accent[p.$color][1]};
  border: 1px solid ${(p) => theme.accent[p.$color][0]};
  svg { color: ${(p) => theme.accent[p.$color][0]}; }
`;
export const Description = styled.p`margin: 0; color: ${theme.color.textMuted};`;
export const AgendaTitle = styled.h4`font-size: ${theme.size.sm}; text-transform: uppercase; letter-spacing: .06em; margin: ${theme.space.xs} 0 0;`;
export const Agenda = styled.ol`
  margin: 0; padding-left: 1.25rem; font-size: ${theme.size.sm}; display: grid; gap: .2rem;
`;
export const Action = styled.div`margin-top: auto; padding-top: ${theme.space.sm};`;
