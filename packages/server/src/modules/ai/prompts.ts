// Every word the server says to the model, per request type. Kept together so the tone and the
// output formats can be reviewed and tuned in one place.
import { cardSides, type AiRequest } from '@memory/contracts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const EXPLAINER_SYSTEM = `你是「记忆仓库」的学习助手，帮助用户理解并记住一条笔记。
请用简体中文、Markdown 格式解释用户给出的笔记，依次包含以下四个小节（每节以加粗标题开头）：
**含义**：用通俗的话说明这条笔记在讲什么；
**要点**：用列表列出 2～4 个关键点；
**例子**：给出一个贴近生活的例子；
**记忆技巧**：给出一个帮助记忆的方法（口诀、联想或对比）。
内容准确、简洁，总字数不超过 400 字；不要重复笔记原文，不要寒暄。`;

const MEMO_CHAT_SYSTEM = `你是「记忆仓库」的学习助手，正在和用户围绕下面这条笔记对话。
请用简体中文回答，可以使用 Markdown。回答紧扣笔记内容，准确、简洁；用户要求编诗、编故事、翻译或造句时照做。
如果问题与笔记无关，也可以简短回答，但要自然地引回这条笔记。`;

/** The fake upstream (packages/server/testing) recognises exam calls by this phrase; keep them in step. */
const EXAM_PROMPT_MARKER = '单选题';

const EXAM_SYSTEM = `你是「记忆仓库」的出题老师。根据用户给出的笔记，出一道考查其核心内容的${EXAM_PROMPT_MARKER}。
要求：题目和选项都用简体中文；恰好四个选项 A、B、C、D，只有一个正确；干扰项要似是而非；正确答案的位置随机。
只输出一个 JSON 对象，不要输出任何其他文字、解释或 Markdown 代码块，格式如下：
{"question":"题目","options":{"A":"选项A","B":"选项B","C":"选项C","D":"选项D"},"answer":"A"}`;

/** exam on a card (正面 or cloze): what is asked is the answer side; the question may not contain it. */
const EXAM_CARD_RULE = `这条笔记是一张问答卡片：用户看到的是正面（问题，[...] 是要回想的填空），需要回想的是背面（答案）。
请围绕正面出题，考查用户是否记得背面的答案：正确选项就是答案（或答案的要点），题干里不要出现答案本身。`;

const EXPAND_SYSTEM = `你是「记忆仓库」的学习助手，帮助用户扩写一个知识点。
请用简体中文在用户给出的文字基础上补充背景、解释和例子，使它成为一段完整、准确、便于复习的知识点说明。
保持原意，不要编造不确定的事实；可以使用 Markdown；总字数不超过 500 字；直接输出扩写后的内容，不要寒暄。`;

/** The chat-completions `messages` for one request (validated already: expand has non-empty text). */
export function buildMessages(request: AiRequest): ChatMessage[] {
  const memo = request.memoContent?.trim() ?? '';
  const extra = request.prompt.trim();
  switch (request.type) {
    case 'explainer':
      return [
        { role: 'system', content: EXPLAINER_SYSTEM },
        { role: 'user', content: withRequest(`笔记：\n${memo || extra}`, memo ? extra : '') },
      ];
    case 'exam': {
      // A two-sided or cloze point: quiz the answer, not the whole text (the question must not give it away).
      const sides = memo ? cardSides(request.front, memo) : null;
      if (sides) {
        const answers = sides.answers.length > 1 ? `\n（需要回想的填空依次是：${sides.answers.join('；')}）` : '';
        return [
          { role: 'system', content: `${EXAM_SYSTEM}\n${EXAM_CARD_RULE}` },
          { role: 'user', content: withRequest(`卡片正面（问题）：\n${sides.question}\n\n卡片背面（答案）：\n${sides.answer}${answers}`, extra) },
        ];
      }
      return [
        { role: 'system', content: EXAM_SYSTEM },
        { role: 'user', content: withRequest(`笔记：\n${memo || extra}`, memo ? extra : '') },
      ];
    }
    case 'memoChat':
      return [
        { role: 'system', content: `${MEMO_CHAT_SYSTEM}\n\n笔记：\n${memo || '（空）'}` },
        ...(request.history ?? []).map((message) => ({ role: message.role, content: message.content })),
        { role: 'user', content: extra },
      ];
    case 'expand':
      return [
        { role: 'system', content: EXPAND_SYSTEM },
        { role: 'user', content: withRequest(`知识点：\n${extra}`, memo && memo !== extra ? `上下文：\n${memo}` : '') },
      ];
  }
}

/** The text a request is about: what must not be empty for the call to make sense. */
export function subjectOf(request: AiRequest): string {
  if (request.type === 'expand' || request.type === 'memoChat') return request.prompt.trim();
  return request.memoContent?.trim() || request.prompt.trim();
}

function withRequest(base: string, extra: string): string {
  return extra ? `${base}\n\n补充要求：${extra}` : base;
}
