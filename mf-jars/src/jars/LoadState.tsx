import type { ReactNode } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { apiErrorMessage, isNotFound } from '@memory/api';
import { paths } from '../paths';

export function Loading({ label = '加载中' }: { label?: string }) {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-testid="jar-loading" aria-busy="true" aria-label={label}>
      <Spin />
    </Flex>
  );
}

/**
 * What a page shows when its data did not load (SPEC §2): a not-found view for a 404, never an empty jar;
 * otherwise the server's error text, or the spinner when there is none.
 */
export function LoadFailure({ error, what = '知识罐' }: { error: unknown; what?: string }): ReactNode {
  const navigate = useNavigate();
  const back = (
    <Button key="back" type="primary" onClick={() => navigate(paths.jars)}>
      返回知识罐
    </Button>
  );
  if (isNotFound(error)) {
    return <Result status="404" title={`${what}不存在`} subTitle={`这个${what}不存在，或者已被删除。`} extra={back} />;
  }
  const text = apiErrorMessage(error, '');
  return text ? <Result status="error" title={text} extra={back} /> : <Loading />;
}
