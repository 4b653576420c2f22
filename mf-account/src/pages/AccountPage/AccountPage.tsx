import { Col, Row, Skeleton } from 'antd';
import { useGetAccountQuery } from '@memory/api';
import { LoadError, PageFrame } from '@memory/design-system';
import { PlanCard } from './PlanCard';
import { BenefitsCard } from './BenefitsCard';

/** 账户: the current plan (free, trial or member) and what members get. */
export function AccountPage() {
  const { data: account, isLoading, isError, error, refetch, isFetching } = useGetAccountQuery();
  return (
    <PageFrame title="账户">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError || !account ? (
        <LoadError title="账户信息加载失败" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <PlanCard account={account} />
          </Col>
          <Col xs={24} lg={12}>
            <BenefitsCard account={account} />
          </Col>
        </Row>
      )}
    </PageFrame>
  );
}
