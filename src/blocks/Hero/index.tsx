import styled from 'styled-components';
import type { HeroBlock } from '../../generated/content';
import { Band, Container, ButtonRow, LinkButton, Paragraphs, buttonVariantOn } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { Icon } from '../../render/Icon';
import { Picture as PictureBase } from '../../render/Picture';
import { theme, type AccentName, up } from '../../theme/theme';

/** Beside the text from 1024 px (0.45 of the content width less its gap and padding), else the content width. */
const SIZES = '(min-width: 1200px) 508px, (min-width: 1024px) calc(45vw - 2rem), calc(100vw - 2rem)';
const Layout = styled(Container)<{ $withImage: boolean; $center: boolean }>`
  display: grid; gap: ${theme.space.xl}; align-items: center;
  text-align: ${(p) => (p.$center ? 'center' : 'left')};
  ${up('lg')} { grid-template-columns: ${(p) => (p.$withImage ? '1.1fr 0.9fr' : '1fr')}; }
`;
const Copy = styled.div<{ $center: boolean }>`
  max-width: ${(p) => (p.$center ? '56rem' : 'none')};
  margin: ${(p) => (p.$center ? '0 auto' : '0')};
  h1 { font-size: ${theme.size.display}; margin-bottom: ${theme.space.md}; }
  p { font-size: ${theme.size.lg}; opacity: .92; }
`;
const Eyebrow = styled.p<{ $onDark: boolean; $accent?: AccentName }>`
  display: inline-block; color: ${(p) => (p.$onDark ? 'inherit' : p.$accent ? theme.accent[p.$accent][0] : theme.color.accentDark)} !important; font-size: ${theme.size.xs} !important; font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
  padding: 0.25rem 0.75rem; border-radius: ${theme.radius.pill}; background: rgba(245,165,36,.12); opacity: 1 !important;
`;
const Subtitle = styled.p<{
  $onDark: boolean;
  $accent?: AccentName;
}>`font-weight: 600; color: ${(p) => (p.$accent ? (p.$onDark ? `color-mix(in srgb, ${theme.accent[p.$accent][1]} 50%, #fff)` : theme.accent[p.$accent][0]) : p.$onDark ? theme.color.accent : theme.color.accentDark)}; font-size: ${theme.size.xl} !important; opacity: 1 !important;`;
const Back = styled(SmartLink)`
  display: flex; width: fit-content; align-items: center; gap: .4rem; color: inherit; margin-bottom: ${theme.space.md}; font-weight: 600;
`;
const Picture = styled(
  PictureBase,
)`border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.raised}; width: 100%;`;

export default function Hero({ block }: { block: HeroBlock }) {
  const center = block.align === 'center';
  const tone = block.tone ?? 'brand';
  const onDark = tone === 'brand' || tone === 'dark';
  return (
    <Band $tone={tone} $accent={block.accent} id={block.id} aria-labelledby={`${block.id}-title`}>
      <Layout $withImage={!!block.image} $center={center}>
        <Copy $center={center}>
          {block.backLink && (
            <Back href={block.backLink.href}>
              <Icon name="arrow-left" size={18} />
              {block.backLink.label}
            </Back>
          )}
          {block.eyebrow && (
            <Eyebrow $onDark={onDark} $accent={block.accent}>
              {block.eyebrow}
            </Eyebrow>
          )}
          <h1 id={`${block.id}-title`}>{block.title}</h1>
          {block.subtitle && (
            <Subtitle $onDark={onDark} $accent={block.accent}>
              {block.subtitle}
            </Subtitle>
          )}
          <Paragraphs items={block.text} />
          {block.buttons && (
            <ButtonRow $center={center}>
              {block.buttons.map((b, i) => (
                <LinkButton key={b.href + b.label} link={b} variant={buttonVariantOn(b.variant, i, onDark)} />
              ))}
            </ButtonRow>
          )}
        </Copy>
        {block.image && <Picture image={block.image} sizes={SIZES} priority />}
      </Layout>
    </Band>
  );
}
