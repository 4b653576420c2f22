import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_THRESHOLDS, checkCard, type CardText } from '../../src/modules/card-builder/checks';
import { coverage, similarity, unitsOf } from '../../src/modules/card-builder/text-units';

const ZH_PASSAGE = '光合作用是绿色植物利用光能，把二氧化碳和水合成有机物并释放氧气的过程。它主要在叶绿体中进行，叶绿素吸收的主要是红光和蓝紫光。1771 年，普里斯特利发现植物能使被蜡烛燃烧过的空气恢复。';
const EN_PASSAGE =
  'The mitochondrion is the organelle where cellular respiration produces most of the cell’s ATP. It has its own DNA, inherited from the mother. Lynn Margulis argued in 1967 that mitochondria descend from free-living bacteria.';

const flagsOf = (card: CardText, passage: string, others: CardText[] = [], points: Array<CardText & { id: string }> = []) =>
  checkCard(card, { passage, others, points }).flags;

describe('text units', () => {
  it('reads Chinese as character pairs and English as words without stop words, ignoring case, width and punctuation', () => {
    assert.deepEqual(unitsOf('叶绿体。'), ['叶绿', '绿体']);
    assert.deepEqual(unitsOf('The ATP of THE cell'), ['atp', 'cell']);
    assert.deepEqual(unitsOf('ＡＴＰ，1771年'), ['atp', '1771', '年']);
  });

  it('similarity is 1 for the same text and falls with what differs; coverage counts what part of one is in the other', () => {
    assert.equal(similarity('光合作用在叶绿体中进行', '光合作用在叶绿体中进行。'), 1);
    // The same sentence frame around another fact: alike, but below the duplicate threshold.
    assert.ok(similarity('光合作用在叶绿体中进行', '呼吸作用在线粒体中进行') < CHECK_THRESHOLDS.duplicate);
    assert.equal(coverage('叶绿体', ZH_PASSAGE), 1);
    assert.equal(coverage('线粒体', ZH_PASSAGE), 0);
  });
});

describe('答案泄露 (the answer is in the question)', () => {
  it('flags a question that holds its answer, Chinese and English', () => {
    assert.deepEqual(flagsOf({ front: '光合作用主要在叶绿体中进行，它在哪里进行？', content: '叶绿体' }, ZH_PASSAGE), ['ANSWER_LEAK']);
    assert.deepEqual(flagsOf({ front: 'Which organelle, the mitochondrion, produces most ATP?', content: 'The mitochondrion' }, EN_PASSAGE), ['ANSWER_LEAK']);
  });

  it('flags a cloze whose answer stays visible elsewhere in the text', () => {
    assert.ok(flagsOf({ front: null, content: '光合作用主要在{{c1::叶绿体}}中进行（叶绿体含叶绿素）。' }, ZH_PASSAGE).includes('ANSWER_LEAK'));
  });

  it('does not flag a question that only shares its topic, nor a one-character answer', () => {
    assert.deepEqual(flagsOf({ front: '光合作用主要在哪种细胞器中进行？', content: '叶绿体' }, ZH_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: 'Where does cellular respiration produce most of the cell’s ATP?', content: 'In the mitochondrion' }, EN_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: '光合作用释放的气体是氧气还是氮气？', content: '氧' }, ZH_PASSAGE).includes('ANSWER_LEAK'), false);
  });
});

