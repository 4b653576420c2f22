import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { hrefTo, readDesiredRetention } from '@memory/contracts';
import { useGetSettingQuery } from '@memory/api';

/** In place of a step timeline: how 智能曲线 schedules, and the 目标记忆率 it aims at (设置 changes it). */
export function AdaptiveCurveNote() {
  const setting = useGetSettingQuery('DESIRED_RETENTION');
  const target = setting.data ? `${readDesiredRetention(setting.data.value)}%` : '…';
  return (
    <Flex vertical gap={4}>
      <Typography.Text>没有固定间隔：每次复习后按你的评分安排下一次，记得牢的间隔越拉越长，忘了的很快再来。</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        目标记忆率 {target}，可在<Link to={hrefTo.settings}>设置</Link>中修改
      </Typography.Text>
    </Flex>
  );
}
