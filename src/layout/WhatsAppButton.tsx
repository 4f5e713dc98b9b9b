import styled from 'styled-components';
import { useSite } from '../render/context';
import { Icon } from '../render/Icon';
import { theme } from '../theme/theme';

const Float = styled.a`
  position: fixed; right: 1rem; bottom: 1rem; z-index: 45; width: 56px; height: 56px; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center; background: #128c4a; color: #fff; box-shadow: ${theme.shadow.raised};
  transition: transform .15s ease; &:hover { transform: scale(1.06); }
`;

/** The floating WhatsApp chat button (new tab), in a landmark of its own so no content is outside one. */
export function WhatsAppButton() {
  const { site } = useSite();
  const w = site.organisation.whatsapp;
  return (
    <aside aria-label={w.label}>
      <Float
        href={`https://wa.me/${w.countryCode}${w.number}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${w.label} ${site.labels.newTab}`}
      >
        <Icon name="brand-whatsapp" size={30} />
      </Float>
    </aside>
  );
}
