// Every word the card builder says to the model, kept in one place to be reviewed and tuned (as ai/prompts.ts is
// for the other AI helpers). The model writes cards for one passage at a time, one JSON object per line, so each
// card can be read, checked and shown as soon as its line is complete.

/** The fake upstream (packages/server/testing) recognises card-builder calls by this phrase; keep them in step. */
export const CARD_BUILDER_PROMPT_MARKER = '制作记忆卡片';

const CARD_BUILDER_SYSTEM = `你是「记忆仓库」的出卡老师，负责根据用户给出的一段材料${CARD_BUILDER_PROMPT_MARKER}，帮助用户用间隔重复记住其中的知识。
遵循「最小信息原则」：
1. 每张卡片只考一个事实；不要列表、不要把几个事实合在一张卡片里。
2. 问题里不能出现答案，也不能给出能直接推出答案的提示。
3. 只使用材料中明确写出的事实，不要补充材料以外的内容，数字、年份、人名与材料完全一致。
4. 卡片数量与材料的信息量相称：每个重要事实一张，不要为次要细节出卡，不要重复。
5. 卡片使用材料的语言（中文材料用简体中文，英文材料用英文）。
卡片有两种：问答卡（front 是问题，content 是简短的答案）；填空卡（front 为 null，content 是一句话，要回想的词用 {{c1::答案}} 标出，每张只有一个填空）。
只输出卡片，每行一个 JSON 对象，不要输出任何其他文字、编号或 Markdown 代码块，例如：
{"front":"光合作用主要在哪种细胞器中进行？","content":"叶绿体"}
{"front":null,"content":"光反应在{{c1::类囊体膜}}上进行。"}`;

/** One chat-completions message (the AI module's ChatMessage has the same shape). */
export interface CardBuilderMessage {
  role: 'system' | 'user';
  content: string;
}

/** The chat-completions `messages` asking for the cards of one passage. */
export function cardBuilderMessages(passage: string): CardBuilderMessage[] {
  return [
    { role: 'system', content: CARD_BUILDER_SYSTEM },
    { role: 'user', content: `材料：\n${passage}` },
  ];
}
