// The card checks' evaluation set (bench/card-checks.ts): source texts of our own writing, Chinese and English, with
// known facts, and the cards a model might propose for each, every one labelled with the fault seeded into it (or
// none). Later proposals of a source are compared with the earlier ones, as in an inbox; `points` are cards already
// in the target jar.
import type { CardFlag, CardText } from '../../src/modules/card-builder/checks';

export interface LabelledCard extends CardText {
  /** The fault seeded into this card; null for a good card. */
  fault: CardFlag | null;
}

export interface EvaluationSource {
  name: string;
  text: string;
  points: Array<CardText & { id: string }>;
  cards: LabelledCard[];
}

/** A good card, and a card with one seeded fault (the held-out set writes its cards with these too). */
export const good = (front: string | null, content: string): LabelledCard => ({ front, content, fault: null });
export const bad = (fault: CardFlag, front: string | null, content: string): LabelledCard => ({ front, content, fault });

export const EVALUATION_SET: EvaluationSource[] = [
  {
    name: '光合作用（中文）',
    text:
      '光合作用是绿色植物利用光能，把二氧化碳和水合成有机物并释放氧气的过程。它主要在叶绿体中进行。' +
      '叶绿素主要吸收红光和蓝紫光，几乎不吸收绿光，所以叶子看起来是绿色的。' +
      '1771 年，英国科学家普里斯特利发现，植物能使被蜡烛燃烧过的空气恢复，使小鼠能够继续存活。' +
      '光合作用分为光反应和暗反应两个阶段：光反应在类囊体膜上进行，暗反应在叶绿体基质中进行。',
    points: [{ id: 'p-zh-1', front: '光合作用释放什么气体？', content: '氧气' }],
    cards: [
      good('光合作用主要在哪种细胞器中进行？', '叶绿体'),
      good('叶绿素几乎不吸收哪种颜色的光？', '绿光'),
      good('哪位科学家发现植物能使蜡烛燃烧过的空气恢复？', '普里斯特利'),
      good('普里斯特利的蜡烛实验是哪一年？', '1771 年'),
      good(null, '光反应在{{c1::类囊体膜}}上进行。'),
      good(null, '暗反应在{{c1::叶绿体基质}}中进行。'),
      good('叶子为什么看起来是绿色的？', '叶绿素几乎不吸收绿光'),
      good('光合作用的能量来自哪里？', '光能'),
      bad('ANSWER_LEAK', '光反应在类囊体膜上进行，那么光反应在哪里进行？', '类囊体膜'),
      bad('ANSWER_LEAK', null, '{{c1::叶绿素}}主要吸收红光和蓝紫光，叶绿素几乎不吸收绿光。'),
      bad('MULTIPLE_FACTS', '光合作用的原料和产物是什么？', '二氧化碳、水、有机物、氧气'),
      bad('MULTIPLE_FACTS', '光合作用分哪两个阶段，各在哪里进行？', '光反应和暗反应。光反应在类囊体膜上，暗反应在叶绿体基质中。'),
      bad('UNSUPPORTED', '光合作用主要在哪种细胞器中进行？', '线粒体'),
      bad('UNSUPPORTED', '普里斯特利是哪国科学家？', '法国'),
      bad('DUPLICATE', '光合作用主要在什么细胞器中进行？', '叶绿体'),
      bad('DUPLICATE', '光合作用会释放哪种气体？', '氧气'),
    ],
  },
  {
    name: '长城（中文）',
    text:
      '长城是中国古代为抵御北方游牧民族而修筑的军事防御工程。现存的长城大多是明朝修建的，东起辽宁虎山，西至甘肃嘉峪关。' +
      '2012 年国家文物局公布的调查结果显示，历代长城总长度为 21196.18 千米。1987 年，长城被列入世界文化遗产名录。' +
      '山海关被称为“天下第一关”，位于河北省秦皇岛市。',
    points: [],
    cards: [
      good('现存的长城大多是哪个朝代修建的？', '明朝'),
      good('明长城西端的关口是哪里？', '嘉峪关'),
      good('长城在哪一年被列入世界文化遗产名录？', '1987 年'),
      good('历代长城总长度是多少千米？', '21196.18 千米'),
      good('被称为“天下第一关”的是哪座关？', '山海关'),
      good(null, '山海关位于河北省{{c1::秦皇岛市}}。'),
      good('修筑长城是为了抵御谁？', '北方游牧民族'),
      bad('ANSWER_LEAK', '山海关被称为天下第一关，哪座关被称为天下第一关？', '山海关'),
      bad('MULTIPLE_FACTS', '明长城的东西两端和总长度是什么？', '东起辽宁虎山，西至甘肃嘉峪关，总长度 21196.18 千米'),
      bad('UNSUPPORTED', '长城在哪一年被列入世界文化遗产名录？', '1985 年'),
      bad('UNSUPPORTED', '谁下令修建了明长城？', '朱元璋'),
      bad('DUPLICATE', '现存长城大部分是哪个朝代修的？', '明朝'),
    ],
  },
  {
    name: 'Mitochondria (English)',
    text:
      'The mitochondrion is the organelle where cellular respiration produces most of the cell’s ATP. ' +
      'Mitochondria have their own circular DNA, which in humans is inherited almost entirely from the mother. ' +
      'In 1967 Lynn Margulis argued that mitochondria descend from free-living bacteria that were engulfed by an ancestral cell, an idea now called endosymbiotic theory. ' +
      'Red blood cells in mammals have no mitochondria.',
    points: [{ id: 'p-en-1', front: 'Which cells in mammals have no mitochondria?', content: 'Red blood cells' }],
    cards: [
      good('Which organelle produces most of the cell’s ATP?', 'The mitochondrion'),
      good('From which parent is human mitochondrial DNA inherited?', 'The mother'),
      good('What shape is mitochondrial DNA?', 'Circular'),
      good('Who argued that mitochondria descend from bacteria?', 'Lynn Margulis'),
      good('In which year did Margulis publish her argument?', '1967'),
      good(null, 'The idea that mitochondria descend from engulfed bacteria is called {{c1::endosymbiotic theory}}.'),
      good('What process in mitochondria produces ATP?', 'Cellular respiration'),
      bad('ANSWER_LEAK', 'Cellular respiration produces ATP in the mitochondrion; which process produces ATP there?', 'Cellular respiration'),
      bad('ANSWER_LEAK', null, '{{c1::Lynn Margulis}} argued in 1967 that mitochondria descend from bacteria, as Lynn Margulis wrote.'),
      bad('MULTIPLE_FACTS', 'What do we know about mitochondrial DNA?', 'It is circular. It is inherited from the mother.'),
      bad('MULTIPLE_FACTS', 'Name facts about mitochondria.', 'They make ATP, they have DNA, and they descend from bacteria'),
      bad('UNSUPPORTED', 'Who argued that mitochondria descend from bacteria?', 'Charles Darwin'),
      bad('UNSUPPORTED', 'In which year did Margulis publish her argument?', '1970'),
      bad('DUPLICATE', 'Which organelle makes most of the ATP of the cell?', 'The mitochondrion'),
      bad('DUPLICATE', 'Which mammalian cells have no mitochondria?', 'Red blood cells'),
    ],
  },
  {
    name: 'The printing press (English)',
    text:
      'Johannes Gutenberg introduced movable-type printing to Europe around 1440 in Mainz. ' +
      'His press adapted the screw presses used for making wine and olive oil. ' +
      'The Gutenberg Bible, printed around 1455, was the first major book printed with movable metal type in Europe. ' +
      'Centuries earlier, around 1040, Bi Sheng in China had invented movable type made of baked clay.',
    points: [],
    cards: [
      good('Who introduced movable-type printing to Europe?', 'Johannes Gutenberg'),
      good('In which city did Gutenberg introduce his press?', 'Mainz'),
      good('Which presses did Gutenberg’s press adapt?', 'Screw presses for wine and olive oil'),
      good('Around which year was the Gutenberg Bible printed?', '1455'),
      good('Who invented movable type in China?', 'Bi Sheng'),
      good(null, 'Bi Sheng’s movable type was made of {{c1::baked clay}}.'),
      bad('ANSWER_LEAK', 'Gutenberg printed in Mainz; in which city did Gutenberg print?', 'Mainz'),
      bad('MULTIPLE_FACTS', 'Summarise the history of movable type.', 'Bi Sheng invented clay type around 1040. Gutenberg brought metal type to Europe around 1440.'),
      bad('UNSUPPORTED', 'Who invented movable type in China?', 'Cai Lun'),
      bad('UNSUPPORTED', 'Around which year did Bi Sheng invent movable type?', '1060'),
      bad('DUPLICATE', 'Who brought movable-type printing to Europe?', 'Johannes Gutenberg'),
    ],
  },
];
