import { ArrowRightOutlined, ExperimentOutlined, LineChartOutlined, RobotOutlined, ShopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { signUpPathFor } from '../../auth/RequireAuth';
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

export interface LandingViewProps {
  /**
   * Who is looking: the app knows; the page prerendered at build time does not (`unknown`), so it carries both
   * labels of the first button and landing.css shows the one that matches html[data-signed-in] (theme-boot.js).
   */
  signedIn: boolean | 'unknown';
}

function StartLabel({ signedIn }: LandingViewProps) {
  if (signedIn === 'unknown') {
    return (
      <>
        <span className="landing__when-signed-in">继续记忆</span>
        <span className="landing__when-signed-out">免费开始</span>
      </>
    );
  }
  return <>{signedIn ? '继续记忆' : '免费开始'}</>;
}

/**
 * The public face of 记忆仓库: what it does, why it works, and one obvious way in. Plain markup and landing.css,
 * no antd: the same component is rendered to static HTML at build time (scripts/prerender.tsx), painted before
 * any script, and then by the app, which takes the page over without a visible change.
 */
export function LandingView({ signedIn }: LandingViewProps) {
  return (
    <div className="landing">
      <section className="landing__hero">
        <div className="landing__hero-text">
          <span className="landing__eyebrow">间隔重复 · 科学记忆</span>
          <h1 className="landing__title">
            记住想记住的，
            <br />
            <span className="landing__title-accent">不再和遗忘赛跑</span>
          </h1>
          <p className="landing__lead">
            记忆仓库按记忆曲线替你安排复习：今天该复习什么、复习几次，一目了然。单词、诗词、知识点，记一次，记很久。
          </p>
          <div className="landing__actions">
            {/* Signed-out visitors (and the prerendered page, which cannot know) go to the sign-up form; /login sends
                someone already signed in straight on to the home page. */}
            <Link
              to={signedIn === true ? paths.homeDefault : signUpPathFor(paths.homeDefault)}
              className="landing__button landing__button--primary"
            >
              <StartLabel signedIn={signedIn} />
              <ArrowRightOutlined />
            </Link>
            <Link to={paths.marketplace} className="landing__button">
              逛逛知识市场
            </Link>
          </div>
          <p className="landing__note">
            记录和复习免费使用；新用户前 7 天为试用，与免费版相同。AI 智能解释、AI 考考我、自定义曲线、创建和发布知识罐、图片和视频附件为会员功能。
          </p>
        </div>
        <div className="landing__hero-art">
          <ForgettingCurveArt />
        </div>
      </section>

      <section className="landing__section" aria-labelledby="landing-features">
        <h2 id="landing-features" className="landing__section-title">
          为长期记忆而设计
        </h2>
        <ul className="landing__features">
          {features.map(({ icon, title, text }) => (
            <li key={title} className="landing__feature">
              <div className="landing__feature-icon">{icon}</div>
              <h3 className="landing__feature-title">{title}</h3>
              <p className="landing__secondary">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section" aria-labelledby="landing-steps">
        <h2 id="landing-steps" className="landing__section-title">
          四步养成记忆习惯
        </h2>
        <ol className="landing__steps">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="landing__step">
              <span className="landing__step-number">{index + 1}</span>
              <div>
                <strong className="landing__step-title">{title}</strong>
                <p className="landing__secondary landing__step-text">{text}</p>
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
