/**
 * Saving, in two steps: the change in plain words, field by field as the team review names it (with the new
 * pictures the save adds to the site), then the save. The file's name and its diff wait under a closed "Details"
 * for the curious. When the page was saved elsewhere since it was opened, the server refuses; this dialog then says
 * so and offers to load the saved version, or to see both versions field by field, side by side, and keep mine or
 * theirs for each (conflictFields.ts): the page is then saved as chosen.
 */
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { pictureName } from '../contract/schemaWords';
import { words } from '../contract/words';
import { type ConflictField, fullWords } from './conflictFields';
import * as S from './editorStyles';
import { movedSentence, type PlainSave } from './saveChanges';
import { changeSentence, type LabelSchema } from './team/plainChange';

/** The change a save makes: in plain words, and as the file's diff (for the Details). */
export interface SaveChange extends PlainSave {
  diff: string;
}

export type SaveState =
  | ({ step: 'diff'; pictures: string[] } & SaveChange)
  /** `savedBy`: team mode's "who saved it meanwhile" (team/conflict.ts). `fields`: once both versions are fetched. */
  | { step: 'conflict'; compare: boolean; savedBy?: string; fields?: ConflictField[] };

const lineKind = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++')
    ? 'add'
    : line.startsWith('-') && !line.startsWith('---')
      ? 'del'
      : line.startsWith('@@')
        ? 'hunk'
        : undefined;

/** The diff, a span per line and the pre's own line breaks (a pre may hold only phrasing content, not divs). */
export function DiffLines({ diff }: { diff: string }) {
  return (
    <S.Diff data-diff="">
      {diff.split('\n').map((line, i) => (
        <Fragment key={i}>
          <span className={lineKind(line)}>{line}</span>
          {'\n'}
        </Fragment>
      ))}
    </S.Diff>
  );
}

/** The change as a list of plain sentences, with the file and its diff under a closed "Details". */
export function ChangeList({ file, change }: { file: string; change: SaveChange }) {
  return (
    <>
      <S.ChangeList data-changes="">
        {change.changes.map((c, i) => (
          <li key={i}>{changeSentence(c)}</li>
        ))}
        {change.moved.map((where) => (
          <li key={`moved ${where}`}>{movedSentence(where)}</li>
        ))}
        {change.more ? <li>{words.changesApp.more(change.more)}</li> : null}
      </S.ChangeList>
      <S.Details data-details="">
        <summary>{words.details.summary}</summary>
        <p>{words.details.file(file)}</p>
        <p>{words.details.changes}</p>
        <DiffLines diff={change.diff} />
      </S.Details>
    </>
  );
}

/** Each field where the versions differ, mine and theirs side by side, with "Keep mine / Keep theirs". */
function FieldChoices({
  fields,
  theirsName,
  labels,
  onSave,
  children,
}: {
  fields: ConflictField[];
  theirsName: string;
  labels?: LabelSchema;
  onSave(keepMine: boolean[]): void;
  /** The dialog's other buttons, beside "Save as chosen". */
  children: ReactNode;
}) {
  const [keepMine, setKeepMine] = useState(() => fields.map((f) => !f.onlyTheirs));
  const name = useId();
  return (
    <>
      <p>{words.save.choose}</p>
      <S.FieldChoices data-conflict-fields="">
        {fields.map((f, i) => (
          <S.FieldChoice key={f.where + i} data-conflict-field={f.where}>
            <legend>{f.where}</legend>
            {f.onlyTheirs ? <p className="hint">{words.save.onlyTheirs}</p> : null}
            <S.Versions>
              <label data-version="mine">
                <input
                  type="radio"
                  name={`${name}-${i}`}
                  checked={keepMine[i]}
                  onChange={() => setKeepMine((k) => k.map((v, j) => (j === i ? true : v)))}
                />{' '}
                <strong>{words.save.keepMine}</strong>
                <span className="who">{words.save.mine}</span>
                <span className="value">{fullWords(f.mine, labels)}</span>
              </label>
              <label data-version="theirs">
                <input
                  type="radio"
                  name={`${name}-${i}`}
                  checked={!keepMine[i]}
                  onChange={() => setKeepMine((k) => k.map((v, j) => (j === i ? false : v)))}
                />{' '}
                <strong>{words.save.keepTheirs}</strong>
                <span className="who">{theirsName}</span>
                <span className="value">{fullWords(f.theirs, labels)}</span>
              </label>
            </S.Versions>
          </S.FieldChoice>
        ))}
      </S.FieldChoices>
      <S.Actions>
        {children}
        <S.Button type="button" $primary onClick={() => onSave(keepMine)} data-save-choices="">
          {words.save.saveChoices}
        </S.Button>
      </S.Actions>
    </>
  );
}

