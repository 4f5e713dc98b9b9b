/**
 * The translator's view of one page in one language: for each section, its English words on one side and the
 * translation's fields on the other, field by field, and the preview in that language (the site's renderer on the
 * draft, at the page's address in that language). A section whose words change waits for a native speaker's check
 * until someone presses "Checked by a native speaker"; a translation made from an earlier English page says so until
 * the translator, having read the English beside each field, says it is up to date (its version then follows the
 * English page's). The draft is kept in the browser until saved, like any page's, and saved through the same door:
 * the save writes only the lines that changed, after a plain list of the changes. An article (a blog article) is
 * translated the same way, its words one part; its text is written with the English form's rich-text widget.
 */
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { PaneSwitch, type PaneView } from '../PaneSwitch';
import { api, ApiError } from '../api';
import { drafts } from '../drafts';
import { useCheck } from '../useCheck';
import { Preview } from '../Preview';
import { ProblemList } from '../ProblemList';
import { SaveDialog, type SaveState } from '../SaveDialog';
import { sameData } from '../sameData';
import type { OpenedFile } from '../api';
import { words } from '../../contract/words';
import { fieldAt, placeInTranslation, translatedAt } from '../../contract/translationFields';
import {
  awaitingCheck,
  withChecked,
  withEnglishShape,
  withMadeFrom,
  withTranslated,
} from '../../contract/translationDraft';
import { addressIn, englishOfTranslation, type TranslationInfo } from '../../contract/translationStatus';
import { FormattedEnglish, RichTranslationBox } from './RichTranslation';
import { translationChanges, translationConflicts } from './translationChanges';
import { withChoices } from '../conflictFields';
import { savedByOf } from '../team/conflict';
import * as S from '../editorStyles';
import * as T from './translateStyles';

type Data = Record<string, unknown>;

interface Props {
  opened: OpenedFile & { translation: TranslationInfo };
  announce(m: string): void;
  onSaved(): void;
  onReload(): void;
}

