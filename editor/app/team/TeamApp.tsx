/**
 * Team mode's hooks into the editor's screen (App.tsx): its screens by address. Everyone: My changes (#changes)
 * and the review of their own change set (#review/<id>). Publishers: To review (#review) and the live site's
 * releases (#live). Administrators: People and Activity (#people, #activity).
 */
import { ActivityScreen } from './ActivityScreen';
import { ChangesPanel } from './ChangesPanel';
import { PeopleScreen } from './PeopleScreen';
import { ReleasesScreen } from './ReleasesScreen';
import { ReviewScreen } from './ReviewScreen';
import { canPublish, isAdministrator, type Session, session } from './session';
import { WaitingScreen } from './WaitingScreen';

export type TeamScreenName = 'people' | 'activity' | 'changes' | 'review' | 'live' | `review/${string}`;

/** The team screen an address's #hash asks for (as far as the person's role allows), or null for a file. */
export function teamScreen(hash: string, who: Session | null = session): TeamScreenName | null {
  if (!who) return null;
  if (hash === 'changes') return hash;
  if (/^review\/[^/]+$/.test(hash)) return hash as TeamScreenName;
  if (canPublish(who) && (hash === 'review' || hash === 'live')) return hash;
  if (isAdministrator(who) && (hash === 'people' || hash === 'activity')) return hash;
  return null;
}

export function TeamScreen({ which, announce }: { which: TeamScreenName; announce(m: string): void }) {
  if (!session) return null;
  if (which.startsWith('review/')) return <ReviewScreen id={which.slice(7)} session={session} announce={announce} />;
  switch (which) {
    case 'people':
      return <PeopleScreen session={session} announce={announce} />;
    case 'activity':
      return <ActivityScreen />;
    case 'changes':
      return <ChangesPanel announce={announce} />;
    case 'review':
      return <WaitingScreen />;
    case 'live':
      return <ReleasesScreen announce={announce} />;
    default:
      return null;
  }
}
