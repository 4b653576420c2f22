import { documentTitleFor } from './titles';

test('every page has its own tab title, the landing page the brand alone, an unknown path 出错了', () => {
  expect(documentTitleFor('/home/new-memo')).toBe('新建 MEMO - 记忆仓库');
  expect(documentTitleFor('/home/jars/42/items/7/edit')).toBe('编辑知识点 - 记忆仓库');
  expect(documentTitleFor('/home/jars/create')).toBe('知识罐 - 记忆仓库');
  expect(documentTitleFor('/marketplace/jar/9')).toBe('知识罐详情 - 记忆仓库');
  expect(documentTitleFor('/')).toBe('记忆仓库');
  expect(documentTitleFor('/no-such-page')).toBe('出错了 - 记忆仓库');
});
