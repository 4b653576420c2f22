// Tests only: a memo post of the feed as the server sends it (PUT /timeline/fetch), number `n`, visible, no tags.
import type { Post } from '@memory/contracts';

export function feedPost(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: `post-${n}.0`,
    type: 'MEMO_POST',
    memoId: `memo-${n}`,
    jarId: null,
    itemId: null,
    content: `第 ${n} 条`,
    subContent: null,
    source: null,
    hidden: false,
    hasAttachments: false,
    attachments: [],
    tags: [],
    ...overrides,
  };
}
