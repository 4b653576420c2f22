// Every page mf-jars owns, from its one declaration (../routes.json). Absolute paths: the shell's history is
// the router's. Pages of other apps (会员卡, the publish form) are reached through hrefTo (@memory/contracts).
import { fillPath, pathsOf } from '@memory/contracts';
import declaration from '../routes.json';

export const paths = pathsOf(declaration.pages);

export const jarPaths = {
  detail: (id: string) => fillPath(paths.jarDetail, id),
  settings: (id: string) => fillPath(paths.jarSettings, id),
  edit: (id: string) => fillPath(paths.jarEdit, id),
  addItem: (id: string) => fillPath(paths.jarAddItem, id),
  addFromMemos: (id: string) => fillPath(paths.jarAddItemWithMemos, id),
  item: (id: string, itemId: string) => fillPath(paths.jarItem, id, itemId),
  itemEdit: (id: string, itemId: string) => fillPath(paths.jarItemEdit, id, itemId),
};

/** A concrete path from a pattern such as /home/curves/:id/edit. */
export const curveEditPath = (id: string) => fillPath(paths.curveEdit, id);

/** The curve list opened on its 自定义曲线 tab, where a saved custom curve shows up. */
export const customCurvesListPath = `${paths.curves}?tab=custom`;

/**
 * 导入: the upload page (into a new jar; `jarId`: into that jar of mine; `to: 'memos'`: a flomo export into MEMOS),
 * and one import's page (preview, progress, report), whose URL holds the id so a reload finds it again.
 */
export const importPaths = {
  start: ({ jarId, to }: { jarId?: string; to?: 'memos' } = {}) => {
    const query = new URLSearchParams();
    if (jarId) query.set('jarId', jarId);
    if (to) query.set('to', to);
    const search = query.toString();
    return search ? `${paths.import}?${search}` : paths.import;
  },
  job: (id: string) => fillPath(paths.importJob, id),
};

/** AI 制卡: the material and the inbox; `run`: one run's cards; `jarId`: that jar of mine preselected. */
export const cardBuilderPaths = {
  start: (jarId?: string) => (jarId ? `${paths.cardBuilder}?jarId=${encodeURIComponent(jarId)}` : paths.cardBuilder),
  run: (id: string) => `${paths.cardBuilder}?run=${encodeURIComponent(id)}`,
};
