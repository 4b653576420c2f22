import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Alert, App, Button, Card, DatePicker, Flex, Input, Menu, Pagination, Progress, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { ThemeProvider } from './ThemeProvider';
import { texts } from '../texts';

/** A sample of antd controls, to judge the brand theme at a glance. Use the toolbar to flip light / dark. */
function ThemeShowcase() {
  const { message } = App.useApp();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        记忆仓库主题
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        主色 #EDBD59，支持浅色与深色，组件文案为简体中文。<Typography.Link href="#">Markdown 帮助</Typography.Link>
      </Typography.Paragraph>
      {/* inline, like the /home side menu; a horizontal Menu hangs Chromium inside the docs page's zoom box */}
      <Menu
        mode="inline"
        style={{ width: 220 }}
        selectedKeys={['new-memo']}
        items={[
          { key: 'new-memo', label: '新建 MEMO' },
          { key: 'memos', label: 'MEMOS' },
          { key: 'jars', label: '知识罐' },
        ]}
      />
      <Space wrap>
        <Button type="primary" onClick={() => message.success('更新成功')}>
          记录
        </Button>
        <Button>加载更多</Button>
        <Button type="dashed">添加知识点</Button>
        <Button danger>删除</Button>
        <Button type="link">查看</Button>
      </Space>
      <Card title="艾宾浩斯曲线" extra={<Tag color="gold">默认</Tag>}>
        <Flex vertical gap={12}>
          <Input.TextArea placeholder="记下你想记住的内容…" showCount maxLength={2048} />
          <Space wrap>
            <Segmented options={[texts.theme.light, texts.theme.dark, texts.theme.system]} />
            <Switch defaultChecked />
            <DatePicker />
          </Space>
          <Progress percent={42} />
        </Flex>
      </Card>
      <Alert type="info" showIcon title="请在 30 分钟内完成支付，超时订单将自动关闭" />
      <Pagination total={90} defaultCurrent={2} />
    </Flex>
  );
}

const meta = {
  title: 'Design System/Theme',
  component: ThemeProvider,
  tags: ['autodocs'],
  // The global decorator already wraps every story in ThemeProvider with the toolbar's mode.
  render: () => <ThemeShowcase />,
  args: { theme: 'light', children: null },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Showcase: Story = {};
