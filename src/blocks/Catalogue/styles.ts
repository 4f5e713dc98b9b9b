/** Styles of the catalogue's views and cards (tokens from the theme; one look with src/render/ui.tsx). */
import styled from 'styled-components';
import { Band, Card } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { Picture as PictureBase } from '../../render/Picture';
import { theme, type AccentName, up } from '../../theme/theme';

export const Header = styled.header<{ $center?: boolean }>`
  margin-bottom: ${theme.space.xl};
  text-align: ${(p) => (p.$center ? 'center' : 'left')};
  p { max-width: ${theme.width.text}; margin-left: ${(p) => (p.$center ? 'auto' : '0')}; margin-right: ${(p) => (p.$center ? 'auto' : '0')}; }
`;
export const Eyebrow = styled.p<{ $onDark: boolean }>`
  text-transform: uppercase; letter-spacing: 0.08em; font-size: ${theme.size.xs}; font-weight: 700;
  color: ${(p) => (p.$onDark ? theme.color.accent : theme.color.accentDark)}; margin-bottom: ${theme.space.sm};
`;
export const Heading = styled.h2`
  font-size: ${theme.size.xxl};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 4px; }
`;
export const Intro = styled.p<{ $onDark: boolean }>`
  font-size: ${theme.size.lg};
  color: ${(p) => (p.$onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
`;

export const BackLink = styled(SmartLink)`
  display: inline-flex; align-items: center; gap: .4rem; margin-bottom: ${theme.space.lg};
  font-weight: 600; color: inherit; text-underline-offset: 3px;
`;
export const BackButton = styled.button`
  display: inline-flex; align-items: center; gap: .4rem; min-height: 44px; padding: 0 .25rem; margin: 0 0 ${theme.space.md} -.25rem;
  font: inherit; font-weight: 600; text-align: left; color: inherit; background: none; border: 0; cursor: pointer;
  text-decoration: underline; text-underline-offset: 3px; text-decoration-thickness: 1px;
  &:hover { text-decoration-thickness: 2px; }
  svg { flex: none; }
`;

export const Cards = styled.ul<{ $columns: number }>`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: ${theme.space.lg}; grid-template-columns: 1fr;
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr)); }
`;

export const EntryCard = styled(Card)<{ $color: AccentName }>`
  position: relative; height: 100%;
  border-top: 4px solid ${(p) => theme.accent[p.$color][0]};
  transition: box-shadow .15s ease, transform .15s ease;
  &:hover { box-shadow: ${theme.shadow.raised}; transform: translateY(-2px); }
  &:focus-within { box-shadow: ${theme.shadow.raised}; }
`;
export const CardTitle = styled.h3`font-size: ${theme.size.xl}; margin: ${theme.space.sm} 0 0;`;
/**
 * The card's button: its name is the title; its ::after covers the whole card, above everything in it (z-index:
 * the arrow's hover transform makes it a layer of its own, which would otherwise sit above the cover and take
 * the click), so the card, its arrow included, is one target.
 */
export const CardButton = styled.button`
  all: unset; cursor: pointer; color: inherit;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; z-index: 1; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;
export const Tagline = styled.p`color: ${theme.color.accentDark}; font-weight: 600; margin: 0;`;
export const Description = styled.p`color: ${theme.color.textMuted}; margin: 0;`;
export const CardAction = styled.p<{ $color: AccentName }>`
  margin: auto 0 0; padding-top: ${theme.space.md};
  display: inline-flex; align-items: center; gap: .35rem; font-weight: 700;
  color: ${(p) => theme.accent[p.$color][0]};
  svg { transition: transform .15s ease; }
  ${EntryCard}:hover & svg { transform: translateX(3px); }
`;

/** The detail's own band: tighter at the bottom, since the detail's first section follows with its own padding. */
export const DetailBand = styled(Band)`padding-bottom: 0 !important;`;
export const DetailLayout = styled.div<{ $withImage: boolean }>`
  display: grid; gap: ${theme.space.lg}; align-items: start;
  ${up('md')} { grid-template-columns: ${(p) => (p.$withImage ? 'minmax(0, 1fr) auto' : '1fr')}; }
`;
export const DetailHead = styled.div`display: flex; align-items: center; gap: ${theme.space.md}; margin-bottom: ${theme.space.md}; h2 { margin: 0; }`;
/** A detail's picture is at most 280 px wide (its `sizes`). */
export const PICTURE_SIZES = '280px';
export const Picture = styled(PictureBase)`
  display: block;
  max-height: 300px; max-width: min(280px, 100%); width: auto; height: auto; object-fit: cover;
  border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
`;
