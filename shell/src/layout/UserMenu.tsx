import { Avatar, Button, Dropdown } from 'antd';
import { LogoutOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useGetCurrentUserQuery } from '@memory/api';
import { useShellServices } from '../app/shell-services';
import { useAuthUser } from '../auth/use-auth-user';
import { loginPathFor } from '../auth/RequireAuth';
import { paths } from '../config/paths';

/** 登录 when signed out; the avatar with 我的收藏 and 退出登录 when signed in. */
export function UserMenu() {
  const user = useAuthUser();
  const { auth } = useShellServices();
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const returnTo = location.pathname === paths.landing || location.pathname === paths.login ? paths.homeDefault : here;
    return (
      <Button type="primary" onClick={() => navigate(loginPathFor(returnTo))}>
        登录
      </Button>
    );
  }

  return <SignedInMenu username={user.username} onStars={() => navigate(paths.stars)} onSignOut={() => void auth.signOut()} />;
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
