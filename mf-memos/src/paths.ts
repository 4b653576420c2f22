// Every page mf-memos owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  newMemo: '/home/new-memo',
  memos: '/home/memos',
  stars: '/home/stars',
  trends: '/home/trends',
} as const;

// Pages of other remotes this one links to; reached through the shell's history like any other path.
export const otherRemotePaths = {
  /** 会员卡 (mf-account); locks pass `state: { from }` so the order page offers the way back. */
  memberCards: '/home/member-cards',
  /** 知识市场 (mf-marketplace). */
  marketplace: '/marketplace',
  publicJar: (id: string) => `/marketplace/jar/${encodeURIComponent(id)}`,
} as const;
