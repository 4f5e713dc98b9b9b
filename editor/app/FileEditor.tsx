/**
 * Editing one file: the form of the current level (the file, or one block, with a breadcrumb), the problems
 * list, the preview and saving. The draft is written to localStorage on every change and checked by the
 * server's validator; it is dropped only when saved or discarded. Every change since the page was opened (or
 * last saved) can be undone and redone (history.ts: buttons, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y). Click-to-edit:
 * a block clicked in the preview opens here; the block the form is on is outlined in the preview.
 * Save says beside its button what stops it (the first problem, whose field it opens) or that nothing changed.
 * Pictures uploaded for the change stay with it on the server until it is saved (the save puts them on the site)
 * or discarded (Discard drops them). Save lists the change in plain words first; a save refused because the page was
 * saved elsewhere meanwhile shows both versions field by field, and saves what the person keeps of each.
 * On a phone one pane shows at a time, chosen by a Fields / Preview switch under the bar.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { PaneSwitch, type PaneView } from './PaneSwitch';
import { api, ApiError, type OpenedFile, type SchemaBundle, type FieldProblem } from './api';
import { drafts } from './drafts';
import { useCheck } from './useCheck';
import { LevelForm } from './form/LevelForm';
import type { BlockInfo, LevelContext } from './form/blockContext';
import {
  blockLevelOf,
  errorSchemaOf,
  fieldId,
  getAt,
  isBlockAt,
  reconcile,
  setAt,
  startsWith,
  type DataPath,
} from './paths';
import { useDraftHistory } from './useDraftHistory';
import { usePreviewItem } from './previewItem';
import { missingAlts } from './altCheck';
import { sameData, withoutArtefacts } from './sameData';
import { withoutDefaults } from '../contract/schemaDefaults';
import { ProblemList } from './ProblemList';
import { stalePast } from './stalePast';
import { OPEN_FIELD } from './search/FieldHits';
import { Preview, type PreviewTarget } from './Preview';
import { focusField, pendingFocus, scrollIntoPane } from './focusField';
import { LinkOffer } from './LinkOffer';
import { LastSaveDialog, SaveDialog, type SaveChange, type SaveState } from './SaveDialog';
import { pageLabels } from './pageLabels';
import { saveChanges } from './saveChanges';
import { conflictFields, withChoices } from './conflictFields';
import { words } from '../contract/words';
import { blockName } from '../contract/schemaWords';
import type { RefusalReason } from '../contract/editing';
import * as S from './editorStyles';
import { restoredWords } from './team/restore';
import { savedByOf } from './team/conflict';

const SITE_FILE = 'pages/_site.yaml';

interface Props {
  opened: OpenedFile;
  bundle: SchemaBundle;
  blocks: BlockInfo[];
  routes: string[];
  announce(m: string): void;
  onSaved(): void;
  onReload(): void;
  /** The number of errors the draft has now, for the page list. */
  onProblems(file: string, errors: number): void;
  /** Team mode: who else is editing this page (team/Presence.tsx). */
  presence?: ReactNode;
  /** The page in the site's other languages (translate/PageLanguages.tsx). */
  languages?: ReactNode;
}

