import { lazy, Suspense } from 'react';
import { clozeFilled, clozeMasked } from '@memory/contracts';

// The shared Markdown renderer (MEMOS uses the same one), loaded with its own chunk the first time a knowledge
// point is shown: react-markdown stays out of the jars list and the remote's first load.
const MarkdownContent = lazy(() => import('@memory/design-system/markdown-content').then((module) => ({ default: module.MarkdownContent })));

export interface ItemMarkdownProps {
  children: string;
  /** In a list: at most this many lines, links and images as plain text (see MarkdownContent). */
  previewLines?: number;
  /** A knowledge point's content: its clozes filled and marked (`{{c1::答案}}` → 答案). */
  cloze?: 'filled' | 'masked';
}

/** A knowledge point's (or a memo's) text as Markdown; the plain text stands in while the renderer loads. */
export function ItemMarkdown({ children, previewLines, cloze }: ItemMarkdownProps) {
  const waiting = previewLines
    ? { display: '-webkit-box', WebkitBoxOrient: 'vertical' as const, WebkitLineClamp: previewLines, overflow: 'hidden', whiteSpace: 'pre-wrap' as const }
    : { whiteSpace: 'pre-wrap' as const };
  return (
    <Suspense fallback={<div style={waiting}>{cloze === 'filled' ? clozeFilled(children) : cloze === 'masked' ? clozeMasked(children) : children}</div>}>
      <MarkdownContent previewLines={previewLines} cloze={cloze}>
        {children}
      </MarkdownContent>
    </Suspense>
  );
}
