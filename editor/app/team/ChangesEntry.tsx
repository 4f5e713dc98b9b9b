/**
 * Team mode's way in to change sets, in place of the old Publish button: "My changes (3)" for everyone and, for
 * publishers, "To review (2)" and "Live site". In the side bar all of them; in the phone's bar only "My changes"
 * (publishers find the other two in their person menu, PersonMenu.tsx).
 */
import { words } from '../../contract/words';
import * as C from './changesStyles';
import { canPublish, type Session } from './session';
import { useChanges } from './useChanges';

const w = words.changesApp;

export function ChangesEntry({ session, where }: { session: Session; where: 'side' | 'bar' }) {
  const { answer } = useChanges();
  const mine = answer?.current?.files.length ?? 0;
  const waiting = answer?.waiting.length ?? 0;
  const here = typeof location === 'undefined' ? '' : location.hash.slice(1);
  const current = (hash: string) => (here === hash || here.startsWith(`${hash}/`) ? 'page' : undefined);
  if (where === 'bar')
    return (
      <nav aria-label={w.changesNav}>
        <C.BarEntry href="#changes" data-entry="changes" aria-current={current('changes')}>
          {w.myChanges(mine)}
        </C.BarEntry>
      </nav>
    );
  return (
    <>
      <C.Entry href="#changes" data-entry="changes" aria-current={current('changes')}>
        {w.myChanges(mine)}
      </C.Entry>
      {canPublish(session) ? (
        <>
          <C.Entry href="#review" data-entry="review" aria-current={current('review')}>
            {w.toReview(waiting)}
          </C.Entry>
          <C.Entry href="#live" data-entry="live" aria-current={current('live')}>
            {w.liveSite}
          </C.Entry>
        </>
      ) : null}
    </>
  );
}
