/**
 * A page's own settings (its address, aliases, layout, collection, the file's version, the sitemap box) come after
 * its content, in a closed "Page settings" part: a person opens it when needed, and it opens by itself when one
 * of them has a problem. Every other group of fields is drawn as the form library draws it.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { words } from '../../words';
import type { LevelContext } from './blockContext';
import * as S from './widgetStyles';

/** The fields of a page (or the site settings) that are settings rather than content. */
export const PAGE_SETTINGS = new Set(['route', 'aliases', 'layout', 'collection', 'schemaVersion', 'sitemap']);

const Default = getDefaultRegistry().templates.ObjectFieldTemplate;

export function SettingsTemplate(props: ObjectFieldTemplateProps) {
  const ctx = props.registry.formContext as LevelContext | undefined;
  const atPageRoot = props.fieldPathId.$id === 'root' && !ctx?.level.length;
  const settings = atPageRoot ? props.properties.filter((p) => PAGE_SETTINGS.has(p.name) && !p.hidden) : [];
  if (!settings.length) return <Default {...props} />;
  const troubled = settings.some((p) => props.errorSchema?.[p.name as never]);
  const part = (
    <S.Settings key="__settings" open={troubled || undefined} data-settings="">
      <summary>{words.form.pageSettings}</summary>
      <p>{words.form.pageSettingsHelp}</p>
      {settings.map((p) => p.content)}
    </S.Settings>
  );
  return (
    <Default
      {...props}
      properties={[
        ...props.properties.filter((p) => !settings.includes(p)),
        { name: '__settings', content: part, hidden: false },
      ]}
    />
  );
}
