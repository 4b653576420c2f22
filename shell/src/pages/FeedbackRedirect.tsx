import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { useShellServices } from '../app/shell-services';

/** /home/feedback: off to the external survey form named in /config.json. */
export function FeedbackRedirect() {
  const { feedbackUrl } = useShellServices().config.app;
  useEffect(() => {
    if (feedbackUrl) window.location.replace(feedbackUrl);
  }, [feedbackUrl]);
  if (!feedbackUrl) return <Result status="info" title="意见反馈暂未开放" subTitle="请通过「联系我们」页面的邮箱告诉我们。" />;
  return (
    <Result
      icon={<Spin size="large" />}
      title="正在前往意见反馈问卷…"
      subTitle={<a href={feedbackUrl}>没有自动跳转？点这里</a>}
    />
  );
}
