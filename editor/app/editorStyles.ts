/** Styles of the editor's frame: side bar, editing pane, preview pane, bars and dialogs. */
import styled, { keyframes } from 'styled-components';
import { touchScreen, ui } from './look';

/** Phone widths: the page list becomes a menu, one pane at a time, touch-sized buttons. */
export const narrow = '@media (max-width: 760px)';
const touch = `${narrow} { min-height: 44px; }`;
/** The phone's top bar's height: the page list opens below it, so its button stays in reach to close it. */
const phoneBar = '3.6rem';

export const Shell = styled.div`
  display: grid; grid-template-columns: 290px 1fr; height: 100vh; overflow: hidden;
  ${narrow} { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); height: 100dvh; }
`;
export const Side = styled.nav<{ $open: boolean }>`
  display: grid; grid-template-rows: auto auto 1fr auto; min-height: 0; background: #0f172a; color: #e5e7eb;
  ${narrow} {
    display: ${(p) => (p.$open ? 'grid' : 'none')}; position: fixed; z-index: 20; inset: ${phoneBar} auto 0 0;
    width: min(320px, 88vw); box-shadow: 0 0 0 100vmax rgb(15 23 42 / .45);
  }
`;
/** The bar at the top on a phone: the page list's menu button and saving a version. */
export const PhoneBar = styled.div`
  display: none;
  ${narrow} {
    position: relative; z-index: 21; display: flex; align-items: center; gap: .5rem; height: ${phoneBar}; padding: 0 .6rem; background: #0f172a; color: #fff;
    button { min-height: 44px; padding: 0 .8rem; border-radius: 8px; border: 1px solid #334155; background: #1e293b; color: #fff; font-weight: 700; cursor: pointer; }
    button[aria-expanded="true"] { background: ${ui.accent}; }
    > span { flex: 1; }
  }
`;
export const Brand = styled.div`
  padding: 1rem 1rem .75rem; display: flex; align-items: center; gap: .6rem;
  strong { font-size: 1.05rem; color: #fff; } small { display: block; font-size: .78rem; color: #94a3b8; }
`;
export const Logo = styled.span`display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 8px; background: ${ui.accent}; color: #fff; font-weight: 800;`;
export const SideSearch = styled.div`
  padding: 0 1rem .75rem;
  input { width: 100%; padding: .5rem .65rem; border-radius: 6px; border: 1px solid #334155; background: #1e293b; color: #f8fafc; }
  input::placeholder { color: #94a3b8; }
`;
export const FileGroups = styled.div`overflow: auto; padding: 0 .5rem 1rem;`;
export const Group = styled.section`
  margin-top: .5rem;
  h2 { font-size: .72rem; letter-spacing: .06em; text-transform: uppercase; color: #94a3b8; margin: .5rem .5rem .25rem; }
  ul { list-style: none; margin: 0; padding: 0; }
`;
export const FileLink = styled.a<{ $current: boolean }>`
  display: grid; grid-template-columns: 1fr auto; gap: 0 .5rem; padding: .4rem .55rem; border-radius: 6px; text-decoration: none;
  ${touch}
  color: ${(p) => (p.$current ? '#fff' : '#cbd5e1')}; background: ${(p) => (p.$current ? '#1d4ed8' : 'transparent')};
  &:hover { background: ${(p) => (p.$current ? '#1d4ed8' : '#1e293b')}; }
  small { grid-column: 1; font-size: .75rem; color: ${(p) => (p.$current ? '#dbeafe' : '#94a3b8')}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span.t { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
/** A screen of its own in the side bar, under the page list (the translations' list). */
export const SideLink = styled.a`
  display: grid; margin: .5rem 1rem 0; padding: .45rem .6rem; border-radius: 6px; border: 1px solid #334155; color: #e5e7eb;
  text-decoration: none; font-weight: 600; ${touch}
  small { font-weight: 400; font-size: .75rem; color: #94a3b8; }
  &[aria-current="page"] { background: #1d4ed8; border-color: #1d4ed8; small { color: #dbeafe; } }
  &:hover:not([aria-current="page"]) { background: #1e293b; }
`;
export const Marks = styled.span`grid-row: 1 / span 2; grid-column: 2; display: flex; gap: .25rem; align-items: center;`;
export const Dot = styled.span`width: .55rem; height: .55rem; border-radius: 50%; background: ${ui.focus};`;
export const ProblemMark = styled.span`background: ${ui.danger}; color: #fff; border-radius: 999px; font-size: .7rem; font-weight: 700; padding: 0 .4rem;`;
export const SideActions = styled.div`display: grid; grid-template-columns: 1fr 1fr; gap: .5rem; margin: .75rem 1rem 1rem;`;
export const NewPageButton = styled.button`
  padding: .6rem; border-radius: 8px; border: 0; background: ${ui.accent}; color: #fff; font-weight: 700; cursor: pointer;
  &:hover { background: #1e40af; }
  ${touch}
`;
export const Main = styled.main`display: grid; grid-template-rows: auto minmax(0, 1fr); grid-template-columns: minmax(0, 1fr); min-width: 0; min-height: 0;`;
export const TopBar = styled.header`
  display: flex; align-items: center; gap: .75rem; padding: .6rem 1rem; background: #fff; border-bottom: 1px solid ${ui.line}; min-width: 0;
  > div { min-width: 0; }
  h1 { font-size: 1.1rem; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${narrow} {
    flex-wrap: wrap; gap: .4rem; padding: .4rem .6rem;
    > div:first-child { flex: 1 1 60%; }
    > span:empty, code { display: none; }
    .long { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;
/** What Save found (problems to fix first, or nothing to save), beside the Save button. */
export const SaveNote = styled.p<{ $bad: boolean }>`
  margin: 0; flex: 0 1 22rem; font-size: .85rem; padding: .3rem .55rem; border-radius: 6px;
  background: ${(p) => (p.$bad ? ui.dangerSoft : '#ecfdf5')}; color: ${(p) => (p.$bad ? ui.danger : ui.ok)};
  border: 1px solid ${(p) => (p.$bad ? '#fca5a5' : '#6ee7b7')};
  ${narrow} { order: 10; flex: 1 1 100%; }
`;
const turn = keyframes`to { transform: rotate(360deg); }`;
/** A small turning ring beside words that say something is under way (still, when motion is reduced). */
export const Spinner = styled.span`
  display: inline-block; width: .8em; height: .8em; vertical-align: -.1em; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent; animation: ${turn} .8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
/** Words for wide screens only, and for phones only. */
export const Wide = styled.span`${narrow} { display: none; }`;
export const OnPhone = styled.span`display: none; ${narrow} { display: block; }`;
/** The Fields / Preview switch, on a phone only. */
export const ViewSwitch = styled.div`
  display: none;
  ${narrow} {
    display: flex; flex: 1 1 100%; order: 20; border: 1px solid ${ui.line}; border-radius: 8px; overflow: hidden;
    button { flex: 1; min-height: 44px; border: 0; background: #fff; color: ${ui.ink}; font-weight: 600; cursor: pointer; }
    button[aria-pressed="true"] { background: ${ui.accent}; color: #fff; }
  }
`;
/** The page's address under its title, and where it is kept under a closed "Details". */
export const PageWhere = styled.div`
  display: flex; flex-wrap: wrap; gap: .1rem .75rem; align-items: baseline; font-size: .8rem; color: ${ui.muted};
  details p { margin: .2rem 0 0; overflow-wrap: anywhere; }
  summary { cursor: pointer; }
`;
export const Spacer = styled.span`flex: 1;`;
export const State = styled.span<{
  $dirty: boolean;
}>`font-size: .85rem; color: ${(p) => (p.$dirty ? '#92400e' : ui.ok)}; white-space: nowrap;`;
export const Button = styled.button<{ $primary?: boolean }>`
  padding: .5rem .9rem; border-radius: 6px; font-weight: 600; cursor: pointer; white-space: nowrap;
  border: 1px solid ${(p) => (p.$primary ? ui.accent : ui.line)}; background: ${(p) => (p.$primary ? ui.accent : '#fff')}; color: ${(p) => (p.$primary ? '#fff' : ui.ink)};
  &:hover:not(:disabled) { filter: brightness(.95); }
  &:disabled { opacity: .5; cursor: not-allowed; }
  ${narrow} { min-height: 44px; padding: .4rem .7rem; }
  ${touchScreen} { min-width: 44px; min-height: 44px; }
`;
export const Work = styled.div<{ $view: 'form' | 'preview' }>`
  display: grid; grid-template-columns: minmax(380px, 1fr) minmax(420px, 1.15fr); min-height: 0;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    > [data-pane]:not([data-pane="${(p) => p.$view}"]) { display: none; }
  }
`;
export const FormPane = styled.section`overflow: auto; padding: 1rem 1.25rem 3rem; background: ${ui.bg}; ${narrow} { padding: .75rem .6rem 3rem; }`;
export const Crumbs = styled.ol`
  list-style: none; display: flex; flex-wrap: wrap; gap: .25rem; margin: 0 0 .75rem; padding: 0; font-size: .9rem;
  li + li::before { content: "›"; color: ${ui.muted}; margin-right: .25rem; }
  button { background: none; border: 0; padding: .1rem .2rem; color: ${ui.accent}; cursor: pointer; text-decoration: underline; }
  ${touchScreen} { align-items: center; button { min-height: 44px; padding: 0 .5rem; } }
  [aria-current] { font-weight: 700; }
`;
export const Card = styled.div`background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: 1rem 1.1rem; margin-bottom: 1rem;`;
export const Notice = styled.p`margin: 0 0 1rem; padding: .6rem .8rem; border-radius: 6px; background: #fffbeb; border: 1px solid #fcd34d; color: #78350f;`;
export const PreviewPane = styled.section`display: flex; flex-direction: column; min-height: 0; border-left: 1px solid ${ui.line}; background: #e5e7eb; ${narrow} { border-left: 0; }`;
export const PaneBar = styled.div`display: flex; align-items: center; gap: .6rem; padding: .45rem .75rem; background: #fff; border-bottom: 1px solid ${ui.line};`;
export const PaneTitle = styled.h2`font-size: .9rem; margin: 0;`;
export const PathTag = styled.code`font-size: .78rem; color: ${ui.muted}; flex: 1;`;
export const Toggle = styled.div`
  display: inline-flex; border: 1px solid ${ui.line}; border-radius: 6px; overflow: hidden;
  button { border: 0; background: #fff; padding: .3rem .7rem; cursor: pointer; font-size: .85rem; color: ${ui.ink}; ${touch} }
  button[aria-pressed="true"] { background: ${ui.accent}; color: #fff; }
`;
export const Stale = styled.p`margin: 0; padding: .4rem .75rem; font-size: .82rem; background: #fffbeb; color: #78350f; border-bottom: 1px solid #fcd34d;`;
export const FrameBox = styled.div`
  position: relative; overflow: hidden; min-height: 0; flex: 1;
  iframe { position: absolute; top: 0; border: 0; background: #fff; transform-origin: 0 0; box-shadow: 0 0 0 1px ${ui.line}; }
`;
export const Problems = styled.section`
  background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .75rem 1rem; margin-bottom: 1rem;
  h2 { font-size: .95rem; margin: 0 0 .4rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; }
  li { border-left: 3px solid ${ui.danger}; padding: .3rem .6rem; background: ${ui.dangerSoft}; border-radius: 4px; }
  li.warning { border-color: ${ui.focus}; background: #fffbeb; }
  button { background: none; border: 0; padding: 0; text-align: left; cursor: pointer; color: ${ui.ink}; font: inherit; }
  .where { display: block; font-size: .78rem; color: ${ui.muted}; }
  .hint { display: block; font-size: .82rem; color: ${ui.muted}; }
`;
export const Good = styled.p`margin: 0; color: ${ui.ok}; font-size: .9rem;`;
export const Modal = styled.dialog`
  width: min(900px, 94vw); max-height: 88vh; border: 0; border-radius: 12px; padding: 1.25rem; box-shadow: 0 20px 50px rgb(0 0 0 / .3); color: ${ui.ink};
  &::backdrop { background: rgb(17 24 39 / .45); }
  h2 { margin: 0 0 .5rem; font-size: 1.2rem; }
  form, label { display: grid; gap: .3rem; }
  label { margin-bottom: .75rem; font-weight: 600; }
  input { ${ui.control} }
  .help { font-weight: 400; font-size: .82rem; color: ${ui.muted}; }
  .error { color: ${ui.danger}; white-space: pre-wrap; }
  .done { color: ${ui.ok}; font-weight: 600; }
`;
export const ChangedFiles = styled.ul`
  list-style: none; margin: 0 0 1rem; padding: .5rem .75rem; max-height: 40vh; overflow: auto; background: ${ui.soft}; border-radius: 6px;
  li { display: flex; gap: .6rem; align-items: baseline; padding: .15rem 0; } span { min-width: 4.5rem; font-size: .8rem; color: ${ui.muted}; }
  code { font-size: .82rem; word-break: break-all; }
`;
export const Actions = styled.div`display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5rem; margin-top: 1rem;`;
export const Diff = styled.pre`
  margin: 0; max-height: 50vh; overflow: auto; background: #0f172a; color: #e2e8f0; padding: .75rem; border-radius: 8px; font-size: .8rem; line-height: 1.45;
  .add { color: #86efac; } .del { color: #fca5a5; } .hunk { color: #93c5fd; }
`;
/** A conflict's field: mine and theirs side by side (stacked on a phone), each a choice to keep. */
export const Versions = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: .75rem;
  ${narrow} { grid-template-columns: 1fr; }
  label { display: block; margin: 0; padding: .6rem; border: 1px solid ${ui.line}; border-radius: 6px; font-weight: 400; cursor: pointer; min-height: 44px; }
  label:has(input:checked) { border-color: ${ui.accent}; background: ${ui.soft}; }
  input { width: auto; min-height: 0; margin: 0 .25rem 0 0; padding: 0; }
  .who { display: block; color: ${ui.muted}; font-size: .85rem; margin: .2rem 0; }
  .value { display: block; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
/** The fields of a conflict, each a group of its own. */
export const FieldChoices = styled.div`display: grid; gap: .75rem; max-height: 55vh; overflow: auto;`;
export const FieldChoice = styled.fieldset`
  margin: 0; padding: .5rem .75rem .75rem; border: 1px solid ${ui.line}; border-radius: 8px;
  legend { font-weight: 600; padding: 0 .25rem; }
  .hint { margin: 0 0 .4rem; color: ${ui.muted}; font-size: .85rem; }
`;
/** The save's changes, a plain sentence each. */
export const ChangeList = styled.ul`
  margin: 0 0 1rem; padding: .5rem .75rem .5rem 1.75rem; max-height: 40vh; overflow: auto; background: ${ui.soft}; border-radius: 6px; overflow-wrap: anywhere;
  li + li { margin-top: .3rem; }
`;
/** For the curious: the file's name and diff, closed until opened. */
export const Details = styled.details`
  margin: 0 0 1rem; font-size: .85rem; color: ${ui.muted};
  summary { cursor: pointer; min-height: 24px; }
  p { margin: .4rem 0; overflow-wrap: anywhere; }
`;
export const Empty = styled.main`display: grid; place-items: center; height: 100%; color: ${ui.muted}; text-align: center; padding: 2rem;`;
