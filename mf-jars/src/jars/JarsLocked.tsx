import { MemberLock } from '@memory/design-system';
import { hrefTo } from '@memory/contracts';

/** Creating jars is for members: says so and links to 会员卡 (mf-account), which brings the member back here. */
export function JarsLocked({ message = '创建知识罐仅限会员使用' }: { message?: string }) {
  return <MemberLock title={message} description="升级会员后即可创建知识罐" memberCardsPath={hrefTo.memberCards} />;
}
