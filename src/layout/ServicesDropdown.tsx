import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from '@tanstack/react-router';
import type { Site } from '../generated/content';
import { SmartLink } from '../render/SmartLink';
import { Icon } from '../render/Icon';
import { useDismiss } from '../render/useDismiss';
import { navLinkCss } from './navStyles';
import { theme } from '../theme/theme';

type NavItem = Site['header']['nav'][number];

/** Spec 2.2: the dropdown closes this long after the pointer leaves it. */
export const CLOSE_DELAY_MS = 180;

const Wrap = styled.li`position: relative;`;
const Trigger = styled.button`font: inherit; background: none; border: 0; cursor: pointer; ${navLinkCss}; display: inline-flex; align-items: center; gap: .25rem;
  svg { transition: transform .15s ease; } &[aria-expanded='true'] svg { transform: rotate(180deg); }`;
const Panel = styled.ul`
  position: absolute; top: 100%; left: 50%; transform: translateX(-50%); z-index: 50; width: min(36rem, 90vw);
  list-style: none; margin: 0; padding: .75rem; display: grid; grid-template-columns: 1fr 1fr; gap: .25rem;
  background: #fff; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.raised}; border: 1px solid ${theme.color.border};
  a { display: flex; gap: .75rem; padding: .65rem .75rem; border-radius: ${theme.radius.md}; color: ${theme.color.text}; text-decoration: none; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceMuted}; }
  a[aria-current='page'] { background: ${theme.color.brandLight}; }
  strong { display: block; } small { color: ${theme.color.textMuted}; }
  svg { flex: none; color: ${theme.color.brand}; margin-top: .15rem; }
`;

/** Desktop dropdown: opens on hover or click, closes 180 ms after the pointer leaves, on a click outside and on Escape. */
export function ServicesDropdown({ item, panelId }: { item: NavItem; panelId: string }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();
  const current = (item.items ?? []).some((i) => i.href === pathname);

  const cancelClose = () => window.clearTimeout(timer.current);
  const closeSoon = () => {
    cancelClose();
    timer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only: the timer is in a ref
  useEffect(() => () => cancelClose(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) closes the menu
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useDismiss(open, wrap, (byEscape) => {
    setOpen(false);
    if (byEscape) trigger.current?.focus();
  });

  return (
    <Wrap
      ref={wrap}
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={closeSoon}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        data-current={current}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {item.label}
        <Icon name="chevron-down" size={16} />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        {(item.items ?? []).map((entry) => (
          <li key={entry.href}>
            <SmartLink href={entry.href} download={entry.kind === 'download'}>
              {entry.icon && <Icon name={entry.icon} size={20} />}
              <span>
                <strong>{entry.label}</strong>
                {entry.description && <small>{entry.description}</small>}
              </span>
            </SmartLink>
          </li>
        ))}
      </Panel>
    </Wrap>
  );
}
