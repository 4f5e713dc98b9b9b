import styled from 'styled-components';
import type { StepsBlock } from '../../generated/content';
import { Section } from '../../render/ui';
import { theme, up } from '../../theme/theme';

const Items = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.lg};
  counter-reset: step;
  ${up('md')} { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
`;
const Item = styled.li`
  position: relative; padding: ${theme.space.lg}; padding-top: 3.5rem; border-radius: ${theme.radius.lg};
  background: ${theme.color.surface}; color: ${theme.color.text}; border: 1px solid ${theme.color.border};
  counter-increment: step;
  &::before {
    content: counter(step); position: absolute; top: ${theme.space.lg}; left: ${theme.space.lg};
    width: 2rem; height: 2rem; border-radius: 50%; display: grid; place-items: center; font-weight: 800;
    background: ${theme.color.brand}; color: #fff;
  }
  h3 { font-size: ${theme.size.lg}; margin-bottom: ${theme.space.sm}; }
  p { color: ${theme.color.textMuted}; margin: 0; }
`;
const Duration = styled.p`margin-top: ${theme.space.sm} !important; font-weight: 600; color: ${theme.color.accentDark} !important; font-size: ${theme.size.sm};`;

export default function Steps({ block }: { block: StepsBlock }) {
  return (
    <Section block={block}>
      <Items>
        {block.steps.map((step) => (
          <Item key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            {step.duration && <Duration>{step.duration}</Duration>}
          </Item>
        ))}
      </Items>
    </Section>
  );
}
