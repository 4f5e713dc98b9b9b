/** Styles of the change-set screens: My changes, To review, one review, the live site's releases. */
import styled from 'styled-components';
import { ui } from '../look';
import { narrow, Problems as EditorProblems } from '../editorStyles';

/** How tall a drawn page is on the review screen, in screen pixels. */
export const FRAME_HEIGHT = 420;

export const Card = styled.section`
  background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .9rem 1rem; margin: 0 0 1rem; max-width: 72rem;
  && > h2:first-child, && > h3:first-child { margin-top: 0; }
  h3 { font-size: .98rem; margin: 1rem 0 .4rem; }
  ${narrow} { padding: .7rem .65rem; }
`;
/** A change set's state, as a label beside its title. */
export const StateTag = styled.span<{ $state: string }>`
  display: inline-block; font-size: .8rem; font-weight: 700; border-radius: 999px; padding: .1rem .6rem; margin: .15rem 0;
  background: ${(p) => ({ live: '#ecfdf5', 'sent-back': '#fef2f2', scheduled: '#eff6ff', 'in-review': '#fffbeb' })[p.$state] ?? ui.soft};
  color: ${(p) => ({ live: ui.ok, 'sent-back': ui.danger, scheduled: '#1e3a8a', 'in-review': '#78350f' })[p.$state] ?? ui.ink};
`;
export const List = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: .35rem;
  li { overflow-wrap: anywhere; }
  a { display: inline-flex; align-items: center; min-height: 44px; color: ${ui.accent}; }
  .meta { display: block; font-size: .82rem; color: ${ui.muted}; }
`;
export const SetRows = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; max-width: 72rem;
  > li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .35rem 1rem; align-items: center;
    background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .65rem .8rem; }
  .name { font-weight: 700; overflow-wrap: anywhere; }
  .meta { display: block; font-size: .82rem; color: ${ui.muted}; overflow-wrap: anywhere; }
  a { display: inline-flex; align-items: center; min-height: 44px; color: ${ui.accent}; font-weight: 600; }
  ${narrow} { > li { grid-template-columns: minmax(0, 1fr); } }
`;
export const Comments = styled.ol`
  list-style: none; margin: 0 0 .75rem; padding: 0; display: grid; gap: .4rem;
  li { background: ${ui.soft}; border-radius: 8px; padding: .45rem .7rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  .meta { display: block; font-size: .8rem; color: ${ui.muted}; white-space: normal; }
`;
export const Form = styled.div`
  display: grid; gap: .6rem; max-width: 40rem;
  textarea { ${ui.control} min-height: 5rem; font-weight: 400; }
  .help { font-weight: 400; font-size: .82rem; color: ${ui.muted}; }
`;
export const Buttons = styled.div`display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0;`;
export const Changes = styled.ul`
  margin: 0 0 .75rem; padding-left: 1.2rem; display: grid; gap: .25rem; overflow-wrap: anywhere;
`;
/** Before and after side by side; stacked on a phone. */
export const Pair = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: .75rem;
  figure { margin: 0; min-width: 0; }
  figcaption { font-weight: 700; font-size: .9rem; margin-bottom: .25rem; }
  .none { display: grid; place-items: center; height: 8rem; background: ${ui.soft}; border-radius: 8px; color: ${ui.muted}; text-align: center; padding: 1rem; }
  ${narrow} { grid-template-columns: minmax(0, 1fr); }
`;
export const FrameBox = styled.div`
  position: relative; overflow: hidden; height: ${FRAME_HEIGHT}px; border-radius: 8px; background: #e5e7eb; box-shadow: 0 0 0 1px ${ui.line};
  iframe { position: absolute; top: 0; left: 0; border: 0; background: #fff; transform-origin: 0 0; }
`;
/** The publish in progress, and its end. */
export const Progress = styled.p`
  margin: .5rem 0; padding: .55rem .8rem; border-radius: 8px; background: #eff6ff; color: #1e3a8a; border: 1px solid #93c5fd; font-weight: 600;
  &.done { background: #ecfdf5; color: ${ui.ok}; border-color: #6ee7b7; }
`;
export const Entry = styled.a`
  display: flex; align-items: center; justify-content: center; min-height: 44px; padding: .4rem .6rem; border-radius: 8px;
  background: #1e293b; border: 1px solid #334155; color: #fff; font-weight: 700; text-decoration: none; text-align: center;
  &:hover { background: #334155; }
  &[aria-current="page"] { background: ${ui.accent}; border-color: ${ui.accent}; }
`;
/** "My changes" in the phone's bar, looking as the bar's buttons do. */
export const BarEntry = styled.a`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 .8rem; border-radius: 8px; border: 1px solid #334155;
  background: #1e293b; color: #fff; font-weight: 700; text-decoration: none; white-space: nowrap;
  &[aria-current="page"] { background: ${ui.accent}; }
`;
/** The review's problem list, as the editor's, its heading without the screen's space above headings. */
export const Problems = styled(EditorProblems)`
  max-width: 72rem;
  && h2 { margin-top: 0; }
`;
/** A job as it runs (JobProgress.tsx): its headline, its steps ticked off, the pages built. */
export const JobBox = styled.div`
  margin: .5rem 0; padding: .6rem .8rem; border-radius: 8px; background: #eff6ff; color: #1e3a8a; border: 1px solid #93c5fd;
  &[data-job="done"] { background: #ecfdf5; color: ${ui.ok}; border-color: #6ee7b7; }
  &[data-job="failed"], &[data-job="undone"] { background: ${ui.dangerSoft}; color: ${ui.danger}; border-color: #fca5a5; }
  .head { margin: 0 0 .35rem; font-weight: 700; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem; }
  /* The mark in a narrow column of its own, the words and the build's bar beside it (wrapping there on a phone). */
  li { display: grid; grid-template-columns: 1.2rem 1fr; align-items: baseline; column-gap: .4rem; color: ${ui.ink}; }
  .bar { grid-column: 2; display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .5rem; }
  li[data-state="next"] { color: ${ui.muted}; }
  li[data-state="now"] { font-weight: 700; }
  .mark { text-align: center; font-weight: 700; }
  li[data-state="done"] .mark { color: ${ui.ok}; }
  li[data-state="failed"] .mark { color: ${ui.danger}; }
  progress { width: min(14rem, 100%); height: .8rem; }
  .pages { font-variant-numeric: tabular-nums; }
`;
/** A long text's change: removed words struck through, added ones underlined (not colour alone), the whole text below. */
export const LongText = styled.li`
  del { text-decoration: line-through; text-decoration-thickness: 2px; background: ${ui.dangerSoft}; color: ${ui.danger}; }
  ins { text-decoration: underline; text-decoration-thickness: 2px; background: #ecfdf5; color: ${ui.ok}; }
  details { margin-top: .25rem; }
  summary { cursor: pointer; color: ${ui.accent}; min-height: 44px; display: flex; align-items: center; }
  dl { margin: .25rem 0 0; display: grid; gap: .25rem; }
  dt { font-weight: 700; }
  dd { margin: 0; }
`;
