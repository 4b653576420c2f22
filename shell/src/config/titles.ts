// The title table beside the route table (paths.ts): each page's own browser-tab title, 「新建 MEMO - 记忆仓库」.
// Patterns use react-router syntax; the most specific match wins. A path nobody owns is the 404 (出错了).
import { matchRoutes } from 'react-router';

export const BRAND_TITLE = '记忆仓库';

const pageTitles: Record<string, string> = {
  '/': BRAND_TITLE,
  '/login': '登录',
  '/callback': '正在登录',
  '/mobile-app': '移动端',
  '/contact-us': '联系我们',
  '/markdown-help': 'Markdown 帮助',
  '/marketplace': '知识市场',
  '/marketplace/jar/:id': '知识罐详情',
  '/order/:orderId': '订单详情',
  '/home': BRAND_TITLE,
  '/home/new-memo': '新建 MEMO',
  '/home/memos': 'MEMOS',
  '/home/stars': '我的收藏',
  '/home/jars': '知识罐',
  '/home/jars/:id': '知识罐',
  '/home/jars/:id/settings': '知识罐设置',
  '/home/jars/:id/edit': '编辑知识罐',
  '/home/jars/:id/publish': '发布知识罐',
  '/home/jars/:id/add-item': '添加知识点',
  '/home/jars/:id/add-item-with-memos': '从 MEMOS 添加',
  '/home/jars/:id/items/:itemId': '知识点',
  '/home/jars/:id/items/:itemId/edit': '编辑知识点',
  '/home/create-jar': '创建知识罐',
  '/home/curves': '记忆曲线',
  '/home/create-curve': '创建记忆曲线',
  '/home/curves/:id/edit': '编辑记忆曲线',
  '/home/trends': '数据趋势',
  '/home/store': '商店',
  '/home/store/jar-publish-tasks': '发布记录',
  '/home/member-cards': '会员卡',
  '/home/account': '账户',
  '/home/settings': '设置',
  '/home/feedback': '意见反馈',
};

const titleRoutes = Object.keys(pageTitles).map((path) => ({ path }));

/** The tab title of a pathname: the page's name and the brand, or the brand alone on the landing page. */
export function documentTitleFor(pathname: string): string {
  const matches = matchRoutes(titleRoutes, pathname);
  const pattern = matches?.[matches.length - 1]?.route.path;
  const page = pattern !== undefined ? pageTitles[pattern] : '出错了';
  return !page || page === BRAND_TITLE ? BRAND_TITLE : `${page} - ${BRAND_TITLE}`;
}
