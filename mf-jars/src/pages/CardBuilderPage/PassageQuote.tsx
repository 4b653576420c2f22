import { Typography } from 'antd';
import { clozeAnswers, clozeFilled } from '@memory/contracts';

/** Where in the passage the card's answer is: the first place each answer appears, to highlight it. */
function marks(passage: string, answers: readonly string[]): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  for (const answer of answers) {
    const needle = answer.trim();
    if (!needle) continue;
    const at = passage.indexOf(needle);
    if (at >= 0 && !found.some((mark) => at < mark.end && mark.start < at + needle.length)) found.push({ start: at, end: at + needle.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The passage a card came from, its answer marked where the passage says it (nothing marked: 无出处 says why). */
export function PassageQuote({ passage, content, index }: { passage: string; content: string; index: number }) {
  const clozes = clozeAnswers(content);
  const spans = marks(passage, clozes.length > 0 ? clozes : [clozeFilled(content)]);
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const [position, span] of spans.entries()) {
    if (span.start > at) pieces.push(passage.slice(at, span.start));
    pieces.push(<mark key={position}>{passage.slice(span.start, span.end)}</mark>);
    at = span.end;
  }
  pieces.push(passage.slice(at));
  return (
    <div style={{ maxWidth: 'min(420px, calc(100vw - 48px))', maxHeight: 320, overflow: 'auto' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        出处：第 {index + 1} 段{spans.length === 0 ? '（段落里找不到这个答案）' : ''}
      </Typography.Text>
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{pieces}</Typography.Paragraph>
    </div>
  );
}
