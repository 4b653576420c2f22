import { Card, Descriptions, Typography } from 'antd';
import { EnvironmentOutlined, MailOutlined } from '@ant-design/icons';

const contact = {
  email: 'support@memory-store.cn',
  address: '上海市徐汇区漕溪北路 595 号 B 座 12 层 记忆仓库团队（邮编 200030）',
} as const;

/** /contact-us: an e-mail and a postal address. */
export function ContactUsPage() {
  return (
    <div className="page-narrow">
      <Typography.Title level={2}>联系我们</Typography.Title>
      <Typography.Paragraph type="secondary">
        使用中遇到问题、想要新功能，或者希望合作，都欢迎来信。我们通常会在两个工作日内回复。
      </Typography.Paragraph>
      <Card>
        <Descriptions column={1} size="middle">
          <Descriptions.Item label={<><MailOutlined /> 电子邮箱</>}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </Descriptions.Item>
          <Descriptions.Item label={<><EnvironmentOutlined /> 通信地址</>}>{contact.address}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
