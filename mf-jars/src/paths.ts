// Every page mf-jars owns, from its one declaration (../routes.json). Absolute paths: the shell's history is
// the router's. Pages of other apps (会员卡, the publish form) are reached through hrefTo (@memory/contracts).
import { pathsOf } from '@memory/contracts';
import declaration from '../routes.json';

export const paths = pathsOf(declaration.pages);

/** A concrete path from a pattern with :id and :itemId. */
const fill = (pattern: string, id: string, itemId = '') =>
  pattern.replace(':id', encodeURIComponent(id)).replace(':itemId', encodeURIComponent(itemId));

export const jarPaths = {
  detail: (id: string) => fill(paths.jarDetail, id),
  settings: (id: string) => fill(paths.jarSettings, id),
  edit: (id: string) => fill(paths.jarEdit, id),
  addItem: (id: string) => fill(paths.jarAddItem, id),
  addFromMemos: (id: string) => fill(paths.jarAddItemWithMemos, id),
  item: (id: string, itemId: string) => fill(paths.jarItem, id, itemId),
  itemEdit: (id: string, itemId: string) => fill(paths.jarItemEdit, id, itemId),
};

/** A concrete path from a pattern such as /home/curves/:id/edit. */
export const curveEditPath = (id: string) => paths.curveEdit.replace(':id', encodeURIComponent(id));

/** The curve list opened on its 自定义曲线 tab, where a saved custom curve shows up. */
export const customCurvesListPath = `${paths.curves}?tab=custom`;
