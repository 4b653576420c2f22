import { Alert } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';

export interface MemberLockProps {
  /** What is locked, e.g. 创建知识罐仅限会员使用 (or the server's refusal). */
  title: string;
  /** What a membership gives, e.g. 升级会员后即可创建知识罐. */
  description: string;
  /** 会员卡's path (mf-account's page; the caller's route table knows it). */
  memberCardsPath: string;
}

/**
 * A member-only feature: says so and links to 会员卡 with this page as `state.from`, so the order page offers the
 * way back here once paid.
 */
export function MemberLock({ title, description, memberCardsPath }: MemberLockProps) {
  const { pathname, search } = useLocation();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      role="alert"
      title={title}
      description={
        <span>
          {description}，前往{' '}
          <Link to={memberCardsPath} state={{ from: pathname + search }} style={{ textDecoration: 'underline' }}>
            会员卡
          </Link>
        </span>
      }
    />
  );
}