export function FileEditor({
  opened: first,
  bundle,
  blocks,
  routes,
  announce,
  onSaved,
  onReload,
  onProblems,
  presence,
  languages,
}: Props) {
  const file = first.file;
  const [base, setBase] = useState({ text: first.text, version: first.version, data: first.data });
  const {
    draft,
    canUndo,
    canRedo,
    change: setDraft,
    edit,
    reset,
    step,
  } = useDraftHistory(() => drafts.get(file)?.data ?? first.data, announce);
  const [lastSave, setLastSave] = useState<{ change: SaveChange; open: boolean } | null>(null);
  const [focusPath, setFocusPath] = useState<DataPath | null>(null);
  const [restored] = useState(() => drafts.get(file) !== null);
  const [level, setLevel] = useState<DataPath>([]);
  const [saving, setSaving] = useState<SaveState | null>(null);
  const [lastPreview, setLastPreview] = useState<ReturnType<typeof useCheck>['result']>(null);
  const blockTypes = useMemo(() => new Set(blocks.map((b) => b.type)), [blocks]);
  // Not a text comparison: the form reports members in its own order and leaves empty ones behind (sameData.ts),
  // and a value set back to its default where the file has none is no change (schemaDefaults.ts).
  const fileSchema = bundle.root.definitions[first.info.schema];
  const labels = useMemo(() => pageLabels(bundle, first.info.schema), [bundle, first.info.schema]);
  const title = first.info.title;
  /** The other version of a refused save (the page as saved elsewhere), whose fields the person chooses from. */
  const theirs = useRef<{ data: Record<string, unknown>; version: string } | null>(null);
  const plain = useMemo(
    () => withoutDefaults(draft, base.data, fileSchema, bundle.root.definitions),
    [draft, base.data, fileSchema, bundle.root.definitions],
  );
  const dirty = !sameData(plain, base.data);
  const [view, setView] = useState<PaneView>('form');
  /** A save under way: its check before the dialog, or the save itself (shown beside the button, as a status). */
  const [busy, setBusy] = useState<'checking' | 'saving' | null>(null);
  /** What the last Save found, shown beside the button until the next change. */
  const [note, setNote] = useState<{ text: string; bad: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change of the draft makes the note old
  useEffect(() => setNote(null), [draft]);

  useEffect(() => {
    if (dirty) drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
    else drafts.drop(file);
  }, [draft, dirty, file, base.version]);

  const levelBlock = level.length ? (getAt(draft, level) as Record<string, unknown> | undefined) : undefined;
  const previewItem = usePreviewItem(draft, level);
  const collectionItem = file.startsWith('pages/collections/')
    ? (getAt(draft, ['items', previewItem]) as { id?: unknown } | undefined)
    : undefined;
  const { result, checked } = useCheck(
    file,
    draft,
    collectionItem?.id !== undefined ? `/resources/blog/${String(collectionItem.id)}` : undefined,
  );
  useEffect(() => {
    if (result?.preview) setLastPreview(result);
  }, [result]);
  const altProblems = useMemo(
    () =>
      missingAlts(base.data, draft).map(
        (path): FieldProblem => ({
          severity: 'error',
          line: 0,
          col: 0,
          where: path.join('.'),
          message: words.media.altNeeded,
          path,
        }),
      ),
    [base.data, draft],
  );
  const problems = useMemo(
    () => [...altProblems, ...stalePast(result?.problems ?? [], checked, draft)],
    [altProblems, result, checked, draft],
  );
  const errors = problems.filter((p) => p.severity === 'error');
  useEffect(() => {
    if (result) onProblems(file, errors.length);
  }, [result, errors.length, file, onProblems]);

  // The count of problems is announced when it changes; when the last one is fixed, the live region says so
  // (else its last words, "1 problem to fix before saving", stay there for a screen reader to find).
  const announced = useRef('');
  useEffect(() => {
    const msg = errors.length ? words.problems.count(errors.length) : '';
    if (msg !== announced.current) {
      const had = announced.current;
      announced.current = msg;
      if (msg) announce(msg);
      else if (had) announce(words.problems.allFixed);
    }
  }, [errors.length, announce]);

  const heading = useRef<HTMLHeadingElement>(null);
  const goTo = useCallback((path: DataPath, focus?: DataPath) => {
    setLevel(path);
    setFocusPath(path.length ? path : null);
    // A large block's form can take seconds to draw on a slow machine: the field is looked for until it is there
    // (10 s at most), unless the person has gone on to another field meanwhile.
    const id = focus ? fieldId(focus.slice(path.length)) : '';
    const started = document.activeElement;
    let tries = 0;
    const attempt = () => {
      if (id && focusField(id)) return;
      const moved = document.activeElement !== started && document.activeElement?.closest('.rjsf');
      if (id && !moved && ++tries < 100) setTimeout(attempt, 100);
      else if (!moved && heading.current) {
        heading.current.focus({ preventScroll: true });
        scrollIntoPane(heading.current);
      }
    };
    requestAnimationFrame(() => requestAnimationFrame(attempt));
  }, []);

  const context = useMemo<LevelContext>(
    () => ({
      openBlock: (rel) => goTo([...level, ...rel]),
      problemsUnder: (rel) => errors.filter((p) => startsWith(p.path, [...level, ...rel])).length,
      change: (rel, value) => setDraft((d) => setAt(d, [...level, ...rel], value)),
      blocks,
      announce,
      file,
      level,
    }),
    [level, errors, blocks, announce, goTo, setDraft, file],
  );

  const levelErrors = useMemo(() => errorSchemaOf(problems, level), [problems, level]);
  const onLevelChange = useCallback(
    (data: Record<string, unknown>) => edit((d) => setAt(d, level, reconcile(getAt(d, level), data, blockTypes))),
    [edit, level, blockTypes],
  );
  // An undo can take away the block being edited: go up to the nearest block still there.
  useEffect(() => {
    if (level.length && !isBlockAt(draft, level, blockTypes)) setLevel(blockLevelOf(draft, level, blockTypes));
  }, [draft, level, blockTypes]);

  const onPick = useCallback(
    ({ path, id, field = [], site }: PreviewTarget) => {
      if (site) {
        setView('form');
        if (file === SITE_FILE) goTo([], field);
        else {
          pendingFocus.set(SITE_FILE, field);
          location.hash = SITE_FILE;
        }
        return;
      }
      const wanted = path.split('/').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      const same = isBlockAt(draft, wanted, blockTypes) && String((getAt(draft, wanted) as { id?: unknown }).id) === id;
      const target = same ? wanted : findBlock(draft, id, blockTypes);
      if (!target) return;
      // On a phone the preview hides the form: the tap brings the form back, at the field tapped.
      setView('form');
      goTo(target, field.length ? [...target, ...field] : undefined);
    },
    [draft, blockTypes, goTo, file],
  );
  const draftNow = useRef(draft);
  draftNow.current = draft;
  // A field asked for before this file was opened (a click on the footer while another page was open, a problem
  // on the review screen): shown on the level of its block, as the problem list does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the file opens
  useEffect(() => {
    const take = () => {
      const field = pendingFocus.take(file);
      if (field) goTo(blockLevelOf(draftNow.current, field, blockTypes), field);
    };
    take();
    // A field of this page found by the search while it is open.
    window.addEventListener(OPEN_FIELD, take);
    return () => window.removeEventListener(OPEN_FIELD, take);
  }, []);
  const [linkTo, setLinkTo] = useState<string | null>(null);
  const onFormFocus = (e: FocusEvent) => {
    const row = (e.target as Element).closest('[data-block-path]');
    const path = row ? (JSON.parse(row.getAttribute('data-block-path') ?? '[]') as DataPath) : level;
    setFocusPath(path.length ? path : null);
  };
  const highlight = useMemo<PreviewTarget | null>(
    () =>
      focusPath && isBlockAt(draft, focusPath, blockTypes)
        ? { path: focusPath.join('/'), id: String((getAt(draft, focusPath) as { id?: unknown }).id ?? '') }
        : null,
    [focusPath, draft, blockTypes],
  );

  const schemaKey = level.length ? bundle.blocks.find((b) => b.type === levelBlock?.type)?.key : first.info.schema;

  const crumbs: { path: DataPath; label: string; id?: string }[] = [{ path: [], label: words.editor.breadcrumbRoot }];
  for (let n = 1; n <= level.length; n++) {
    const p = level.slice(0, n);
    if (blockLevelOf(draft, p, blockTypes).length === n) {
      const b = getAt(draft, p) as Record<string, unknown>;
      const kind = blocks.find((x) => x.type === b.type)?.title ?? words.blocks.section;
      crumbs.push({ path: p, label: blockName(b, Number(p.at(-1)) + 1, kind), id: String(b.id ?? '') });
    }
  }

  const onProblem = (p: FieldProblem) => goTo(blockLevelOf(draft, p.path, blockTypes), p.path);
  /** Says why Save stopped, beside the button and to screen readers, and opens the first problem's field. */
  const refuse = (found: FieldProblem[], spoken: string) => {
    const first = found[0];
    setNote({ text: words.save.fixFirst(first.message, found.length - 1), bad: true });
    announce(spoken);
    setView('form');
    onProblem(first);
  };
  const startSave = async () => {
    if (busy) return;
    setBusy('checking');
    try {
      if (!dirty) {
        setNote({ text: words.save.nothing, bad: false });
        announce(words.save.nothing);
        return;
      }
      // The shown problems may be those of an earlier draft (a check is under way): judge the draft as it is now.
      if (missingAlts(base.data, draft).length) {
        refuse(altProblems, words.media.altMissing);
        return;
      }
      const ready = withoutArtefacts(plain, base.data);
      const current = await api.check(file, ready);
      const found = current.problems.filter((p) => p.severity === 'error');
      if (found.length) {
        refuse(found, words.editor.cannotSave);
        return;
      }
      const { changed, diff, pictures } = await api.diff(file, ready);
      if (!changed) {
        setNote({ text: words.save.nothing, bad: false });
        announce(words.save.nothing);
        return;
      }
      setSaving({ step: 'diff', diff, pictures, ...saveChanges(base.data, ready, labels) });
    } catch (e) {
      announce(words.save.failed((e as Error).message));
    } finally {
      setBusy(null);
    }
  };
  /** Saves the draft (or, after a conflict, the page as chosen over the other version's `version`). */
  const save = async (
    data: unknown = withoutArtefacts(plain, base.data),
    version = drafts.get(file)?.version ?? base.version,
  ) => {
    // The dialog goes at once; "Saving…" stands beside the Save button until the server answers.
    setSaving(null);
    setBusy('saving');
    try {
      const saved = await api.save(file, data, version);
      setSaving(null);
      drafts.drop(file);
      const reopened = await api.open(file);
      const before = theirs.current?.data ?? base.data;
      theirs.current = null;
      setBase({ text: reopened.text, version: saved.version, data: reopened.data });
      // Saved: the history starts again from the file as saved; what this save changed stays at hand.
      reset(reopened.data);
      setLastSave({ change: { ...saveChanges(before, reopened.data, labels), diff: saved.diff }, open: false });
      announce(words.save.saved(title));
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body.reason !== ('in-review' satisfies RefusalReason)) {
        setSaving({ step: 'conflict', compare: false, savedBy: savedByOf(e.body) });
        drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
        return;
      }
      // Any other refusal (a page whose change set waits for review, …) in the server's own words, beside Save;
      // the draft stays as it is.
      setSaving(null);
      const why = words.save.failed((e as Error).message);
      setNote({ text: why, bad: true });
      announce(why);
    } finally {
      setBusy(null);
    }
  };
  /** Both versions, field by field: the other one as it is saved now, against the draft. */
  const compare = async () => {
    setSaving((s) => (s?.step === 'conflict' ? { ...s, compare: true } : s));
    try {
      const other = await api.open(file);
      theirs.current = { data: other.data, version: other.version };
      const fields = conflictFields(base.data, withoutArtefacts(plain, base.data), other.data, labels);
      setSaving((s) => (s?.step === 'conflict' ? { ...s, fields } : s));
    } catch (e) {
      setSaving((s) => (s?.step === 'conflict' ? { ...s, compare: false } : s));
      announce(words.save.failed((e as Error).message));
    }
  };
  const saveChoices = (keepMine: boolean[]) => {
    if (saving?.step !== 'conflict' || !saving.fields || !theirs.current) return;
    void save(withChoices(theirs.current.data, saving.fields, keepMine), theirs.current.version);
  };
  /** The change is given up: its pictures not saved yet go with it. */
  const discardPictures = () => void api.discard(file).catch(() => undefined);
  const dropMine = () => {
    drafts.drop(file);
    discardPictures();
    setSaving(null);
    onReload();
  };

  return (
    <S.Main>
      <S.TopBar>
        <div>
          <h1>{title}</h1>
          <S.PageWhere>
            {first.info.route ? <span>{first.info.route.replace(/\/\$\w+$/, '/…')}</span> : null}
            <details data-details="">
              <summary>{words.details.summary}</summary>
              <p>{words.details.file(file)}</p>
            </details>
          </S.PageWhere>
        </div>
        {presence}
        <S.Spacer />
        <S.State $dirty={dirty} data-state={dirty ? 'dirty' : 'clean'}>
          {dirty ? words.editor.unsaved : words.editor.allSaved}
        </S.State>
        <S.Button
          type="button"
          disabled={!canUndo}
          onClick={() => step(true)}
          aria-keyshortcuts="Control+Z"
          title={`${words.history.undo} (Ctrl+Z)`}
        >
          <span aria-hidden="true">↶</span> <span className="long">{words.history.undo}</span>
        </S.Button>
        <S.Button
          type="button"
          disabled={!canRedo}
          onClick={() => step(false)}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          title={`${words.history.redo} (Ctrl+Shift+Z)`}
        >
          <span aria-hidden="true">↷</span> <span className="long">{words.history.redo}</span>
        </S.Button>
        {lastSave ? (
          <S.Button type="button" onClick={() => setLastSave({ ...lastSave, open: true })} data-last-save="">
            {words.history.lastSave}
          </S.Button>
        ) : null}
        <S.Button
          type="button"
          disabled={!dirty}
          onClick={() => {
            if (confirm(words.editor.discardConfirm)) {
              drafts.drop(file);
              discardPictures();
              setDraft(() => base.data);
              setLevel([]);
            }
          }}
        >
          {words.editor.discard}
        </S.Button>
        <S.Button
          type="button"
          $primary
          onClick={() => void startSave()}
          aria-describedby={note ? 'save-note' : errors.length ? 'problems-heading' : undefined}
          aria-disabled={busy ? true : undefined}
          aria-busy={busy ? true : undefined}
          data-save=""
        >
          {words.editor.save}
        </S.Button>
        {busy ? (
          <S.SaveNote role="status" $bad={false} data-busy={busy}>
            <S.Spinner aria-hidden="true" /> {busy === 'saving' ? words.editor.saving : words.editor.checking}
          </S.SaveNote>
        ) : note ? (
          <S.SaveNote id="save-note" $bad={note.bad} data-save-note="">
            {note.text}
          </S.SaveNote>
        ) : null}
        <PaneSwitch view={view} onView={setView} />
      </S.TopBar>
      <S.Work $view={view}>
        <S.FormPane aria-label={words.editor.form} onFocus={onFormFocus} data-pane="form">
          {restored && dirty ? <S.Notice>{restoredWords(file)}</S.Notice> : null}
          {level.length === 0 ? languages : null}
          {linkTo ? <LinkOffer path={linkTo} onClose={() => setLinkTo(null)} /> : null}
          {errors.length || problems.length ? <ProblemList problems={problems} onGo={onProblem} /> : null}
          <S.Crumbs aria-label={words.editor.breadcrumbRoot}>
            {crumbs.map((c, i) => (
              <li key={i}>
                {i === crumbs.length - 1 ? (
                  <h2
                    ref={heading}
                    tabIndex={-1}
                    aria-current="location"
                    data-block-id={c.id}
                    style={{ display: 'inline', fontSize: '1rem', margin: 0 }}
                  >
                    {c.label}
                  </h2>
                ) : (
                  <button type="button" onClick={() => goTo(c.path)} data-block-id={c.id}>
                    {c.label}
                  </button>
                )}
              </li>
            ))}
          </S.Crumbs>
          {schemaKey && (level.length === 0 || levelBlock) ? (
            <S.Card>
              <LevelForm
                definitions={bundle.root.definitions}
                schemaKey={schemaKey}
                isBlock={level.length > 0}
                data={(level.length ? levelBlock : draft) as Record<string, unknown>}
                errors={levelErrors}
                context={context}
                onChange={onLevelChange}
              />
            </S.Card>
          ) : null}
          <datalist id="site-routes">
            {routes.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </S.FormPane>
        <Preview
          data={result?.preview ?? lastPreview?.preview}
          stale={!!result && !result.preview && !!lastPreview}
          highlight={highlight}
          onPick={onPick}
          onLink={setLinkTo}
        />
      </S.Work>
      {saving ? (
        <SaveDialog
          title={title}
          file={file}
          state={saving}
          labels={labels}
          onSave={() => void save()}
          onClose={() => setSaving(null)}
          onReload={dropMine}
          onCompare={() => void compare()}
          onSaveChoices={saveChoices}
        />
      ) : null}
      {lastSave?.open ? (
        <LastSaveDialog
          file={file}
          change={lastSave.change}
          onClose={() => setLastSave({ ...lastSave, open: false })}
        />
      ) : null}
    </S.Main>
  );
}

/** The path of the block with this id anywhere in `data` (a block the preview drew from a copy). */
function findBlock(data: unknown, id: string, blockTypes: Set<string>, path: DataPath = []): DataPath | null {
  if (!data || typeof data !== 'object') return null;
  for (const [k, v] of Object.entries(data)) {
    const p = [...path, Array.isArray(data) ? Number(k) : k];
    if (
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      String((v as { id?: unknown }).id) === id &&
      blockTypes.has(String((v as { type?: unknown }).type)) &&
      Array.isArray(data)
    )
      return p;
    const inner = findBlock(v, id, blockTypes, p);
    if (inner) return inner;
  }
  return null;
}
