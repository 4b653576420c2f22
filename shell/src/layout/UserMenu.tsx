import { Avatar, Button, Dropdown } from 'antd';
import { LogoutOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
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

  const initial = (user.username ?? '').trim().slice(0, 1).toUpperCase();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'name', label: user.username ?? '未设置用户名', disabled: true, icon: <UserOutlined /> },
          { type: 'divider' },
          { key: 'stars', label: '我的收藏', icon: <StarOutlined />, onClick: () => navigate(paths.stars) },
          { key: 'sign-out', label: '退出登录', icon: <LogoutOutlined />, onClick: () => void auth.signOut() },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label="账户菜单" data-testid="avatar-menu" style={{ padding: 0 }}>
        <Avatar style={{ backgroundColor: 'var(--memory-color-primary)', color: 'var(--memory-color-on-primary)' }}>
          {initial || <UserOutlined />}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
