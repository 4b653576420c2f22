import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitPassages } from '../../src/modules/card-builder/passages';

const size = { min: 40, max: 100 };

describe('splitPassages', () => {
  it('joins short paragraphs (a heading with what follows) and keeps each passage’s place in the source', () => {
    const source = '# 光合作用\n\n光合作用把二氧化碳和水合成有机物。\n\n它主要在叶绿体中进行，叶绿素吸收红光和蓝紫光，反射绿光，所以叶子看起来是绿色的，这也是植物颜色的由来。\n\n## 呼吸作用\n\n呼吸作用分解有机物并释放能量。';
    const passages = splitPassages(source, size);
    assert.ok(passages.length >= 2);
    assert.ok(passages[0]!.text.startsWith('# 光合作用\n\n光合作用把'), 'the heading goes with its paragraph');
    for (const passage of passages) {
      assert.equal(source.slice(passage.start, passage.end).trim(), passage.text);
      assert.ok(passage.text.length <= size.max);
    }
    assert.deepEqual(passages.map((passage) => passage.index), passages.map((_passage, index) => index));
    assert.equal(passages.map((passage) => passage.text).join('').replace(/\s/g, ''), source.replace(/\s/g, ''), 'nothing lost');
  });

  it('cuts a long paragraph between sentences, Chinese and English', () => {
    const zh = '第一句话讲的是光合作用的原料。'.repeat(12);
    const zhPassages = splitPassages(zh, size);
    assert.ok(zhPassages.length > 1);
    for (const passage of zhPassages) assert.ok(passage.text.endsWith('。') && passage.text.length <= size.max);
    const en = 'Mitochondria make most of the ATP. '.repeat(8).trim();
    for (const passage of splitPassages(en, size)) assert.ok(passage.text.endsWith('.') && passage.text.length <= size.max);
  });

  it('pasted text with single line breaks reads each line as a paragraph; an empty text has none', () => {
    const lines = Array.from({ length: 6 }, (_value, index) => `第 ${index + 1} 行：${'内容'.repeat(15)}`).join('\n');
    assert.ok(splitPassages(lines, size).length >= 3);
    assert.deepEqual(splitPassages('  \n\n ', size), []);
  });
});
