import type { CSSProperties, ReactNode } from 'react';
import { Card, Flex, Pagination, Tag, Typography } from 'antd';
import { StarOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { PublicJar } from '@memory/contracts';
import { JarCover } from '../JarCover/JarCover';
import { GreenTag } from '../GreenTag/GreenTag';

export interface PublicJarCardProps {
  jar: PublicJar;
  /** Where the card leads: the jar's page in 知识市场. */
  to: string;
  /** Actions under the counts (e.g. 取消收藏). */
  actions?: ReactNode;
}

/** 免费 (green) or 付费 (gold). */
export function JarTypeTag({ type, style }: { type: PublicJar['type']; style?: CSSProperties }) {
  return type === 'FREE' ? <GreenTag style={style}>免费</GreenTag> : <Tag color="gold" style={style}>付费</Tag>;
}

/** A jar's tag as #标签, wrapping inside its box rather than running past it (tags are up to 32 characters). */
export function HashTag({ tag }: { tag: string }) {
  return (
    <Tag variant="filled" color="gold" style={{ maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      #{tag}
    </Tag>
  );
}

/** The counts every public jar shows, each named for screen readers (the icons alone say nothing). */
export function PublicJarCounts({ jar }: { jar: Pick<PublicJar, 'totalItems' | 'totalSubscribes' | 'totalStars'> }) {
  return (
    <Flex gap={16} wrap style={{ color: 'var(--ant-color-text-secondary)', fontSize: 13 }}>
      <span aria-label={`${jar.totalItems} 个知识点`}>
        <UnorderedListOutlined aria-hidden /> {jar.totalItems} 个知识点
      </span>
      <span aria-label={`${jar.totalSubscribes} 人订阅`}>
        <TeamOutlined aria-hidden /> {jar.totalSubscribes} 人订阅
      </span>
      <span aria-label={`${jar.totalStars} 人收藏`}>
        <StarOutlined aria-hidden /> {jar.totalStars}
      </span>
    </Flex>
  );
}

/**
 * A published jar as a row: cover on the left, name, description, type and counts. The name is
 * the one link (the cover repeats it for the mouse only), so a keyboard user tabs once per card.
 */
export function PublicJarCard({ jar, to, actions }: PublicJarCardProps) {
  return (
    <Card size="small" hoverable styles={{ body: { padding: 12 } }} data-testid="public-jar-card">
      <Flex gap={16} wrap="wrap">
        {/* 200px beside the text; alone on its line (a phone), the whole width: the text takes the free space first. */}
        <Link to={to} tabIndex={-1} aria-hidden style={{ flex: '1 1 200px', maxWidth: '100%' }}>
          <JarCover name={jar.name} cover={jar.cover} coverBlurHash={jar.coverBlurHash} style={{ borderRadius: 8 }} />
        </Link>
        <Flex vertical gap={6} style={{ flex: '1000 1 240px', minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            {/* Under the page's title (PageFrame's h3) each card is an h4, at the size of an h5. */}
            <Typography.Title level={4} style={{ margin: 0, fontSize: 16, lineHeight: 1.5 }}>
              <Link to={to}>{jar.name}</Link>
            </Typography.Title>
            <JarTypeTag type={jar.type} style={{ marginInlineEnd: 0 }} />
            {jar.subscribed ? <Tag color="blue">已订阅</Tag> : null}
          </Flex>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {jar.description || '暂无简介'}
          </Typography.Paragraph>
          {jar.category || (jar.tags && jar.tags.length > 0) ? (
            <Flex gap={4} wrap>
              {jar.category ? <Tag variant="filled">{jar.category.name}</Tag> : null}
              {jar.tags?.map((tag) => (
                <HashTag key={tag} tag={tag} />
              ))}
            </Flex>
          ) : null}
          <PublicJarCounts jar={jar} />
          {actions ? <Flex gap={8}>{actions}</Flex> : null}
        </Flex>
      </Flex>
    </Card>
  );
}

export interface PublicJarListProps {
  /** The list's accessible name (知识罐, 我的收藏 …). */
  label: string;
  jars: readonly PublicJar[];
  total: number;
  page: number;
  size: number;
  onPage(page: number): void;
  /** Where each card leads. */
  linkOf(jar: PublicJar): string;
  actionsOf?(jar: PublicJar): ReactNode;
  /** A newer page is on its way: the old one stays, dimmed. */
  busy?: boolean;
}

/** A page of public jar cards with its pagination: 知识市场, 商店 and 我的收藏 show their jars the same way. */
export function PublicJarList({ label, jars, total, page, size, onPage, linkOf, actionsOf, busy = false }: PublicJarListProps) {
  return (
    <Flex vertical gap={12} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity .2s' }}>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {jars.map((jar) => (
          <li key={jar.id}>
            <PublicJarCard jar={jar} to={linkOf(jar)} actions={actionsOf?.(jar)} />
          </li>
        ))}
      </ul>
      <Pagination align="center" current={page} pageSize={size} total={total} showSizeChanger={false} hideOnSinglePage onChange={onPage} />
    </Flex>
  );
}
