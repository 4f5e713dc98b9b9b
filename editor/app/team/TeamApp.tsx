/** Team mode's hooks into the editor's screen (App.tsx): its screens by address, the Publish button's name. */
import { words } from '../../words';
import { ActivityScreen } from './ActivityScreen';
import { PeopleScreen } from './PeopleScreen';
import { canPublish, isAdministrator, session } from './session';

export type TeamScreenName = 'people' | 'activity';

/** The team screen an address's #hash asks for (administrators only), or null for a file. */
export function teamScreen(hash: string): TeamScreenName | null {
  return isAdministrator(session) && (hash === 'people' || hash === 'activity') ? hash : null;
}

export function TeamScreen({ which, announce }: { which: TeamScreenName; announce(m: string): void }) {
  if (!session) return null;
  return which === 'people' ? <PeopleScreen session={session} announce={announce} /> : <ActivityScreen />;
}

/** The side's and the phone bar's Publish button: in team mode, Publish… (publishers) or Live site… (editors). */
export const publishButton = session ? words.teamApp.publishButton(canPublish(session)) : words.publish.button;
