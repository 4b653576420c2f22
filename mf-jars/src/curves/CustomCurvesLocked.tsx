import { Alert } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { otherRemotePaths } from '../paths';

export interface CustomCurvesLockedProps {
  /** The server's refusal, when there was one; else the plain rule. */
  message?: string;
}

/** Custom curves are for members: says so and links to 会员卡 (mf-account) through the shell's history. */
export function CustomCurvesLocked({ message = '自定义曲线仅限会员使用' }: CustomCurvesLockedProps) {
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      role="alert"
      title={message}
      description={
        <span>
          升级会员后即可创建和编辑自定义曲线，前往 <Link to={otherRemotePaths.memberCards}>会员卡</Link>
        </span>
      }
    />
  );
}
