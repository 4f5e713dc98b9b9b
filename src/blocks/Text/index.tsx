import styled from 'styled-components';
import type { TextBlock } from '../../generated/content';
import { Band, Container, SectionHeader, Paragraphs, LinkButton } from '../../render/ui';
import { theme, up } from '../../theme/theme';
import { Picture as PictureBase } from '../../render/Picture';

const Layout = styled.div<{ $withImage: boolean; $imageLeft: boolean }>`
  display: grid; gap: ${theme.space.xl}; align-items: center;
  ${up('lg')} {
    grid-template-columns: ${(p) => (p.$withImage ? '1fr 1fr' : '1fr')};
    ${(p) => p.$imageLeft && 'img { order: -1; }'}
  }
`;
const Body = styled.div`max-width: ${theme.width.text}; font-size: ${theme.size.lg};`;
const KeyPoint = styled.p`
  border-left: 4px solid ${theme.color.accent}; background: rgba(245,165,36,.12);
  padding: ${theme.space.md} ${theme.space.lg}; border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0; font-weight: 600;
`;
/** Half the content width beside the text from 1024 px, else the content width. */
const SIZES = '(min-width: 1200px) 564px, (min-width: 1024px) calc(50vw - 2.25rem), calc(100vw - 2rem)';
const Picture = styled(PictureBase)`width: 100%; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};`;

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
          {block.image && <Picture image={block.image} sizes={SIZES} />}
        </Layout>
      </Container>
    </Band>
  );
}
