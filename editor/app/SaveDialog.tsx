/**
 * Saving, in two steps: the change as a diff (with the new pictures the save adds to the site), then the save. When the file changed on disk since it was opened,
 * the server refuses; this dialog then says so and offers to load the file from disk or to compare both versions.
 */
import { Fragment, useEffect, useRef } from 'react';
import { words } from '../contract/words';
import * as S from './editorStyles';

export type SaveState =
  | { step: 'diff'; diff: string; pictures: string[] }
  /** `savedBy`: team mode's "who saved it meanwhile" (team/conflict.ts). */
  | { step: 'conflict'; mine: string; theirs: string; compare: boolean; savedBy?: string };

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

export function SaveDialog({
  file,
  state,
  onSave,
  onClose,
  onReload,
  onCompare,
  onKeep,
}: {
  file: string;
  state: SaveState;
  onSave(): void;
  onClose(): void;
  onReload(): void;
  onCompare(): void;
  onKeep(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="save-title" aria-describedby="save-intro">
      {state.step === 'diff' ? (
        <>
          <h2 id="save-title">{words.save.title}</h2>
          <p id="save-intro">{words.save.intro(file)}</p>
          <DiffLines diff={state.diff} />
          {state.pictures.length ? (
            <>
              <p>{words.pictures.listed}</p>
              <ul data-new-pictures="">
                {state.pictures.map((src) => (
                  <li key={src}>{words.pictures.newPicture(src.slice(src.lastIndexOf('/') + 1))}</li>
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
            {state.savedBy ? words.teamApp.conflict(file, state.savedBy) : words.save.conflict(file)}
          </p>
          {state.compare ? (
            <S.Versions>
              <div>
                <h3>{words.save.mine}</h3>
                <pre data-version="mine">{state.mine}</pre>
              </div>
              <div>
                <h3>{state.savedBy ? words.teamApp.theirs(state.savedBy) : words.save.theirs}</h3>
                <pre data-version="theirs">{state.theirs}</pre>
              </div>
            </S.Versions>
          ) : null}
          <S.Actions>
            <S.Button type="button" onClick={onReload}>
              {state.savedBy ? words.teamApp.reload : words.save.reload}
            </S.Button>
            {state.compare ? (
              <S.Button type="button" $primary onClick={onKeep}>
                {words.save.keep}
              </S.Button>
            ) : (
              <S.Button type="button" $primary onClick={onCompare} autoFocus>
                {words.save.compare}
              </S.Button>
            )}
          </S.Actions>
        </>
      )}
    </S.Modal>
  );
}

/** What the last save changed, as its diff (the top bar's "Last save"). */
export function LastSaveDialog({ file, diff, onClose }: { file: string; diff: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <S.Modal ref={dialog} onClose={onClose} aria-labelledby="last-save-title">
      <h2 id="last-save-title">{words.history.lastSaveTitle}</h2>
      <p>
        <code>{file}</code>
      </p>
      <DiffLines diff={diff} />
      <S.Actions>
        <S.Button type="button" $primary autoFocus onClick={() => dialog.current?.close()}>
          {words.history.close}
        </S.Button>
      </S.Actions>
    </S.Modal>
  );
}
