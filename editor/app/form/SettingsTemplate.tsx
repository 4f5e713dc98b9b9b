/**
 * A page's own settings (its address, aliases, layout, collection, the file's version, the sitemap box) come after
 * its content, in a closed "Page settings" part: a person opens it when needed, and it opens by itself when one
 * of them has a problem. A section's id (its anchor in the page's address) is likewise in a closed "Section
 * settings" part. In a section, a group of fields (the words shown when a search finds nothing, a link) is one
 * closed line headed by its name, opened by the person, or by itself when something in it has a problem. An item's id is made by the editor and never asked for: it is not shown, unless it has a problem
 * (a name written by hand), so that problem's field can be reached and fixed. Every other group of fields is drawn
 * as the form library draws it.
 */
import { useEffect, useState } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { words } from '../../contract/words';
import type { LevelContext } from './blockContext';
import * as S from './widgetStyles';

/** The fields of a page (or the site settings) that are settings rather than content. */
export const PAGE_SETTINGS = new Set(['route', 'aliases', 'layout', 'collection', 'schemaVersion', 'sitemap']);
/** The fields of a section that are settings rather than content. */
export const SECTION_SETTINGS = new Set(['id']);

const Default = getDefaultRegistry().templates.ObjectFieldTemplate;

export function SettingsTemplate(props: ObjectFieldTemplateProps) {
  const ctx = props.registry.formContext as LevelContext | undefined;
  const atRoot = props.fieldPathId.$id === 'root';
  const inBlock = !!ctx?.level.length;
  const troubled = (name: string) => !!props.errorSchema?.[name as never];
  // An item's id: made by the editor, shown only when it has a problem to fix.
  const properties =
    atRoot || !props.properties.some((p) => p.name === 'id')
      ? props.properties
      : props.properties.filter((p) => p.name !== 'id' || troubled('id'));
  const last = props.fieldPathId.path.at(-1);
  if (!atRoot && inBlock && typeof last === 'string' && props.title)
    return <Group {...props} properties={properties} />;
  const kept = atRoot ? (inBlock ? SECTION_SETTINGS : PAGE_SETTINGS) : undefined;
  const settings = kept ? properties.filter((p) => kept.has(p.name) && !p.hidden) : [];
  if (!settings.length) return <Default {...props} properties={properties} />;
  const part = (
    <S.Settings
      key="__settings"
      open={settings.some((p) => troubled(p.name)) || undefined}
      data-settings={inBlock ? 'section' : 'page'}
    >
      <summary>{inBlock ? words.form.sectionSettings : words.form.pageSettings}</summary>
      <p>{inBlock ? words.form.sectionSettingsHelp : words.form.pageSettingsHelp}</p>
      {settings.map((p) => p.content)}
    </S.Settings>
  );
  return (
    <Default
      {...props}
      properties={[
        ...properties.filter((p) => !settings.includes(p)),
        { name: '__settings', content: part, hidden: false },
      ]}
    />
  );
}

/** A group of fields folded to one line, headed by its name; it opens by itself when a problem is in it. */
function Group(props: ObjectFieldTemplateProps) {
  const troubled = hasErrors(props.errorSchema);
  const [open, setOpen] = useState(troubled);
  useEffect(() => {
    if (troubled) setOpen(true);
  }, [troubled]);
  return (
    <S.Group
      open={open}
      data-group-fold=""
      onToggle={(e) => {
        if (e.target === e.currentTarget) setOpen(e.currentTarget.open);
      }}
    >
      <summary>{props.title}</summary>
      <Default {...props} title="" />
    </S.Group>
  );
}

/** Whether an error schema holds any error. */
function hasErrors(errors: unknown): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors).some(([k, v]) => (k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v)));
}
