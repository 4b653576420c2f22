import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { PAGE_SIZES, type Order } from '@memory/contracts';
import { useGetOrderPageQuery } from '@memory/api';
import { chinaDateTime } from '../../membership/chinaTime';
import { yuan } from '../../membership/money';
import { OrderStatusTag } from '../../membership/OrderStatusTag';
import { orderPath } from '../../paths';
import { LoadError } from '@memory/design-system';

/** 购买记录: the user's orders, newest first, with status tags and links to each order page. */
export function PurchaseRecords() {
  const [page, setPage] = useState(1);
  const size = PAGE_SIZES.orders;
  const { data, isLoading, isError, error, refetch } = useGetOrderPageQuery({ page, size });
  return (
    <Card title="购买记录" style={{ marginTop: 16 }}>
      {isError ? (
        <LoadError title="购买记录加载失败" error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<Order>
          aria-label="购买记录"
          rowKey="id"
          size="middle"
          loading={isLoading}
          dataSource={data?.entries ?? []}
          locale={{ emptyText: <Typography.Text type="secondary">还没有购买记录</Typography.Text> }}
          pagination={{ current: page, pageSize: size, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: '名称', dataIndex: 'name', render: (name: string, order) => <Link to={orderPath(order.id)}>{name}</Link> },
            { title: '状态', dataIndex: 'status', render: (status: Order['status']) => <OrderStatusTag status={status} /> },
            { title: '总价', dataIndex: 'total', align: 'right', render: (total: number) => yuan(total) },
            // Narrow screens keep what decides the next step (which order, its state, how much); the order page has the rest.
            { title: '数量', dataIndex: 'count', align: 'right', responsive: ['sm'] },
            { title: '创建时间', dataIndex: 'createdAt', render: (at: string) => chinaDateTime(at), responsive: ['md'] },
            { title: '订单号', dataIndex: 'id', ellipsis: true, responsive: ['lg'] },
          ]}
        />
      )}
    </Card>
  );
}
