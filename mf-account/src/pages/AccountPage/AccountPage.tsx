import { Alert, Button, Col, Row, Skeleton } from 'antd';
import { useGetAccountQuery } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { PlanCard } from './PlanCard';
import { BenefitsCard } from './BenefitsCard';

/** 账户: the current plan (free, trial or member) and what members get. */
export function AccountPage() {
  const { data: account, isLoading, isError, refetch, isFetching } = useGetAccountQuery();
  return (
    <PageFrame title="账户">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError || !account ? (
        <Alert
          type="error"
          showIcon
          title="账户信息加载失败"
          description="请检查网络后重试。"
          action={
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              重试
            </Button>
          }
        />
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
