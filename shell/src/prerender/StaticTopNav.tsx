import { DesktopOutlined, EllipsisOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Brand } from '@memory/design-system';
import { paths, topNavItems, topNavKeyFor } from '../config/paths';
import { RETURN_TO_PARAM } from '../auth/RequireAuth';

/**
 * The top nav as it paints before the app runs: TopNav's look in plain links (static-shell.css), no antd.
 * Until the app takes the page over, links are ordinary navigations, and the theme switch and the avatar start the
 * app (public/prerender-boot.js), which then opens its own; html[data-theme-mode] and html[data-signed-in]
 * (theme-boot.js) pick the theme icon, and 登录 or the avatar. `pathname`: the page's item is selected, as TopNav does.
 */
export function StaticTopNav({ pathname }: { pathname: string }) {
  const selected = topNavKeyFor(pathname);
  return (
    <header className="shell-top-nav">
      <a href={paths.landing} className="shell-brand" aria-label="记忆仓库 首页">
        <Brand size={30} />
      </a>
      <nav aria-label="主导航" className="shell-top-nav__menu">
        <ul className="static-menu">
          {topNavItems.map(({ key, label, path }) => (
            <li key={key} className={key === selected ? 'static-menu__item static-menu__item--selected' : 'static-menu__item'}>
              <a href={path} aria-current={key === selected ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
        <span className="static-menu__more" aria-hidden="true">
          <EllipsisOutlined />
        </span>
      </nav>
      <div className="static-nav__controls">
        <button type="button" className="static-nav__icon-button" aria-label="外观" data-takeover-click='[data-testid="theme-switch"]'>
          <span className="static-nav__theme-light">
            <SunOutlined />
          </span>
          <span className="static-nav__theme-dark">
            <MoonOutlined />
          </span>
          <span className="static-nav__theme-system">
            <DesktopOutlined />
          </span>
        </button>
        {/* A form, not a link: it is the same 登录 button as the app's, and it needs no script (GET /login?returnTo=…). */}
        <form className="static-nav__login-form" action={paths.login} method="get">
          <input type="hidden" name={RETURN_TO_PARAM} value={paths.homeDefault} />
          <button type="submit" className="static-nav__login">
            登录
          </button>
        </form>
        <button type="button" className="static-nav__avatar" aria-label="账户菜单" data-takeover-click='[data-testid="avatar-menu"]'>
          <span className="static-nav__avatar-icon">
            <UserOutlined />
          </span>
          {/* The stored user's letter (theme-boot.js, html[data-user-initial]); the icon when there is none. */}
          <span className="static-nav__avatar-initial" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
