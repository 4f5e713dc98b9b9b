/**
 * A change set in words (its state, its title, who changed it) and the "changes changed" signal: a screen that
 * changes a set says so (`changesChanged`), and every part that shows change sets loads them again.
 */
import type { ChangeSet } from '../../contract/changes';
import { words } from '../../contract/words';
import { when } from './PeopleScreen';

const w = words.changesApp;

/** The state in a sentence ("Scheduled for 27 Nov 2026, 18:00"); `short` for a list's label. */
export function stateWords(set: Pick<ChangeSet, 'state' | 'scheduledFor'>, short = false): string {
  const say = short ? w.stateShort : w.state;
  if (set.state === 'scheduled') return say.scheduled(set.scheduledFor ? when(set.scheduledFor) : '');
  return say[set.state] ?? set.state;
}

export const titleOf = (set: Pick<ChangeSet, 'title'>): string => set.title.trim() || w.untitled;

export const authorsOf = (set: Pick<ChangeSet, 'authors' | 'owner'>): string =>
  w.by(w.names((set.authors.length ? set.authors : [set.owner]).map((p) => p.name)));

const EVENT = 'site-editor:changes';

/** Tells every view of change sets to load them again. */
export const changesChanged = (): void => {
  window.dispatchEvent(new Event(EVENT));
};
/** Calls `load` whenever change sets changed (returns the unsubscribe). */
export function onChangesChanged(load: () => void): () => void {
  window.addEventListener(EVENT, load);
  return () => window.removeEventListener(EVENT, load);
}
