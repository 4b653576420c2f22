// The chat screen's zh-CN strings (GLOSSARY: AI chat).
export const chatTexts = {
  title: '和 AI 聊聊这条记忆',
  hint: '围绕这条记忆提问，或者试试下面的建议：',
  placeholder: '输入消息，Enter 发送，Shift+Enter 换行',
  inputLabel: '消息',
  listLabel: '对话消息',
  send: '发送',
  clear: '清空',
  you: '我',
  ai: 'AI',
  aiTyping: 'AI 正在回复',
  suggestedPrompts: ['帮我编一首助记诗', '帮我编一个小故事', '翻译成英文', '用英文造句并附中文翻译'],
  comingSoonPrompts: ['图片（即将上线）', '视频（即将上线）'],
} as const;
