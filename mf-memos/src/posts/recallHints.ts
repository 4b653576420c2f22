// Hidden posts ask for active recall first; the hint wording is fixed by GLOSSARY.md.
export const RECALL_HINTS = ['先回想一下，再点开看看', '还记得这条内容吗？', '试着在心里复述一遍'] as const;

export function pickRecallHint(random: () => number = Math.random): string {
  return RECALL_HINTS[Math.floor(random() * RECALL_HINTS.length)] ?? RECALL_HINTS[0];
}
