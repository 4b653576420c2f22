import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import type { Post } from '@memory/contracts';
import { renderStatic } from './staticDom';
import { StaticPostCard } from './StaticPostCard';
import { feedPost } from '../../testing/feedPost';

/** HTML with each style attribute as the browser reads it, without React's server-side image preloads. */
function normalised(box: HTMLElement): string {
  box.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  box.querySelectorAll<HTMLElement>('[style]').forEach((element) => element.setAttribute('style', element.style.cssText));
  return box.innerHTML;
}

/** The DOM renderStatic builds for `node`. */
function staticHtml(node: React.ReactNode): string {
  const box = document.createElement('div');
  renderStatic(node, box);
  return normalised(box);
}

/** The DOM React's own markup of `node` parses into. */
function reactHtml(node: React.ReactElement): string {
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(node);
  return normalised(box);
}

const post = (overrides: Partial<Post>): Post => feedPost(1, { id: 'p1.0', content: '', ...overrides });

describe('renderStatic (the painted feed before React runs)', () => {
  it.each([
    ['paragraphs, emphasis, lists and code', '**间隔重复**：快忘时复习。\n\n- 第一条\n- 第二条 `代码`\n\n1. 甲\n2. 乙\n\n```\nconst a = 1;\n```'],
    ['links (javascript: dropped) and a quote', '[文档](https://example.com/a?b=1&c=2) [坏](javascript:alert(1))\n\n> 引用'],
    ['raw HTML skipped', '<b>粗</b><script>alert(1)</script> 正文'],
    ['this origin’s image, and another host’s as a link', '![叶](/api/blobs/a) ![追踪](https://tracker.example/p.gif)'],
  ])('gives the same markup as React for %s', (_name, markdown) => {
    expect(staticHtml(<MarkdownContent>{markdown}</MarkdownContent>)).toBe(reactHtml(<MarkdownContent>{markdown}</MarkdownContent>));
  });

  it.each(['masked', 'filled'] as const)('gives the same markup as React for clozes, %s', (view) => {
    const content = '床前{{c1::明月}}光，疑是{{c2::地上霜::三个字}}。';
    expect(staticHtml(<MarkdownContent cloze={view}>{content}</MarkdownContent>)).toBe(reactHtml(<MarkdownContent cloze={view}>{content}</MarkdownContent>));
  });

  it('gives the card the same markup as React (the view is plain elements)', () => {
    for (const access of ['unknown', 'free', 'premium'] as const) {
      for (const hidden of [false, true]) {
        const subContent = hidden ? null : '保存的**解释**';
        const card = <StaticPostCard post={post({ content: '正文 **粗**', tags: ['学习'], source: hidden ? '唐诗' : null, hidden, subContent })} hint="还记得这条内容吗？" access={access} />;
        expect(staticHtml(card)).toBe(reactHtml(card));
      }
    }
  });

  it('refuses what a static view cannot have (an event handler), instead of dropping it silently', () => {
    expect(() => staticHtml(<button type="button" onClick={() => undefined} />)).toThrow('onClick');
  });
});
