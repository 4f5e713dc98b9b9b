import styled from 'styled-components';
import type { StepsBlock } from '../../generated/content';
import { Band, Container, SectionHeader } from '../../runtime/ui';
import { up } from '../../theme/theme';

const Items = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${(p) => p.theme.space.lg};
  counter-reset: step;
  ${up('md')} { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
`;
const Item = styled.li`
  position: relative; padding: ${(p) => p.theme.space.lg}; padding-top: 3.5rem; border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface}; color: ${(p) => p.theme.color.text}; border: 1px solid ${(p) => p.theme.color.border};
  counter-increment: step;
  &::before {
    content: counter(step); position: absolute; top: ${(p) => p.theme.space.lg}; left: ${(p) => p.theme.space.lg};
    width: 2rem; height: 2rem; border-radius: 50%; display: grid; place-items: center; font-weight: 800;
    background: ${(p) => p.theme.color.brand}; color: #fff;
  }
  h3 { font-size: ${(p) => p.theme.size.lg}; margin-bottom: ${(p) => p.theme.space.sm}; }
  p { color: ${(p) => p.theme.color.textMuted}; margin: 0; }
`;
const Duration = styled.p`margin-top: ${(p) => p.theme.space.sm} !important; font-weight: 600; color: ${(p) => p.theme.color.accentDark} !important; font-size: ${(p) => p.theme.size.sm};`;

export default function Steps({ block }: { block: StepsBlock }) {
  return (
    <Band $tone={block.tone} id={block.id}>
      <Container>
        <SectionHeader title={block.title} intro={block.intro} tone={block.tone} />
        <Items>
          {block.steps.map((step) => (
            <Item key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              {step.duration && <Duration>{step.duration}</Duration>}
            </Item>
          ))}
        </Items>
      </Container>
    </Band>
  );
}
