// Every page mf-jars owns (ARCHITECTURE.md §1). Absolute paths: the shell's history is the router's.
export const paths = {
  jars: '/home/jars',
  createJar: '/home/create-jar',
  jarDetail: '/home/jars/:id',
  jarSettings: '/home/jars/:id/settings',
  jarEdit: '/home/jars/:id/edit',
  jarAddItem: '/home/jars/:id/add-item',
  jarAddItemWithMemos: '/home/jars/:id/add-item-with-memos',
  jarItem: '/home/jars/:id/items/:itemId',
  jarItemEdit: '/home/jars/:id/items/:itemId/edit',
  curves: '/home/curves',
  createCurve: '/home/create-curve',
  curveEdit: '/home/curves/:id/edit',
} as const;

// Pages of other remotes this one links to; reached through the shell's history like any other path.
export const otherRemotePaths = {
  memberCards: '/home/member-cards',
  /** The publish form lives with the marketplace (mf-marketplace). */
  jarPublish: '/home/jars/:id/publish',
} as const;

/** A concrete path from a pattern with :id and :itemId. */
const fill = (pattern: string, id: string, itemId = '') =>
  pattern.replace(':id', encodeURIComponent(id)).replace(':itemId', encodeURIComponent(itemId));

export const jarPaths = {
  detail: (id: string) => fill(paths.jarDetail, id),
  settings: (id: string) => fill(paths.jarSettings, id),
  edit: (id: string) => fill(paths.jarEdit, id),
  publish: (id: string) => fill(otherRemotePaths.jarPublish, id),
  addItem: (id: string) => fill(paths.jarAddItem, id),
  addFromMemos: (id: string) => fill(paths.jarAddItemWithMemos, id),
  item: (id: string, itemId: string) => fill(paths.jarItem, id, itemId),
  itemEdit: (id: string, itemId: string) => fill(paths.jarItemEdit, id, itemId),
};

/** A concrete path from a pattern such as /home/curves/:id/edit. */
export const curveEditPath = (id: string) => paths.curveEdit.replace(':id', encodeURIComponent(id));

/** The curve list opened on its 自定义曲线 tab, where a saved custom curve shows up. */
export const customCurvesListPath = `${paths.curves}?tab=custom`;
