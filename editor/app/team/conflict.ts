/** Team mode: who saved the page meanwhile (the save's 409 names them), for the conflict's words (SaveDialog). */
import { words } from '../../contract/words';
import { session } from './session';

/** The name of who saved it, "Someone else" when the server does not say, undefined in the local editor. */
export function savedByOf(body: Record<string, unknown>): string | undefined {
  if (!session) return undefined;
  const name = (body.savedBy as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name ? name : words.teamApp.someone;
}
