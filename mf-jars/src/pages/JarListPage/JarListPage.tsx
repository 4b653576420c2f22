import { Button, Col, Flex, Pagination, Row, Segmented, Skeleton, Tooltip } from 'antd';
import { LockOutlined, PlusOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MEMBERS_ONLY, PAGE_SIZES, hrefTo, type JarRole } from '@memory/contracts';
import { useGetJarPageQuery } from '@memory/api';
import { ButtonLink, EmptyState, LoadError, PageFrame } from '@memory/design-system';
import { useCreateJarAccess } from '../../jars/access';
import { JarCard } from '../../jars/JarCard';
import { JarsLocked } from '../../jars/JarsLocked';
import { paths } from '../../paths';

const roleLabels: Record<JarRole, string> = { CREATOR: '我创建的', BUYER: '我订阅的' };

/**
 * 知识罐: the user's jars as cover cards, 18 per page, 我创建的 / 我订阅的. Role and page live in the URL
 * (?role=BUYER&page=2) so back and reload keep them.
 */
export function JarListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role: JarRole = searchParams.get('role') === 'BUYER' ? 'BUYER' : 'CREATOR';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const navigate = useNavigate();
  const access = useCreateJarAccess();
  const { data, error, isError, isFetching, refetch } = useGetJarPageQuery({ role, page, size: PAGE_SIZES.jars });

  const go = (nextRole: JarRole, nextPage = 1) => {
    const next: Record<string, string> = {};
    if (nextRole === 'BUYER') next.role = 'BUYER';
    if (nextPage > 1) next.page = String(nextPage);
    setSearchParams(next);
  };

  const { pathname, search } = useLocation();
  const locked = access === 'locked';
  const createButton = locked ? (
    <Tooltip title={MEMBERS_ONLY.CREATE_JARS}>
      <Button icon={<LockOutlined />} onClick={() => navigate(hrefTo.memberCards, { state: { from: pathname + search } })}>
        创建知识罐（开通会员）
      </Button>
    </Tooltip>
  ) : (
    <Button type="primary" icon={<PlusOutlined />} disabled={access === 'loading'} onClick={() => navigate(paths.createJar)}>
      创建知识罐
    </Button>
  );

  // Importing a deck creates jars: members only, like 创建知识罐 (the lock above says where to unlock it).
  const importButton = locked ? (
    <Tooltip title={MEMBERS_ONLY.CREATE_JARS}>
      <span>
        <Button icon={<UploadOutlined />} disabled>
          导入
        </Button>
      </span>
    </Tooltip>
  ) : (
    <ButtonLink icon={<UploadOutlined />} to={paths.import} disabled={access === 'loading'}>
      导入
    </ButtonLink>
  );
  // AI 制卡 makes a jar's cards from pasted material: members only too (its page says so to anyone else).
  const cardBuilderButton = locked ? null : (
    <ButtonLink icon={<ThunderboltOutlined />} to={paths.cardBuilder} disabled={access === 'loading'}>
      AI 制卡
    </ButtonLink>
  );

  let content;
  if (isError) {
    content = (
      <LoadError title="知识罐加载失败" error={error} onRetry={() => void refetch()} />
    );
  } else if (!data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.entries.length === 0) {
    content =
      role === 'CREATOR' ? (
        <EmptyState description="还没有创建知识罐">
          {/* Creating is for members (the banner above says so); subscribing is for everyone. */}
          {locked ? <Button onClick={() => navigate(hrefTo.marketplace)}>去知识市场订阅现成的知识罐</Button> : createButton}
        </EmptyState>
      ) : (
        <EmptyState description="还没有订阅知识罐">
          <Button onClick={() => navigate(hrefTo.marketplace)}>去知识市场看看</Button>
        </EmptyState>
      );
  } else {
    content = (
      <Flex vertical gap={16} aria-busy={isFetching}>
        <Row gutter={[16, 16]} role="list" aria-label={roleLabels[role]}>
          {data.entries.map((jar) => (
            <Col key={jar.id} xs={24} sm={12} lg={8} xxl={6} role="listitem">
              <JarCard jar={jar} />
            </Col>
          ))}
        </Row>
        {data.total > PAGE_SIZES.jars ? (
          <Flex justify="center">
            <Pagination current={page} pageSize={PAGE_SIZES.jars} total={data.total} showSizeChanger={false} onChange={(next) => go(role, next)} />
          </Flex>
        ) : null}
      </Flex>
    );
  }

  return (
    <PageFrame
      title="知识罐"
      extra={
        <>
          {importButton}
          {cardBuilderButton}
          {createButton}
        </>
      }
    >
      <Flex vertical gap={16}>
        <Segmented<JarRole>
          value={role}
          onChange={(next) => go(next)}
          options={(['CREATOR', 'BUYER'] as const).map((value) => ({ value, label: roleLabels[value] }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {locked && role === 'CREATOR' ? <JarsLocked /> : null}
        {content}
      </Flex>
    </PageFrame>
  );
}
