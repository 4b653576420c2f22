import type { ReactNode } from 'react';
import { MenuOutlined, RightOutlined } from '@ant-design/icons';
import { START_APP_SIGNED_OUT_ATTRIBUTE } from '@memory/contracts/prerender';
import { homeMenuItems, homeMenuKeyFor } from '../config/paths';
import { homeMenuIcon } from '../layout/home-menu-icons';

/**
 * HomeLayout as it paints before the app runs (static-home.css): the 个人中心 side menu beside the page, folded to
 * icons between md and lg, and on a phone the 菜单 button naming the page, which starts the app and opens its drawer
 * (public/prerender-boot.js). Its links are plain links. Only a signed-in visitor sees /home: without a stored
 * session the app starts at once and sends them to sign in, and the page stays blank meanwhile (no form to a stranger).
 */
export function StaticHomeLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const selected = homeMenuKeyFor(pathname);
  const current = homeMenuItems.find((item) => item.key === selected)?.label;
  const attributes = { [START_APP_SIGNED_OUT_ATTRIBUTE]: '' };
  return (
    <div className="home-layout static-home" {...attributes}>
      <aside className="home-layout__sider static-home__sider">
        <div className="static-home__sider-children">
          <nav aria-label="个人中心">
            <ul className="static-side-menu">
              {homeMenuItems.map(({ key, label, path }) => (
                <li key={key} className={key === selected ? 'static-side-menu__item static-side-menu__item--selected' : 'static-side-menu__item'}>
                  <span className="static-side-menu__icon" aria-hidden="true">
                    {homeMenuIcon(key)}
                  </span>
                  <a href={path} aria-current={key === selected ? 'page' : undefined}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {/* Between md and lg the menu is folded to icons, with antd's unfold trigger below it. */}
        <div className="static-home__trigger" aria-hidden="true">
          <RightOutlined />
        </div>
      </aside>
      <div className="home-layout__content">
        <div className="home-layout__phone-bar static-home__phone-bar">
          <button type="button" className="static-home__menu-button" aria-haspopup="dialog" aria-expanded="false" data-takeover-click=".home-layout__phone-bar button">
            <MenuOutlined />
            <span>菜单{current ? ` · ${current}` : ''}</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
