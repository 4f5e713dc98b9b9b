/**
 * The editor's own look: a few tokens and the styles of the form library's markup (labels, help, errors, list
 * buttons). The site's look stays inside the preview frame.
 */
import { createGlobalStyle, css } from 'styled-components';
import { EDITOR_SCRIPTS_FAMILY } from '../contract/scriptFonts';

export const ui = {
  ink: '#111827',
  muted: '#4b5563',
  line: '#d1d5db',
  soft: '#f3f4f6',
  panel: '#ffffff',
  bg: '#f6f7f9',
  accent: '#1d4ed8',
  accentInk: '#ffffff',
  danger: '#b91c1c',
  dangerSoft: '#fef2f2',
  ok: '#047857',
  focus: '#f59e0b',
  radius: '8px',
  control: css`
    width: 100%; box-sizing: border-box; padding: .5rem .65rem; font: inherit; color: #111827; background: #fff;
    border: 1px solid #9ca3af; border-radius: 6px;
    &:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; border-color: #1d4ed8; }
  `,
};

/** A touch screen (a finger, not a mouse): every target grows to at least 44 × 44 px. */
export const touchScreen = '@media (pointer: coarse)';

export const EditorGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  /* Kannada and Devanagari letters in the site's Noto fonts when the system's fonts before it have none. */
  body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "${EDITOR_SCRIPTS_FAMILY}", sans-serif; color: ${ui.ink}; background: ${ui.bg}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${ui.focus}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

  /* The form library's markup */
  .rjsf fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
  .rjsf legend { font-weight: 700; font-size: 1rem; padding: 0; margin: .25rem 0 .5rem; }
  .rjsf .form-group { margin: 0 0 1rem; }
  .rjsf .form-group.field-object > fieldset > .form-group,
  .rjsf .rjsf-array-item .form-group { margin-bottom: .6rem; }
  .rjsf label.control-label, .rjsf .control-label { display: block; font-weight: 600; margin-bottom: .25rem; font-size: .9rem; }
  .rjsf .required { color: ${ui.danger}; margin-left: .15rem; }
  .rjsf .field-description, .rjsf .help-block { color: ${ui.muted}; font-size: .82rem; margin: .1rem 0 .35rem; }
  .rjsf input[type="text"], .rjsf input[type="number"], .rjsf input[type="url"], .rjsf input[type="email"],
  .rjsf input[type="date"], .rjsf select, .rjsf textarea, .rjsf input:not([type]) { ${ui.control} }
  .rjsf textarea { resize: vertical; min-height: 4.5rem; }
  .rjsf .checkbox label { display: inline-flex; gap: .5rem; align-items: center; font-weight: 600; }
  .rjsf .error-detail { list-style: none; margin: .35rem 0 0; padding: .45rem .6rem; background: ${ui.dangerSoft}; color: ${ui.danger}; border-left: 3px solid ${ui.danger}; border-radius: 4px; font-size: .85rem; }
  .rjsf .has-error input, .rjsf .has-error select, .rjsf .has-error textarea { border-color: ${ui.danger}; box-shadow: 0 0 0 1px ${ui.danger}; }
  .rjsf .field-array > fieldset, .rjsf .field-object .field-object > fieldset { border: 1px solid ${ui.line}; border-radius: ${ui.radius}; padding: .75rem .9rem .25rem; background: #fcfcfd; }
  .rjsf .btn { display: inline-flex; align-items: center; justify-content: center; min-width: 2.1rem; height: 2.1rem; padding: 0 .5rem;
    border: 1px solid ${ui.line}; border-radius: 6px; background: #fff; color: ${ui.ink}; cursor: pointer; }
  .rjsf .btn:hover:not(:disabled) { background: ${ui.soft}; }
  .rjsf .btn:disabled { opacity: .4; cursor: default; }
  .rjsf .btn-danger { color: ${ui.danger}; }
  .rjsf .btn-info, .rjsf .btn-add { color: ${ui.accent}; border-color: ${ui.accent}; font-weight: 600; }
  .rjsf .glyphicon { font-style: normal; }
  .rjsf .glyphicon-plus::before { content: "+"; }
  .rjsf .glyphicon-remove::before { content: "×"; }
  .rjsf .panel.errors { display: none; }

  /* Under a finger, every target at least 44 × 44 px (the components' own tools say so too). */
  ${touchScreen} {
    button, summary, select, a[href] { min-height: 44px; }
    button { min-width: 44px; }
    .rjsf input:not([type="checkbox"]):not([type="radio"]), .rjsf select { min-height: 44px; }
    .rjsf .checkbox label, .rjsf .radio label { min-height: 44px; }
    .rjsf .btn { min-width: 44px; height: 44px; }
    .rjsf input[type="checkbox"], .rjsf input[type="radio"] { width: 1.3rem; height: 1.3rem; }
  }
`;
