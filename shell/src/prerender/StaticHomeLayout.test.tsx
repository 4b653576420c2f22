import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { START_APP_SIGNED_OUT_ATTRIBUTE } from '@memory/contracts/prerender';
import { homeMenuItems, paths } from '../config/paths';
import { StaticHomeLayout } from './StaticHomeLayout';

describe('StaticHomeLayout (/home prerendered)', () => {
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(
      <StaticHomeLayout pathname={paths.homeDefault}>
        <p>页面</p>
      </StaticHomeLayout>,
    );
  });

  it('lists 个人中心 in plain links, the page\'s own item current', () => {
    const menu = screen.getByRole('navigation', { name: '个人中心' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(homeMenuItems.map((item) => item.path));
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('新建 MEMO');
  });

  it('names the page on the phone\'s 菜单 button, which opens the app\'s own once it runs', () => {
    const button = screen.getByRole('button', { name: /菜单 · 新建 MEMO/ });
    expect(button.getAttribute('data-takeover-click')).toBe('.home-layout__phone-bar button');
    expect(screen.getByText('页面').closest('.home-layout__content')).not.toBeNull();
  });

  it('asks for the app at once for a visitor without a stored session (the app sends them to sign in)', () => {
    expect(document.querySelector(`[${START_APP_SIGNED_OUT_ATTRIBUTE}]`)).not.toBeNull();
  });
});
