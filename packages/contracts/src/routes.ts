// Route ownership. Each remote declares its pages once, in `<remote>/routes.json` (checked against
// RemoteRoutesSchema, ./remote-routes.ts); its build publishes that file beside mf-manifest.json, the server turns the deployed
// copies into /remotes.json, and the shell routes and titles pages from there. Links from one app into a page
// of another go through `hrefTo` below, never a string literal.
import type { RemotePage } from './remote-routes';

/** `{ name: path }` of a routes.json's pages, keeping the page names for the remote's own links. */
export function pathsOf<Pages extends Record<string, RemotePage>>(pages: Pages): { readonly [Name in keyof Pages]: string } {
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.path])) as { [Name in keyof Pages]: string };
}

/** A concrete path from a pattern: each `:param` replaced, in order, by the next value (URI-encoded). */
export function fillPath(pattern: string, ...values: string[]): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] ?? ''));
}

/**
 * Pages one app links to in another. Each is a page its owner declares in routes.json with this very pattern
 * (a shell test checks it), so a renamed page fails the test instead of leaving a dead link.
 */
export const crossAppPages = {
  /** 会员卡 (mf_account); locks pass `state: { from }` so the order page offers the way back. */
  memberCards: { owner: 'mf_account', path: '/home/member-cards' },
  /** 知识市场 (mf_marketplace). */
  marketplace: { owner: 'mf_marketplace', path: '/marketplace' },
  publicJar: { owner: 'mf_marketplace', path: '/marketplace/jar/:id' },
  /** The publish form lives with the marketplace, under the jar's own path. */
  jarPublish: { owner: 'mf_marketplace', path: '/home/jars/:id/publish' },
  /** 知识罐 (mf_jars): my jars, by role. */
  jars: { owner: 'mf_jars', path: '/home/jars' },
  jarDetail: { owner: 'mf_jars', path: '/home/jars/:id' },
  /** 编辑 (mf_jars): the creator's own public jar page links here. */
  jarEdit: { owner: 'mf_jars', path: '/home/jars/:id/edit' },
  /** 记忆曲线 (mf_jars): where 智能曲线 can be made the default (数据趋势's suggestion links here). */
  curves: { owner: 'mf_jars', path: '/home/curves' },
  /** 设置 (mf_account): 目标记忆率 of 智能曲线 is set there (the 智能曲线 card links here). */
  settings: { owner: 'mf_account', path: '/home/settings' },
  /** 新建 MEMO (mf_memos): where every signed-in visit starts (the server sends it prerendered). */
  newMemo: { owner: 'mf_memos', path: '/home/new-memo' },
  /** MEMOS (mf_memos): where a finished flomo import sends the learner. */
  memos: { owner: 'mf_memos', path: '/home/memos' },
  /** 导入 (mf_jars): Anki, CSV, Markdown into jars, and flomo into MEMOS (新建 MEMO links here with ?to=memos). */
  importFile: { owner: 'mf_jars', path: '/home/import' },
} as const satisfies Record<string, { owner: string; path: string }>;

/** Hrefs of the pages in crossAppPages: a string, or a function of the pattern's parameters. */
export const hrefTo = {
  memberCards: crossAppPages.memberCards.path,
  marketplace: crossAppPages.marketplace.path,
  publicJar: (id: string) => fillPath(crossAppPages.publicJar.path, id),
  jarPublish: (jarId: string) => fillPath(crossAppPages.jarPublish.path, jarId),
  jars: crossAppPages.jars.path,
  jarDetail: (jarId: string) => fillPath(crossAppPages.jarDetail.path, jarId),
  jarEdit: (jarId: string) => fillPath(crossAppPages.jarEdit.path, jarId),
  curves: crossAppPages.curves.path,
  settings: crossAppPages.settings.path,
  memos: crossAppPages.memos.path,
  /** The import page set for a flomo export, which becomes memos (open to everyone). */
  importFlomo: `${crossAppPages.importFile.path}?to=memos`,
};

