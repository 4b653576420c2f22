import { useEffect, useState } from 'react';
import { Button, Drawer, Layout, Menu } from 'antd';
// Grid.useBreakpoint itself, without Grid: the shell provides antd's components whole (host-provides.mjs), and
// antd/es/grid would bring Row, Col and their styles to every route for one hook.
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { homeMenuItems, homeMenuKeyFor } from '../config/paths';
import { homeMenuIcon } from './home-menu-icons';

/** The 个人中心 menu, lit by the URL (never by clicks alone). */
function HomeMenu({ selected }: { selected: string | undefined }) {
  return (
    <nav aria-label="个人中心" data-idle-preload>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={homeMenuItems.map(({ key, label, path }) => ({
          key,
          icon: homeMenuIcon(key),
          label: <Link to={path}>{label}</Link>,
        }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

/**
 * /home/*: the side menu beside the page. On a phone (below md) there is no room for it: a 菜单 button names the
 * current page and opens the same menu, labelled, in a drawer. Between md and lg the side menu folds to icons
 * (with their names as tooltips) and its trigger unfolds it.
 */
export function HomeLayout() {
  const { pathname, search } = useLocation();
  const selected = homeMenuKeyFor(pathname, search);
  const screens = useBreakpoint();
  // Before the first measure useBreakpoint is empty: treat that as wide, as the server-less first paint did.
  const phone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Choosing a page closes the drawer (the URL is what changed).
  useEffect(() => setDrawerOpen(false), [pathname]);
  const current = homeMenuItems.find((item) => item.key === selected)?.label;

  return (
    <Layout className="home-layout" hasSider={!phone}>
      {phone ? null : (
        <Layout.Sider
          className="home-layout__sider"
          width={208}
          breakpoint="lg"
          collapsedWidth={64}
          collapsible
          // Wide screens always have room for the labels: the fold button is only for the md–lg band.
          trigger={screens.lg ? null : undefined}
          theme="light"
        >
          <HomeMenu selected={selected} />
        </Layout.Sider>
      )}
      {/* A div, not Layout.Content: the shell's content is already the page's one `main`. */}
      <div className="home-layout__content">
        {phone ? (
          <div className="home-layout__phone-bar">
            <Button icon={<MenuOutlined />} aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              菜单{current ? ` · ${current}` : ''}
            </Button>
          </div>
        ) : null}
        <Outlet />
      </div>
      {phone ? (
        <Drawer title="个人中心" placement="left" size={260} open={drawerOpen} onClose={() => setDrawerOpen(false)} styles={{ body: { padding: 8 } }}>
          <HomeMenu selected={selected} />
        </Drawer>
      ) : null}
    </Layout>
  );
}
