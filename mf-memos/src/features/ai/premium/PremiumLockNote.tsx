import { Link } from 'react-router';
import { Typography } from 'antd';
import { aiTexts } from '../texts';

export const MEMBER_CARDS_PATH = '/home/member-cards';

/** The locked-feature line of NewMemoPage's attachments, for an AI feature: 「智能解释为会员功能，开通会员卡」. */
export function PremiumLockNote({ feature }: { feature: string }) {
  return (
    <Typography.Text type="secondary">
      {aiTexts.premiumFeature(feature)}
      <Link to={MEMBER_CARDS_PATH}>{aiTexts.openMemberCard}</Link>
    </Typography.Text>
  );
}
