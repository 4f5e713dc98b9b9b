import styled, { css } from 'styled-components';
import type { StatsBlock } from '../../generated/content';
import { Band, Container, SectionHeader } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { theme, up } from '../../theme/theme';

/** The figure's text; the accent colours it, not the icon beside it. */
const Figure = styled.span``;
/** A product's own colour: the band's background on dark tones, the figures' colour on light ones. */
const AccentBand = styled(Band)<{ $onDark: boolean }>`
  ${(p) => p.$accent && !p.$onDark && css`${Figure} { color: ${theme.accent[p.$accent][0]}; }`}
`;
const Row = styled.dl`
  display: grid; gap: ${theme.space.lg}; margin: 0; text-align: center;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} { grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
`;
const Item = styled.div`display: flex; flex-direction: column-reverse; align-items: center; gap: .25rem;`;
/** The figure, with its icon above it: a dl's div may hold only dt and dd, so the icon lives in the dd. */
const Value = styled.dd`
  display: flex; flex-direction: column; align-items: center; gap: .25rem;
  margin: 0; font-size: clamp(1.75rem, 4vw, 2.5rem); font-weight: 800; line-height: 1.1;
`;
const Label = styled.dt`font-size: ${theme.size.sm}; opacity: .9;`;

export default function Stats({ block }: { block: StatsBlock }) {
  const tone = block.tone ?? 'brand';
  const onDark = tone === 'brand' || tone === 'dark';
  return (
    <AccentBand $tone={tone} $accent={block.accent} $onDark={onDark} id={block.id}>
      <Container>
        <SectionHeader title={block.title} intro={block.intro} tone={tone} />
        <Row>
          {block.items.map((item) => (
            <Item key={item.label}>
              <Label>{item.label}</Label>
              <Value>
                {item.icon && <Icon name={item.icon} size={28} />}
                <Figure>{item.value}</Figure>
              </Value>
            </Item>
          ))}
        </Row>
      </Container>
    </AccentBand>
  );
}
