/**
 * The results of a search box (src/layout/SearchBox.tsx), loaded when the box is first focused. It listens to the box by
 * its id, searches as the visitor types (a short pause first), and shows the matches as links with a title and
 * an excerpt. A status line (a polite live region) says how many results there are, or that there are none,
 * so screen readers announce it. Keys: Down from the box goes to the first result, Up and Down move between
 * results, Escape goes back to the box (and from the box clears it). Every word comes from the site file.
 */
import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useLanguage, useSite } from '../render/context';
import { counts, pluralOf } from '../render/numbers';
import { SmartLink } from '../render/SmartLink';
import { fill } from '../render/fill';
import { theme } from '../theme/theme';
import { excerptParts, loadPagefind, searchSite, type Hit } from './pagefind';

type State = { status: 'idle' | 'loading' | 'done' | 'error'; query: string; total: number; hits: Hit[] };
const IDLE: State = { status: 'idle', query: '', total: 0, hits: [] };

const Panel = styled.div<{ $floating: boolean }>`
  color: ${theme.color.text}; text-align: left;
  ${(p) =>
    p.$floating &&
    css`
    position: absolute; right: 0; top: calc(100% + .5rem); z-index: 50; width: min(30rem, calc(100vw - 2rem));
    max-height: min(70vh, 36rem); overflow: auto; background: #fff; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.raised};
    padding: ${theme.space.sm} ${theme.space.md};
  `}
  ${(p) => !p.$floating && css`margin-top: ${theme.space.sm}; background: #fff; border-radius: ${theme.radius.sm}; padding: ${theme.space.xs} ${theme.space.sm};`}
  &[hidden] { display: none; }
`;
const Status = styled.p`font-size: ${theme.size.sm}; color: ${theme.color.textMuted}; margin: .35rem 0; &:empty { display: none; }`;
const List = styled.ul`
  list-style: none; margin: 0; padding: 0;
  li + li { border-top: 1px solid #e3e8ef; }
  && a { display: block; min-height: 0; padding: .5rem .25rem; font-weight: 700; color: ${theme.color.accentDark}; background: none; text-decoration: none; border: 0; border-radius: ${theme.radius.sm}; }
  && a:hover, && a:focus-visible { text-decoration: underline; }
  && p { margin: 0 .25rem .6rem; font-size: ${theme.size.sm}; font-weight: 400; color: ${theme.color.textMuted}; }
  mark { background: #fff3b0; color: inherit; padding: 0 .1em; }
`;

export default function Results({ inputId, floating }: { inputId: string; floating: boolean }) {
  const { site } = useSite();
  const { locale } = useLanguage();
  const words = site.search!;
  const [state, setState] = useState<State>(IDLE);
  const [open, setOpen] = useState(true);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const box = input?.closest('[data-search-box]');
    if (!input || !box) return;
    input.setAttribute('aria-describedby', `${inputId}-status`);
    input.setAttribute('aria-controls', `${inputId}-results`);
    loadPagefind().catch(() => undefined); // start fetching at focus; a failure shows when a search runs
    let latest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const query = input.value.trim();
      const mine = ++latest;
      if (!query) return setState(IDLE);
      setState((s) => ({ ...s, status: 'loading', query }));
      try {
        const { total, hits } = await searchSite(query);
        if (mine === latest) setState({ status: 'done', query, total, hits });
      } catch {
        if (mine === latest) setState({ status: 'error', query, total: 0, hits: [] });
      }
    };
    const listening = new AbortController();
    const { signal } = listening;
    input.addEventListener(
      'input',
      () => {
        setOpen(true);
        clearTimeout(timer);
        timer = setTimeout(run, 150);
      },
      { signal },
    );
    input.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'ArrowDown' && list.current?.querySelector('a')) {
          e.preventDefault();
          list.current.querySelector('a')!.focus();
        } else if (e.key === 'Escape' && floating) setOpen(false);
      },
      { signal },
    );
    box.addEventListener('focusin', () => setOpen(true), { signal });
    box.addEventListener(
      'focusout',
      (e) => {
        const next = (e as FocusEvent).relatedTarget as Node | null;
        if (floating && (!next || !box.contains(next))) setOpen(false);
      },
      { signal },
    );
    if (input.value.trim()) void run(); // typed before this code arrived
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [inputId, floating]);

  /** Up and Down between results; Escape back to the box. */
  const onListKey = (e: React.KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = at + (e.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) input?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (e.key === 'Escape') input?.focus();
  };

  /** After choosing a result the box is cleared, ready for the next search. */
  const chosen = () => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (input) input.value = '';
    setState(IDLE);
  };

  const status =
    state.status === 'loading'
      ? words.loading
      : state.status === 'error'
        ? words.unavailable
        : state.status === 'done'
          ? state.total === 0
            ? fill(words.noResults, { query: state.query })
            : fill(
                words.results[pluralOf(locale, state.total)],
                counts(locale, { count: state.total, query: state.query }),
              )
          : '';
  // The live region is there from the first focus, before anything is typed, so its changes are announced; the
  // panel shows the same words to the eye.
  return (
    <>
      <span id={`${inputId}-status`} role="status" aria-live="polite" className="visually-hidden">
        {status}
      </span>
      <Panel $floating={floating} hidden={!open || state.status === 'idle'}>
        <Status aria-hidden="true">{status}</Status>
        <List
          ref={list}
          id={`${inputId}-results`}
          aria-label={words.resultsLabel}
          onKeyDown={onListKey}
          hidden={state.hits.length === 0}
        >
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <SmartLink href={hit.url} onClick={chosen}>
                {hit.title}
              </SmartLink>
              <p>
                {excerptParts(hit.excerpt).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
              </p>
            </li>
          ))}
        </List>
      </Panel>
    </>
  );
}
