// The shell's route table: its own pages, the remotes' route patterns from remotes.json (each remote
// declares them in its routes.json), and the questions every other module asks about a URL (who owns it,
// is it protected, which menu item is lit). Patterns use react-router syntax, so ranking (a static segment
// beats :param beats *) is react-router's own.
import { matchRoutes } from 'react-router';
import { isInAppPath } from '@memory/contracts';

export const BRAND_TITLE = '记忆仓库';

/**
 * The shell's own pages (besides /home's redirect and the 404), each declared once: its path, which the route
 * table, the links and the e2e sweeps derive from, and its browser-tab title (titles.ts).
 */
export const SHELL_PAGES = {
  landing: { path: '/', title: BRAND_TITLE },
  login: { path: '/login', title: '登录' },
  callback: { path: '/callback', title: '正在登录' },
  mobileApp: { path: '/mobile-app', title: '移动端' },
  contactUs: { path: '/contact-us', title: '联系我们' },
  markdownHelp: { path: '/markdown-help', title: 'Markdown 帮助' },
  home: { path: '/home', title: BRAND_TITLE },
  feedback: { path: '/home/feedback', title: '意见反馈' },
} as const;

type ShellPagePaths = { readonly [K in keyof typeof SHELL_PAGES]: (typeof SHELL_PAGES)[K]['path'] };
const shellPagePaths = Object.fromEntries(Object.entries(SHELL_PAGES).map(([key, page]) => [key, page.path])) as ShellPagePaths;

/** Where the shell links: its own pages, and the remotes' pages it names itself (the default after sign-in). */
export const paths = {
  ...shellPagePaths,
  homeDefault: '/home/new-memo',
  stars: '/home/stars',
  marketplace: '/marketplace',
} as const;

const shellRoutePatterns = Object.values(SHELL_PAGES).map((page) => page.path);

/** What remotes.json says about one remote. */
export interface RemoteDescriptor {
  /** MF container name, e.g. mf_jars. */
  name: string;
  /** URL of its mf-manifest.json. */
  entry: string;
  /** react-router patterns of the pages it owns, e.g. /home/jars/*. */
  routes: string[];
  /** Browser-tab title of each of its pages, by pattern (remotes.json `pages`). */
  titles: Record<string, string>;
}

export type RouteOwner = { kind: 'shell'; pattern: string } | { kind: 'remote'; remote: string; pattern: string };

export interface RouteTable {
  remotes: RemoteDescriptor[];
  /** Which remote (or the shell) owns a pathname; null means nobody: a 404. */
  resolveOwner(pathname: string): RouteOwner | null;
}

type OwnedRoute = { path: string; owner: RouteOwner };

export function createRouteTable(remotes: RemoteDescriptor[]): RouteTable {
  const owned: OwnedRoute[] = [
    ...shellRoutePatterns.map((pattern) => ({ path: pattern, owner: { kind: 'shell', pattern } as const })),
    ...remotes.flatMap((remote) =>
      remote.routes.map((pattern) => ({ path: pattern, owner: { kind: 'remote', remote: remote.name, pattern } as const })),
    ),
  ];
  return {
    remotes,
    resolveOwner(pathname) {
      const matches = matchRoutes(owned, pathname);
      const best = matches?.[matches.length - 1];
      return best ? (best.route as OwnedRoute).owner : null;
    },
  };
}

/** /home/* and /order/* need a signed-in user. */
export function isProtectedPath(pathname: string): boolean {
  return /^\/(home|order)(\/|$)/.test(pathname);
}

/** Pages drawn inside the /home layout (side menu) rather than the plain top-nav layout. */
export function isHomePath(pathname: string): boolean {
  return /^\/home(\/|$)/.test(pathname);
}

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  /** External links (feedback) open the survey instead of routing. */
  external?: boolean;
}

/** Top navigation, GLOSSARY order. */
export const topNavItems: MenuItem[] = [
  { key: 'home', label: '首页', path: paths.home },
  { key: 'marketplace', label: '知识市场', path: paths.marketplace },
  { key: 'mobile-app', label: '移动端', path: paths.mobileApp },
  { key: 'markdown-help', label: 'Markdown 帮助', path: paths.markdownHelp },
  { key: 'contact-us', label: '联系我们', path: paths.contactUs },
];

/**
 * The /home side menu, GLOSSARY order: labels and order are the shell's, the pages are the remotes' (a test
 * checks each path is a page some remote declares).
 */
export const homeMenuItems: MenuItem[] = [
  { key: 'new-memo', label: '新建 MEMO', path: '/home/new-memo' },
  { key: 'memos', label: 'MEMOS', path: '/home/memos' },
  { key: 'jars', label: '知识罐', path: '/home/jars' },
  { key: 'curves', label: '记忆曲线', path: '/home/curves' },
  { key: 'trends', label: '数据趋势', path: '/home/trends' },
  { key: 'store', label: '商店', path: '/home/store' },
  { key: 'member-cards', label: '会员卡', path: '/home/member-cards' },
  { key: 'account', label: '账户', path: '/home/account' },
  { key: 'settings', label: '设置', path: '/home/settings' },
  { key: 'feedback', label: '意见反馈', path: paths.feedback, external: true },
  { key: 'stars', label: '我的收藏', path: paths.stars },
];

/** Pages that are not menu entries themselves but belong under one (create-jar is part of 知识罐). */
const menuAliases: Record<string, string> = {
  'create-jar': 'jars',
  'create-curve': 'curves',
  // 导入 brings decks into jars (the page is the jars remote's); a flomo export into MEMOS, below.
  import: 'jars',
  // AI 制卡 is opened from 知识罐 and its cards go into a jar.
  'card-builder': 'jars',
};

/** The side-menu key lit for a pathname (and its query): the first segment after /home, through the aliases. */
export function homeMenuKeyFor(pathname: string, search = ''): string | undefined {
  const segment = /^\/home\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return undefined;
  // 导入 set for a flomo export (hrefTo.importFlomo, 新建 MEMO's 从 flomo 导入): memos arrive, so 新建 MEMO stays lit.
  if (segment === 'import' && new URLSearchParams(search).get('to') === 'memos') return 'new-memo';
  const key = menuAliases[segment] ?? segment;
  return homeMenuItems.some((item) => item.key === key) ? key : undefined;
}

/** The top-nav key lit for a pathname. */
export function topNavKeyFor(pathname: string): string | undefined {
  if (isHomePath(pathname)) return 'home';
  return topNavItems.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.key;
}

/** Only same-origin, in-app paths may be a post-sign-in destination (no open redirects). */
export function safeReturnTo(candidate: unknown, fallback: string = paths.homeDefault): string {
  if (!isInAppPath(candidate)) return fallback;
  if (candidate.startsWith(paths.login) || candidate.startsWith(paths.callback)) return fallback;
  return candidate;
}
