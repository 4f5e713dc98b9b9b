import styled from 'styled-components';
import type { TestimonialsBlock } from '../../generated/content';
import { Section, Grid, Card } from '../../render/ui';
import { Icon } from '../../render/Icon';
import type { AccentName } from '../../theme/theme';
import { initials } from './initials';
import { theme } from '../../theme/theme';

const Figure = styled(Card)<{ $accent: AccentName }>`
  margin: 0; gap: ${theme.space.md};
  > svg { color: ${(p) => theme.accent[p.$accent][0]}; }
`;
const Quote = styled.blockquote`
  margin: 0; font-size: ${theme.size.lg}; line-height: 1.6;
  p { margin: 0; }
`;
const Caption = styled.figcaption`display: flex; align-items: center; gap: ${theme.space.md}; margin-top: auto;`;
const Avatar = styled.span<{ $accent: AccentName }>`
  flex: none; width: 48px; height: 48px; border-radius: 50%; display: grid; place-items: center; font-weight: 800;
  background: ${(p) => theme.accent[p.$accent][1]}; color: ${(p) => theme.accent[p.$accent][0]};
`;
const Who = styled.span`display: grid; gap: .1rem;
  strong { font-size: ${theme.size.md}; }
  span { font-size: ${theme.size.sm}; color: ${theme.color.textMuted}; }
`;

export default function Testimonials({ block }: { block: TestimonialsBlock }) {
  const accent = block.accent ?? 'blue';
  return (
    <Section block={block}>
      <Grid $columns={Math.min(block.items.length, 3)}>
        {block.items.map((item) => (
          <Figure as="figure" key={item.id} id={`${block.id}-${item.id}`} $accent={accent}>
            <Icon name="quote" size={32} />
            <Quote>
              <p>{item.quote}</p>
            </Quote>
            <Caption>
              <Avatar $accent={accent} aria-hidden="true">
                {initials(item.name)}
              </Avatar>
              <Who>
                <strong>{item.name}</strong>
                {item.role && <span data-role="">{item.role}</span>}
                {item.company && <span data-company="">{item.company}</span>}
              </Who>
            </Caption>
          </Figure>
        ))}
      </Grid>
    </Section>
  );
}