export function SaveDialog({
  title,
  file,
  state,
  labels,
  onSave,
  onClose,
  onReload,
  onCompare,
  onSaveChoices,
}: {
  /** The page's title, as people name it. */
  title: string;
  file: string;
  state: SaveState;
  labels?: LabelSchema;
  onSave(): void;
  onClose(): void;
  onReload(): void;
  onCompare(): void;
  onSaveChoices(keepMine: boolean[]): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const reload =
    state.step === 'conflict' ? (
      <S.Button type="button" onClick={onReload}>
        {state.savedBy ? words.teamApp.reload : words.save.reload}
      </S.Button>
    ) : null;
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="save-title" aria-describedby="save-intro">
      {state.step === 'diff' ? (
        <>
          <h2 id="save-title">{words.save.title}</h2>
          <p id="save-intro">{words.save.intro(title)}</p>
          <ChangeList file={file} change={state} />
          {state.pictures.length ? (
            <>
              <p>{words.pictures.listed}</p>
              <ul data-new-pictures="">
                {state.pictures.map((src) => (
                  <li key={src}>{words.pictures.newPicture(pictureName(src))}</li>
                ))}
              </ul>
            </>
          ) : null}
          <S.Actions>
            <S.Button type="button" onClick={() => dialog.current?.close()}>
              {words.save.cancel}
            </S.Button>
            <S.Button type="button" $primary onClick={onSave} autoFocus>
              {words.save.confirm}
            </S.Button>
          </S.Actions>
        </>
      ) : (
        <>
          <h2 id="save-title">
            {state.savedBy ? words.teamApp.conflictTitle(state.savedBy) : words.save.conflictTitle}
          </h2>
          <p id="save-intro" role="alert">
            {state.savedBy ? words.teamApp.conflict(title, state.savedBy) : words.save.conflict(title)}
          </p>
          {state.compare && !state.fields ? <p role="status">{words.save.loading}</p> : null}
          {state.compare && state.fields ? (
            <FieldChoices
              fields={state.fields}
              theirsName={state.savedBy ? words.teamApp.theirs(state.savedBy) : words.save.theirs}
              labels={labels}
              onSave={onSaveChoices}
            >
              {reload}
            </FieldChoices>
          ) : (
            <S.Actions>
              {reload}
              {state.compare ? null : (
                <S.Button type="button" $primary onClick={onCompare} autoFocus>
                  {words.save.compare}
                </S.Button>
              )}
            </S.Actions>
          )}
        </>
      )}
    </S.Modal>
  );
}

/** What the last save changed, in plain words (the top bar's "Last save"). */
export function LastSaveDialog({ file, change, onClose }: { file: string; change: SaveChange; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="last-save-title">
      <h2 id="last-save-title">{words.history.lastSaveTitle}</h2>
      <ChangeList file={file} change={change} />
      <S.Actions>
        <S.Button type="button" $primary autoFocus onClick={() => dialog.current?.close()}>
          {words.history.close}
        </S.Button>
      </S.Actions>
    </S.Modal>
  );
}
