/**
 * The blog's HTML body: a code-style text area with a formatting toolbar (paragraph, headings, bold, italic,
 * link, lists; Ctrl+B and Ctrl+I) that wraps the selection in the right tags, and a check under it that warns
 * about tags left open or closed in the wrong order and about what the site's sanitiser will remove.
 * Edits go through the browser's own text insertion, so Ctrl+Z undoes them like typing.
 */
import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { words } from '../../words';
import { checkHtml } from './htmlCheck';
import { applyEdit, formatEdit, type HtmlCommand } from './htmlEdit';
import * as S from './widgetStyles';

const BUTTONS: { command: HtmlCommand; label: string; face: string }[] = [
  { command: 'p', label: words.html.paragraph, face: words.html.faces.p },
  { command: 'h2', label: words.html.heading2, face: words.html.faces.h2 },
  { command: 'h3', label: words.html.heading3, face: words.html.faces.h3 },
  { command: 'strong', label: words.html.bold, face: words.html.faces.strong },
  { command: 'em', label: words.html.italic, face: words.html.faces.em },
  { command: 'a', label: words.html.link, face: words.html.faces.a },
  { command: 'ul', label: words.html.bulleted, face: words.html.faces.ul },
  { command: 'ol', label: words.html.numbered, face: words.html.faces.ol },
];

export function HtmlWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const text = typeof value === 'string' ? value : '';
  const issues = useMemo(() => checkHtml(text), [text]);
  const off = disabled || readonly;

  const format = (command: HtmlCommand) => {
    const el = area.current;
    if (!el || off) return;
    let href = '';
    if (command === 'a') {
      const answer = window.prompt(words.html.linkPrompt, 'https://');
      if (answer === null) return;
      href = answer.trim();
    }
    const edit = formatEdit(el.value, el.selectionStart, el.selectionEnd, command, href);
    el.focus();
    el.setSelectionRange(edit.from, edit.to);
    // The browser's insertion keeps Ctrl+Z working and fires the input event the form listens to.
    if (!document.execCommand('insertText', false, edit.insert)) onChange(applyEdit(el.value, edit));
    requestAnimationFrame(() => el.setSelectionRange(edit.selectFrom, edit.selectTo));
  };

  const onAreaKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const key = e.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      e.preventDefault();
      format(key === 'b' ? 'strong' : 'em');
    }
  };

  // One tab stop for the toolbar; the arrow keys, Home and End move between its buttons.
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (next === undefined || at === -1) return;
    e.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    buttons.forEach((b) => {
      b.tabIndex = b === target ? 0 : -1;
    });
    target.focus();
  };

  return (
    <S.HtmlBox>
      <S.Toolbar
        ref={toolbar}
        role="toolbar"
        aria-label={words.html.toolbar}
        aria-controls={id}
        onKeyDown={onToolbarKey}
      >
        {BUTTONS.map((b, i) => (
          <S.ToolButton
            key={b.command}
            type="button"
            tabIndex={i === 0 ? 0 : -1}
            disabled={off}
            title={b.label}
            aria-keyshortcuts={b.command === 'strong' ? 'Control+B' : b.command === 'em' ? 'Control+I' : undefined}
            data-format={b.command}
            $face={b.command}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => format(b.command)}
          >
            {/* The short face is for the eye; the full name is what a screen reader says. */}
            <span aria-hidden="true">{b.face}</span>
            <span className="visually-hidden">{b.label}</span>
          </S.ToolButton>
        ))}
      </S.Toolbar>
      <S.Code
        ref={area}
        id={id}
        rows={14}
        spellCheck
        value={text}
        required={required}
        disabled={off}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onKeyDown={onAreaKey}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={`${id}__html ${id}__check ${id}__error`}
      />
      <S.Note id={`${id}__html`}>{words.widgets.html}</S.Note>
      <div id={`${id}__check`} data-html-check="">
        {issues.length ? (
          <S.Warnings>
            <strong>{words.html.checkHeading(issues.length)}</strong>
            <ul>
              {issues.slice(0, 8).map((issue, i) => (
                <li key={i}>
                  <span>{words.html.line(issue.line)}</span> {issue.message}
                </li>
              ))}
            </ul>
          </S.Warnings>
        ) : null}
      </div>
    </S.HtmlBox>
  );
}
