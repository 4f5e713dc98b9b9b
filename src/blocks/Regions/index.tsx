import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RegionsBlock } from '../../generated/content';
import { Band, Container, SectionHeader } from '../../runtime/ui';
import { Icon } from '../../runtime/Icon';

const Row = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.md}; justify-content: center;`;
const Item = styled.li`position: relative;`;
const Toggle = styled.button`
  display: inline-flex; align-items: center; gap: .75rem; min-height: 52px; padding: .5rem 1.1rem .5rem .6rem; cursor: pointer;
  font: inherit; font-weight: 700; color: ${(p) => p.theme.color.text}; background: ${(p) => p.theme.color.surface};
  border: 2px solid ${(p) => p.theme.color.border}; border-radius: ${(p) => p.theme.radius.pill}; box-shadow: ${(p) => p.theme.shadow.card};
  img { width: 42px; height: auto; border-radius: 4px; box-shadow: 0 0 0 1px rgba(0,0,0,.08); }
  svg { transition: transform .15s ease; }
  &[aria-expanded='true'] { border-color: ${(p) => p.theme.color.brand}; svg { transform: rotate(180deg); } }
`;
const Panel = styled.div`
  position: absolute; z-index: 20; top: calc(100% + .5rem); left: 50%; transform: translateX(-50%); width: min(22rem, 86vw);
  padding: ${(p) => p.theme.space.lg}; background: #fff; color: ${(p) => p.theme.color.text}; text-align: left;
  border-radius: ${(p) => p.theme.radius.lg}; box-shadow: ${(p) => p.theme.shadow.raised}; border: 1px solid ${(p) => p.theme.color.border};
  p { margin: 0 0 .5rem; }
  ul { margin: 0; padding-left: 1.1rem; color: ${(p) => p.theme.color.textMuted}; }
`;

export default function Regions({ block }: { block: RegionsBlock }) {
  const [open, setOpen] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const item = list.current?.querySelector(`[data-region="${open}"]`);
      if (!item?.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      list.current?.querySelector<HTMLButtonElement>(`[data-region="${open}"] button`)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('pointerdown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);

  return (
    <Band $tone={block.tone} id={block.id}>
      <Container>
        <SectionHeader eyebrow={block.eyebrow} title={block.title} intro={block.intro} tone={block.tone} />
        <Row ref={list}>
          {block.regions.map((r) => {
            const panelId = `${block.id}-${r.id}-panel`;
            const isOpen = open === r.id;
            return (
              <Item key={r.id} data-region={r.id}>
                <Toggle type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(isOpen ? null : r.id)}>
                  <img src={r.flag.src} alt="" width={r.flag.width} height={r.flag.height} />
                  {r.name}
                  <Icon name="chevron-down" size={18} />
                </Toggle>
                <Panel id={panelId} hidden={!isOpen}>
                  <p>{r.summary}</p>
                  {r.points && <ul>{r.points.map((pt) => <li key={pt}>{pt}</li>)}</ul>}
                </Panel>
              </Item>
            );
          })}
        </Row>
      </Container>
    </Band>
  );
}
