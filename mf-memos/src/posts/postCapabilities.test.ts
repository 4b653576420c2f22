import type { Post } from '@memory/contracts';
import { postCapabilities, postTarget } from './postCapabilities';

const post = (overrides: Partial<Post>): Post => ({
  id: 'p',
  type: 'MEMO_POST',
  memoId: null,
  jarId: null,
  itemId: null,
  content: '内容',
  subContent: null,
  source: null,
  hidden: false,
  hasAttachments: false,
  ...overrides,
});

test('a memo post and a jar item post can be edited, abandoned, explained and discussed', () => {
  const memo = post({ memoId: 'm1' });
  const item = post({ type: 'JAR_ITEM_POST', jarId: 'j1', itemId: 'i1', hidden: true });
  expect(postTarget(memo)).toEqual({ kind: 'memo', memoId: 'm1' });
  expect(postTarget(item)).toEqual({ kind: 'jarItem', jarId: 'j1', itemId: 'i1' });
  for (const candidate of [memo, item]) expect(postCapabilities(candidate)).toEqual({ edit: true, abandon: true, explain: true, chat: true });
});

test('a batch post only offers 对话: it has no item to edit or abandon, and a list is not one text to explain', () => {
  const batch = post({ type: 'BATCH_TRIGGER_JAR_ITEM_POST', jarId: 'j1', items: [{ id: 'i1', content: '一' }] });
  expect(postTarget(batch)).toBeNull();
  expect(postCapabilities(batch)).toEqual({ edit: false, abandon: false, explain: false, chat: true });
  // Even if the server ever named an item on it, the batch post stays a summary.
  expect(postTarget({ ...batch, itemId: 'i1' })).toBeNull();
});
