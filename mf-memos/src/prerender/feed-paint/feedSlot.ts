/** On MEMOS' template (MemoFeedStaticView): where the boot script paints the feed's first page over the loading box. */
export const FEED_SLOT_ATTRIBUTE = 'data-feed-slot';
