// PostCard's controls that MEMOS painted before the app runs (prerender/feed-paint) also draws: a click on the painted
// one is replayed on the app's own once it has taken over (shell's takeover.ts), found by this attribute.
export const ACTION_ATTRIBUTE = 'data-action';

export type PostAction = 'reveal' | 'quiz' | 'explain' | 'menu';

/** The attribute to put on the app's control for `action`. */
export const actionMark = (action: PostAction) => ({ [ACTION_ATTRIBUTE]: action });

/** The app's control for `action` in the card of post `postId`. */
export const postActionSelector = (postId: string, action: PostAction) => `[data-review-post="${postId}"] [${ACTION_ATTRIBUTE}="${action}"]`;
