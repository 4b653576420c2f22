import { useCallback, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ORDER_REFRESH_INTERVAL_MS, shouldRefreshOrder, type Order } from '@memory/contracts';
import { failureCause, useCloseOrderMutation, useGetAccountQuery, useGetOrderQuery, useRefreshOrderQuery } from '@memory/api';
import { LoadError, NotFound, PageFrame } from '@memory/design-system';
import { paths } from '../../paths';
import { chinaDateTime } from '../../membership/chinaTime';
import { yuan } from '../../membership/money';
import { OrderStatusTag } from '../../membership/OrderStatusTag';
import { returnPathOf } from '../../membership/returnTo';
import { failureText, orderTexts } from '../../membership/texts';
import { PaymentReminder } from './PaymentReminder';
import { useOrderNews } from './useOrderNews';
import { usePayInNewWindow } from './usePayInNewWindow';

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

/**
 * 订单详情: the order, its 30-minute window, 关闭订单 / 去支付; polls 刷新 every 10 s while PAYING (SPEC §4), and at
 * once when the cashier announces a result or the person comes back to this tab.
 */
export function OrderDetailPage() {
  const orderId = useParams().orderId ?? '';
  const navigate = useNavigate();
  const { data: order, isLoading, error, refetch, isFetching } = useGetOrderQuery(orderId);
  const polling = !!order && shouldRefreshOrder(order.status);
  const { refetch: refresh } = useRefreshOrderQuery(orderId, {
    skip: !polling,
    pollingInterval: ORDER_REFRESH_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });
  useOrderNews(orderId, polling, refresh);

  if (isLoading) {
    return (
      <PageFrame title="订单详情">
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (isMissing(error)) return <NotFound onBack={() => navigate('/')} />;
  if (error || !order) {
    return (
      <PageFrame title="订单详情">
        <LoadError title="订单加载失败" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  return <OrderView order={order} onExpired={refetch} />;
}

function OrderView({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);
  const [closeOrder, { isLoading: closing }] = useCloseOrderMutation();
  const [closeError, setCloseError] = useState<string | null>(null);
  const payment = usePayInNewWindow(order);
  const open = order.status === 'WAIT_PAY' || order.status === 'PAYING';
  const expire = useCallback(() => onExpired(), [onExpired]);

  async function close() {
    setCloseError(null);
    const result = await closeOrder(order.id);
    if ('error' in result && result.error) setCloseError(failureText(orderTexts.closeFailed, failureCause(result.error)));
  }

  return (
    <PageFrame title="订单详情">
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Card>
          <Descriptions column={{ xs: 1, sm: 2 }} size="middle">
            <Descriptions.Item label="名称">{order.name}</Descriptions.Item>
            <Descriptions.Item label="订单号">
              <Typography.Text copyable>{order.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label="单价">{yuan(order.price)}</Descriptions.Item>
            <Descriptions.Item label="数量">{order.count}</Descriptions.Item>
            <Descriptions.Item label="总价">
              <Typography.Text strong>{yuan(order.total)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="创建时间">{chinaDateTime(order.createdAt)}</Descriptions.Item>
            {order.paidAt ? <Descriptions.Item label="支付时间">{chinaDateTime(order.paidAt)}</Descriptions.Item> : null}
          </Descriptions>
        </Card>

        {open ? <PaymentReminder order={order} onExpired={expire} /> : null}
        {order.status === 'PAYING' ? (
          <Alert
            type="info"
            showIcon
            title="支付中"
            description={
              <span>
                请在新打开的支付页面完成支付，支付完成后本页会自动更新。取消了支付或关掉了支付页面，可以再点「去支付」。
                {payment.redirectPage ? (
                  <>
                    {' '}
                    <a href={payment.redirectPage} target="_blank" rel="noreferrer">
                      重新打开支付页面
                    </a>
                  </>
                ) : null}
              </span>
            }
          />
        ) : null}
        {payment.blocked && payment.redirectPage ? (
          <Alert
            type="warning"
            showIcon
            title="浏览器拦截了支付窗口"
            description={
              <a href={payment.redirectPage} target="_blank" rel="noreferrer">
                点此打开支付页面
              </a>
            }
          />
        ) : null}
        {payment.error ? <Alert type="error" showIcon role="alert" title={payment.error} /> : null}
        {closeError ? <Alert type="error" showIcon role="alert" title={closeError} /> : null}

        {open ? (
          <Flex gap={12} wrap>
            <Popconfirm title="确定关闭这个订单吗？" description="关闭后不能再支付。" okText="关闭订单" cancelText="取消" onConfirm={() => void close()}>
              <Button loading={closing}>关闭订单</Button>
            </Popconfirm>
            {/* PAYING too: after 取消支付 at the cashier, a closed cashier window or a reload, the order is still open
                and the cashier promises 去支付 again (the server answers a fresh link for the same trade). */}
            <Button type="primary" loading={payment.paying} onClick={() => void payment.pay()}>
              去支付
            </Button>
          </Flex>
        ) : null}

        {order.status === 'PAID' ? <Alert type="success" showIcon title="支付已确认，正在开通会员…" /> : null}
        {order.status === 'FINISHED' ? <FinishedResult from={from} /> : null}
        {order.status === 'CLOSED' ? (
          <Result
            status="info"
            title="已关闭"
            subTitle="这个订单已关闭，不能再支付。需要时可以重新购买。"
            extra={
              <Button type="primary" onClick={() => navigate(paths.memberCards, { state: { from } })}>
                重新购买
              </Button>
            }
          />
        ) : null}
      </Flex>
    </PageFrame>
  );
}

/** Paid: the new expiry (China time) and the way back to what the user was doing. */
function FinishedResult({ from }: { from: string | undefined }) {
  const navigate = useNavigate();
  const { data: account } = useGetAccountQuery();
  return (
    <Result
      status="success"
      title="支付成功，会员已生效"
      subTitle={account?.expiredAt ? `会员到期时间（北京时间）：${chinaDateTime(account.expiredAt)}，剩余 ${account.expiredInDays} 天` : '正在更新会员信息…'}
      extra={[
        from ? (
          <Button key="back" type="primary" onClick={() => navigate(from)}>
            返回刚才的页面
          </Button>
        ) : null,
        <Button key="account" type={from ? 'default' : 'primary'} onClick={() => navigate(paths.account)}>
          查看账户
        </Button>,
      ]}
    />
  );
}
