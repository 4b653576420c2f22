// Pages a remote's build prerenders as a template (./template.ts) and @memory/server fills with the public data of
// the moment: the template's file in the remote's dist, and the values the server hands it. Values that go into a
// URL come URL-encoded (`…Param`); every value is HTML-escaped by the filling.
import type { TemplateModel } from './template';

/**
 * The shell around a prerendered remote page (shell/scripts/prerender.tsx): its prerendered top nav with the page's
 * item selected, the layout, the theme's CSS, and REMOTE_PAGE_SLOT where the remote's filled template goes.
 */
export const MARKETPLACE_FRAME_FILE = 'prerendered/marketplace-frame.html';
export const REMOTE_PAGE_SLOT = '<!--remote-page-->';
/** What #root's data-prerendered waits for in the app (takeover.ts): the remote shows the same page, with its data. */
export const TAKEOVER_READY_ATTRIBUTE = 'data-takeover-ready';

/**
 * The /home layout (top nav, 个人中心's side menu with 新建 MEMO selected) around REMOTE_PAGE_SLOT, where the server
 * puts mf-memos' template of 新建 MEMO (NEW_MEMO_TEMPLATE_FILE). The visitor is not known at build time: the app,
 * started at once for a visitor without a stored session (START_APP_SIGNED_OUT_ATTRIBUTE), sends them to sign in.
 */
export const NEW_MEMO_FRAME_FILE = 'prerendered/new-memo-frame.html';
/** The top of 新建 MEMO's form, without data (mf-memos/scripts/prerender.tsx writes it). */
export const NEW_MEMO_TEMPLATE_FILE = 'prerendered/new-memo.html';

/**
 * MEMOS in the same /home layout (MEMOS selected): its own heading and a loading box where the feed goes. The feed is
 * the visitor's own data: mf-memos' boot script asks for its first page with the stored session and paints it, and
 * the app starts on the visitor's first intent, as on 新建 MEMO (or at once when there is nothing to paint), taking
 * the page over once its feed shows (TAKEOVER_READY_ATTRIBUTE).
 */
export const MEMO_FEED_FRAME_FILE = 'prerendered/memo-feed-frame.html';
/** The top of MEMOS without data (mf-memos/scripts/prerender.tsx writes it). */
export const MEMO_FEED_TEMPLATE_FILE = 'prerendered/memo-feed.html';
/**
 * Where prerendered MEMOS' boot script (mf-memos/src/prerender/feed-paint) leaves the feed's first page it asked for
 * with the stored session while the app's code downloads, and painted: a property of window, taken once by the app.
 */
export const MEMO_FEED_PREFETCH_GLOBAL = '__memoryMemoFeed';

/**
 * Marks of a prerendered page that needs the app at once rather than on the visitor's first intent
 * (shell/public/prerender-boot.js, a plain file that cannot import these: it spells them out):
 * - on an element of a page that only a signed-in visitor sees (theme-boot.js found no stored session: the app
 *   decides where they go, sign-in);
 * - naming a localStorage key prefix: something kept in the browser that only the app shows (a draft).
 */
export const START_APP_SIGNED_OUT_ATTRIBUTE = 'data-start-app-signed-out';
export const START_APP_IF_STORED_ATTRIBUTE = 'data-start-app-if-stored';
/**
 * A page's own script asking for the app now (MEMOS' boot script when it has nothing to paint: no session, no
 * answer, an empty feed): the attribute on <html> for a prerender-boot.js that has not run yet, the event on document
 * for one that has.
 */
export const START_APP_NOW_ATTRIBUTE = 'data-start-app-now';
export const START_APP_EVENT = 'memory:start-app';

/**
 * Keys a prerendered page's app answers (MEMOS' review keys: J, K, Space…), as a JSON array of KeyboardEvent.key
 * values (letters in lower case), on an element of the page. Pressed before the app has taken the page over, they are
 * kept on <html> (TAKEOVER_PRESSED_KEYS_ATTRIBUTE, by shell/public/prerender-boot.js, which spells both out) and
 * pressed again on the app's page once it shows (shell's takeover.ts): a keyboard user's first key is not lost.
 */
export const TAKEOVER_KEYS_ATTRIBUTE = 'data-takeover-keys';
export const TAKEOVER_PRESSED_KEYS_ATTRIBUTE = 'data-takeover-pressed-keys';


/** The template of 知识市场's first page, unfiltered (mf-marketplace/scripts/prerender.tsx writes it). */
export const MARKETPLACE_TEMPLATE_FILE = 'prerendered/marketplace.html';

export interface MarketplacePrerenderJar extends TemplateModel {
  idParam: string;
  name: string;
  /** What a jar without a cover shows on its tint (jarInitial). */
  initial: string;
  cover: string | null;
  description: string;
  free: boolean;
  category: string | null;
  tags: readonly string[];
  totalItems: number;
  totalSubscribes: number;
  totalStars: number;
}

export interface MarketplacePrerenderModel extends TemplateModel {
  total: number;
  jars: readonly MarketplacePrerenderJar[];
  categories: ReadonlyArray<{ idParam: string; name: string }>;
  hotTags: ReadonlyArray<{ name: string; param: string }>;
  /** Page 1 of `last` (false for one page: the list then has no pagination, as antd's hideOnSinglePage). */
  pagination: false | { pages: ReadonlyArray<{ number: number; current: boolean }>; jumpNext: boolean; last: number };
}

/** A jar without a cover shows its name's first character (JarCover, and 知识市场's prerendered page). */
export const jarInitial = (name: string) => Array.from(name.trim())[0] ?? '';