export function TranslationEditor({ opened, announce, onSaved, onReload }: Props) {
  const { file, translation: info } = opened;
  const language = words.translate.language(info.language.englishName, info.language.name);
  const lang = info.language.code;
  const [base, setBase] = useState({ data: opened.data, version: opened.version });
  const [draft, setDraft] = useState<Data>(() => drafts.get(file)?.data ?? opened.data);
  const [saving, setSaving] = useState<SaveState | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [view, setView] = useState<PaneView>('form');
  const dirty = !sameData(draft, base.data);
  const title = opened.info.title;
  /** The English data the translation's paths start from (an article's as `{ item }`). */
  const english = useMemo(() => englishOfTranslation(info), [info]);
  // An article's address in this language (its file's description may not know its article page).
  const where = opened.info.route || (info.item ? addressIn(info.english.route, lang) : '');
  /** The other version of a refused save (the translation as saved elsewhere), whose fields the person chooses from. */
  const theirs = useRef<{ data: Data; version: string } | null>(null);

  useEffect(() => {
    if (dirty) drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
    else drafts.drop(file);
  }, [draft, dirty, file, base.version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change of the draft makes the note old
  useEffect(() => setNote(null), [draft]);

  const { result } = useCheck(file, draft);
  const [lastPreview, setLastPreview] = useState(result);
  useEffect(() => {
    if (result?.preview) setLastPreview(result);
  }, [result]);
  // Each named by its place in this view (its section and field), not the file's.
  const problems =
    result?.problems
      .filter((p) => p.severity === 'error')
      .map((p) => ({ ...p, where: placeInTranslation(info.fields, p.path) })) ?? [];
  const waiting = useMemo(() => new Set(awaitingCheck(draft)), [draft]);
  const outOfDate = draft.madeFrom !== info.version;
  /** With problems: the draft in the English page's shape (what "Match the English page's parts" makes of it). */
  const shaped = useMemo(
    () =>
      problems.length
        ? withEnglishShape(
            draft,
            english,
            info.fields.flatMap((f) => f.fields),
          )
        : null,
    [problems.length, draft, info, english],
  );

  const startSave = async () => {
    if (busy) return;
    if (!dirty) {
      setNote(words.save.nothing);
      announce(words.save.nothing);
      return;
    }
    setBusy(true);
    try {
      const checked = await api.check(file, draft);
      const found = checked.problems.filter((p) => p.severity === 'error');
      if (found.length) {
        setNote(words.save.fixFirst(found[0].message, found.length - 1));
        announce(words.editor.cannotSave);
        return;
      }
      const { diff, pictures } = await api.diff(file, draft);
      setSaving({ step: 'diff', diff, pictures, ...translationChanges(info.fields, base.data, draft) });
    } catch (e) {
      announce(words.save.failed((e as Error).message));
    } finally {
      setBusy(false);
    }
  };
  /** Saves the draft (or, after a conflict, the translation as chosen over the other version's `version`). */
  const save = async (data: Data = draft, version = drafts.get(file)?.version ?? base.version) => {
    setSaving(null);
    setBusy(true);
    try {
      const saved = await api.save(file, data, version);
      drafts.drop(file);
      const reopened = await api.open(file);
      theirs.current = null;
      setBase({ data: reopened.data, version: saved.version });
      setDraft(reopened.data);
      announce(words.save.saved(title));
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body.reason !== 'in-review') {
        setSaving({ step: 'conflict', compare: false, savedBy: savedByOf(e.body) });
        drafts.set(file, { data: draft, version: drafts.get(file)?.version ?? base.version });
        return;
      }
      const why = words.save.failed((e as Error).message);
      setNote(why);
      announce(why);
    } finally {
      setBusy(false);
    }
  };

  /** Both versions, field by field: the other one as it is saved now, against the draft. */
  const compare = async () => {
    setSaving((s) => (s?.step === 'conflict' ? { ...s, compare: true } : s));
    try {
      const other = await api.open(file);
      theirs.current = { data: other.data, version: other.version };
      const fields = translationConflicts(info.fields, base.data, draft, other.data);
      setSaving((s) => (s?.step === 'conflict' ? { ...s, fields } : s));
    } catch (e) {
      setSaving((s) => (s?.step === 'conflict' ? { ...s, compare: false } : s));
      announce(words.save.failed((e as Error).message));
    }
  };

  return (
    <S.Main data-translation-editor={lang}>
      <S.TopBar>
        <div>
          <h1>{title}</h1>
          <S.PageWhere>{where && !where.includes('$') ? <span>{where}</span> : null}</S.PageWhere>
        </div>
        <S.Spacer />
        <S.State $dirty={dirty} data-state={dirty ? 'dirty' : 'clean'}>
          {dirty ? words.editor.unsaved : words.editor.allSaved}
        </S.State>
        <S.Button
          type="button"
          disabled={!dirty}
          onClick={() => {
            if (confirm(words.editor.discardConfirm)) {
              drafts.drop(file);
              setDraft(base.data);
            }
          }}
        >
          {words.editor.discard}
        </S.Button>
        <S.Button
          type="button"
          $primary
          onClick={() => void startSave()}
          aria-busy={busy || undefined}
          aria-describedby={note ? 'save-note' : undefined}
          data-save=""
        >
          {words.editor.save}
        </S.Button>
        {busy ? (
          <S.SaveNote role="status" $bad={false}>
            <S.Spinner aria-hidden="true" /> {words.editor.checking}
          </S.SaveNote>
        ) : note ? (
          <S.SaveNote id="save-note" $bad data-save-note="">
            {note}
          </S.SaveNote>
        ) : null}
        <PaneSwitch view={view} onView={setView} />
      </S.TopBar>
      <S.Work $view={view}>
        <S.FormPane aria-label={words.translate.heading(language)} data-pane="form">
          {outOfDate ? (
            <T.OutOfDate data-out-of-date="">
              <p>{info.item ? words.translate.outOfDateArticle : words.translate.outOfDate}</p>
              {info.changedSince ? <p>{words.translate.changedCount(Object.keys(info.changedSince).length)}</p> : null}
              <S.Button
                type="button"
                onClick={() => {
                  setDraft((d) => withMadeFrom(d, info.version));
                  announce(words.translate.upToDateDone);
                }}
                data-up-to-date=""
              >
                {words.translate.upToDate}
              </S.Button>
            </T.OutOfDate>
          ) : null}
          {problems.length && shaped && !sameData(shaped, draft) ? (
            <T.OutOfDate data-tidy="">
              <p>{words.translate.tidyHint}</p>
              <S.Button
                type="button"
                onClick={() => {
                  setDraft((d) =>
                    withEnglishShape(
                      d,
                      english,
                      info.fields.flatMap((f) => f.fields),
                    ),
                  );
                  announce(words.translate.tidied);
                }}
              >
                {words.translate.tidy}
              </S.Button>
            </T.OutOfDate>
          ) : null}
          {problems.length ? (
            <ProblemList
              problems={problems}
              onGo={(p) => {
                const field = fieldAt(info.fields, p.path);
                if (field) document.getElementById(`t-${field.path.join('-')}`)?.focus();
              }}
            />
          ) : null}
          {info.fields.map((section) => {
            const awaiting = section.id ? waiting.has(section.id) : false;
            return (
              <T.Section
                key={section.id || 'page'}
                aria-labelledby={`t-section-${section.id || 'page'}`}
                data-translation-section={section.id}
                data-awaiting={awaiting || undefined}
              >
                <T.SectionHead>
                  <h2 id={`t-section-${section.id || 'page'}`}>{section.name}</h2>
                  {awaiting ? (
                    <>
                      <T.Waiting>{words.translate.awaiting}</T.Waiting>
                      <S.Button
                        type="button"
                        onClick={() => {
                          setDraft((d) => withChecked(d, section.id));
                          announce(words.translate.checkedDone(section.name));
                        }}
                        data-checked-button=""
                      >
                        {words.translate.checkedBy}
                      </S.Button>
                    </>
                  ) : null}
                </T.SectionHead>
                <T.Columns aria-hidden="true">
                  <span>{words.translate.english}</span>
                  <span>{words.translate.inLanguage(language)}</span>
                </T.Columns>
                {section.fields.map((field) => {
                  const id = `t-${field.path.join('-')}`;
                  const value = translatedAt(draft, field.path);
                  const was = info.changedSince?.[field.path.join('/')];
                  const box = {
                    id,
                    lang,
                    value,
                    'aria-describedby': `${id}-en`,
                    placeholder: words.translate.notTranslated,
                    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                      const next = e.target.value;
                      setDraft((d) => withTranslated(d, english, field.path, next));
                    },
                  };
                  const changed =
                    outOfDate && was !== undefined ? (
                      <T.Changed data-english-changed="">
                        <strong>{words.translate.englishChanged}</strong>{' '}
                        {was ? (
                          <>
                            {words.translate.wasBefore} {field.html ? null : <span lang="en">{`“${was}”`}</span>}
                          </>
                        ) : (
                          words.translate.newInEnglish
                        )}
                      </T.Changed>
                    ) : null;
                  if (field.html)
                    // Formatted text: the English as on the site, the translation in the rich-text widget.
                    return (
                      <T.Row key={id} data-translation-field={field.path.join('/')} $rich>
                        <T.EnglishCell>
                          <FormattedEnglish
                            html={field.english}
                            id={`${id}-en`}
                            label={words.translate.formattedEnglish(field.label)}
                          />
                          {changed}
                          {changed && was ? (
                            <FormattedEnglish
                              html={was}
                              id={`${id}-was`}
                              label={`${words.translate.wasBefore}: ${field.label}`}
                            />
                          ) : null}
                        </T.EnglishCell>
                        <T.RichBox>
                          <RichTranslationBox
                            id={id}
                            lang={lang}
                            label={field.label}
                            value={value}
                            onChange={(next) => setDraft((d) => withTranslated(d, english, field.path, next))}
                          />
                        </T.RichBox>
                      </T.Row>
                    );
                  return (
                    <T.Row key={id} data-translation-field={field.path.join('/')}>
                      <label htmlFor={id}>{field.label}</label>
                      <T.EnglishCell>
                        <T.English lang="en" id={`${id}-en`} data-english="">
                          {field.english}
                        </T.English>
                        {changed}
                      </T.EnglishCell>
                      {field.long ? <T.LongBox {...box} /> : <T.ShortBox {...box} />}
                    </T.Row>
                  );
                })}
              </T.Section>
            );
          })}
        </S.FormPane>
        <Preview
          data={result?.preview ?? lastPreview?.preview}
          stale={!!result && !result.preview && !!lastPreview}
          highlight={null}
          onPick={() => undefined}
          onLink={() => undefined}
        />
      </S.Work>
      {saving ? (
        <SaveDialog
          title={title}
          file={file}
          state={saving}
          onSave={() => void save()}
          onClose={() => setSaving(null)}
          onReload={() => {
            drafts.drop(file);
            setSaving(null);
            onReload();
          }}
          onCompare={() => void compare()}
          onSaveChoices={(keepMine) => {
            if (saving.step !== 'conflict' || !saving.fields || !theirs.current) return;
            void save(withChoices(theirs.current.data, saving.fields, keepMine), theirs.current.version);
          }}
        />
      ) : null}
    </S.Main>
  );
}
