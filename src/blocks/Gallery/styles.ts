import styled from 'styled-components';
import { theme, up } from '../../theme/theme';

/** Phones 1 column, 2 from 640 px, 3 from 1024 px, 4 from 1280 px; list view one row per image. */
export const Items = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  &[data-view='grid'] {
    @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    ${up('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    ${up('xl')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }
  &[data-view='list'] { gap: ${theme.space.md}; }
`;

export const Item = styled.li`
  display: flex; flex-direction: column; overflow: hidden; min-width: 0;
  background: ${theme.color.surface}; color: ${theme.color.text};
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
  [data-view='list'] > & {
    flex-direction: row; align-items: flex-start; gap: ${theme.space.md}; padding: ${theme.space.sm};
    ${up('md')} { align-items: center; gap: ${theme.space.lg}; padding: ${theme.space.md}; }
  }
`;

export const Open = styled.button`
  position: relative; display: block; width: 100%; padding: 0; border: 0; margin: 0; cursor: zoom-in;
  background: ${theme.color.brandLight}; overflow: hidden;
  img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; transition: transform .3s ease; }
  &:hover img { transform: scale(1.04); }
  &:focus-visible { outline-offset: -3px; }
  [data-view='list'] & {
    flex: none; width: 112px; border-radius: ${theme.radius.md};
    @media (min-width: 640px) { width: 240px; }
    ${up('lg')} { width: 300px; }
  }
  @media (prefers-reduced-motion: reduce) { img { transition: none; } &:hover img { transform: none; } }
`;

export const Zoom = styled.span`
  position: absolute; right: .6rem; bottom: .6rem; display: inline-flex; padding: .4rem; border-radius: ${theme.radius.pill};
  background: rgba(11, 42, 91, .82); color: #fff; opacity: 0; transition: opacity .2s ease;
  ${Open}:hover &, ${Open}:focus-visible & { opacity: 1; }
  [data-view='list'] & { display: none; }
`;

export const Caption = styled.div`
  display: flex; flex-direction: column; gap: .35rem; padding: ${theme.space.md}; min-width: 0;
  h3 { font-size: ${theme.size.lg}; margin: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: ${theme.size.sm}; }
  [data-view='list'] & { padding: 0; gap: .4rem; ${up('md')} { h3 { font-size: ${theme.size.xl}; } p { font-size: ${theme.size.md}; } } }
`;

export const Chip = styled.span`
  align-self: flex-start; font-size: ${theme.size.xs}; font-weight: 700; letter-spacing: .02em;
  padding: .15rem .6rem; border-radius: ${theme.radius.pill};
  background: ${theme.color.brandLight}; color: ${theme.color.brand};
`;

export const Results = styled.p`
  margin: 0 0 ${theme.space.md}; color: ${theme.color.textMuted}; font-size: ${theme.size.sm};
`;

export const Empty = styled.div`
  display: flex; flex-direction: column; align-items: center; gap: ${theme.space.sm}; text-align: center;
  padding: ${theme.space.xl} ${theme.space.md}; color: ${theme.color.textMuted};
  border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.lg}; background: ${theme.color.surfaceMuted};
  p { margin: 0; font-size: ${theme.size.lg}; }
`;
