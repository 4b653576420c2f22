import { Card, Flex, Typography } from 'antd';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PREMIUM_FEATURES, isPremium, type Account } from '@memory/contracts';
import { paths } from '../../paths';
import { freeBenefits, premiumBenefits } from '../../membership/texts';

function Benefit({ text, unlocked }: { text: string; unlocked: boolean }) {
  return (
    <Flex component="li" gap={8} align="center">
      {unlocked ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="可用" /> : <LockOutlined aria-label="未开通" />}
      <Typography.Text type={unlocked ? undefined : 'secondary'}>{text}</Typography.Text>
    </Flex>
  );
}

/** Benefit lists: what every plan has, then the premium list (ARCHITECTURE §4), locked unless a card is running. */
export function BenefitsCard({ account }: { account: Account }) {
  const premium = isPremium(account, new Date());
  return (
    <Card title="权益">
      <Flex vertical gap={16}>
        <section aria-label="免费版权益">
          <Typography.Title level={5} style={{ marginTop: 0 }}>免费版与试用</Typography.Title>
          <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {freeBenefits.map((text) => (
              <Benefit key={text} text={text} unlocked />
            ))}
          </Flex>
        </section>
        <section aria-label="会员权益">
          <Typography.Title level={5} style={{ marginTop: 0 }}>会员专享</Typography.Title>
          <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {PREMIUM_FEATURES.map((feature) => (
              <Benefit key={feature} text={premiumBenefits[feature]} unlocked={premium} />
            ))}
          </Flex>
          {premium ? null : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              开通<Link to={paths.memberCards} style={{ textDecoration: 'underline' }}>会员卡</Link>后即可使用以上功能。
            </Typography.Paragraph>
          )}
        </section>
      </Flex>
    </Card>
  );
}
