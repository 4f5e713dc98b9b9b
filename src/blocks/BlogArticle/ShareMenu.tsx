import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import styled from 'styled-components';
import type { BlogArticleBlock } from '../../generated/content';
import { Button } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { useDismiss } from '../../render/useDismiss';
import { theme, up } from '../../theme/theme';
import { COPIED_MS, copyText, openSharePopup, shareTargets, type Network } from './share';

const Wrap = styled.div`position: relative; display: inline-block;`;
const Menu = styled.ul`
  position: absolute; left: 0; top: calc(100% + .4rem); ${up('md')} { left: auto; right: 0; } z-index: 30; min-width: 14rem; list-style: none; margin: 0; padding: .4rem;
  background: #fff; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.raised};
  &[hidden] { display: none; }
  button, a { display: flex; width: 100%; min-height: 44px; gap: .6rem; align-items: center; padding: .55rem .7rem; border: 0; background: none; font: inherit; color: ${theme.color.text}; text-decoration: none; border-radius: 6px; cursor: pointer; text-align: left; }
  button:hover, a:hover, button:focus-visible, a:focus-visible { background: ${theme.color.surfaceMuted}; }
  [data-copied='true'] { color: ${theme.color.success}; font-weight: 600; }
`;

interface Props {
  id: string;
  label: string;
  url: string;
  title: string;
  excerpt: string;
  labels: BlogArticleBlock['share'];
}

const NETWORKS: { key: Network; icon: string }[] = [
  { key: 'facebook', icon: 'brand-facebook' },
  { key: 'x', icon: 'brand-x' },
  { key: 'linkedin', icon: 'brand-linkedin' },
];

/**
 * A share dropdown (disclosure): the button says whether the list is open and which element it controls; the
 * list closes on Escape (focus back on the button) and on a click outside; arrow keys, Home and End move between
 * entries. Networks open in a 600x400 popup, e-mail opens a prepared message, Copy Link reads "Copied!" for 2 s.
 */
export function ShareMenu({ id, label, url, title, excerpt, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useDismiss(open, wrap, (byEscape) => {
    setOpen(false);
    if (byEscape) trigger.current?.focus();
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const targets = shareTargets(url, title, excerpt, labels.readMore);
  const done = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const share = (network: Network) => {
    openSharePopup(targets[network]);
    done();
  };
  const copy = async () => {
    if (!(await copyText(url))) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  const onMenuKey = (e: ReactKeyboardEvent<HTMLUListElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('button, a')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <Wrap ref={wrap}>
      <Button
        ref={trigger}
        type="button"
        $variant="outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="share" size={18} />
        {label}
        <Icon name="chevron-down" size={16} />
      </Button>
      <Menu id={id} hidden={!open} aria-label={label} onKeyDown={onMenuKey}>
        {NETWORKS.map((n) => (
          <li key={n.key}>
            <button type="button" data-share={n.key} onClick={() => share(n.key)}>
              <Icon name={n.icon} size={18} />
              {labels[n.key]}
            </button>
          </li>
        ))}
        <li>
          <a href={targets.email} data-share="email" onClick={done}>
            <Icon name="mail" size={18} />
            {labels.email}
          </a>
        </li>
        <li>
          <button
            type="button"
            data-share="copy"
            data-copied={copied}
            onClick={() => {
              void copy();
            }}
          >
            <Icon name={copied ? 'check' : 'copy'} size={18} />
            <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
          </button>
        </li>
      </Menu>
    </Wrap>
  );
}
