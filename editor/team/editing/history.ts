/**
 * Each person's work is theirs: in the team editor every save (and every new page) is a commit authored by the
 * person who made it, so `git log` is the history of who changed what; and when a save is refused because the
 * page changed meanwhile, the last commit of that file says who changed it.
 */
import { commitChanges, git } from '../../core/git.js';
import { words } from '../../contract/words.js';
import { Refusal } from '../../core/refusal.js';

export interface Person {
  name: string;
  email: string;
}

/** Commits what a write changed under pages/ and public/, by `person`; nothing changed, nothing committed. */
export async function commitSaved(root: string, person: Person, message: string): Promise<void> {
  try {
    await commitChanges(root, message, { name: person.name, email: person.email });
  } catch (e) {
    if (e instanceof Refusal && e.message === words.publish.nothing) return;
    throw e;
  }
}

/** The name of whoever last committed `file` (relative to the content folder), if anyone did. */
export async function whoLastChanged(root: string, file: string): Promise<string | undefined> {
  const run = await git(root, ['log', '-1', '--format=%an', '--', file]);
  return run.ok && run.out.trim() ? run.out.trim() : undefined;
}
