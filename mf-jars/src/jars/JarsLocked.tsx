import { MemberLock } from '@memory/design-system';
import { MEMBERS_ONLY, hrefTo } from '@memory/contracts';

/** Creating jars is for members: says so and links to 会员卡 (mf-account), which brings the member back here. */
export function JarsLocked({ message = MEMBERS_ONLY.CREATE_JARS }: { message?: string }) {
  return <MemberLock title={message} description="升级会员后即可创建知识罐" memberCardsPath={hrefTo.memberCards} />;
}
