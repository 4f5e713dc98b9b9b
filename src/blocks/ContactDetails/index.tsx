import styled from 'styled-components';
import type { ContactDetailsBlock } from '../../generated/content';
import { Section, Card, IconBadge } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { useSite } from '../../render/context';
import { theme, up } from '../../theme/theme';

const Grid = styled.div`
  display: grid; gap: ${theme.space.lg};
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
const Title = styled.h3`font-size: ${theme.size.lg}; margin: ${theme.space.sm} 0 0;`;
const Lines = styled.div`color: ${theme.color.textMuted}; display: grid; gap: .15rem;
  a { color: ${theme.color.link}; text-decoration: none; } a:hover { text-decoration: underline; }`;
const Hours = styled.dl`margin: 0; display: grid; gap: .1rem; color: ${theme.color.textMuted};
  dt { font-weight: 600; color: ${theme.color.text}; } dd { margin: 0 0 .4rem; }`;

export default function ContactDetails({ block }: { block: ContactDetailsBlock }) {
  const { site } = useSite();
  const o = site.organisation;
  return (
    <Section block={block}>
      <Grid>
        <Card as="div">
          <IconBadge $color="blue">
            <Icon name="map-pin" size={24} />
          </IconBadge>
          <Title>{block.addressLabel}</Title>
          <Lines as="address" style={{ fontStyle: 'normal' }}>
            <span>{o.name}</span>
            <span>{o.address.street}</span>
            <span>
              {o.address.city}, {o.address.region} {o.address.postalCode}
            </span>
            <span>{o.address.country}</span>
          </Lines>
        </Card>
        <Card as="div">
          <IconBadge $color="green">
            <Icon name="phone" size={24} />
          </IconBadge>
          <Title>{block.phoneLabel}</Title>
          <Lines>
            {o.phones.map((p) => (
              <a key={p} href={`tel:${p.replace(/[^+0-9]/g, '')}`}>
                {p}
              </a>
            ))}
          </Lines>
        </Card>
        <Card as="div">
          <IconBadge $color="purple">
            <Icon name="mail" size={24} />
          </IconBadge>
          <Title>{block.emailLabel}</Title>
          <Lines>
            <a href={`mailto:${o.email}`}>{o.email}</a>
          </Lines>
        </Card>
        <Card as="div">
          <IconBadge $color="orange">
            <Icon name="clock" size={24} />
          </IconBadge>
          <Title>{block.hoursLabel}</Title>
          <Hours>
            {block.hours.map((h) => (
              <div key={h.days} style={{ display: 'contents' }}>
                <dt>{h.days}</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
          </Hours>
        </Card>
      </Grid>
    </Section>
  );
}
