// Each page's own browser-tab title, 「新建 MEMO - 记忆仓库」: the shell's pages here, the remotes' pages as their
// routes.json declares them (remotes.json `pages`). Patterns use react-router syntax; the most specific match
// wins. A path nobody owns is the 404 (出错了).
import { matchRoutes } from 'react-router';
import { BRAND_TITLE, SHELL_PAGES, type RemoteDescriptor } from './paths';

const shellPageTitles: Record<string, string> = Object.fromEntries(Object.values(SHELL_PAGES).map((page) => [page.path, page.title]));

/** The tab title of a pathname: the page's name and the brand, or the brand alone on the landing page. */
export type DocumentTitleFor = (pathname: string) => string;

export function createDocumentTitles(remotes: readonly RemoteDescriptor[]): DocumentTitleFor {
  const pageTitles: Record<string, string> = Object.assign({}, ...remotes.map((remote) => remote.titles), shellPageTitles);
  const titleRoutes = Object.keys(pageTitles).map((path) => ({ path }));
  return (pathname) => {
    const matches = matchRoutes(titleRoutes, pathname);
    const pattern = matches?.[matches.length - 1]?.route.path;
    const page = pattern !== undefined ? pageTitles[pattern] : '出错了';
    return !page || page === BRAND_TITLE ? BRAND_TITLE : `${page} - ${BRAND_TITLE}`;
  };
}
