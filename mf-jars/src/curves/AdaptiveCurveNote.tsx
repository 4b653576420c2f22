import { Typography } from 'antd';
import { Link } from 'react-router';
import { hrefTo, readDesiredRetention } from '@memory/contracts';
import { useGetSettingQuery } from '@memory/api';

/** In place of a step timeline: 智能曲线 has no fixed steps, and aims at the 目标记忆率 (设置 changes it). */
export function AdaptiveCurveNote() {
  const setting = useGetSettingQuery('DESIRED_RETENTION');
  const target = setting.data ? `${readDesiredRetention(setting.data.value)}%` : '…';
  // The curve's description already says how it schedules: this line gives what a step list would have.
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      没有固定间隔 · 目标记忆率 {target}，可在<Link to={hrefTo.settings} style={{ textDecoration: 'underline' }}>设置</Link>中修改
    </Typography.Text>
  );
}
