import { Link, useLocation } from 'react-router';
import { Typography } from 'antd';
import { hrefTo } from '@memory/contracts';
import { aiTexts } from '../texts';

/**
 * The locked-feature line of NewMemoPage's attachments, for an AI feature: 「智能解释为会员功能，开通会员卡」.
 * The link carries where the user is (`state.from`), so a paid order page can bring them back here.
 */
export function PremiumLockNote({ feature }: { feature: string }) {
  const { pathname, search } = useLocation();
  return (
    <Typography.Text type="secondary">
      {aiTexts.premiumFeature(feature)}
      {/* Underlined: a link inside a sentence must not rely on colour alone. */}
      <Link to={hrefTo.memberCards} state={{ from: pathname + search }} style={{ textDecoration: 'underline' }}>
        {aiTexts.openMemberCard}
      </Link>
    </Typography.Text>
  );
}
