import styled from 'styled-components';
import { theme, type AccentName, up } from '../../theme/theme';

/** Room for the sticky header when a section is jumped to. */
const headerRoom = '96px';

export const Dates = styled.dl`
  display: flex; flex-wrap: wrap; gap: ${theme.space.sm} ${theme.space.xl}; margin: 0 0 ${theme.space.xl};
  padding: ${theme.space.md} ${theme.space.lg}; border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted}; border: 1px solid ${theme.color.border};
  div { display: flex; flex-wrap: wrap; gap: .4rem; }
  dt { font-weight: 700; }
  dt::after { content: ':'; }
  dd { margin: 0; }
`;

export const Num = styled.span<{ $accent: AccentName }>`
  color: ${(p) => theme.accent[p.$accent][0]}; font-variant-numeric: tabular-nums; margin-right: .25rem;
`;

export const Contents = styled.nav<{ $accent: AccentName }>`
  scroll-margin-top: ${headerRoom};
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg}; padding: ${theme.space.lg};
  background: ${theme.color.surface};
  ${up('lg')} { position: sticky; top: ${headerRoom}; max-height: calc(100vh - ${headerRoom} - 1rem); overflow-y: auto; }
  h2 { font-size: ${theme.size.lg}; margin: 0 0 ${theme.space.sm}; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: .1rem; }
  a {
    display: flex; padding: .4rem .5rem; border-radius: ${theme.radius.sm}; color: ${theme.color.text};
    text-decoration: none; line-height: 1.35; font-size: ${theme.size.sm};
  }
  a:hover { background: ${(p) => theme.accent[p.$accent][1]}; text-decoration: underline; }
  a > span { flex: none; min-width: 1.75rem; margin-right: .25rem; }
`;

export const Body = styled.div`
  max-width: ${theme.width.text}; font-size: ${theme.size.md}; line-height: 1.7;
  p, ul { margin: 0 0 ${theme.space.md}; }
  ul { padding-left: 1.25rem; display: grid; gap: .35rem; }
  a { color: ${theme.color.link}; text-underline-offset: 3px; }
  h3 { font-size: ${theme.size.lg}; margin: ${theme.space.lg} 0 ${theme.space.sm}; }
`;

export const Section = styled.section`
  scroll-margin-top: ${headerRoom};
  padding-bottom: ${theme.space.lg}; margin-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
  &:last-child { border-bottom: none; }
  h2 { font-size: ${theme.size.xl}; margin: 0 0 ${theme.space.md}; }
`;

export const Address = styled.address`
  font-style: normal; display: grid; margin-bottom: ${theme.space.md};
  span:first-child { font-weight: 700; }
`;

export const Back = styled.a`font-size: ${theme.size.sm};`;
