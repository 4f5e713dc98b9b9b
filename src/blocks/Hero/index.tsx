import styled from 'styled-components';
import type { HeroBlock } from '../../generated/content';
import { Band, Container, ButtonRow, LinkButton, Paragraphs } from '../../runtime/ui';
import { SmartLink } from '../../runtime/SmartLink';
import { Icon } from '../../runtime/Icon';
import { up } from '../../theme/theme';

const Layout = styled(Container)<{ $withImage: boolean; $center: boolean }>`
  display: grid; gap: ${(p) => p.theme.space.xl}; align-items: center;
  text-align: ${(p) => (p.$center ? 'center' : 'left')};
  ${up('lg')} { grid-template-columns: ${(p) => (p.$withImage ? '1.1fr 0.9fr' : '1fr')}; }
`;
const Copy = styled.div<{ $center: boolean }>`
  max-width: ${(p) => (p.$center ? '56rem' : 'none')};
  margin: ${(p) => (p.$center ? '0 auto' : '0')};
  h1 { font-size: ${(p) => p.theme.size.display}; margin-bottom: ${(p) => p.theme.space.md}; }
  p { font-size: ${(p) => p.theme.size.lg}; opacity: .92; }
`;
const Eyebrow = styled.p<{ $onDark: boolean }>`
  display: inline-block; color: ${(p) => (p.$onDark ? 'inherit' : p.theme.color.accentDark)} !important; font-size: ${(p) => p.theme.size.xs} !important; font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
  padding: 0.25rem 0.75rem; border-radius: ${(p) => p.theme.radius.pill}; background: rgba(245,165,36,.18);
`;
const Subtitle = styled.p<{ $onDark: boolean }>`font-weight: 600; color: ${(p) => (p.$onDark ? p.theme.color.accent : p.theme.color.accentDark)}; font-size: ${(p) => p.theme.size.xl} !important;`;
const Back = styled(SmartLink)`
  display: inline-flex; align-items: center; gap: .4rem; color: inherit; margin-bottom: ${(p) => p.theme.space.md}; font-weight: 600;
`;
const Picture = styled.img`border-radius: ${(p) => p.theme.radius.lg}; box-shadow: ${(p) => p.theme.shadow.raised}; width: 100%;`;

export default function Hero({ block }: { block: HeroBlock }) {
  const center = block.align === 'center';
  const tone = block.tone ?? 'brand';
  const onDark = tone === 'brand' || tone === 'dark';
  return (
    <Band $tone={tone} id={block.id} aria-labelledby={`${block.id}-title`}>
      <Layout $withImage={!!block.image} $center={center}>
        <Copy $center={center}>
          {block.backLink && (
            <Back href={block.backLink.href}>
              <Icon name="arrow-left" size={18} />
              {block.backLink.label}
            </Back>
          )}
          {block.eyebrow && <Eyebrow $onDark={onDark}>{block.eyebrow}</Eyebrow>}
          <h1 id={`${block.id}-title`}>{block.title}</h1>
          {block.subtitle && <Subtitle $onDark={onDark}>{block.subtitle}</Subtitle>}
          <Paragraphs items={block.text} />
          {block.buttons && (
            <ButtonRow $center={center}>
              {block.buttons.map((b, i) => <LinkButton key={b.href + b.label} link={b} variant={b.variant ?? (i === 0 ? 'primary' : onDark ? 'outline' : 'secondary')} />)}
            </ButtonRow>
          )}
        </Copy>
        {block.image && (
          <Picture src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} fetchPriority="high" />
        )}
      </Layout>
    </Band>
  );
}