describe('多个知识点 (more than one fact)', () => {
  it('flags a list, two sentences, a long answer, or two clozes', () => {
    assert.ok(flagsOf({ front: '光合作用的原料和产物有哪些？', content: '二氧化碳、水、有机物、氧气' }, ZH_PASSAGE).includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'What do we know about mitochondria?', content: 'They make ATP. They have their own DNA.' }, EN_PASSAGE).includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: null, content: '{{c1::光合作用}}主要在{{c2::叶绿体}}中进行。' }, ZH_PASSAGE).includes('MULTIPLE_FACTS'));
    const long = '光合作用是绿色植物利用光能把二氧化碳和水合成有机物并释放氧气的过程它主要在叶绿体中进行叶绿素吸收的主要是红光和蓝紫光';
    assert.ok(unitsOf(long).length > CHECK_THRESHOLDS.answerUnits);
    assert.ok(flagsOf({ front: '什么是光合作用？', content: long }, ZH_PASSAGE).includes('MULTIPLE_FACTS'));
  });

  it('does not flag one fact, with two items or a decimal point', () => {
    assert.deepEqual(flagsOf({ front: '叶绿素主要吸收哪两种光？', content: '红光和蓝紫光' }, ZH_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: 'From whom is mitochondrial DNA inherited?', content: 'From the mother' }, EN_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: null, content: '光合作用主要在{{c1::叶绿体}}中进行。' }, ZH_PASSAGE), []);
  });
});

describe('无出处 (the answer is not in its passage)', () => {
  it('flags an answer the passage does not support, or a number it does not have', () => {
    assert.deepEqual(flagsOf({ front: '光合作用主要在哪里进行？', content: '线粒体' }, ZH_PASSAGE), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: 'Who argued that mitochondria descend from bacteria?', content: 'Charles Darwin' }, EN_PASSAGE), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: '普里斯特利在哪一年做了蜡烛实验？', content: '1772 年' }, ZH_PASSAGE), ['UNSUPPORTED']);
  });

  it('finds a one-character answer, or the lone 年 of a year, inside the passage’s words', () => {
    assert.deepEqual(flagsOf({ front: '郑和原本姓什么？', content: '马' }, '郑和本姓马，小字三保。'), []);
    assert.deepEqual(flagsOf({ front: '普里斯特利的实验是哪一年？', content: '1771 年' }, '1771 年，普里斯特利发现植物能使空气恢复。'), []);
    assert.deepEqual(flagsOf({ front: '郑和原本姓什么？', content: '王' }, '郑和本姓马，小字三保。'), ['UNSUPPORTED']);
  });

  it('does not flag an answer said in other words of the passage', () => {
    assert.deepEqual(flagsOf({ front: '普里斯特利在哪一年做了蜡烛实验？', content: '1771 年' }, ZH_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: 'In which year did Margulis publish her argument?', content: '1967' }, EN_PASSAGE), []);
  });
});

describe('重复 (near the same as another proposal or a point in the jar)', () => {
  const card = { front: '光合作用主要在哪种细胞器中进行？', content: '叶绿体' };

  it('flags a near copy of an earlier proposal, or of a point in the target jar, and says which', () => {
    const again = { front: '光合作用主要在哪种细胞器里进行？', content: '叶绿体。' };
    assert.deepEqual(checkCard(again, { passage: ZH_PASSAGE, others: [{ front: '别的', content: '问题' }, card], points: [] }), { flags: ['DUPLICATE'], duplicateOf: { proposal: 1 } });
    assert.deepEqual(checkCard(again, { passage: ZH_PASSAGE, others: [], points: [{ id: 'p1', ...card }] }), { flags: ['DUPLICATE'], duplicateOf: { pointId: 'p1' } });
  });

  it('flags the same answer to the question asked in other words, but not the same answer to another question', () => {
    const point = { id: 'p1', front: '现存的长城大多是哪个朝代修建的？', content: '明朝' };
    assert.deepEqual(flagsOf({ front: '现存长城大部分是哪个朝代修的？', content: '明朝' }, '现存的长城大多是明朝修建的。', [], [point]), ['DUPLICATE']);
    assert.deepEqual(flagsOf({ front: '紫禁城始建于哪个朝代？', content: '明朝' }, '紫禁城始建于明朝。', [], [point]), []);
  });

  it('does not flag another question on the same passage', () => {
    const other = { front: '叶绿素主要吸收哪两种光？', content: '红光和蓝紫光' };
    assert.ok(similarity(`${card.front} ${card.content}`, `${other.front} ${other.content}`) < CHECK_THRESHOLDS.duplicate);
    assert.deepEqual(flagsOf(other, ZH_PASSAGE, [card]), []);
  });
});
