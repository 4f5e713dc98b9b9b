/**
 * Editing one file: the form of the current level (the file, or one block, with a breadcrumb), the problems
 * list, the preview and saving. The draft is written to localStorage on every change and checked by the
 * server's validator; it is dropped only when saved or discarded.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, type OpenedFile, type SchemaBundle, type FieldProblem } from './api';
import { drafts } from './drafts';
import { useCheck } from './useCheck';
import { LevelForm } from './form/LevelForm';
import type { BlockInfo, LevelContext } from './form/blockContext';
import { blockLevelOf, errorSchemaOf, fieldId, getAt, reconcile, setAt, startsWith, type DataPath } from './paths';
import { ProblemList } from './ProblemList';
import { Preview } from './Preview';
import { SaveDialog, type SaveState } from './SaveDialog';
import { words } from '../words';
import * as S from './editorStyles';

interface Props { opened: OpenedFile; bundle: SchemaBundle; blocks: BlockInfo[]; routes: string[]; announce(m: string): void; onSaved(): void; onReload(): void }

export function FileEditor({ opened: first, bundle, blocks, routes, announce, onSaved, onReload }: Props) {
  const file = first.file;
  const [base, setBase] = useState({ text: first.text, version: first.version, data: first.data });
  const [draft, setDraft] = useState<Record<string, unknown>>(() => drafts.get(file)?.data ?? first.data);
  const [restored] = useState(() => drafts.get(file) !== null);
  const [level, setLevel] = useState<DataPath>([]);
  const [saving, setSaving] = useState<SaveState | null>(null);
  const [lastPreview, setLastPreview] = useState<ReturnType<typeof useCheck>['result']>(null);
  const blockTypes = useMemo(() => new Set(blocks.map((b) => b.type)), [blocks]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base.data);

  useEffect(() => {
    if (dirty) drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
    else drafts.drop(file);
  }, [draft, dirty, file, base.version]);

  const levelBlock = level.length ? (getAt(draft, level) as Record<string, unknown> | undefined) : undefined;
  const collectionItem = file.startsWith('pages/collections/') ? (getAt(draft, ['items', Number(level[1] ?? 0)]) as { id?: unknown } | undefined) : undefined;
  const { result } = useCheck(file, draft, collectionItem?.id !== undefined ? `/resources/blog/${String(collectionItem.id)}` : undefined);
  useEffect(() => { if (result?.preview) setLastPreview(result); }, [result]);
  const problems = result?.problems ?? [];
  const errors = problems.filter((p) => p.severity === 'error');

  const announced = useRef('');
  useEffect(() => {
    const msg = errors.length ? words.problems.count(errors.length) : '';
    if (msg !== announced.current) { announced.current = msg; if (msg) announce(msg); }
  }, [errors.length, announce]);

  const heading = useRef<HTMLHeadingElement>(null);
  const goTo = useCallback((path: DataPath, focus?: DataPath) => {
    setLevel(path);
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const target = focus ? document.getElementById(fieldId(focus.slice(path.length))) : null;
      (target ?? heading.current)?.focus();
    }));
  }, []);

  const context = useMemo<LevelContext>(() => ({
    openBlock: (rel) => goTo([...level, ...rel]),
    problemsUnder: (rel) => errors.filter((p) => startsWith(p.path, [...level, ...rel])).length,
    change: (rel, value) => setDraft((d) => setAt(d, [...level, ...rel], value)),
    blocks,
    announce,
  }), [level, errors, blocks, announce, goTo]);

  const levelErrors = useMemo(() => errorSchemaOf(problems, level), [problems, level]);
  const onLevelChange = useCallback((data: Record<string, unknown>) => setDraft((d) => {
    const next = setAt(d, level, reconcile(getAt(d, level), data, blockTypes));
    return JSON.stringify(next) === JSON.stringify(d) ? d : next;
  }), [level, blockTypes]);

  const schemaKey = level.length ? bundle.blocks.find((b) => b.type === levelBlock?.type)?.key : (first.info.schema);

  const crumbs = [{ path: [] as DataPath, label: words.editor.breadcrumbRoot }];
  for (let n = 1; n <= level.length; n++) {
    const p = level.slice(0, n);
    if (blockLevelOf(draft, p, blockTypes).length === n) {
      const b = getAt(draft, p) as Record<string, unknown>;
      crumbs.push({ path: p, label: `${blocks.find((x) => x.type === b.type)?.title ?? String(b.type)} · ${String(b.id ?? '')}` });
    }
  }

  const startSave = async () => {
    try {
      // The last check may predate the last keystroke: the draft as it is now decides.
      if ((await api.check(file, draft)).problems.some((p) => p.severity === 'error')) { announce(words.editor.cannotSave); return; }
      const { changed, diff } = await api.diff(file, draft);
      if (!changed) { announce(words.save.nothing); return; }
      setSaving({ step: 'diff', diff });
    } catch (e) { announce(words.save.failed((e as Error).message)); }
  };
  const save = async () => {
    try {
      const saved = await api.save(file, draft, drafts.get(file)?.version ?? base.version);
      setSaving(null);
      drafts.drop(file);
      const reopened = await api.open(file);
      setBase({ text: reopened.text, version: saved.version, data: reopened.data });
      setDraft(reopened.data);
      announce(words.save.saved(file));
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setSaving({ step: 'conflict', mine: result?.text ?? '', theirs: String(e.body.diskText ?? ''), compare: false });
        drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
        return;
      }
      setSaving(null);
      announce(words.save.failed((e as Error).message));
    }
  };
  const keepMine = async () => {
    const disk = await api.open(file);
    setBase((b) => ({ ...b, text: disk.text, version: disk.version }));
    drafts.set(file, { data: draft, version: disk.version });
    setSaving(null);
  };
  const dropMine = () => { drafts.drop(file); setSaving(null); onReload(); };

  const onProblem = (p: FieldProblem) => goTo(blockLevelOf(draft, p.path, blockTypes), p.path);

  return (
    <S.Main>
      <S.TopBar>
        <div>
          <h1>{first.info.title}</h1>
          <S.FileName>{file}</S.FileName>
        </div>
        <S.Spacer />
        <S.State $dirty={dirty} data-state={dirty ? 'dirty' : 'clean'}>{dirty ? words.editor.unsaved : words.editor.allSaved}</S.State>
        <S.Button type="button" disabled={!dirty} onClick={() => { if (confirm(words.editor.discardConfirm)) { drafts.drop(file); setDraft(base.data); setLevel([]); } }}>{words.editor.discard}</S.Button>
        <S.Button type="button" $primary onClick={() => void startSave()} aria-describedby={errors.length ? "problems-heading" : undefined} data-save="">{words.editor.save}</S.Button>
      </S.TopBar>
      <S.Work>
        <S.FormPane aria-label={words.editor.form}>
          {restored && dirty ? <S.Notice>{words.editor.restored}</S.Notice> : null}
          {errors.length || problems.length ? <ProblemList problems={problems} onGo={onProblem} /> : null}
          <S.Crumbs aria-label={words.editor.breadcrumbRoot}>
            {crumbs.map((c, i) => (
              <li key={i}>{i === crumbs.length - 1
                ? <h2 ref={heading} tabIndex={-1} aria-current="location" style={{ display: 'inline', fontSize: '1rem', margin: 0 }}>{c.label}</h2>
                : <button type="button" onClick={() => goTo(c.path)}>{c.label}</button>}</li>
            ))}
          </S.Crumbs>
          {schemaKey && (level.length === 0 || levelBlock) ? (
            <S.Card>
              <LevelForm definitions={bundle.root.definitions} schemaKey={schemaKey} isBlock={level.length > 0}
                data={(level.length ? levelBlock : draft) as Record<string, unknown>} errors={levelErrors} context={context} onChange={onLevelChange} />
            </S.Card>
          ) : null}
          <datalist id="site-routes">{routes.map((r) => <option key={r} value={r} />)}</datalist>
        </S.FormPane>
        <Preview data={(result?.preview ?? lastPreview?.preview)} stale={!!result && !result.preview && !!lastPreview} />
      </S.Work>
      {saving ? (
        <SaveDialog file={file} state={saving} onSave={() => void save()} onClose={() => setSaving(null)} onReload={dropMine}
          onCompare={() => setSaving((s) => (s && s.step === 'conflict' ? { ...s, compare: true } : s))} onKeep={() => void keepMine()} />
      ) : null}
    </S.Main>
  );
}

