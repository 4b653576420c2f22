import { devRemotesJson } from '@memory/federation/remote-routes';
import { parseRemotes } from './runtime-config';
import { createDocumentTitles } from './titles';

// The remotes' titles as remotes.json carries them: what each remote's routes.json declares.
const documentTitleFor = createDocumentTitles(parseRemotes(devRemotesJson()));

it('titles each page by its most specific pattern, the landing page and the 404 included', () => {
  expect(documentTitleFor('/home/new-memo')).toBe('新建 MEMO - 记忆仓库');
  expect(documentTitleFor('/home/jars/42/items/7/edit')).toBe('编辑知识点 - 记忆仓库');
  expect(documentTitleFor('/home/jars/create')).toBe('知识罐 - 记忆仓库');
  expect(documentTitleFor('/home/jars/42/publish')).toBe('发布知识罐 - 记忆仓库');
  expect(documentTitleFor('/marketplace/jar/9')).toBe('知识罐详情 - 记忆仓库');
  expect(documentTitleFor('/home/feedback')).toBe('意见反馈 - 记忆仓库');
  expect(documentTitleFor('/')).toBe('记忆仓库');
  expect(documentTitleFor('/no-such-page')).toBe('出错了 - 记忆仓库');
});

it('knows only the shell pages when remotes.json listed no remote', () => {
  expect(createDocumentTitles([])('/home/new-memo')).toBe('出错了 - 记忆仓库');
  expect(createDocumentTitles([])('/login')).toBe('登录 - 记忆仓库');
});
