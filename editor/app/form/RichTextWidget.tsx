/**
 * A formatted-text field (the blog's article text, any schema string with `"x-kind": "html"`): written as in a
 * word processor, with a toolbar (normal text, heading, subheading, bold, italic, link, lists, quote; Ctrl+B,
 * Ctrl+I, Ctrl+K) over a Tiptap editor whose schema holds only what the site's sanitiser keeps (richSchema.ts).
 * The field's value is the tidy HTML of the document ("" when empty). The writing area carries the field's id,
 * so problem links and click-to-edit focus it like any other field.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { WidgetProps } from '@rjsf/utils';
import { words } from '../../contract/words';
import { richExtensions, tidyHtml } from './richSchema';
import { LinkField } from './LinkField';
import * as S from './richStyles';

type Tool = keyof typeof words.rich.faces;

const TOOLS: { tool: Tool; keys?: string; active(e: Editor): boolean; run(e: Editor): void }[] = [
  { tool: 'paragraph', active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
  {
    tool: 'heading2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    tool: 'heading3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    tool: 'bold',
    keys: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    tool: 'italic',
    keys: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  { tool: 'link', keys: 'Control+K', active: (e) => e.isActive('link'), run: () => undefined },
  {
    tool: 'bulleted',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    tool: 'numbered',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { tool: 'quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** The value written for the editor's document. */
const documentValue = (editor: Editor) => (editor.isEmpty ? '' : tidyHtml(editor.getHTML()));

export function RichTextWidget(props: WidgetProps) {
  const { id, value, label, schema, onChange, onBlur, onFocus, disabled, readonly } = props;
  const text = typeof value === 'string' ? value : '';
  const off = Boolean(disabled || readonly);
  const written = useRef(text);
  const toolbar = useRef<HTMLDivElement>(null);
  const [linking, setLinking] = useState(false);
  const latest = useRef({ onChange, onBlur, onFocus, id });
  latest.current = { onChange, onBlur, onFocus, id };

  const editor = useEditor(
    {
      extensions: richExtensions,
      content: text,
      editable: !off,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}__label`,
          'aria-describedby': `${id}__description ${id}__help ${id}__error`,
          spellcheck: 'true',
        },
        handleKeyDown: (_view, e) => {
          if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
            e.preventDefault();
            setLinking(true);
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: e }) => {
        written.current = documentValue(e);
        latest.current.onChange(written.current);
      },
      onFocus: () => latest.current.onFocus(latest.current.id, written.current),
      onBlur: () => latest.current.onBlur(latest.current.id, written.current),
    },
    // No dependencies: Tiptap passes changed options (a new id, when the item moved in its list) to the editor.
    undefined,
  );

  // A value changed from outside (undo, a restored draft, another item in the same place) replaces the document.
  useEffect(() => {
    if (editor && text !== written.current) {
      written.current = text;
      editor.commands.setContent(text, { emitUpdate: false });
    }
  }, [editor, text]);
  useEffect(() => {
    editor?.setEditable(!off, false);
  }, [editor, off]);

  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.tool, e ? t.active(e) : false])),
  });

  // One tab stop for the toolbar; the arrow keys, Home and End move between its buttons.
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (next === undefined || at === -1) return;
    e.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target.focus();
  };

  const closeLink = () => {
    setLinking(false);
    editor?.commands.focus();
  };
  const applyLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinking(false);
  };

  return (
    <S.Box>
      <S.Label id={`${id}__label`} onClick={() => editor?.commands.focus()}>
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </S.Label>
      {schema.description ? (
        <S.Note id={`${id}__description`} style={{ margin: '0 0 .35rem' }}>
          {schema.description}
        </S.Note>
      ) : null}
      <S.Toolbar
        ref={toolbar}
        role="toolbar"
        aria-label={words.rich.toolbar}
        aria-controls={id}
        onKeyDown={onToolbarKey}
      >
        {TOOLS.map((t, i) => (
          <S.ToolButton
            key={t.tool}
            type="button"
            tabIndex={i === 0 ? 0 : -1}
            disabled={off}
            title={words.rich[t.tool]}
            aria-pressed={Boolean(pressed?.[t.tool])}
            aria-keyshortcuts={t.keys}
            data-format={t.tool}
            $face={t.tool}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              if (!editor) return;
              if (t.tool === 'link') setLinking((open) => !open);
              else t.run(editor);
            }}
          >
            {/* The short face is for the eye; the full name is what a screen reader says. */}
            <span aria-hidden="true">{words.rich.faces[t.tool]}</span>
            <span className="visually-hidden">{words.rich[t.tool]}</span>
          </S.ToolButton>
        ))}
      </S.Toolbar>
      {linking && editor ? (
        <LinkField
          current={String(editor.getAttributes('link').href ?? '')}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onClose={closeLink}
        />
      ) : null}
      <S.Area>
        <EditorContent editor={editor} />
      </S.Area>
      <S.Note id={`${id}__help`}>{words.rich.help}</S.Note>
    </S.Box>
  );
}
