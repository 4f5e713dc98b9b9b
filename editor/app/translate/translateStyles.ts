/** Styles of the translator's view: a section's English and translated fields side by side (one above the other on a phone). */
import styled from 'styled-components';
import { ui } from '../look';
import { narrow } from '../editorStyles';

export const Section = styled.section`
  background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .9rem 1.1rem 1rem; margin-bottom: 1rem;
  &[data-awaiting] { border-left: 4px solid ${ui.focus}; }
`;
export const SectionHead = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; margin-bottom: .5rem;
  h2 { font-size: 1rem; margin: 0; flex: 1 1 14rem; }
  button { white-space: normal; text-align: left; }
`;
export const Waiting = styled.span`font-size: .8rem; font-weight: 600; color: #78350f; background: #fffbeb; border: 1px solid #fcd34d; border-radius: 999px; padding: .1rem .55rem;`;
export const Columns = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; font-size: .75rem; font-weight: 700; text-transform: uppercase;
  letter-spacing: .04em; color: ${ui.muted}; padding: 0 0 .25rem;
  ${narrow} { display: none; }
`;
/** `$rich`: a formatted text's row, whose widget carries its own label above its toolbar. */
export const Row = styled.div<{ $rich?: boolean }>`
  display: grid; grid-template-columns: 1fr 1fr; gap: .2rem .75rem;
  grid-template-areas: ${(p) => (p.$rich ? "'english box'" : "'label label' 'english box'")};
  padding: .5rem 0; border-top: 1px solid ${ui.soft};
  label { grid-area: label; font-weight: 600; font-size: .88rem; }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: ${(p) => (p.$rich ? "'english' 'box'" : "'label' 'english' 'box'")};
  }
`;
/** The translation's formatted text (the rich-text widget, its label and toolbar above its writing area). */
export const RichBox = styled.div`grid-area: box; min-width: 0;`;
export const EnglishCell = styled.div`grid-area: english; display: grid; gap: .3rem; align-content: start;`;
/** Beside an out-of-date translation's field: the English changed since it was translated, and what it was. */
export const Changed = styled.p`
  margin: 0; padding: .3rem .5rem; border-radius: 6px; background: #fffbeb; border: 1px solid #fcd34d; color: #78350f;
  font-size: .82rem; overflow-wrap: anywhere;
`;
export const English = styled.p`
  margin: 0; padding: .45rem .6rem; background: ${ui.soft}; border-radius: 6px; color: ${ui.ink};
  font-size: .92rem; line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere;
`;
const box = `
  grid-area: box; align-self: start; width: 100%; box-sizing: border-box; font: inherit; font-size: .95rem; line-height: 1.5;
  padding: .45rem .6rem; border: 1px solid ${ui.line}; border-radius: 6px; background: #fff;
  &:focus { outline: 3px solid ${ui.focus}; outline-offset: 1px; }
  &::placeholder { color: ${ui.muted}; font-style: italic; }
  ${narrow} { min-height: 44px; }
`;
export const ShortBox = styled.input.attrs({ type: 'text' })`${box}`;
export const LongBox = styled.textarea.attrs({ rows: 4 })`${box} resize: vertical;`;
export const OutOfDate = styled.div`
  margin: 0 0 1rem; padding: .7rem .9rem; border-radius: 8px; background: #fffbeb; border: 1px solid #fcd34d; color: #78350f;
  p { margin: 0 0 .5rem; }
  button { white-space: normal; text-align: left; }
`;
export const Screen = styled.main`
  overflow: auto; padding: 1.25rem 1.5rem 3rem; background: ${ui.bg};
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  ${narrow} { padding: .75rem .6rem 3rem; }
`;
export const Language = styled.section`
  background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: 1rem 1.1rem; margin-bottom: 1.25rem;
  h2 { font-size: 1.15rem; margin: 0 0 .25rem; }
  > p, > div > p { margin: 0 0 .75rem; color: ${ui.muted}; }
`;
/** A language's group of a collection's articles (Blog articles). */
export const Articles = styled.div`
  margin-top: 1rem; padding-top: .75rem; border-top: 2px solid ${ui.soft};
  h3 { font-size: 1.02rem; margin: 0 0 .2rem; }
  > p { margin: 0 0 .5rem; color: ${ui.muted}; }
`;
export const PageRows = styled.ul`
  list-style: none; margin: 0; padding: 0;
  > li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem 1rem; padding: .6rem 0; border-top: 1px solid ${ui.soft}; }
  > li > div { flex: 1 1 16rem; min-width: 0; }
  small { color: ${ui.muted}; }
`;
export const Needs = styled.ul`
  list-style: none; margin: .25rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem;
  li { font-size: .8rem; border-radius: 999px; padding: .1rem .55rem; background: #fffbeb; border: 1px solid #fcd34d; color: #78350f; }
  li[data-done] { background: #ecfdf5; border-color: #6ee7b7; color: ${ui.ok}; }
`;
export const PageLanguages = styled.section`
  margin: 0 0 1rem; padding: .6rem .9rem; border: 1px solid ${ui.line}; border-radius: 10px; background: #fff;
  h2 { font-size: .9rem; margin: 0 0 .35rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .35rem; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .75rem; font-size: .88rem; }
  li span { color: ${ui.muted}; flex: 1 1 10rem; }
`;
