// The posts the learner met on the painted page, told to the server when the page is hidden (another tab, another
// app, the tab closed) while the app has not taken it over, so that a second device no longer shows them
// (ARCHITECTURE §4: reviewed means met). The app still records them when it runs (takeSeenBeforeApp): the server
// counts a review met once, however many seen events name it, so nothing is counted twice.
import type { ReviewEventsBody } from '@memory/contracts';
import { newEventId } from '../../features/reviewRecord/eventId';
import type { StoredSession } from './storedSession';

/**
 * Until the returned stop: on each hiding, one batch of the posts met since the last one that went through. The
 * batch is at most the first page (PAGE_SIZES.timeline posts), within the events endpoint's limit. `keepalive` lets
 * it outlive a closing tab; a batch that fails is sent again on the next hiding, and else the app records it.
 */
export function sendSeenOnLeave(session: StoredSession, met: readonly string[]): () => void {
  const sent = new Set<string>();
  const send = () => {
    const unsent = met.filter((id) => !sent.has(id));
    if (unsent.length === 0) return;
    for (const id of unsent) sent.add(id);
    const body: ReviewEventsBody = { events: unsent.map((reviewId) => ({ id: newEventId(), reviewId, type: 'seen' })) };
    const forget = () => unsent.forEach((id) => sent.delete(id));
    fetch(`${session.apiBase}/reviews/events`, {
      method: 'POST',
      keepalive: true,
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => {
      if (!response.ok) forget();
    }, forget);
  };
  const sendIfHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  // pagehide as well: a tab closed while already in the background fires no visibilitychange.
  document.addEventListener('visibilitychange', sendIfHidden);
  window.addEventListener('pagehide', send);
  return () => {
    document.removeEventListener('visibilitychange', sendIfHidden);
    window.removeEventListener('pagehide', send);
  };
}
