import styled from 'styled-components';
import type { MapBlock } from '../../generated/content';
import { Section } from '../../render/ui';
import { theme } from '../../theme/theme';

const Frame = styled.iframe`width: 100%; border: 0; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card}; display: block; background: ${theme.color.surfaceMuted};`;

export default function MapEmbed({ block }: { block: MapBlock }) {
  return (
    <Section block={block}>
      <Frame
        src={block.embedUrl}
        title={block.label}
        height={block.height ?? 400}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </Section>
  );
}
