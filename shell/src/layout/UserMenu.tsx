import { App, Avatar, Button, Dropdown } from 'antd';
import { LogoutOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { sendUnsyncedWork, useGetCurrentUserQuery } from '@memory/api';
import { useShellServices } from '../app/shell-services';
import { useAuthUser } from '../auth/use-auth-user';
import { loginPathFor } from '../auth/RequireAuth';
import { paths } from '../config/paths';

/** How long sign-out waits for unsent work (the review outbox) to reach the server before asking. */
const SIGN_OUT_SEND_WAIT_MS = 3000;

/** 登录 when signed out; the avatar with 我的收藏 and 退出登录 when signed in. */
export function UserMenu() {
  const user = useAuthUser();
  const { auth } = useShellServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const returnTo = location.pathname === paths.landing || location.pathname === paths.login ? paths.homeDefault : here;
    return (
      <Button type="primary" onClick={() => navigate(loginPathFor(returnTo))}>
        登录
      </Button>
    );
  }

  // Sign-out deletes what the browser kept for this user: what still waits for the server is sent first, and if some
  // cannot go (offline), the learner decides whether to lose it.
  const signOut = async () => {
    const unsent = await sendUnsyncedWork(SIGN_OUT_SEND_WAIT_MS);
    if (unsent === 0) return auth.signOut();
    modal.confirm({
      title: '还有复习记录没有同步',
      content: `${unsent} 条复习记录还没有送到服务器（网络似乎断开了）。现在退出登录会丢失它们；联网后再退出可以保留。`,
      okText: '仍然退出',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => auth.signOut(),
    });
  };

  return <SignedInMenu username={user.username} onStars={() => navigate(paths.stars)} onSignOut={() => void signOut()} />;
}

/** The avatar (the uploaded one from GET /users/me, else the name's initial) and its menu. */
function SignedInMenu({ username: tokenName, onStars, onSignOut }: { username?: string; onStars(): void; onSignOut(): void }) {
  // The same cache entry the settings page writes after an avatar upload: the top nav changes at once.
  const { data: profile } = useGetCurrentUserQuery();
  const username = profile?.username ?? tokenName;
  const initial = (username ?? '').trim().slice(0, 1).toUpperCase();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Inside the sticky top nav, so the open menu stays under the avatar when the page scrolls (a reload restores
      // the scroll position once the page's content has loaded, which could leave the menu behind mid-click).
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items: [
          { key: 'name', label: username ?? '未设置用户名', disabled: true, icon: <UserOutlined /> },
          { type: 'divider' },
          { key: 'stars', label: '我的收藏', icon: <StarOutlined />, onClick: onStars },
          { key: 'sign-out', label: '退出登录', icon: <LogoutOutlined />, onClick: onSignOut },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label="账户菜单" data-testid="avatar-menu" style={{ padding: 0 }}>
        <Avatar
          src={profile?.avatarUrl ?? undefined}
          alt={profile?.avatarUrl ? '头像' : undefined}
          data-testid="top-nav-avatar"
          style={{ backgroundColor: 'var(--memory-color-primary)', color: 'var(--memory-color-on-primary)' }}
        >
          {initial || <UserOutlined />}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
