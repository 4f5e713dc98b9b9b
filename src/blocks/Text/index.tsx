import styled from 'styled-components';
import type { TextBlock } from '../../generated/content';
import { Band, Container, SectionHeader, Paragraphs, LinkButton } from '../../runtime/ui';
import { up } from '../../theme/theme';
import { SafeImage } from '../../runtime/SafeImage';

const Layout = styled.div<{ $withImage: boolean; $imageLeft: boolean }>`
  display: grid; gap: ${(p) => p.theme.space.xl}; align-items: center;
  ${up('lg')} {
    grid-template-columns: ${(p) => (p.$withImage ? '1fr 1fr' : '1fr')};
    ${(p) => p.$imageLeft && 'img { order: -1; }'}
  }
`;
const Body = styled.div`max-width: ${(p) => p.theme.width.text}; font-size: ${(p) => p.theme.size.lg};`;
const KeyPoint = styled.p`
  border-left: 4px solid ${(p) => p.theme.color.accent}; background: rgba(245,165,36,.12);
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg}; border-radius: 0 ${(p) => p.theme.radius.md} ${(p) => p.theme.radius.md} 0; font-weight: 600;
`;
const Picture = styled(SafeImage)`width: 100%; border-radius: ${(p) => p.theme.radius.lg}; box-shadow: ${(p) => p.theme.shadow.card};`;

export default function Text({ block }: { block: TextBlock }) {
  return (
    <Band $tone={block.tone} id={block.id}>
      <Container>
        <Layout $withImage={!!block.image} $imageLeft={block.imagePosition === 'left'}>
          <Body>
            <SectionHeader eyebrow={block.eyebrow} title={block.title} tone={block.tone} center={false} />
            <Paragraphs items={block.paragraphs} />
            {block.keyPoint && <KeyPoint>{block.keyPoint}</KeyPoint>}
            {block.link && <LinkButton link={block.link} />}
          </Body>
          {block.image && <Picture src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} loading="lazy" />}
        </Layout>
      </Container>
    </Band>
  );
}
