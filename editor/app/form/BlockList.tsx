/**
 * The field for a list of blocks (a page's `sections`, a catalogue item's detail): each block on one line (its
 * kind and its heading or first words; its id is a setting inside it, never in its buttons' names), opened for editing one level at a time; add (from the block picker), duplicate,
 * remove and reorder with the buttons (keyboard) or by dragging.
 */
import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { words } from '../../contract/words';
import { firstText, withFreshId, type LevelContext } from './blockContext';
import { blockName, plainText } from '../../contract/schemaWords';
import { BlockPicker } from './BlockPicker';
import { moved, useReorder } from './reorder';
import * as S from './blockStyles';

type Block = Record<string, unknown>;

export function BlockList(props: FieldProps) {
  const ctx = props.registry.formContext as LevelContext;
  const list = (Array.isArray(props.formData) ? props.formData : []) as Block[];
  const path = props.fieldPathId.path;
  const [picking, setPicking] = useState(false);
  const titleOf = (type: unknown) => ctx.blocks.find((b) => b.type === type)?.title ?? String(type);

  const change = (next: Block[]) => ctx.change(path, next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const item = list[from];
    change(moved(list, from, to));
    ctx.announce(words.blocks.moved(titleOf(item.type), to + 1));
    requestAnimationFrame(() => document.getElementById(`${props.fieldPathId.$id}-${to}-handle`)?.focus());
  };
  const reorder = useReorder(move);

  return (
    <S.List aria-labelledby={`${props.fieldPathId.$id}-label`}>
      <S.Head>
        <S.Title id={`${props.fieldPathId.$id}-label`}>{props.schema.title ?? words.blocks.heading}</S.Title>
        <S.Count>{words.blocks.count(list.length)}</S.Count>
      </S.Head>
      <S.Help>{words.blocks.help}</S.Help>
      <S.Rows>
        {list.map((block, i) => {
          const problems = ctx.problemsUnder([...path, i]);
          // Each button says which section it acts on, as the breadcrumb names it (never by its id).
          const name = blockName(block, i + 1, titleOf(block.type));
          return (
            <S.Row
              key={`${String(block.id)}-${i}`}
              data-block-row={String(block.id)}
              data-block-type={String(block.type)}
              data-block-path={JSON.stringify([...ctx.level, ...path, i])}
              $dragging={reorder.dragged === i}
              $problem={problems > 0}
              {...reorder.row(i)}
            >
              <S.Handle
                id={`${props.fieldPathId.$id}-${i}-handle`}
                title={words.blocks.edit}
                {...reorder.handle(i)}
                onKeyDown={(e) => reorder.keys(i, e)}
                onClick={() => ctx.openBlock([...path, i])}
              >
                <span className="visually-hidden">{words.blocks.edit}: </span>
                <S.Grip aria-hidden="true">⠿</S.Grip>
                <S.Kind>{titleOf(block.type)}</S.Kind>
                <S.Words data-words="">{plainText(firstText(block)) || words.blocks.noText}</S.Words>
                {problems ? <S.Badge>{words.blocks.problems(problems)}</S.Badge> : null}
              </S.Handle>
              <S.Tools>
                <S.Tool
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={`${words.blocks.moveUp}: ${name}`}
                  title={words.blocks.moveUp}
                >
                  ↑
                </S.Tool>
                <S.Tool
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={i === list.length - 1}
                  aria-label={`${words.blocks.moveDown}: ${name}`}
                  title={words.blocks.moveDown}
                >
                  ↓
                </S.Tool>
                <S.Tool
                  type="button"
                  onClick={() => {
                    const next = [...list];
                    next.splice(i + 1, 0, withFreshId(block, list));
                    change(next);
                  }}
                  aria-label={`${words.blocks.duplicate}: ${name}`}
                  title={words.blocks.duplicate}
                >
                  {words.blocks.duplicate}
                </S.Tool>
                <S.Tool
                  type="button"
                  $danger
                  onClick={() => {
                    if (confirm(words.blocks.removeConfirm)) {
                      change(list.filter((_, j) => j !== i));
                      ctx.announce(words.blocks.removed(titleOf(block.type)));
                    }
                  }}
                  aria-label={`${words.blocks.remove}: ${name}`}
                  title={words.blocks.remove}
                >
                  ×
                </S.Tool>
              </S.Tools>
            </S.Row>
          );
        })}
      </S.Rows>
      <S.Add type="button" onClick={() => setPicking(true)}>
        + {words.blocks.add}
      </S.Add>
      {picking ? (
        <BlockPicker
          blocks={ctx.blocks}
          onClose={() => setPicking(false)}
          onPick={(info) => {
            setPicking(false);
            const block = withFreshId(info.example ?? { type: info.type, id: info.type.toLowerCase() }, list);
            change([...list, block]);
            ctx.announce(words.blocks.added(info.title));
            ctx.openBlock([...path, list.length]);
          }}
        />
      ) : null}
    </S.List>
  );
}
