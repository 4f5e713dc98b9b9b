import styled from 'styled-components';
import type { CardGridBlock } from '../../generated/content';
import { Section, Grid, Card, IconBadge, LinkButton } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { Picture as PictureBase } from '../../render/Picture';
import type { AccentName } from '../../theme/theme';
import { theme } from '../../theme/theme';

const Logo = styled(PictureBase)`height: 56px; width: auto; align-self: flex-start; object-fit: contain;`;
const Title = styled.h3`font-size: ${theme.size.xl}; margin: ${theme.space.sm} 0 0;`;
const Badge = styled.span<{
  $accent?: AccentName;
}>`align-self: flex-start; font-size: ${theme.size.sm}; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill}; background: ${(p) => (p.$accent ? theme.accent[p.$accent][1] : theme.color.brandLight)}; color: ${(p) => (p.$accent ? theme.accent[p.$accent][0] : theme.color.brand)};`;
const Subtitle = styled.p`color: ${theme.color.accentDark}; font-weight: 600; margin: 0;`;
const Text = styled.p`color: ${theme.color.textMuted}; margin: 0;`;
const Features = styled.ul`
  list-style: none; padding: 0; margin: ${theme.space.sm} 0 0; display: grid; gap: .35rem;
  li { display: flex; gap: .5rem; align-items: flex-start; font-size: ${theme.size.sm}; }
  svg { flex: none; margin-top: .2rem; color: ${theme.color.success}; }
`;
const Footer = styled.div`margin-top: auto; padding-top: ${theme.space.md};`;

export default function CardGrid({ block }: { block: CardGridBlock }) {
  return (
    <Section block={block}>
      <Grid $columns={block.columns ?? 3}>
        {block.cards.map((card) => (
          <Card key={card.id} id={`${block.id}-${card.id}`}>
            {card.image && <Logo image={card.image} sizes="160px" />}
            {!card.image && card.icon && (
              <IconBadge $color={card.color ?? block.accent}>
                <Icon name={card.icon} size={24} />
              </IconBadge>
            )}
            <Title>{card.title}</Title>
            {card.subtitle && <Subtitle>{card.subtitle}</Subtitle>}
            {card.badge && <Badge $accent={block.accent}>{card.badge}</Badge>}
            {card.text && <Text>{card.text}</Text>}
            {card.features && (
              <Features>
                {card.features.map((f) => (
                  <li key={f}>
                    <Icon name="check" size={16} />
                    {f}
                  </li>
                ))}
              </Features>
            )}
            {card.link && (
              <Footer>
                <LinkButton link={card.link} variant={card.link.variant ?? 'secondary'} />
              </Footer>
            )}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
