import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BlogArticleBlock } from '../../generated/content';
import { Button } from '../../runtime/ui';
import { Icon } from '../../runtime/Icon';
import { copyText, shareTargets } from './share';

const Wrap = styled.div`position: relative; display: inline-block;`;
const Menu = styled.ul`
  position: absolute; right: 0; top: calc(100% + .4rem); z-index: 30; min-width: 14rem; list-style: none; margin: 0; padding: .4rem;
  background: #fff; border: 1px solid ${(p) => p.theme.color.border}; border-radius: ${(p) => p.theme.radius.md}; box-shadow: ${(p) => p.theme.shadow.raised};
  button, a { display: flex; width: 100%; gap: .6rem; align-items: center; padding: .55rem .7rem; border: 0; background: none; font: inherit; color: ${(p) => p.theme.color.text}; text-decoration: none; border-radius: 6px; cursor: pointer; text-align: left; }
  button:hover, a:hover, button:focus-visible, a:focus-visible { background: ${(p) => p.theme.color.surfaceMuted}; }
`;

interface Props { id: string; label: string; url: string; title: string; excerpt: string; labels: BlogArticleBlock['share'] }

/** A share dropdown: social popups (600x400), e-mail and Copy Link ("Copied!" for 2 s). */
export function ShareMenu({ id, label, url, title, excerpt, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (!wrap.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('mousedown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const targets = shareTargets(url, title, excerpt, labels.readMore);
  const popup = (href: string) => window.open(href, '_blank', 'noopener,noreferrer,width=600,height=400');
  return (
    <Wrap ref={wrap}>
      <Button type="button" $variant="outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <Icon name="share" size={18} />{label}
      </Button>
      {open && (
        <Menu id={id}>
          <li><button type="button" onClick={() => popup(targets.facebook)}><Icon name="brand-facebook" size={18} />{labels.facebook}</button></li>
          <li><button type="button" onClick={() => popup(targets.x)}><Icon name="brand-x" size={18} />{labels.x}</button></li>
          <li><button type="button" onClick={() => popup(targets.linkedin)}><Icon name="brand-linkedin" size={18} />{labels.linkedin}</button></li>
          <li><a href={targets.email}><Icon name="mail" size={18} />{labels.email}</a></li>
          <li>
            <button type="button" onClick={() => { void copyText(url).then(() => setCopied(true)); }}>
              <Icon name="copy" size={18} /><span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
