import styled from 'styled-components';
import type { LogosBlock } from '../../generated/content';
import { Section } from '../../render/ui';
import { theme } from '../../theme/theme';

const Row = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;
const Item = styled.li`
  display: flex; flex-direction: column; align-items: center; gap: ${theme.space.sm}; text-align: center;
  padding: ${theme.space.lg}; border-radius: ${theme.radius.lg}; background: ${theme.color.surface};
  border: 1px solid ${theme.color.border}; color: ${theme.color.text};
  img { height: 72px; width: auto; max-width: 100%; }
`;
const Name = styled.span`font-weight: 700;`;
const Caption = styled.span`font-size: ${theme.size.sm}; color: ${theme.color.textMuted};`;

export default function Logos({ block }: { block: LogosBlock }) {
  return (
    <Section block={block}>
      <Row>
        {block.logos.map((logo) => (
          <Item key={logo.id}>
            <img
              src={logo.image.src}
              alt={logo.image.alt}
              width={logo.image.width}
              height={logo.image.height}
              loading="lazy"
            />
            <Name>{logo.name}</Name>
            {logo.caption && <Caption>{logo.caption}</Caption>}
          </Item>
        ))}
      </Row>
    </Section>
  );
}
