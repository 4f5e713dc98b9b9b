/**
 * The header's language switcher as an island: its code (LanguageSwitcher.tsx, a chunk of its own) is out of every
 * page's first-load JavaScript. While a prerendered page hydrates, React keeps the server's HTML of it (plain links
 * in a `<details>`, which work without it); its code loads when a move inside the site shows other languages (the
 * next page's addresses). The server loads it before rendering (preloadLanguageSwitcher). Closing it on Escape and
 * on a press outside is here, so it works on the server's HTML too.
 */
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { hydration, lazyComponent } from '../render/registry';
import { useDismiss } from '../render/useDismiss';
import type { SwitcherProps } from './pageLanguages';

const switcher = lazyComponent(() => import('./LanguageSwitcher').then((m) => m.LanguageSwitcher));

/** Loads the switcher's code (the server calls it before rendering a page, so the switcher renders synchronously). */
export const preloadLanguageSwitcher = switcher.preload;

const KEEP_SERVER_HTML = { __html: '' };

export function HeaderLanguages(props: SwitcherProps) {
  const area = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The props the server rendered with, while hydrating without the switcher's code; once they change (another
  // page), the switcher renders from its code for good.
  const [initial] = useState(() => (hydration.blocks !== null && !switcher.isLoaded() ? JSON.stringify(props) : null));
  const kept = useRef(initial !== null);
  const chosen = useRef<ComponentType<SwitcherProps>>(undefined);
  if (kept.current && initial !== JSON.stringify(props)) kept.current = false;
  // `toggle` does not bubble: heard while it goes down to the disclosure, whoever rendered it. The browser sends it a
  // moment after the disclosure opens, so Escape inside the switcher is heard here too, whatever `open` says yet.
  useEffect(() => {
    const wrapper = area.current;
    const onToggle = (e: Event) => setOpen((e.target as HTMLDetailsElement).open);
    const onKey = (e: KeyboardEvent) => {
      const details = wrapper?.querySelector('details');
      if (e.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    wrapper?.addEventListener('toggle', onToggle, true);
    wrapper?.addEventListener('keydown', onKey);
    return () => {
      wrapper?.removeEventListener('toggle', onToggle, true);
      wrapper?.removeEventListener('keydown', onKey);
    };
  }, []);
  useDismiss(open, area, (byEscape) => {
    const details = area.current?.querySelector('details');
    if (details) details.open = false;
    if (byEscape) details?.querySelector('summary')?.focus();
  });
  if (kept.current)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's HTML of the switcher untouched
      <div ref={area} data-language-switcher="" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    );
  // The same component on every render (else the loaded one would replace the lazy one, and the open disclosure
  // with it).
  chosen.current ??= switcher.component() as ComponentType<SwitcherProps>;
  const Switcher = chosen.current;
  return (
    <div ref={area} data-language-switcher="">
      <Suspense fallback={null}>
        <Switcher {...props} />
      </Suspense>
    </div>
  );
}
