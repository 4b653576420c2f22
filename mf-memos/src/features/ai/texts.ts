// The zh-CN strings of the AI buttons and panels (GLOSSARY: Memos and review). The lazy views keep their own
// (chat/chatTexts.ts, quiz/ExamQuestionCard.tsx) so they stay out of the first-load chunks.
export const aiTexts = {
  explain: '智能解释',
  regenerate: '重新生成',
  /** The new-memo text changed after it was explained. */
  explanationStale: '内容已修改，可以重新生成解释',
  explaining: '正在生成解释…',
  quiz: 'AI 考考我',
  quizLoading: '正在出题…',
  retry: '重试',
  chat: '对话',
  /** The premium lock note: `${feature}为会员功能，` then a link. */
  premiumFeature: (feature: string) => `${feature}为会员功能，`,
  openMemberCard: '开通会员卡',
} as const;
