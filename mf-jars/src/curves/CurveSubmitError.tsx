import { Alert } from 'antd';
import { apiErrorMessage, isPremiumRequired } from '@memory/api';
import { CustomCurvesLocked } from './CustomCurvesLocked';

export interface CurveSubmitErrorProps {
  error: unknown;
  /** What to say when the server gives no message, e.g. 创建曲线失败. */
  fallback: string;
}

/** A failed save: a premium refusal points to 会员卡; anything else shows the server's message or the fallback. */
export function CurveSubmitError({ error, fallback }: CurveSubmitErrorProps) {
  const message = apiErrorMessage(error, fallback);
  if (isPremiumRequired(error)) return <CustomCurvesLocked message={message} />;
  return <Alert type="error" showIcon role="alert" title={message} />;
}
