/**
 * A formatted-text field of a translation (an article's text; its schema's `x-kind: html`): the English shown as
 * formatted text, as on the site, never as tags, and the translation written with the same rich-text widget as the
 * English form's (RichTextWidget.tsx), so a translator keeps the headings, lists and links without typing HTML.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import type { WidgetProps } from '@rjsf/utils';
import { RichTextWidget } from '../form/RichTextWidget';
import { richExtensions } from '../form/richSchema';
import * as R from '../form/richStyles';

/**
 * The English formatted text, read only. Read through the widget's own schema, which keeps only what the site's
 * sanitiser keeps: a script or a style in the file is never run or shown.
 */
export function FormattedEnglish({ html, id, label }: { html: string; id: string; label: string }) {
  const editor = useEditor(
    {
      extensions: richExtensions,
      content: html,
      editable: false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      // A long text scrolls in its box: a keyboard reaches it to scroll it.
      editorProps: { attributes: { 'aria-label': label, role: 'document', tabindex: '0' } },
    },
    [html],
  );
  return (
    <R.Area lang="en" id={id} data-english="">
      <EditorContent editor={editor} />
    </R.Area>
  );
}

const ignore = () => undefined;

/** The translation's formatted text, written with the English form's rich-text widget (its value is HTML). */
export function RichTranslationBox({
  id,
  lang,
  label,
  value,
  onChange,
}: {
  id: string;
  lang: string;
  label: string;
  value: string;
  onChange(html: string): void;
}) {
  // The widget takes the form library's props; it reads only these.
  const props = {
    id,
    value,
    label,
    schema: { type: 'string' },
    onChange: (v: unknown) => onChange(typeof v === 'string' ? v : ''),
    onBlur: ignore,
    onFocus: ignore,
    required: false,
    disabled: false,
    readonly: false,
  } as unknown as WidgetProps;
  return (
    <div lang={lang} data-rich-translation="">
      <RichTextWidget {...props} />
    </div>
  );
}
