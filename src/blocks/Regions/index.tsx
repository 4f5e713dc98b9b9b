import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { RegionsBlock } from '../../generated/content';
import { Section } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { useDismiss } from '../../render/useDismiss';
import { theme } from '../../theme/theme';

const Wrap = styled.div`max-width: 40rem; margin: 0 auto;`;
const Row = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.md}; justify-content: center;`;
const Toggle = styled.button`
  display: inline-flex; align-items: center; gap: .75rem; min-height: 52px; padding: .5rem 1.1rem .5rem .6rem; cursor: pointer;
  font: inherit; font-weight: 700; color: ${theme.color.text}; background: ${theme.color.surface};
  border: 2px solid ${theme.color.border}; border-radius: ${theme.radius.pill}; box-shadow: ${theme.shadow.card};
  img { width: 42px; height: auto; border-radius: 4px; box-shadow: 0 0 0 1px rgba(0,0,0,.08); }
  svg { transition: transform .15s ease; }
  &[aria-expanded='true'] { border-color: ${theme.color.brand}; svg { transform: rotate(180deg); } }
`;
const Panel = styled.div`
  margin-top: ${theme.space.lg}; padding: ${theme.space.lg}; background: #fff; color: ${theme.color.text};
  border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card}; border: 1px solid ${theme.color.border};
  h3 { font-size: ${theme.size.lg}; margin-bottom: .5rem; }
  p { margin: 0 0 .5rem; }
  ul { margin: 0; padding-left: 1.1rem; color: ${theme.color.textMuted}; }
`;

/** Flag buttons that open one country's panel at a time; a click outside the block's flags and panel, or Escape, closes it. */
export default function Regions({ block }: { block: RegionsBlock }) {
  const [open, setOpen] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useDismiss(open !== null, area, (byEscape) => {
    if (byEscape) area.current?.querySelector<HTMLButtonElement>('[aria-expanded="true"]')?.focus();
    setOpen(null);
  });

  return (
    <Section block={block}>
      <Wrap ref={area}>
        <Row>
          {block.regions.map((r) => (
            <li key={r.id}>
              <Toggle
                type="button"
                data-region={r.id}
                aria-expanded={open === r.id}
                aria-controls={`${block.id}-${r.id}-panel`}
                onClick={() => setOpen(open === r.id ? null : r.id)}
              >
                <img src={r.flag.src} alt="" width={r.flag.width} height={r.flag.height} loading="lazy" />
                {r.name}
                <Icon name="chevron-down" size={18} />
              </Toggle>
            </li>
          ))}
        </Row>
        {block.regions.map((r) => (
          <Panel key={r.id} id={`${block.id}-${r.id}-panel`} hidden={open !== r.id}>
            <h3>{r.name}</h3>
            <p>{r.summary}</p>
            {r.points && (
              <ul>
                {r.points.map((pt) => (
                  <li key={pt}>{pt}</li>
                ))}
              </ul>
            )}
          </Panel>
        ))}
      </Wrap>
    </Section>
  );
}
