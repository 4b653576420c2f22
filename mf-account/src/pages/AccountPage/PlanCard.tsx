import { Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isPremium, type Account, type Quota } from '@memory/contracts';
import { paths } from '../../paths';
import { chinaDateTime } from '../../membership/chinaTime';
import { planNames, trialNote } from '../../membership/texts';

const quotaAmount = (amount: number) => (amount < 0 ? '不限' : String(amount));

/** The plan the account is on now: a member's days left and expiry (China time), or the free plan's quotas. */
export function PlanCard({ account }: { account: Account }) {
  const navigate = useNavigate();
  const premium = isPremium(account, new Date());
  const trial = account.type === 'TRAIL';
  const title = (
    <Flex align="center" gap={8}>
      {premium ? <CrownOutlined style={{ color: '#faad14' }} /> : null}
      <span>{planNames[premium || trial ? account.type : 'FREE']}</span>
      {trial ? <Tag color="blue">免费版</Tag> : null}
    </Flex>
  );
  return (
    <Card
      title={title}
      extra={
        <Button type="primary" onClick={() => navigate(paths.memberCards, { state: { from: paths.account } })}>
          {premium ? '续费' : '升级会员'}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {premium && account.expiredAt ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="剩余">
              <Typography.Text strong>{account.expiredInDays} 天</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="到期时间（北京时间）">{chinaDateTime(account.expiredAt)}</Descriptions.Item>
          </Descriptions>
        ) : null}
        {trial ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              试用剩余 <Typography.Text strong>{account.expiredInDays}</Typography.Text> 天
              {account.expiredAt ? `，${chinaDateTime(account.expiredAt)}（北京时间）结束` : ''}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {trialNote}
            </Typography.Paragraph>
          </>
        ) : null}
        {!premium && !trial ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            你正在使用免费版，开通会员卡即可使用全部会员功能。
          </Typography.Paragraph>
        ) : null}
        {!premium && account.quotas.length > 0 ? <QuotaTable quotas={account.quotas} /> : null}
      </Flex>
    </Card>
  );
}

function QuotaTable({ quotas }: { quotas: Quota[] }) {
  return (
    <Table<Quota>
      aria-label="当前方案额度"
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={quotas}
      columns={[
        { title: '功能', dataIndex: 'name' },
        { title: '额度', dataIndex: 'amount', align: 'right', render: (amount: number) => quotaAmount(amount) },
      ]}
    />
  );
}
