import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { ArrowRightOutlined, ExperimentOutlined, LineChartOutlined, RobotOutlined, ShopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthUser } from '../../auth/use-auth-user';
import { ForgettingCurveArt } from './ForgettingCurveArt';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <LineChartOutlined />,
    title: '记忆曲线',
    text: '每条 MEMO 按艾宾浩斯等曲线自动安排复习，在快要忘记的那一天出现在你面前。',
  },
  {
    icon: <ExperimentOutlined />,
    title: '知识罐',
    text: '订阅知识罐，按批次循序渐进，舒缓或快速由你决定；会员还能把一本书、一门课拆成知识点，创建和发布自己的知识罐。',
  },
  {
    icon: <RobotOutlined />,
    title: 'AI 助手',
    text: '智能解释、AI 考考我（会员功能）、助记诗和小故事，让难记的内容变得好记。',
  },
  {
    icon: <ShopOutlined />,
    title: '知识市场',
    text: '订阅别人精心整理的知识罐，备考、考公、四六级、唐诗，拿来就能开始复习。',
  },
];

const steps = [
  { title: '记下来', text: '随手写下想记住的内容，加上标签；会员还能附上图片和视频。' },
  { title: '按时复习', text: '每天打开 MEMOS，只复习今天该复习的。' },
  { title: '主动回想', text: '先回想再查看，或者让 AI 出一道选择题。' },
  { title: '真正记住', text: '在数据趋势里看见每天的坚持。' },
];

/** The public face of 记忆仓库: what it does, why it works, and one obvious way in. */
export function LandingPage() {
  const user = useAuthUser();
  const navigate = useNavigate();
  return (
    <div className="landing">
      <section className="landing__hero">
        <div className="landing__hero-text">
          <Typography.Text className="landing__eyebrow">间隔重复 · 科学记忆</Typography.Text>
          <Typography.Title level={1} className="landing__title">
            记住想记住的，
            <br />
            <span className="landing__title-accent">不再和遗忘赛跑</span>
          </Typography.Title>
          <Typography.Paragraph className="landing__lead">
            记忆仓库按记忆曲线替你安排复习：今天该复习什么、复习几次，一目了然。单词、诗词、知识点，记一次，记很久。
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            <Button type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate(paths.homeDefault)}>
              {user ? '继续记忆' : '免费开始'}
            </Button>
            <Button size="large" onClick={() => navigate(paths.marketplace)}>
              逛逛知识市场
            </Button>
          </Flex>
          <Typography.Text type="secondary" className="landing__note">
            记录和复习免费使用；新用户前 7 天为试用，与免费版相同。AI 智能解释、AI 考考我、自定义曲线、创建和发布知识罐、图片和视频附件为会员功能。
          </Typography.Text>
        </div>
        <div className="landing__hero-art">
          <ForgettingCurveArt />
        </div>
      </section>

      <section className="landing__section" aria-labelledby="landing-features">
        <Typography.Title level={2} id="landing-features" className="landing__section-title">
          为长期记忆而设计
        </Typography.Title>
        <Row gutter={[20, 20]}>
          {features.map(({ icon, title, text }) => (
            <Col key={title} xs={24} sm={12} lg={6}>
              <Card className="landing__feature" variant="borderless">
                <div className="landing__feature-icon">{icon}</div>
                <Typography.Title level={4}>{title}</Typography.Title>
                <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="landing__section" aria-labelledby="landing-steps">
        <Typography.Title level={2} id="landing-steps" className="landing__section-title">
          四步养成记忆习惯
        </Typography.Title>
        <ol className="landing__steps">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="landing__step">
              <span className="landing__step-number">{index + 1}</span>
              <div>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {text}
                </Typography.Paragraph>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <footer className="landing__footer">
        <span>© {new Date().getFullYear()} 记忆仓库</span>
        <Link to={paths.mobileApp}>移动端</Link>
        <Link to={paths.markdownHelp}>Markdown 帮助</Link>
        <Link to={paths.contactUs}>联系我们</Link>
      </footer>
    </div>
  );
}
