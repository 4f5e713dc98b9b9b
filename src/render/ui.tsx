/** Shared building blocks for block components: section bands, containers, headings, cards and buttons. */
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import type { Link as LinkData } from '../generated/content';
import { SmartLink } from './SmartLink';
import { Icon } from './Icon';
import { theme, type AccentName, up } from '../theme/theme';

export type Tone = 'light' | 'muted' | 'brand' | 'dark';

const toneCss = {
  light: css`background: ${theme.color.surface};`,
  muted: css`background: ${theme.color.surfaceMuted};`,
  brand: css`background: linear-gradient(135deg, ${theme.color.brand}, ${theme.color.brandDark}); color: ${theme.color.textOnDark};`,
  dark: css`background: #0f172a; color: ${theme.color.textOnDark};`,
};

/** A full-width section band. On dark tones an `$accent` (a product's own colour) replaces the dark blue, darkened so white text stays AA. */
export const Band = styled.section<{ $tone?: Tone; $accent?: AccentName }>`
  padding: ${theme.space.xl} 0;
  ${up('md')} { padding: ${theme.space.xxl} 0; }
  ${(p) => toneCss[p.$tone ?? 'light']}
  ${(p) => p.$accent && (p.$tone === 'brand' || p.$tone === 'dark') && css`background: linear-gradient(135deg, color-mix(in srgb, ${theme.accent[p.$accent][0]} 85%, #0f172a), color-mix(in srgb, ${theme.accent[p.$accent][0]} 50%, #0f172a));`}
`;

/**
 * The content column. It sets only its side padding, so a later copy of its rules (a prerendered page repeats them
 * in each cached layout part's style element) never undoes the top and bottom padding of a component extending it.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.width.content};
  margin: 0 auto;
  padding-inline: ${theme.space.md};
  ${up('md')} { padding-inline: ${theme.space.lg}; }
`;

const Eyebrow = styled.p<{ $onDark: boolean }>`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${theme.size.xs};
  font-weight: 700;
  color: ${(p) => (p.$onDark ? theme.color.accent : theme.color.accentDark)};
  margin-bottom: ${theme.space.sm};
`;
const H2 = styled.h2`font-size: ${theme.size.xxl};`;
const Intro = styled.p<{ $onDark: boolean }>`
  font-size: ${theme.size.lg};
  color: ${(p) => (p.$onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  max-width: ${theme.width.text};
`;
const HeaderWrap = styled.header<{ $center: boolean }>`
  margin-bottom: ${theme.space.xl};
  ${(p) => p.$center && css`text-align: center; ${Intro} { margin-left: auto; margin-right: auto; }`}
`;

/** Eyebrow, h2 and intro of a section; renders nothing when all are empty. */
export function SectionHeader({
  eyebrow,
  title,
  intro,
  tone,
  center = true,
}: {
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: Tone;
  center?: boolean;
}) {
  if (!eyebrow && !title && !intro) return null;
  const onDark = tone === 'brand' || tone === 'dark';
  return (
    <HeaderWrap $center={center}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      {title && <H2>{title}</H2>}
      {intro && <Intro $onDark={onDark}>{intro}</Intro>}
    </HeaderWrap>
  );
}

/** The frame of most blocks: a band (its tone, the block's id as the anchor), the content column and the header. */
export function Section({
  block,
  tone = block.tone,
  center,
  children,
}: {
  block: { id: string; tone?: Tone; eyebrow?: string; title?: string; intro?: string };
  tone?: Tone;
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <Band $tone={tone} id={block.id}>
      <Container>
        <SectionHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} tone={tone} center={center} />
        {children}
      </Container>
    </Band>
  );
}

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${up('md')} { grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr)); }
`;

export const Card = styled.article`
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export const IconBadge = styled.span<{ $color?: AccentName }>`
  display: inline-flex; align-items: center; justify-content: center;
  width: 48px; height: 48px; flex: none;
  border-radius: ${theme.radius.md};
  color: ${(p) => theme.accent[p.$color ?? 'blue'][0]};
  background: ${(p) => theme.accent[p.$color ?? 'blue'][1]};
`;

const buttonVariants = {
  primary: css`background: ${theme.color.accent}; color: #1a1300; border-color: ${theme.color.accent};
    &:hover { background: #ffb940; }`,
  secondary: css`background: ${theme.color.brand}; color: #fff; border-color: ${theme.color.brand};
    &:hover { background: ${theme.color.brandDark}; }`,
  outline: css`background: transparent; color: inherit; border-color: currentColor;
    &:hover { background: rgba(127,127,127,.12); }`,
  link: css`background: none; border: none; padding: 0; min-height: 0; color: inherit; text-decoration: underline; text-underline-offset: 3px;`,
};
export type ButtonVariant = keyof typeof buttonVariants;

export const buttonCss = css<{ $variant?: ButtonVariant }>`
  display: inline-flex; align-items: center; justify-content: center; gap: ${theme.space.sm};
  min-height: 44px; padding: 0.625rem 1.25rem;
  font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer;
  border: 2px solid transparent; border-radius: ${theme.radius.pill};
  transition: background-color .15s ease, transform .15s ease;
  &:disabled { opacity: .6; cursor: not-allowed; }
  ${(p) => buttonVariants[p.$variant ?? 'primary']}
`;

/** The look of the i-th button of a group: the first is primary, the rest secondary (outline on dark bands). */
export function buttonVariantOn(variant: ButtonVariant | undefined, index: number, onDark: boolean): ButtonVariant {
  const chosen = variant ?? (index === 0 ? 'primary' : 'secondary');
  return onDark && chosen === 'secondary' ? 'outline' : chosen;
}

export const Button = styled.button<{ $variant?: ButtonVariant }>`${buttonCss}`;
const StyledLinkButton = styled(SmartLink)<{ $variant?: ButtonVariant }>`${buttonCss}`;

/** A link from YAML drawn as a button (or as a text link for variant: link). */
export function LinkButton({ link, variant }: { link: LinkData; variant?: ButtonVariant }) {
  return (
    <StyledLinkButton href={link.href} $variant={variant ?? link.variant ?? 'primary'}>
      {link.icon && <Icon name={link.icon} size={18} />}
      {link.label}
    </StyledLinkButton>
  );
}

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex; flex-wrap: wrap; gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  ${(p) => p.$center && css`justify-content: center;`}
`;

export function Paragraphs({ items }: { items?: string[] }): ReactNode {
  return items?.map((text, i) => <p key={i}>{text}</p>);
}
