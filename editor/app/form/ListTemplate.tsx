/**
 * The form library's templates for every list that is not a block list (a FAQ category's questions, a card
 * grid's cards, a page's keywords...): each item with a drag handle, move up/down, copy and remove, Alt+↑/↓ on
 * an item (or any field inside it) to move it, and an add button. Moves write the reordered list straight into
 * the draft (like the section list), keep the focus on the moved item and are announced. A new item gets the
 * next free id and today's date where its list has them, and a dated item goes where its date puts it when its
 * fields are left (its date and status set where it goes: newItem.ts).
 * An item that is a group of fields is one closed line, headed by its first words (a question, a title and its
 * date), so a long list stays short until the person opens an item; a new or copied item starts open, and an
 * opened item stays open where it moves. Clicking its field in the preview opens it (focusField.ts).
 */
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import {
  buttonId,
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { words } from '../../contract/words';
import type { LevelContext } from './blockContext';
import { copiedItem, datePlace, isDated, newItem } from './newItem';
import { moved, movedIndex, useReorder } from './reorder';
import * as S from './listStyles';

type Reorder = ReturnType<typeof useReorder>;
const ListContext = createContext<{
  reorder: Reorder;
  move(from: number, to: number): void;
  /** Puts item `index` where its date belongs, if the list is dated. */
  settle(index: number): void;
  /** Copies item `index` under a fresh id, when the list's items have ids (else the form library copies it). */
  copy?: (index: number) => void;
  /** Whether item `index` is open (an item that is a group of fields is a closed line until opened). */
  isOpen(index: number): boolean;
  setOpen(index: number, open: boolean): void;
  /** Item `index` was removed (the open items after it move up). */
  removed(index: number): void;
  /** A copy of item `index` was put after it, open. */
  copied(index: number): void;
} | null>(null);

/** The open items once item `from` has moved to `to`. */
function movedSet(open: Set<number>, from: number, to: number): Set<number> {
  return new Set([...open].map((i) => movedIndex(i, from, to)));
}

/** The id of the handle of item `index` of the list whose field id is `listId` (rjsf's item id + `__handle`). */
const handleId = (listId: string, index: number) => `${listId}_${index}__handle`;

export function ListTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, registry, uiSchema, schema, items, canAdd, disabled, readonly } = props;
  const ctx = registry.formContext as LevelContext;
  const list = (Array.isArray(props.formData) ? props.formData : []) as unknown[];
  const uiOptions = getUiOptions(uiSchema);
  const TitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const title = String(uiOptions.title || props.title || '');

  const itemSchema = registry.schemaUtils.retrieveSchema((schema.items ?? {}) as RJSFSchema, undefined);
  const [open, setOpenItems] = useState<Set<number>>(() => new Set());
  const latest = useRef(list);
  latest.current = list;

  /** Moves item `from` to `to`; with `byDate`, the focus stays where the person put it (in whichever item). */
  const move = (from: number, to: number, byDate = false) => {
    const current = latest.current;
    if (to < 0 || to >= current.length || from === to) return;
    const listPrefix = `${fieldPathId.$id}_`;
    const focused = document.activeElement?.id ?? '';
    ctx.change(fieldPathId.path, moved(current, from, to));
    setOpenItems((o) => movedSet(o, from, to));
    ctx.announce(words.lists.moved(title || words.lists.item, from + 1, to + 1));
    // The focus follows the item: the same field inside it, or its handle.
    const inList = focused.startsWith(listPrefix) ? /^(\d+)_(.+)$/.exec(focused.slice(listPrefix.length)) : null;
    let target: string | undefined;
    if (inList && (Number(inList[1]) === from || byDate))
      target = `${listPrefix}${movedIndex(Number(inList[1]), from, to)}_${inList[2]}`;
    else if (!byDate) target = handleId(fieldPathId.$id, to);
    if (!target) return;
    const wanted = target;
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        (
          document.getElementById(wanted) ?? (byDate ? null : document.getElementById(handleId(fieldPathId.$id, to)))
        )?.focus(),
      ),
    );
  };
  const reorder = useReorder(move);
  // Once the focus has landed where the person sent it, the item moves to its date's place.
  const settle = (index: number) =>
    setTimeout(() => {
      if (!isDated(itemSchema)) return;
      const to = datePlace(latest.current, index);
      if (to !== index) move(index, to, true);
    });

  const stem =
    String(fieldPathId.path.at(-1) ?? 'item')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|s?-?$/g, '') || 'item';
  const add = () => {
    const base = registry.schemaUtils.getDefaultFormState(itemSchema, undefined);
    const item = newItem(list, itemSchema as Record<string, unknown>, base, new Date(), stem);
    ctx.change(fieldPathId.path, [...list, item]);
    setOpenItems((o) => new Set([...o, list.length]));
    ctx.announce(words.newItems.added(title || words.lists.item));
    // The new item's first field, ready to be written.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        (
          document.querySelector(
            `[id^="${fieldPathId.$id}_${list.length}_"]:is(input:not([type=hidden]), textarea, select, [contenteditable])`,
          ) as HTMLElement | null
        )?.focus(),
      ),
    );
  };
  const hasIds = Boolean((itemSchema.properties as Record<string, unknown> | undefined)?.id);
  const fills = hasIds || isDated(itemSchema);
  const copy = (index: number) => {
    const next = [...list];
    next.splice(index + 1, 0, copiedItem(list, index, itemSchema as Record<string, unknown>, stem));
    ctx.change(fieldPathId.path, next);
    copied(index);
  };
  const shifted = (from: number, by: number) =>
    setOpenItems((o) => new Set([...o].flatMap((i) => (i < from ? [i] : by < 0 && i === from ? [] : [i + by]))));
  const copied = (index: number) => {
    shifted(index + 1, 1);
    setOpenItems((o) => new Set([...o, index + 1]));
  };
  const setOpen = (index: number, isOpen: boolean) =>
    setOpenItems((o) => {
      if (o.has(index) === isOpen) return o;
      const next = new Set(o);
      if (isOpen) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <fieldset className={props.className} id={fieldPathId.$id}>
      <TitleTemplate
        fieldPathId={fieldPathId}
        title={title}
        required={props.required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={props.optionalDataControl}
      />
      <DescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <ListContext.Provider
        value={{
          reorder,
          move,
          settle,
          copy: hasIds ? copy : undefined,
          isOpen: (i) => open.has(i),
          setOpen,
          removed: (i) => shifted(i, -1),
          copied,
        }}
      >
        <S.Items>{items}</S.Items>
      </ListContext.Provider>
      {canAdd ? (
        <S.Add
          type="button"
          id={buttonId(fieldPathId, 'add')}
          disabled={disabled || readonly}
          onClick={fills ? add : props.onAddClick}
        >
          + {words.lists.add(title)}
        </S.Add>
      ) : null}
    </fieldset>
  );
}

export function ListItemTemplate(props: ArrayFieldItemTemplateProps) {
  const shared = useContext(ListContext);
  const { index, totalItems, buttonsProps: b, children, uiSchema, registry } = props;
  const name = String(getUiOptions(uiSchema).title || `${words.lists.item} ${index + 1}`);
  const itemSchema = registry.schemaUtils.retrieveSchema(props.schema, undefined);
  // A group of fields folds to one line; a single value (a keyword, a line of text) is its own line already.
  const folds = !!shared && (itemSchema.type === 'object' || !!itemSchema.properties);
  const off = b.disabled || b.readonly;
  const tools: ReactNode[] = [];
  if (shared && (b.hasMoveUp || b.hasMoveDown)) {
    tools.push(
      <S.Tool
        key="up"
        type="button"
        id={buttonId(b.fieldPathId, 'moveUp')}
        disabled={off || index === 0}
        onClick={() => shared.move(index, index - 1)}
        aria-label={`${words.lists.moveUp}: ${name}`}
        title={words.lists.moveUp}
      >
        ↑
      </S.Tool>,
      <S.Tool
        key="down"
        type="button"
        id={buttonId(b.fieldPathId, 'moveDown')}
        disabled={off || index === totalItems - 1}
        onClick={() => shared.move(index, index + 1)}
        aria-label={`${words.lists.moveDown}: ${name}`}
        title={words.lists.moveDown}
      >
        ↓
      </S.Tool>,
    );
  }
  if (b.hasCopy)
    tools.push(
      <S.Tool
        key="copy"
        type="button"
        id={buttonId(b.fieldPathId, 'copy')}
        disabled={off}
        onClick={
          shared?.copy
            ? () => shared.copy?.(index)
            : (e) => {
                shared?.copied(index);
                b.onCopyItem(e);
              }
        }
        aria-label={`${words.lists.duplicate}: ${name}`}
        title={words.lists.duplicate}
      >
        {words.lists.duplicate}
      </S.Tool>,
    );
  if (b.hasRemove)
    tools.push(
      <S.Tool
        key="remove"
        type="button"
        $danger
        id={buttonId(b.fieldPathId, 'remove')}
        disabled={off}
        onClick={(e) => {
          shared?.removed(index);
          b.onRemoveItem(e);
        }}
        aria-label={`${words.lists.remove}: ${name}`}
        title={words.lists.remove}
      >
        ×
      </S.Tool>,
    );
  const orderable = !!shared && (b.hasMoveUp || b.hasMoveDown) && !off;

  return (
    <S.Item
      className={props.className}
      data-list-item={index}
      $dragging={shared?.reorder.dragged === index}
      {...(shared ? shared.reorder.row(index) : {})}
      onKeyDown={(e) => {
        if (orderable) shared.reorder.keys(index, e);
      }}
      onBlur={(e) => {
        if (shared && !off && e.target.matches('input, select, textarea, [contenteditable]')) shared.settle(index);
      }}
    >
      {orderable ? (
        <S.Grip
          type="button"
          id={`${b.fieldPathId.$id}__handle`}
          {...shared.reorder.handle(index)}
          aria-label={`${words.lists.handle}: ${name}`}
          title={words.lists.handleHint}
        >
          ⠿
        </S.Grip>
      ) : null}
      {folds && shared ? (
        <S.Fold
          open={shared.isOpen(index)}
          data-item-fold=""
          onToggle={(e) => {
            if (e.target === e.currentTarget) shared.setOpen(index, e.currentTarget.open);
          }}
        >
          <S.Summary>{name}</S.Summary>
          <S.Body $folded>{children}</S.Body>
        </S.Fold>
      ) : (
        <S.Body>{children}</S.Body>
      )}
      {tools.length ? <S.Tools>{tools}</S.Tools> : null}
    </S.Item>
  );
}

export const listTemplates = { ArrayFieldTemplate: ListTemplate, ArrayFieldItemTemplate: ListItemTemplate };
