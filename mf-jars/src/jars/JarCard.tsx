import { Card, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import type { Jar } from '@memory/contracts';
import { useGetJarProgressQuery } from '@memory/api';
import { JarCover } from '@memory/design-system/jar-cover';
import { jarPaths } from '../paths';
import { progressStatusLabels } from './progressLabels';

/** A jar in the list: its cover (blurhash until loaded), name, description and how far it has got. */
export function JarCard({ jar }: { jar: Jar }) {
  const { data: progress } = useGetJarProgressQuery(jar.id);
  return (
    <Link to={jarPaths.detail(jar.id)} aria-label={jar.name} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%' }}
        cover={<JarCover name={jar.name} cover={jar.cover} coverBlurHash={jar.coverBlurHash} />}
      >
        <Card.Meta
          title={jar.name}
          description={
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 8, minHeight: '3em' }}>
              {jar.description || '暂无简介'}
            </Typography.Paragraph>
          }
        />
        <Progress
          percent={Math.round(progress?.percent ?? 0)}
          size="small"
          status={progress?.status === 'IN_PROGRESS' ? 'active' : 'normal'}
          aria-label={`${jar.name}的进度`}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {progress ? progressStatusLabels[progress.status] : '\u00a0'}
        </Typography.Text>
      </Card>
    </Link>
  );
}
