import { MemberLock } from '@memory/design-system';
import { MEMBERS_ONLY, hrefTo } from '@memory/contracts';

export interface CustomCurvesLockedProps {
  /** The server's refusal, when there was one; else the plain rule. */
  message?: string;
}

/** Custom curves are for members: says so and links to 会员卡 (mf-account), which brings the member back here. */
export function CustomCurvesLocked({ message = MEMBERS_ONLY.CUSTOM_CURVES }: CustomCurvesLockedProps) {
  return <MemberLock title={message} description="升级会员后即可创建和编辑自定义曲线" memberCardsPath={hrefTo.memberCards} />;
}
