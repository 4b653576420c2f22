import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proposalsReader } from '../../src/modules/card-builder/proposals-reader';

describe('proposalsReader', () => {
  it('takes each card as soon as its line is complete, across pieces cut anywhere', () => {
    const reader = proposalsReader();
    assert.deepEqual(reader.feed('{"front":"光合作用主要在哪里进行？","con'), []);
    assert.deepEqual(reader.feed('tent":"叶绿体"}\n{"front":null,'), [{ front: '光合作用主要在哪里进行？', content: '叶绿体' }]);
    assert.deepEqual(reader.feed('"content":"光反应在{{c1::类囊体膜}}上进行。"}'), []);
    assert.deepEqual(reader.finish(), [{ front: null, content: '光反应在{{c1::类囊体膜}}上进行。' }]);
    assert.equal(reader.unreadable, 0);
  });

  it('reads past a code fence, list markers and trailing commas, and counts what holds no card', () => {
    const reader = proposalsReader();
    const reply = [
      '好的，以下是卡片：',
      '```json',
      '- {"front": "Who invented movable type in China?", "content": "Bi Sheng"},',
      '2. {"front": "", "content": "Mainz"}',
      '{"front": 3, "content": "x"}',
      '{"front": "没有答案", "content": "  "}',
      '{"front": "坏的 JSON", "content": "缺引号}',
      '```',
      '',
    ].join('\n');
    assert.deepEqual(reader.feed(reply), [
      { front: 'Who invented movable type in China?', content: 'Bi Sheng' },
      { front: null, content: 'Mainz' },
    ]);
    assert.equal(reader.unreadable, 4);
  });
});
