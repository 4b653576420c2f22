import { Flex, Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { Brand } from '@memory/design-system';
import { paths, topNavItems, topNavKeyFor } from '../config/paths';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { UserMenu } from './UserMenu';

/** 首页 · 知识市场 · 移动端 · Markdown 帮助 · 联系我们, the brand (→ /), the theme switch and the user. */
export function TopNav() {
  const { pathname } = useLocation();
  const selected = topNavKeyFor(pathname);
  return (
    <Layout.Header className="shell-top-nav">
      <Link to={paths.landing} className="shell-brand" aria-label="记忆仓库 首页">
        <Brand size={30} />
      </Link>
      {/* data-idle-preload: the remotes behind these links download once the page is idle (idle-preload.ts). */}
      <nav aria-label="主导航" className="shell-top-nav__menu" data-idle-preload>
        <Menu
          mode="horizontal"
          selectedKeys={selected ? [selected] : []}
          items={topNavItems.map(({ key, label, path }) => ({
            key,
            // <Link>: a plain click stays in the app, middle-click / 新标签页 still work.
            label: <Link to={path}>{label}</Link>,
          }))}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
        />
      </nav>
      <Flex align="center" gap={8}>
        <ThemeSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
