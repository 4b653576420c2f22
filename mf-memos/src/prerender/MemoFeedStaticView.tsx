import { TAKEOVER_KEYS_ATTRIBUTE } from '@memory/contracts/prerender';
import { REVIEW_KEYS } from '../posts/reviewShortcuts';
import { FEED_SLOT_ATTRIBUTE } from './feed-paint/feedSlot';

/**
 * The top of MEMOS as it paints before the app runs (static-page.css): MemoFeedPage's heading with its 快捷键 button
 * (not on a phone, as the app's) and the loading box where the feed goes. The feed is the visitor's own: the page's
 * boot script (feed-paint/) asks for its first page with the stored session and paints it over the loading box; the
 * app, started on the visitor's first intent, takes the page over once its own feed shows, in the same places.
 */
export function MemoFeedStaticView() {
  const slot = { [FEED_SLOT_ATTRIBUTE]: '' };
  // A review key pressed before the app has taken over is pressed again on the app's feed (shell's prerender-boot.js).
  const keys = { [TAKEOVER_KEYS_ATTRIBUTE]: JSON.stringify(REVIEW_KEYS) };
  return (
    <section className="static-page mf-page" {...keys}>
      <header className="static-page__header">
        <h3 className="static-page__title">MEMOS</h3>
        <div className="static-page__extra">
          {/* A click before the app has taken over opens the app's help once it has (shell's prerender-boot.js). */}
          <button type="button" className="static-text-button mf-page__shortcuts" aria-keyshortcuts="?" data-takeover-click="[aria-keyshortcuts='?']">
            快捷键 ?
          </button>
        </div>
      </header>
      <div {...slot}>
        <div role="status" aria-label="加载中" className="static-spin-box">
          <span className="static-spin" />
        </div>
      </div>
    </section>
  );
}
