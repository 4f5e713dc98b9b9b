import styled from 'styled-components';
import { useSite } from '../render/context';
import { Icon } from '../render/Icon';
import { Container } from '../render/ui';
import { theme, up } from '../theme/theme';

const Bar = styled.aside`
  background: ${theme.color.brandDark}; color: ${theme.color.textOnDarkMuted}; font-size: ${theme.size.xs};
  a { color: inherit; text-decoration: none; } a:hover { color: #fff; text-decoration: underline; }
`;
const Row = styled(Container)`
  display: flex; flex-wrap: wrap; gap: .35rem 1.25rem; padding-top: .45rem; padding-bottom: .45rem; align-items: center; justify-content: center;
  ${up('lg')} { justify-content: space-between; }
`;
const Item = styled.span`display: inline-flex; align-items: center; gap: .4rem;`;
const Phones = styled(Item)`flex-wrap: wrap; justify-content: center; column-gap: .75rem; a { white-space: nowrap; }
  ${up('md')} { a + a::before { content: '|' / ''; margin-right: .75rem; opacity: .5; } }`;
const Address = styled(Item)`display: none; ${up('lg')} { display: inline-flex; }`;

/** The thin bar above the header (e-mail, phones, address), a landmark of its own so no content is outside one. */
export function ContactBar() {
  const { organisation: o, labels } = useSite().site;
  return (
    <Bar aria-label={labels.contactBar}>
      <Row>
        <Item>
          <Icon name="mail" size={14} />
          <a href={`mailto:${o.email}`}>{o.email}</a>
        </Item>
        <Phones>
          <Icon name="phone" size={14} />
          {o.phones.map((p) => (
            <a key={p} href={`tel:${p.replace(/[^+0-9]/g, '')}`}>
              {p}
            </a>
          ))}
        </Phones>
        <Address>
          <Icon name="map-pin" size={14} />
          {o.address.street}, {o.address.city}, {o.address.region}, {o.address.country}
        </Address>
      </Row>
    </Bar>
  );
}
