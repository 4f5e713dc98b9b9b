import styled from 'styled-components';
import type { CaseStudiesBlock } from '../../generated/content';
import { Section, Grid, Card, IconBadge } from '../../render/ui';
import { Icon } from '../../render/Icon';
import type { AccentName } from '../../theme/theme';
import { theme } from '../../theme/theme';

const Head = styled.div`display: flex; gap: ${theme.space.md}; align-items: center;`;
const Title = styled.h3`font-size: ${theme.size.xl}; margin: ${theme.space.sm} 0 0;`;
const Industry = styled.p<{ $color?: AccentName }>`
  display: inline-block; margin: 0; padding: .15rem .65rem; border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs}; font-weight: 700; letter-spacing: .03em;
  color: ${(p) => theme.accent[p.$color ?? 'blue'][0]}; background: ${(p) => theme.accent[p.$color ?? 'blue'][1]};
`;
const Facts = styled.dl`
  margin: ${theme.space.sm} 0 0; display: grid; gap: ${theme.space.md};
  dt { font-weight: 700; font-size: ${theme.size.sm}; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.text}; }
  dd { margin: .2rem 0 0; color: ${theme.color.textMuted}; }
`;
const Tags = styled.ul`list-style: none; margin: .35rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem;
  li { font-size: ${theme.size.sm}; padding: .2rem .7rem; border-radius: ${theme.radius.pill}; background: ${theme.color.surfaceMuted}; border: 1px solid ${theme.color.border}; color: ${theme.color.text}; }`;
const Footer = styled.div`
  margin-top: auto; padding-top: ${theme.space.md}; display: flex; flex-wrap: wrap; gap: ${theme.space.md}; align-items: stretch;
`;
const Highlight = styled.div<{ $color?: AccentName }>`
  flex: 1 1 12rem; padding: ${theme.space.md}; border-radius: ${theme.radius.md};
  background: ${(p) => theme.accent[p.$color ?? 'blue'][1]}; color: ${theme.color.text};
  dt { font-size: ${theme.size.sm}; font-weight: 600; }
  dd { margin: .15rem 0 0; font-size: ${theme.size.xl}; font-weight: 800; color: ${(p) => theme.accent[p.$color ?? 'blue'][0]}; }
`;
const Timeframe = styled.div`
  flex: 0 1 auto; display: flex; gap: .6rem; align-items: center; padding: ${theme.space.md}; border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  svg { color: ${theme.color.accentDark}; flex: none; }
  dl { margin: 0; }
  dt { font-size: ${theme.size.sm}; font-weight: 600; }
  dd { margin: 0; font-weight: 700; }
`;

/** Client stories as cards: industry, title, challenge, solution, result, and an optional figure, tags and timeframe. */
export default function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const { labels } = block;
  return (
    <Section block={block}>
      <Grid $columns={block.columns ?? 2}>
        {block.items.map((item) => (
          <Card key={item.id} id={`${block.id}-${item.id}`} data-case-study={item.id}>
            <Head>
              {item.icon && (
                <IconBadge $color={item.color}>
                  <Icon name={item.icon} size={24} />
                </IconBadge>
              )}
              <Industry $color={item.color}>{item.industry}</Industry>
            </Head>
            <Title>{item.title}</Title>
            <Facts>
              <div data-fact="challenge">
                <dt>{labels.challenge}</dt>
                <dd>{item.challenge}</dd>
              </div>
              <div data-fact="solution">
                <dt>{labels.solution}</dt>
                <dd>{item.solution}</dd>
              </div>
              <div data-fact="result">
                <dt>{labels.result}</dt>
                <dd>{item.result}</dd>
              </div>
              {item.tags && labels.tags && (
                <div data-fact="tags">
                  <dt>{labels.tags}</dt>
                  <dd>
                    <Tags>
                      {item.tags.map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </Tags>
                  </dd>
                </div>
              )}
            </Facts>
            {((item.highlight && labels.highlight) || (item.timeframe && labels.timeframe)) && (
              <Footer>
                {item.highlight && labels.highlight && (
                  <Highlight as="dl" $color={item.color} data-fact="highlight">
                    <dt>{labels.highlight}</dt>
                    <dd>{item.highlight}</dd>
                  </Highlight>
                )}
                {item.timeframe && labels.timeframe && (
                  <Timeframe data-fact="timeframe">
                    <Icon name="clock" size={22} />
                    <dl>
                      <dt>{labels.timeframe}</dt>
                      <dd>{item.timeframe}</dd>
                    </dl>
                  </Timeframe>
                )}
              </Footer>
            )}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
