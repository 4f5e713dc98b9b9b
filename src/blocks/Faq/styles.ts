import styled from 'styled-components';
import type { AccentName } from '../../theme/theme';
import { theme, up } from '../../theme/theme';

/** Without JavaScript every question and answer shows and the controls (search, show more, chevrons) hide. */
export const Wrap = styled.div`max-width: 56rem; margin: 0 auto; display: grid; gap: ${theme.space.lg};
  > div:empty { display: none; }
  @media (scripting: none) {
    [data-faq-item][hidden], [data-faq-group][hidden], [data-faq-answer][hidden] { display: block !important; }
    [data-faq-control], [data-faq-trigger] svg { display: none !important; }
  }`;

export const Search = styled.div`
  position: relative;
  svg { position: absolute; left: .85rem; top: 50%; transform: translateY(-50%); color: ${theme.color.textMuted}; pointer-events: none; }
  input {
    width: 100%; min-height: 52px; font: inherit; font-size: ${theme.size.sm}; color: ${theme.color.text};
    padding: .75rem .75rem .75rem 2.6rem; background: ${theme.color.surface};
    border: 2px solid #8b97a8; border-radius: ${theme.radius.pill};
    ${up('md')} { font-size: ${theme.size.lg}; padding: .75rem 1rem .75rem 3rem; }
  }
  ${up('md')} { svg { left: 1rem; } }
  input::placeholder { color: #5b6676; }
  input:focus { border-color: ${theme.color.brand}; }
`;

export const Groups = styled.div`display: grid; gap: ${theme.space.lg};`;

export const Category = styled.section<{ $titled: boolean }>`
  background: ${theme.color.surface}; color: ${theme.color.text};
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card}; overflow: hidden;
  &[hidden] { display: none; }
`;

export const CategoryHeader = styled.header`
  display: flex; align-items: center; gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg}; border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceMuted};
`;
export const CategoryTitle = styled.h2`font-size: ${theme.size.xl}; margin: 0;`;

export const List = styled.ul`list-style: none; margin: 0; padding: 0;`;

export const Item = styled.li<{ $color?: AccentName; $open: boolean }>`
  border-left: 4px solid ${(p) => (p.$open ? theme.accent[p.$color ?? 'blue'][0] : 'transparent')};
  & + & { border-top: 1px solid ${theme.color.border}; }
  &[hidden] { display: none; }
  button[aria-expanded='true'] { color: ${(p) => theme.accent[p.$color ?? 'blue'][0]}; }
`;

export const QuestionHeading = styled.h3`margin: 0; font-size: ${theme.size.md};`;

export const Trigger = styled.button`
  width: 100%; display: flex; align-items: center; justify-content: space-between; gap: ${theme.space.md};
  min-height: 52px; padding: ${theme.space.md} ${theme.space.md}; text-align: left; cursor: pointer;
  font: inherit; font-weight: 600; line-height: 1.4; color: ${theme.color.text}; background: none; border: 0;
  ${up('md')} { padding: ${theme.space.md} ${theme.space.lg}; }
  &:hover { background: ${theme.color.surfaceMuted}; }
  &:focus-visible { outline-offset: -3px; }
  svg { flex: none; transition: transform .2s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

export const Answer = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.md};
  ${up('md')} { padding: 0 ${theme.space.lg} ${theme.space.md}; }
  color: ${theme.color.textMuted};
  p { margin: 0 0 ${theme.space.sm}; max-width: ${theme.width.text}; }
  p:last-child { margin-bottom: 0; }
`;

export const Empty = styled.div`
  text-align: center; padding: ${theme.space.xl} ${theme.space.md};
  background: ${theme.color.surface}; color: ${theme.color.text};
  border: 1px dashed #9aa5b5; border-radius: ${theme.radius.lg};
  > svg { color: ${theme.color.textMuted}; margin-bottom: ${theme.space.sm}; }
  p { color: ${theme.color.textMuted}; margin: 0 auto; max-width: 36rem; }
  button { margin-top: ${theme.space.md}; }
`;
export const EmptyTitle = styled.h2`font-size: ${theme.size.xl}; margin: 0 0 ${theme.space.sm};`;

export const More = styled.div`
  text-align: center;
  svg { transition: transform .2s ease; }
  svg.up { transform: rotate(180deg); }
`;
