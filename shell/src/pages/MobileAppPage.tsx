import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { AndroidOutlined, AppleOutlined, DownloadOutlined } from '@ant-design/icons';

/** Where the mobile apps are published. The Android APK is served next to the web app. */
const mobileAppLinks = {
  appStore: 'https://apps.apple.com/cn/search?term=%E8%AE%B0%E5%BF%86%E4%BB%93%E5%BA%93',
  androidApk: '/downloads/memory-store.apk',
} as const;

/** /mobile-app: iOS App Store (上架审核中) and the Android APK. */
export function MobileAppPage() {
  return (
    <div className="page-narrow">
      <Typography.Title level={2}>移动端</Typography.Title>
      <Typography.Paragraph type="secondary">
        在手机上随时记录、按时复习。账号与网页版通用，数据实时同步。
      </Typography.Paragraph>
      <Row gutter={[20, 20]}>
        <Col xs={24} md={12}>
          <Card>
            <Flex vertical gap={12} align="flex-start">
              <AppleOutlined style={{ fontSize: 40 }} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                iOS App Store
              </Typography.Title>
              <Tag color="gold">App Store 上架审核中</Tag>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                审核通过后即可在 App Store 搜索「记忆仓库」下载。
              </Typography.Paragraph>
              <Button href={mobileAppLinks.appStore} target="_blank" rel="noopener noreferrer" icon={<AppleOutlined />}>
                前往 App Store
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Flex vertical gap={12} align="flex-start">
              <AndroidOutlined style={{ fontSize: 40, color: '#3DDC84' }} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                Android
              </Typography.Title>
              <Tag>可直接安装</Tag>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                下载 APK 后在手机上打开安装，首次安装需允许「安装未知来源应用」。
              </Typography.Paragraph>
              <Button type="primary" href={mobileAppLinks.androidApk} download icon={<DownloadOutlined />}>
                Android APK 下载
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
