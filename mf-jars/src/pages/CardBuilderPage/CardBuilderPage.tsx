import { useSearchParams } from 'react-router';
import { MEMBERS_ONLY, hrefTo } from '@memory/contracts';
import { MemberLock, PageFrame } from '@memory/design-system';
import { useCreateJarAccess } from '../../jars/access';
import { Loading } from '../../jars/LoadState';
import { RunView } from './RunView';
import { StartView } from './StartView';
import { useCardBuilderStream } from './useCardBuilderStream';

/**
 * AI 制卡: the material and the inbox of runs; `?run=<id>` shows one run's cards (a reload finds it again). One
 * page for both, so the stream (held here) goes on when a new run's view opens. `?jarId=` preselects the target.
 */
export function CardBuilderPage() {
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const access = useCreateJarAccess();
  const stream = useCardBuilderStream();

  let content;
  if (access === 'loading') content = <Loading />;
  else if (access === 'locked') content = <MemberLock title={MEMBERS_ONLY.AI_CARD_BUILDER} description="升级会员后，AI 可以把你的学习材料做成卡片" memberCardsPath={hrefTo.memberCards} />;
  else if (runId) content = <RunView runId={runId} stream={stream} onBack={() => setParams({})} />;
  else content = <StartView stream={stream} presetJarId={params.get('jarId') ?? undefined} onOpenRun={(id) => setParams({ run: id })} />;
  return <PageFrame title="AI 制卡">{content}</PageFrame>;
}
