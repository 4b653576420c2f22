import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { AndroidOutlined, AppleOutlined, MobileOutlined } from '@ant-design/icons';

/** Where the iOS app will be listed once the review passes. */
const appStoreSearch = 'https://apps.apple.com/cn/search?term=%E8%AE%B0%E5%BF%86%E4%BB%93%E5%BA%93';

/** How each browser installs a web app, in the words its own menus use. */
const installSteps = [
  { device: 'iPhone / iPad（Safari）', steps: '点底部的「分享」按钮，选择「添加到主屏幕」。' },
  { device: 'Android（Chrome 等）', steps: '点右上角的「⋮」菜单，选择「安装应用」或「添加到主屏幕」。' },
  { device: '电脑（Chrome、Edge）', steps: '点地址栏右侧的安装图标，或在菜单中选择「安装记忆仓库」。' },
] as const;

/**
 * /mobile-app: the apps are not downloadable yet (iOS is in review, there is no Android package), so the page says so
 * and shows how to install 记忆仓库 from the browser instead.
 */
export function MobileAppPage() {
  return (
    <div className="page-narrow">
      <Typography.Title level={2}>移动端</Typography.Title>
      <Typography.Paragraph type="secondary">
        记忆仓库的手机 App 暂未提供下载。现在可以在手机浏览器中打开记忆仓库，把它安装到主屏幕，像 App 一样使用；账号与网页版通用，数据实时同步。
      </Typography.Paragraph>
      <Card style={{ marginBottom: 20 }}>
        <Flex vertical gap={12} align="flex-start">
          <MobileOutlined style={{ fontSize: 40 }} aria-hidden />
          <Typography.Title level={3} style={{ margin: 0 }}>
            从浏览器安装
          </Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {installSteps.map(({ device, steps }) => (
              <li key={device}>
                <Typography.Text strong>{device}</Typography.Text>：{steps}
              </li>
            ))}
          </ul>
        </Flex>
      </Card>
      <Row gutter={[20, 20]}>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={12} align="flex-start">
              <AppleOutlined style={{ fontSize: 40 }} aria-hidden />
              <Typography.Title level={3} style={{ margin: 0 }}>
                iOS App Store
              </Typography.Title>
              <Tag color="gold">App Store 上架审核中</Tag>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                审核通过后即可在 App Store 搜索「记忆仓库」下载。
              </Typography.Paragraph>
              <Button href={appStoreSearch} target="_blank" rel="noopener noreferrer" icon={<AppleOutlined />}>
                前往 App Store
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={12} align="flex-start">
              <AndroidOutlined style={{ fontSize: 40 }} aria-hidden />
              <Typography.Title level={3} style={{ margin: 0 }}>
                Android
              </Typography.Title>
              <Tag>暂未提供下载</Tag>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Android 安装包还没有发布，请先按上面的步骤从浏览器安装。
              </Typography.Paragraph>
            </Flex>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
