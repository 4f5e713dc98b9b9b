import styled from 'styled-components';
import type { CtaBlock } from '../../generated/content';
import { Band, Container, ButtonRow, LinkButton, buttonVariantOn } from '../../render/ui';
import { theme } from '../../theme/theme';

const Inner = styled(Container)`text-align: center; max-width: 52rem;
  h2 { font-size: ${theme.size.xxl}; }
  p { font-size: ${theme.size.lg}; opacity: .92; }
`;

export default function Cta({ block }: { block: CtaBlock }) {
  const tone = block.tone ?? 'brand';
  const onDark = tone === 'brand' || tone === 'dark';
  return (
    <Band $tone={tone} id={block.id}>
      <Inner>
        <h2>{block.title}</h2>
        {block.text && <p>{block.text}</p>}
        <ButtonRow $center>
          {block.buttons.map((b, i) => (
            <LinkButton key={b.href + b.label} link={b} variant={buttonVariantOn(b.variant, i, onDark)} />
          ))}
        </ButtonRow>
      </Inner>
    </Band>
  );
}
