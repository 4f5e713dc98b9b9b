/** Styles of the formatted-text field (RichTextWidget.tsx): its toolbar, the writing area and the link field. */
import styled from 'styled-components';
import { ui } from '../look';

export const Box = styled.div`display: grid; gap: 0;`;
export const Label = styled.span`display: block; margin-bottom: .25rem; font-weight: 600; cursor: default;`;
export const Note = styled.p`margin: .35rem 0 0; font-size: .8rem; color: ${ui.muted};`;
export const Toolbar = styled.div`
  display: flex; flex-wrap: wrap; gap: .1rem; padding: .2rem; background: ${ui.soft};
  border: 1px solid #9ca3af; border-bottom: 0; border-radius: 6px 6px 0 0;
`;
export const ToolButton = styled.button<{ $face: string }>`
  min-width: 1.9rem; height: 1.9rem; padding: 0 .35rem; border: 1px solid transparent; border-radius: 5px; background: none; cursor: pointer;
  color: ${ui.ink}; font-size: .85rem; font-weight: ${(p) => (p.$face === 'bold' || p.$face.startsWith('heading') ? 700 : 500)};
  font-style: ${(p) => (p.$face === 'italic' ? 'italic' : 'normal')}; font-family: ${(p) => (p.$face === 'bold' || p.$face === 'italic' ? 'Georgia, serif' : 'inherit')};
  &:hover:not(:disabled) { background: #fff; border-color: ${ui.line}; }
  &[aria-pressed='true'] { background: #dbeafe; border-color: ${ui.accent}; color: #1e3a8a; }
  &:focus-visible { outline: 3px solid ${ui.focus}; outline-offset: 1px; }
  &:disabled { opacity: .4; cursor: default; }
`;
/** The writing area: the site's kinds of text, told apart as in a word processor. */
export const Area = styled.div`
  .ProseMirror {
    ${ui.control}; min-height: 14rem; max-height: 32rem; overflow: auto; border-radius: 0 0 6px 6px; line-height: 1.55;
    white-space: pre-wrap; word-wrap: break-word;
  }
  .ProseMirror:focus { outline: 3px solid ${ui.focus}; outline-offset: 1px; border-color: ${ui.accent}; }
  .ProseMirror[contenteditable='false'] { background: ${ui.soft}; }
  p { margin: 0 0 .6rem; }
  h2 { font-size: 1.3rem; margin: 1rem 0 .5rem; }
  h3 { font-size: 1.1rem; margin: .9rem 0 .4rem; }
  h4 { font-size: 1rem; margin: .8rem 0 .4rem; }
  ul, ol { margin: 0 0 .6rem; padding-left: 1.5rem; }
  li p { margin: 0; }
  blockquote { margin: 0 0 .6rem; padding-left: .8rem; border-left: 3px solid ${ui.line}; color: ${ui.muted}; }
  a { color: ${ui.accent}; text-decoration: underline; }
`;
export const LinkBar = styled.div`
  display: flex; flex-wrap: wrap; gap: .4rem; align-items: end; padding: .5rem; background: ${ui.soft};
  border: 1px solid #9ca3af; border-bottom: 0;
  label { display: grid; gap: .2rem; flex: 1 1 16rem; font-size: .85rem; font-weight: 600; }
  input { ${ui.control}; font-weight: 400; }
  button { padding: .45rem .7rem; border: 1px solid ${ui.line}; border-radius: 6px; background: #fff; font: inherit; cursor: pointer; }
  button[data-primary] { background: ${ui.accent}; border-color: ${ui.accent}; color: ${ui.accentInk}; }
  button:focus-visible { outline: 3px solid ${ui.focus}; outline-offset: 1px; }
`;
export const LinkError = styled.p`flex-basis: 100%; margin: 0; color: ${ui.danger}; font-size: .85rem;`;
