// Every page mf-memos owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  newMemo: '/home/new-memo',
  memos: '/home/memos',
  stars: '/home/stars',
  trends: '/home/trends',
} as const;
