import { cardSides, clozeAnswers, clozeFilled, clozeMasked, clozesOf, hasCloze, normaliseFront, parseCloze } from '../src';

describe('cloze markup', () => {
  it('parses clozes with and without a hint, in order', () => {
    expect(clozesOf('{{c1::李白}}写了{{c2::《静夜思》::诗名}}')).toEqual([
      { index: 1, answer: '李白', hint: null },
      { index: 2, answer: '《静夜思》', hint: '诗名' },
    ]);
    expect(parseCloze('床前{{c1::明月}}光')).toEqual([
      { type: 'text', text: '床前' },
      { type: 'cloze', index: 1, answer: '明月', hint: null },
      { type: 'text', text: '光' },
    ]);
  });

  it('masks each cloze as [...] or [hint]', () => {
    expect(clozeMasked('{{c1::李白}}写了{{c2::《静夜思》::诗名}}')).toBe('[...]写了[诗名]');
  });

  it('fills each cloze with its answer, optionally marked', () => {
    expect(clozeFilled('{{c1::李白}}写了{{c2::《静夜思》::诗名}}')).toBe('李白写了《静夜思》');
    expect(clozeFilled('a {{c1::b}} c', { before: '**', after: '**' })).toBe('a **b** c');
  });

  it('lists the answers', () => {
    expect(clozeAnswers('{{c1::一}}、{{c1::二::数}}、{{c3::三}}')).toEqual(['一', '二', '三']);
  });

  it('leaves text without markup (or with broken markup) as it is', () => {
    for (const text of ['没有填空', '{{c1::}}', '{{c::x}}', '{c1::x}', '{{c1::x}', '']) {
      expect(hasCloze(text)).toBe(false);
      expect(clozeMasked(text)).toBe(text);
      expect(clozeFilled(text)).toBe(text);
      expect(clozeAnswers(text)).toEqual([]);
    }
  });

  it('keeps Markdown and newlines inside and around a cloze', () => {
    expect(clozeFilled('第一行\n{{c1::**粗体**\n第二行}}')).toBe('第一行\n**粗体**\n第二行');
    expect(clozeMasked('`代码` {{c12::答案}}')).toBe('`代码` [...]');
    expect(clozesOf('{{c12::答案}}')[0]?.index).toBe(12);
  });
});

describe('cardSides (what AI 考考我 quizzes)', () => {
  it('with a 正面: the 正面 asks, the content (filled) answers', () => {
    expect(cardSides('中国的首都？', '北京')).toEqual({ question: '中国的首都？', answer: '北京', answers: [] });
    expect(cardSides('谁写的？', '{{c1::李白}}')).toEqual({ question: '谁写的？', answer: '李白', answers: ['李白'] });
  });

  it('with clozes only: the masked text asks, the answers answer', () => {
    expect(cardSides(null, '{{c1::李白}}写了{{c2::静夜思::诗名}}')).toEqual({
      question: '[...]写了[诗名]',
      answer: '李白；静夜思',
      answers: ['李白', '静夜思'],
    });
  });

  it('a plain point (or a blank 正面) has no sides', () => {
    expect(cardSides(null, '普通知识点')).toBeNull();
    expect(cardSides('   ', '普通知识点')).toBeNull();
  });
});

describe('normaliseFront', () => {
  it('blank or null is no 正面; text is kept as typed', () => {
    expect(normaliseFront(undefined)).toBeNull();
    expect(normaliseFront(null)).toBeNull();
    expect(normaliseFront('  \n ')).toBeNull();
    expect(normaliseFront(' 问题 ')).toBe(' 问题 ');
  });
});
