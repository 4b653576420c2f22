import { Button, Result } from 'antd';
import { texts } from '../../texts';

export interface NotFoundProps {
  /** Navigate home in-app (router navigate). When absent the button is a plain link to `href`. */
  onBack?: () => void;
  /** Where 返回首页 goes when no onBack is given. Default '/'. */
  href?: string;
}

/** The 404 page: 出错了 with a way back home. */
export function NotFound({ onBack, href = '/' }: NotFoundProps) {
  const backButton = onBack ? (
    <Button type="primary" onClick={onBack}>
      {texts.notFound.backHome}
    </Button>
  ) : (
    <Button type="primary" href={href}>
      {texts.notFound.backHome}
    </Button>
  );
  return <Result status="404" title={texts.notFound.title} subTitle={texts.notFound.hint} extra={backButton} />;
}
