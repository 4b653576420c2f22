// Every page mf-account owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  account: '/home/account',
  memberCards: '/home/member-cards',
  settings: '/home/settings',
  order: '/order/:orderId',
} as const;
