import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_THRESHOLDS, checkCard, unsupportedBy, type CardText } from '../../src/modules/card-builder/checks';
import { chineseNumeralValue, coverage, normalise, similarity, unitsOf } from '../../src/modules/card-builder/text-units';

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

describe('numbers in digits, whatever the text wrote', () => {
  it('reads Chinese numerals, 万 and 亿, thousands separators and English number words as digits', () => {
    assert.equal(normalise('先后七次出航'), normalise('先后 7 次出航'));
    assert.equal(normalise('两万七千八百人'), '27800 人');
    assert.equal(normalise('约二十余万'), '200000');
    assert.equal(normalise('四万八千'), normalise('48,000'));
    assert.equal(normalise('第三位'), '第 3 位');
    assert.equal(normalise('forty-four ships, eleven years'), '44 ships 11 years');
    assert.deepEqual([chineseNumeralValue('一百零五'), chineseNumeralValue('十五'), chineseNumeralValue('一九八七')], [105, 15, 1987]);
  });

  it('leaves numerals that are words or ranges as they are, and "one"', () => {
    assert.equal(normalise('一般统一两岸'), '一般统一两岸');
    assert.equal(normalise('七八个'), '七八个');
    assert.equal(normalise('百姓万一'), '百姓万一');
    assert.deepEqual([chineseNumeralValue('万一'), chineseNumeralValue('七八')], [null, null]);
    assert.equal(normalise('the American one'), 'the american one');
  });

  it('finds a count written in numerals in a passage written in digits, and the other way round; a wrong one is unsupported', () => {
    const zh = '郑和先后七次率领船队出使西洋，随行人员约两万七千八百人。';
    assert.deepEqual(flagsOf({ front: '郑和一共出使西洋几次？', content: '7 次' }, zh), []);
    assert.deepEqual(flagsOf({ front: '随行人员大约有多少？', content: '约 27,800 人' }, zh), []);
    assert.deepEqual(flagsOf({ front: '随行人员大约有多少？', content: '约两万八千七百人' }, zh), ['UNSUPPORTED']);
    const en = 'Cervantes published the second part ten years after the first.';
    assert.deepEqual(flagsOf({ front: 'How many years separate the two parts?', content: '10 years' }, en), []);
    assert.deepEqual(flagsOf({ front: 'How many years separate the two parts?', content: 'Eleven years' }, en), ['UNSUPPORTED']);
  });
});

describe('hedges on a number are no content', () => {
  it('drops 约, 大约, 多, 左右 and about, more than on a number, and nothing else', () => {
    assert.deepEqual(unitsOf('大约 6300 千米'), unitsOf('约6300千米左右'));
    assert.equal(normalise('三十多个'), '30个');
    assert.equal(normalise('About 400'), normalise('more than 400'));
    assert.deepEqual(unitsOf('凡尔赛条约'), ['凡尔', '尔赛', '赛条', '条约']);
    assert.deepEqual(unitsOf('a book about the war'), ['book', 'about', 'war']);
  });

  it('makes the same number, hedged or not, the same answer (重复) and a supported one', () => {
    const point = { id: 'p1', front: '长江全长大约多少千米？', content: '约 6300 千米' };
    const passage = '长江全长约 6300 千米，是中国第一长河。';
    assert.deepEqual(flagsOf({ front: '长江全长多少千米？', content: '大约 6300 千米' }, passage, [], [point]), ['DUPLICATE']);
    assert.deepEqual(flagsOf({ front: 'Roughly how many active volcanoes does Io have?', content: 'About 400' }, 'Io has more than 400 active volcanoes.'), []);
  });
});

describe('English words stemmed', () => {
  it('reads inflected forms as one unit, and leaves Chinese and numbers alone', () => {
    assert.deepEqual(unitsOf('noticed the moons'), unitsOf('notice moon'));
    assert.equal(coverage('Published', 'It was publishing'), 1);
    assert.deepEqual(unitsOf('叶绿体 1771'), ['叶绿', '绿体', '1771']);
    assert.notDeepEqual(unitsOf('cell'), unitsOf('cellular'));
  });
});

describe('答案泄露 by an English name’s head', () => {
  it('flags a question that names the answer’s surname, or a word made from it', () => {
    assert.deepEqual(flagsOf({ front: 'Who led the British delegation, the economist behind Keynesian economics?', content: 'John Maynard Keynes' }, 'The British delegation was led by John Maynard Keynes.'), ['ANSWER_LEAK']);
    assert.deepEqual(flagsOf({ front: 'Who worked with Fleming at St Mary’s?', content: 'Alexander Fleming' }, 'Alexander Fleming worked at St Mary’s.'), ['ANSWER_LEAK']);
  });

  it('does not flag a common noun of the question, an answer starting with an article, or a Chinese name', () => {
    assert.deepEqual(flagsOf({ front: 'Which hotel hosted the conference?', content: 'The Mount Washington Hotel' }, 'The conference met at the Mount Washington Hotel.'), []);
    assert.deepEqual(flagsOf({ front: 'Which fund did the conference create?', content: 'International Monetary Fund' }, 'The conference created the International Monetary Fund.'), []);
    assert.deepEqual(flagsOf({ front: '郑和下西洋最初是奉哪位皇帝之命？', content: '明成祖朱棣' }, '他奉明成祖朱棣之命出使西洋。'), []);
  });
});

describe('无出处 when the answer is not in the sentences the question is about', () => {
  const en = 'In January 1610, Galileo noticed four points of light near Jupiter. He concluded that they were moons and published the discovery in March 1610.';
  const zh = '1405 年，郑和奉明成祖之命首次率船队下西洋。郑和于 1433 年在古里去世。';

  it('flags a right-looking word or number the passage says of something else', () => {
    assert.deepEqual(flagsOf({ front: 'In which month did Galileo notice the points of light?', content: 'March' }, en), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: '郑和首次下西洋是哪一年？', content: '1433 年' }, zh), ['UNSUPPORTED']);
  });

  it('does not flag the answer in the question’s sentence, or in a clause only it ties to', () => {
    assert.deepEqual(flagsOf({ front: 'In which month did Galileo publish the discovery?', content: 'March' }, en), []);
    assert.deepEqual(flagsOf({ front: '郑和首次下西洋是哪一年？', content: '1405 年' }, zh), []);
    const curies = 'In 1898 the Curies announced two new elements in pitchblende. The first, announced in July, was named polonium; the second, radium, followed in December.';
    assert.deepEqual(flagsOf({ front: 'Which of their two new elements did the Curies announce first?', content: 'Polonium' }, curies), []);
    assert.deepEqual(flagsOf({ front: '郑和是哪一年去世的？', content: '1433 年' }, zh), []);
  });
});

describe('重复 by the same answer to a question about the same sentence', () => {
  it('flags the same answer drawn from the same sentence by other words, Chinese and English', () => {
    const zh = '郑和原姓马，云南昆阳人。从 1405 年到 1433 年，他先后七次率领船队出使西洋。';
    assert.deepEqual(flagsOf({ front: '郑和率领船队出使西洋共有多少次？', content: '7 次' }, zh, [], [{ id: 'p1', front: '郑和一共下了几次西洋？', content: '七次' }]), ['DUPLICATE']);
    const en = 'Bretton Woods created the IMF. The American delegation was headed by Harry Dexter White.';
    assert.deepEqual(flagsOf({ front: 'Who was the leader of the US delegation?', content: 'Harry Dexter White' }, en, [{ front: 'Who headed the American delegation?', content: 'Harry Dexter White' }]), ['DUPLICATE']);
  });

  it('does not flag the same answer from another sentence, nor a card turned round', () => {
    const zh = '1898 年，居里夫妇发现了钋。直到 1898 年，伦琴射线才被用于医学。';
    assert.deepEqual(flagsOf({ front: '伦琴射线在哪一年被用于医学？', content: '1898 年' }, zh, [{ front: '居里夫妇在哪一年发现了钋？', content: '1898 年' }]), []);
    const en = 'The four moons, Io, Europa, Ganymede and Callisto, are known as the Galilean moons.';
    const names = { front: 'What are the names of the Galilean moons?', content: 'Io, Europa, Ganymede and Callisto' };
    assert.ok(!flagsOf({ front: 'What collective name is given to Io, Europa, Ganymede and Callisto?', content: 'The Galilean moons' }, en, [names]).includes('DUPLICATE'));
  });
});

describe('重复 when one answer names the other shorter', () => {
  it('flags a name and its head (Fleming, Rocinante) or a Chinese abbreviation (珠峰) asked again in other words', () => {
    const en = 'Alexander Fleming discovered penicillin in 1928 at St Mary’s Hospital in London.';
    assert.deepEqual(flagsOf({ front: 'Which scientist is credited with the discovery of penicillin?', content: 'Fleming' }, en, [], [{ id: 'p1', front: 'Who discovered penicillin?', content: 'Alexander Fleming' }]), ['DUPLICATE']);
    const horse = 'Don Quixote rides an old horse that he names Rocinante, and Sancho Panza rides a donkey.';
    assert.deepEqual(flagsOf({ front: 'Which animal does Don Quixote ride?', content: 'An old horse named Rocinante' }, horse, [{ front: 'What does Don Quixote call the horse he rides?', content: 'Rocinante' }]), ['DUPLICATE']);
    const zh = '珠穆朗玛峰，简称珠峰，海拔 8848.86 米，是世界最高峰。';
    assert.deepEqual(flagsOf({ front: '哪座山是世界上最高的山峰？', content: '珠峰' }, zh, [{ front: '世界最高峰是哪座山？', content: '珠穆朗玛峰' }]), ['DUPLICATE']);
  });

  it('does not take a beginning, a sentence ending on the other answer, a number, or an unordered abbreviation for the same answer', () => {
    const zh = '光合作用在叶绿体中进行：光反应在类囊体膜上，暗反应在叶绿体基质中。叶绿素几乎不吸收绿光，所以叶子看起来是绿色的。';
    assert.deepEqual(flagsOf({ front: '暗反应在哪里进行？', content: '叶绿体基质' }, zh, [{ front: '光合作用在哪里进行？', content: '叶绿体' }]), []);
    assert.deepEqual(flagsOf({ front: '叶子为什么看起来是绿色的？', content: '叶绿素几乎不吸收绿光' }, zh, [{ front: '叶绿素几乎不吸收哪种颜色的光？', content: '绿光' }]), []);
    assert.deepEqual(flagsOf({ front: '峰顶在哪座山？', content: '峰珠' }, '珠穆朗玛峰的峰顶，常被称作峰珠。', [{ front: '峰顶在哪座山？', content: '珠穆朗玛峰' }]).includes('DUPLICATE'), false);
  });
});

describe('无出处 of a number the question names itself', () => {
  const en = 'PEP 8, the Python style guide, recommends four spaces per indentation level and lines of at most 79 characters.';
  it('flags an answer that is only the question’s own number (PEP 8 → eight)', () => {
    // The question's own number is also in the question: 答案泄露 too.
    assert.deepEqual(flagsOf({ front: 'How many spaces per indentation level does PEP 8 recommend?', content: 'Eight' }, en), ['ANSWER_LEAK', 'UNSUPPORTED']);
  });
  it('does not flag the right number, or an answer with more to it than the number', () => {
    assert.deepEqual(flagsOf({ front: 'How many spaces per indentation level does PEP 8 recommend?', content: 'Four' }, en), []);
    assert.deepEqual(flagsOf({ front: 'What is PEP 8?', content: 'The Python style guide' }, en), []);
  });
});

describe('多个知识点 of two items each stating its own number', () => {
  it('flags two dated facts joined by a comma or "and", Chinese and English', () => {
    assert.ok(flagsOf({ front: 'When were Python 0.9.0 and Python 3.0 released?', content: 'Python 0.9.0 in February 1991, and Python 3.0 in December 2008.' }, 'Python 0.9.0 came out in February 1991; Python 3.0 came out in December 2008.').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: '两个版本分别何时发布？', content: '0.9.0 版发布于 1991 年 2 月，3.0 版发布于 2008 年 12 月' }, '0.9.0 版发布于 1991 年 2 月，3.0 版发布于 2008 年 12 月。').includes('MULTIPLE_FACTS'));
  });
  it('does not flag a range, or a date with its place asked as one thing', () => {
    assert.deepEqual(flagsOf({ front: 'During which years did the war last?', content: 'Between 1939 and 1945' }, 'The war lasted from 1939 to 1945, between 1939 and 1945.'), []);
    // Asked "when and where", the same answer is two facts (多个知识点 of a question asking two things, below).
    assert.deepEqual(flagsOf({ front: 'On which occasion did Fleming notice the mould?', content: 'In 1928, in London' }, 'Fleming noticed the mould in 1928 in London.').includes('MULTIPLE_FACTS'), false);
  });
});

describe('多个知识点 of a question asking two things, or each of two, or two clauses', () => {
  it('flags two things asked and two given, Chinese and English', () => {
    assert.ok(flagsOf({ front: '青霉素是谁在哪一年发现的？', content: '弗莱明，1928 年' }, '1928 年，弗莱明发现了青霉素。').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: '青霉素发现于何时、何地？', content: '1928 年，伦敦' }, '1928 年，弗莱明在伦敦发现了青霉素。').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'Who noticed the mould, and in which year?', content: 'Fleming, in 1928' }, 'Fleming noticed the mould in 1928.').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'When and where did Fleming notice the mould?', content: 'In 1928, in London' }, 'Fleming noticed the mould in 1928 in London.').includes('MULTIPLE_FACTS'));
  });
  it('flags each of two (分别, respectively), a second clause joined by 并, two people named in full, 甲、乙和丙', () => {
    assert.ok(flagsOf({ front: '叶绿素主要吸收的两种光分别是什么？', content: '红光和蓝紫光' }, ZH_PASSAGE).includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: '气孔有什么作用？', content: '让气体进出，并调节水分蒸发' }, '气孔让气体进出叶片，并调节水分蒸发。').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'Who first described the structure of DNA?', content: 'James Watson and Francis Crick' }, 'James Watson and Francis Crick described the structure of DNA in 1953.').includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: '光合作用的原料有哪些？', content: '二氧化碳、水和光能' }, ZH_PASSAGE).includes('MULTIPLE_FACTS'));
  });
  it('does not flag one thing asked, a pair asked as one, a relative who, or 和 inside one item', () => {
    assert.deepEqual(flagsOf({ front: '叶绿素主要吸收哪两种光？', content: '红光和蓝紫光' }, ZH_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: 'Who was the scientist who argued that mitochondria descend from bacteria?', content: 'Lynn Margulis, in 1967' }, EN_PASSAGE).includes('MULTIPLE_FACTS'), false);
    assert.deepEqual(flagsOf({ front: 'Who described the structure of DNA with Crick?', content: 'James Watson' }, 'James Watson and Francis Crick described the structure of DNA.'), []);
    assert.deepEqual(flagsOf({ front: '光合作用把什么合成有机物？', content: '二氧化碳和水' }, ZH_PASSAGE), []);
    assert.deepEqual(flagsOf({ front: '叶子为什么看起来是绿色的？', content: '叶绿素几乎不吸收绿光，反射绿光' }, '叶绿素几乎不吸收绿光，反射绿光，所以叶子看起来是绿色的。'), []);
  });
});

describe('答案泄露 by a word made from the answer, or the question’s own number', () => {
  it('flags a derived English word, and a number the question says (双 for 两个), Chinese and English', () => {
    assert.ok(flagsOf({ front: 'Which science did the voyage found, the first oceanographic one?', content: 'Oceanography' }, 'The voyage founded oceanography.').includes('ANSWER_LEAK'));
    assert.ok(flagsOf({ front: 'What did the pope declare the charter when he nullified it?', content: 'Null and void' }, 'The pope declared the charter null and void.').includes('ANSWER_LEAK'));
    assert.ok(flagsOf({ front: '“一钟双音”指一件钟能发出几个乐音？', content: '两个' }, '每件钟能发出两个乐音，称为“一钟双音”。').includes('ANSWER_LEAK'));
    assert.ok(flagsOf({ front: 'They programmed ENIAC by hand. What did the six women do?', content: 'They programmed it' }, 'Six women programmed ENIAC by hand.').includes('ANSWER_LEAK'));
  });
  it('does not flag the question’s category word said again, nor another number', () => {
    assert.deepEqual(flagsOf({ front: 'Which pope declared the charter null and void?', content: 'Pope Innocent III' }, 'Pope Innocent III declared the charter null and void.'), []);
    assert.deepEqual(flagsOf({ front: '每件钟能发出几个乐音？', content: '两个' }, '每件钟能发出两个乐音，称为“一钟双音”。'), []);
    assert.deepEqual(flagsOf({ front: 'How many moons did Galileo see around Jupiter, twice over?', content: 'Four' }, 'Galileo saw four moons around Jupiter.'), []);
  });
});

describe('lengths and masses in one unit, English hundreds and thousands, possessives', () => {
  it('reads a length or mass in any unit as millimetres or grams, and large English numbers as digits', () => {
    assert.equal(normalise('约2.5吨'), normalise('约两千五百公斤'));
    assert.equal(normalise('About 8.2 km'), normalise('about 8,200 metres'));
    assert.equal(normalise('27 metric tons'), normalise('27 tonnes'));
    assert.equal(normalise('Three hundred and sixty-two'), '362');
    assert.equal(normalise('Roughly five thousand'), normalise('5,000'));
    assert.equal(normalise('About six billion km'), normalise('about 6 billion kilometres'));
    assert.equal(normalise('2.5 million'), '2500000');
    assert.equal(normalise("Halley's Comet"), 'halley comet');
    assert.equal(normalise('门捷列夫的首张元素周期表'), normalise('门捷列夫的第一张元素周期表'));
    assert.deepEqual(flagsOf({ front: '编钟总重约多少？', content: '约2.5吨' }, '全套编钟总重量约两千五百公斤。'), []);
    assert.deepEqual(flagsOf({ front: 'About how long is the nucleus?', content: 'Roughly 15 km' }, 'The nucleus is about 15 kilometres long.'), []);
  });
  it('leaves a number without a unit, a unit-like word and 哪一年 alone; another amount is unsupported', () => {
    assert.equal(normalise('In 1986 the m'), 'in 1986 the m');
    assert.equal(normalise('哪一年'), '哪一年');
    assert.equal(normalise('the American one'), 'the american one');
    assert.deepEqual(flagsOf({ front: '编钟总重约多少？', content: '约2.5公斤' }, '全套编钟总重量约两千五百公斤。'), ['UNSUPPORTED']);
  });
});

describe('无出处 below sentence level: another number of its kind, the other of two names, the same frame', () => {
  const zh = '鱼嘴把江水分为两股，枯水期约六成江水流入内江，洪水期则约四成流入内江。宫殿分三层八组排列。';
  it('flags the number of the next clause, a number of another kind, and a year said of another thing', () => {
    assert.ok(flagsOf({ front: '枯水期大约几成江水流入内江？', content: '约四成' }, zh).includes('UNSUPPORTED'));
    assert.ok(flagsOf({ front: '宫殿分几组排列？', content: '三组' }, zh).includes('UNSUPPORTED'));
    const en = 'The report filled 50 volumes; it was published over twenty years.';
    assert.ok(flagsOf({ front: 'Over how many years was the report published?', content: 'Fifty years' }, en).includes('UNSUPPORTED'));
    const elements = '1875年，法国化学家布瓦博德朗发现了镓。1886年，德国化学家文克勒发现了锗。';
    assert.ok(flagsOf({ front: '锗是在哪一年被发现的？', content: '1875年' }, elements).includes('UNSUPPORTED'));
  });
  it('flags the other of two names said together, and a name from a sentence of the same frame', () => {
    const novel = '1791 年，程伟元和高鹗排印了全书，通常认为后四十回由高鹗续写。';
    assert.ok(flagsOf({ front: '通常认为后四十回是谁续写的？', content: '程伟元' }, novel).includes('UNSUPPORTED'));
    const elements = '1875年，法国化学家布瓦博德朗发现了镓。1886年，德国化学家文克勒发现了锗。';
    assert.ok(flagsOf({ front: '镓是由哪位化学家发现的？', content: '文克勒' }, elements).includes('UNSUPPORTED'));
  });
  it('does not flag the right clause’s number, a count said with another measure word, nor the right name', () => {
    assert.deepEqual(flagsOf({ front: '洪水期大约几成江水流入内江？', content: '约四成' }, zh), []);
    assert.deepEqual(flagsOf({ front: '宫殿分几层排列？', content: '三层' }, zh), []);
    assert.deepEqual(flagsOf({ front: '桥上有几座亭子？', content: '两个' }, '桥上有两座亭子。'), []);
    const elements = '1875年，法国化学家布瓦博德朗发现了镓。1886年，德国化学家文克勒发现了锗。';
    assert.deepEqual(flagsOf({ front: '镓是在哪一年被发现的？', content: '1875年' }, elements), []);
    assert.deepEqual(flagsOf({ front: '锗是由哪位化学家发现的？', content: '文克勒' }, elements), []);
    const novel = '1791 年，程伟元和高鹗排印了全书，通常认为后四十回由高鹗续写。';
    assert.deepEqual(flagsOf({ front: '通常认为后四十回是谁续写的？', content: '高鹗' }, novel), []);
    assert.deepEqual(flagsOf({ front: 'In which year was the second part published?', content: '1615' }, 'The first part came out in 1605 and the second part ten years later, in 1615.'), []);
    assert.deepEqual(flagsOf({ front: '这座桥位于哪座城市？', content: '在伦敦' }, '这座桥位于伦敦市中心。'), []);
  });
});

describe('重复 of one fact asked again: the same amount, an initialism, the one sentence stating the answer', () => {
  it('flags the same year with or without 年, a hedged amount, an initialism or clipped name, Chinese and English', () => {
    const zh = '1869年，门捷列夫发表了第一张元素周期表。主拱的跨度为37.02米。';
    assert.deepEqual(flagsOf({ front: '门捷列夫的首张元素周期表发表于哪年？', content: '1869' }, zh, [], [{ id: 'p1', front: '门捷列夫在哪一年发表了第一张元素周期表？', content: '1869年' }]), ['DUPLICATE']);
    assert.deepEqual(flagsOf({ front: '主拱跨度有多大？', content: '约37米' }, zh, [{ front: '主拱的跨度是多少？', content: '37.02米' }]), ['DUPLICATE']);
    const en = 'The machine was built at the University of Pennsylvania and paid for by the United States Army.';
    assert.deepEqual(flagsOf({ front: 'Who funded the machine?', content: 'The U.S. Army' }, en, [], [{ id: 'p1', front: 'Which organisation paid for the machine?', content: 'The United States Army' }]), ['DUPLICATE']);
    assert.deepEqual(flagsOf({ front: 'Where was the machine built?', content: 'UPenn' }, en, [{ front: 'At which university was the machine built?', content: 'The University of Pennsylvania' }]), ['DUPLICATE']);
  });
  it('flags the same answer to questions on one topic, the answer stated in one sentence only', () => {
    const zh = '编钟于1978年出土。如今这套编钟收藏在湖北省博物馆。';
    assert.deepEqual(flagsOf({ front: '编钟现藏于哪座博物馆？', content: '湖北省博物馆' }, zh, [{ front: '编钟现收藏在哪里？', content: '湖北省博物馆' }]), ['DUPLICATE']);
    const en = 'The ship was converted for science. Led by Charles Wyville Thomson, the expedition sailed far.';
    assert.deepEqual(flagsOf({ front: 'Who was the leader of the Challenger voyage?', content: 'Wyville Thomson' }, en, [], [{ id: 'p1', front: 'Who led the Challenger expedition?', content: 'Charles Wyville Thomson' }]), ['DUPLICATE']);
  });
  it('does not flag another year, an unhedged near amount, letters that are no initialism, or another topic', () => {
    const zh = '1875年，布瓦博德朗发现了镓。1876年，他测定了镓的密度。主拱的跨度为37.02米。';
    assert.deepEqual(flagsOf({ front: '镓的密度是哪一年测定的？', content: '1876年' }, zh, [{ front: '镓是哪一年发现的？', content: '1875年' }]), []);
    assert.deepEqual(flagsOf({ front: 'What is the span of the arch?', content: '37 m' }, 'The arch spans 37 m; the old one spanned 37.02 m.', [{ front: 'What did the old arch span?', content: '37.02 m' }]), []);
    assert.deepEqual(flagsOf({ front: 'Who paid for the machine?', content: 'The army' }, 'The United States Army paid for the machine.', [{ front: 'Which country paid?', content: 'The United States' }]), []);
    assert.deepEqual(flagsOf({ front: '紫禁城始建于哪个朝代？', content: '明朝' }, '紫禁城始建于明朝。', [], [{ id: 'p1', front: '现存的长城大多是哪个朝代修建的？', content: '明朝' }]), []);
  });
});

describe('无出处 of a rounded amount or an initialism, and the point of an initial', () => {
  it('supports a hedged rounded amount and an initialism of the passage’s words; not an unhedged or far one', () => {
    assert.deepEqual(flagsOf({ front: '主拱的跨度大约是多少？', content: '约37米' }, '主拱的跨度为37.02米。'), []);
    assert.deepEqual(flagsOf({ front: 'Who paid for the machine?', content: 'The U.S. Army' }, 'The machine was paid for by the United States Army.'), []);
    assert.deepEqual(flagsOf({ front: '主拱的跨度是多少？', content: '37米' }, '主拱的跨度为37.02米。'), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: 'About how large was the room?', content: 'About 270 square metres' }, 'It filled a room of about 170 square metres.'), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: 'Who paid for the machine?', content: 'The U.K. Army' }, 'The machine was paid for by the United States Army.'), ['UNSUPPORTED']);
  });
});

describe('ordinals, percentages, temperatures and English stems written one way', () => {
  it('reads nineteenth and 19th, 百分之六十 and 60 %, 八十摄氏度 and 80 °C alike; died and die alike', () => {
    assert.equal(normalise('the nineteenth century'), normalise('the 19th century'));
    assert.equal(normalise('the twenty-first century'), 'the 21 century');
    assert.equal(normalise('百分之六十'), normalise('60%'));
    assert.equal(normalise('60 per cent'), '60 percent');
    assert.equal(normalise('八十摄氏度'), normalise('80 °C'));
    assert.deepEqual(unitsOf('died'), unitsOf('die'));
    assert.deepEqual(flagsOf({ front: '点豆腐时豆浆约多少度？', content: '约80°C' }, '点豆腐时豆浆的温度一般控制在八十摄氏度左右。'), []);
    assert.deepEqual(flagsOf({ front: 'In which year did Halley die?', content: '1742' }, 'Halley argued this in 1705. Halley died in 1742.'), []);
  });
  it('leaves first and second as words, and another percentage unsupported', () => {
    assert.equal(normalise('the first part, one second'), 'the first part one second');
    assert.deepEqual(flagsOf({ front: '枯水期多少江水流入内江？', content: '百分之四十' }, '枯水期约60%的江水流入内江。'), ['UNSUPPORTED']);
  });
});

describe('无出处 not flagged for a 的 inside a Chinese answer, a British spelling, or a year its own sentence states', () => {
  it('supports 西藏的拉萨, anemia for anaemia, and a year of the sentence the question’s verb is in', () => {
    assert.deepEqual(flagsOf({ front: '铁路的西端是哪里？', content: '西藏的拉萨' }, '铁路东起西宁市，西至西藏自治区拉萨市。'), []);
    assert.equal(normalise('anaemia, colour, organised, centre'), normalise('anemia, color, organized, center'));
    const en = 'Marie Curie was born in Warsaw in 1867. She moved to Paris in 1891. She died in 1934 of aplastic anaemia.';
    assert.deepEqual(flagsOf({ front: 'In what year did Marie Curie die?', content: '1934' }, en), []);
    assert.deepEqual(flagsOf({ front: 'What illness did Marie Curie die of?', content: 'Aplastic anemia' }, en), []);
  });
  it('does not take the clause of the question’s verb for its own when it lacks the name the question asks about', () => {
    const en =
      'Marie Curie was born in Warsaw in 1867. In 1898 she and her husband Pierre announced the discovery of polonium and radium. ' +
      'In 1903 the Curies shared the Nobel Prize in Physics. After Pierre was killed in a street accident in 1906, she took over his professorship. ' +
      'In 1911 she won a second Nobel Prize, in Chemistry. She died in 1934.';
    assert.deepEqual(flagsOf({ front: 'In which year did Pierre Curie die?', content: '1906' }, en), []);
  });
  it('still flags a year from the sentence the question is not about', () => {
    const en = 'Marie Curie was born in Warsaw in 1867. She moved to Paris in 1891. She died in 1934 of aplastic anaemia.';
    assert.ok(flagsOf({ front: 'In what year did Marie Curie die?', content: '1891' }, en).includes('UNSUPPORTED'));
    assert.ok(flagsOf({ front: '铁路的西端是哪里？', content: '西藏的林芝' }, '铁路东起西宁市，西至西藏自治区拉萨市。').includes('UNSUPPORTED'));
  });
});

describe('a name said again counts once in the sentences a question is about; 千克 and 千米 after numerals', () => {
  const zh =
    '郑州商城遗址位于河南省郑州市区，是商代前期的一座都城遗址，距今约三千六百年。' +
    '遗址于1950年被发现，城墙周长近七千米。考古学家在城内发现了宫殿基址和铸铜作坊。';
  it('supports the year of the sentence saying 发现 of the 遗址, not only of the one repeating the whole name', () => {
    assert.deepEqual(flagsOf({ front: '郑州商城遗址是哪一年发现的？', content: '1950年' }, zh), []);
    assert.equal(normalise('八十六千克'), normalise('八十六公斤'));
    assert.equal(normalise('二十千米'), normalise('20 km'));
    assert.deepEqual(flagsOf({ front: '郑州商城的城墙周长接近多少？', content: '近7千米' }, zh), []);
  });
  it('still flags a year no sentence near the question states', () => {
    assert.ok(flagsOf({ front: '郑州商城遗址是哪一年发现的？', content: '1951年' }, zh).includes('UNSUPPORTED'));
  });
});

describe('English clauses cut at a comma before but, while, or "and" with a new subject', () => {
  const en = 'After the war, the stone passed to the British under a treaty in 1801, and it has been on display in the museum since 1802.';
  it('flags the year of the other clause, and supports the clause’s own', () => {
    assert.ok(flagsOf({ front: 'In which year did the stone pass to the British?', content: '1802' }, en).includes('UNSUPPORTED'));
    assert.deepEqual(flagsOf({ front: 'In which year did the stone pass to the British?', content: '1801' }, en), []);
    assert.deepEqual(flagsOf({ front: 'Since when has the stone been on display in the museum?', content: 'Since 1802' }, en), []);
  });
});

describe('a count question looks for its measure word; two things named in the question and answered apart', () => {
  const zh = '《天工开物》是明代宋应星编著的一部科学技术著作，初刊于1637年。全书分上、中、下三卷，共十八篇，附有一百二十三幅插图。';
  it('supports the count of a sentence that does not name the book, and flags a count of another measure word', () => {
    assert.deepEqual(flagsOf({ front: '《天工开物》分为几卷？', content: '3卷' }, zh), []);
    assert.deepEqual(flagsOf({ front: '《天工开物》共有多少篇？', content: '十八篇' }, zh), []);
    assert.ok(flagsOf({ front: '《天工开物》共有多少卷？', content: '十八卷' }, zh).includes('UNSUPPORTED'));
  });
  it('flags two things named in the question and answered at a comma, not one thing with 和 in its answer', () => {
    assert.ok(flagsOf({ front: '《天工开物》的作者和初刊年份是什么？', content: '宋应星，1637年' }, zh).includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'Who wrote the book and when was it printed?', content: 'Song Yingxing, in 1637' }, 'Song Yingxing wrote the book; it was printed in 1637.').includes('MULTIPLE_FACTS'));
    assert.deepEqual(flagsOf({ front: '《天工开物》的作者是谁？', content: '明代的宋应星' }, zh), []);
  });
});

describe('English names counted once, irregular verbs, "how many X", two numbers for two things named', () => {
  const en =
    'The Trans-Siberian Railway links Moscow with Vladivostok. Construction began in 1891, and the main line was completed in 1916. ' +
    'At about 9,289 kilometres, it is the longest railway line in the world. A journey takes about seven days and crosses eight time zones.';
  it('supports the sentence saying began or the length, not only the one naming the railway in full', () => {
    assert.deepEqual(unitsOf('began built'), unitsOf('begin build'));
    assert.deepEqual(flagsOf({ front: 'When did construction of the Trans-Siberian Railway begin?', content: '1891' }, en), []);
    assert.deepEqual(flagsOf({ front: 'How long is the Trans-Siberian Railway?', content: 'About 9,300 km' }, en), []);
    assert.deepEqual(flagsOf({ front: 'How many time zones does the railway cross?', content: 'Eight' }, en), []);
  });
  it('flags a count of other things, and two numbers for the two things the question names', () => {
    assert.ok(flagsOf({ front: 'How many time zones does the railway cross?', content: 'Seven' }, en).includes('UNSUPPORTED'));
    assert.ok(flagsOf({ front: 'When did construction begin and end?', content: '1891 and 1916' }, en).includes('MULTIPLE_FACTS'));
    assert.deepEqual(flagsOf({ front: 'During which years was the line built?', content: 'Between 1891 and 1916' }, en).includes('MULTIPLE_FACTS'), false);
  });
});

describe('无出处 of an answer only in a clause set against the one asked (而, but)', () => {
  it('flags the place or name of the contrasting clause, Chinese and English', () => {
    const zh = '公元138年，地动仪的一个龙口吐出铜丸，数日后陇西果然传来地震的消息，而洛阳的人并没有感觉到震动。';
    assert.ok(flagsOf({ front: '龙口吐出铜丸后，哪里传来了地震的消息？', content: '洛阳' }, zh).includes('UNSUPPORTED'));
    const en = 'Thomas Young made early progress in the 1810s, but it was Jean-François Champollion who announced the decipherment of hieroglyphs in 1822.';
    assert.ok(flagsOf({ front: 'Who announced the decipherment of hieroglyphs in 1822?', content: 'Thomas Young' }, en).includes('UNSUPPORTED'));
  });
  it('does not flag the asked clause’s own answer', () => {
    const zh = '公元138年，地动仪的一个龙口吐出铜丸，数日后陇西果然传来地震的消息，而洛阳的人并没有感觉到震动。';
    assert.deepEqual(flagsOf({ front: '龙口吐出铜丸后，哪里传来了地震的消息？', content: '陇西' }, zh), []);
    const en = 'Thomas Young made early progress in the 1810s, but it was Jean-François Champollion who announced the decipherment of hieroglyphs in 1822.';
    assert.deepEqual(flagsOf({ front: 'Who announced the decipherment of hieroglyphs in 1822?', content: 'Jean-François Champollion' }, en), []);
    assert.deepEqual(flagsOf({ front: 'Who made early progress in the 1810s?', content: 'Thomas Young' }, en), []);
  });
});

describe('重复 not of two questions sharing only 是哪一年提出的', () => {
  it('does not flag the same year asked of two subjects, and still flags one subject asked again', () => {
    const zh = '光合作用的场所是叶绿体。植物的根位于土壤中。';
    assert.deepEqual(flagsOf({ front: '植物的根是哪一年提出的？', content: '1999 年' }, zh, [{ front: '光合作用的场所是哪一年提出的？', content: '1999 年' }]).includes('DUPLICATE'), false);
    assert.ok(flagsOf({ front: '光合作用的场所是在哪一年提出的？', content: '1999 年' }, zh, [{ front: '光合作用的场所是哪一年提出的？', content: '1999 年' }]).includes('DUPLICATE'));
  });
});

describe('decimals, fractions, areas and volumes, a numeral starting the text (issue 28, after blind-5)', () => {
  it('keeps a decimal point in its number and reads 一点五, 五分之一, a fifth of, half a, six and a half alike', () => {
    assert.equal(normalise('About 2.5 hours'), '2.5 hours');
    assert.deepEqual(unitsOf('0.5 mm'), ['0.5', 'mm']);
    assert.equal(normalise('约一点五公里'), normalise('约1.5公里'));
    assert.equal(normalise('五分之一'), normalise('20%'));
    assert.equal(normalise('千分之一'), '0.1 percent');
    assert.equal(normalise('百分之百'), normalise('100%'));
    assert.equal(normalise('roughly a fifth of the water'), '20 percent of the water');
    assert.equal(normalise('half a millimetre'), normalise('0.5 mm'));
    assert.equal(normalise('two and a half hours'), normalise('2.5 hours'));
    assert.equal(normalise('23,600 cubic kilometres'), normalise('23,600 km³'));
    assert.equal(normalise('14260平方米'), normalise('14,260 square metres'));
    assert.equal(normalise('一号坑'), '1 号坑');
  });
  it('leaves 三点钟, 特点, "about half", a lone 一 after 哪 and two decimals apart', () => {
    assert.equal(normalise('特点'), '特点');
    assert.equal(normalise('三点钟'), '3 点钟');
    assert.equal(normalise('About half'), 'about half');
    assert.equal(normalise('哪一年'), '哪一年');
    assert.notEqual(normalise('2.5 hours'), normalise('25 hours'));
    assert.notEqual(normalise('23,600 km³'), normalise('23,600 km'));
  });
  it('supports a decimal, a fraction or a volume said another way; a wrong decimal is unsupported', () => {
    const en = 'Tardigrades are about half a millimetre long. The lake holds about 23,600 cubic kilometres of water, roughly a fifth of all fresh surface water.';
    assert.deepEqual(flagsOf({ front: 'About how long is a tardigrade?', content: 'Roughly 0.5 mm' }, en), []);
    assert.deepEqual(flagsOf({ front: 'How much water does the lake hold?', content: 'About 23,600 km³' }, en), []);
    assert.deepEqual(flagsOf({ front: 'What share of fresh surface water does the lake hold?', content: 'About 20 percent' }, en), []);
    assert.ok(flagsOf({ front: 'About how long is a tardigrade?', content: 'Roughly 5 mm' }, en).includes('UNSUPPORTED'));
    const zh = '兵马俑坑在秦始皇陵封土以东约1.5公里处。191号提取物的抑制率达到100%。';
    assert.deepEqual(flagsOf({ front: '兵马俑坑距秦始皇陵封土大约多远？', content: '约一点五公里' }, zh), []);
    assert.deepEqual(flagsOf({ front: '191号提取物的抑制率达到多少？', content: '百分之百' }, zh), []);
    assert.ok(flagsOf({ front: '兵马俑坑距秦始皇陵封土大约多远？', content: '约二点五公里' }, zh).includes('UNSUPPORTED'));
  });
  it('drops only, just, exactly on a number: "Only one" is the passage’s one', () => {
    const en = 'The borrow checker allows either one mutable reference or any number of immutable ones.';
    assert.deepEqual(flagsOf({ front: 'How many mutable references does the borrow checker allow?', content: 'Only one' }, en), []);
    assert.ok(flagsOf({ front: 'How many mutable references does the borrow checker allow?', content: 'Only two' }, en).includes('UNSUPPORTED'));
  });
});

describe('无出处: a sentence going on about the question’s (a pronoun, the rest after a semicolon), and a name’s number', () => {
  const en =
    'Lake Baikal, in southern Siberia, is the deepest lake in the world, reaching 1,642 metres at its deepest point. ' +
    'It is also the oldest, formed about 25 million years ago in a rift valley. Baikal was made a World Heritage Site in 1996.';
  it('supports the answer of a sentence opening on a pronoun right after the question’s', () => {
    assert.deepEqual(flagsOf({ front: 'About how old is Lake Baikal?', content: 'Around 25 million years' }, en), []);
    const zh = '长江是中国第一长河。它全长约6300千米，流经十一个省级行政区。黄河是中国第二长河。';
    assert.deepEqual(flagsOf({ front: '长江全长大约多少千米？', content: '约6300千米' }, zh), []);
  });
  it('does not when the question’s sentence states a thing of the answer’s kind (a month), nor a number of another sentence', () => {
    const galileo = 'In January 1610, Galileo noticed four small points of light near Jupiter. He published the discovery in March 1610 in a short book.';
    assert.ok(flagsOf({ front: 'In which month did Galileo first notice the moons?', content: 'March' }, galileo).includes('UNSUPPORTED'));
    assert.ok(flagsOf({ front: 'When was Lake Baikal made a World Heritage Site?', content: '1642' }, en).includes('UNSUPPORTED'));
  });
  it('takes the rest of a sentence after a semicolon when it holds a word of the question, not a parallel part', () => {
    const apollo = 'About six and a half hours after landing, Armstrong became the first person to step onto the Moon; Aldrin joined him about 20 minutes later.';
    assert.deepEqual(flagsOf({ front: 'About how long after Armstrong did Aldrin step onto the Moon?', content: 'Roughly 20 minutes later' }, apollo), []);
    const tofu = '常用的凝固剂有两类：北方多用盐卤，其主要成分是氯化镁；南方多用石膏，其主要成分是硫酸钙。';
    assert.ok(flagsOf({ front: '北方常用的凝固剂，主要成分是什么？', content: '硫酸钙' }, tofu).includes('UNSUPPORTED'));
    assert.deepEqual(flagsOf({ front: '北方常用的凝固剂，主要成分是什么？', content: '氯化镁' }, tofu), []);
  });
  it('does not take a name’s number (北斗三号) for the count asked (几颗), nor leak it; the question’s own count still does', () => {
    const zh = '2020年7月31日，北斗三号正式开通，服务全球。北斗三号由30颗卫星组成，包括24颗中圆地球轨道卫星、3颗地球静止轨道卫星和3颗倾斜地球同步轨道卫星。';
    assert.deepEqual(flagsOf({ front: '北斗三号有几颗地球静止轨道卫星？', content: '三颗' }, zh), []);
    assert.ok(flagsOf({ front: '北斗三号的3颗地球静止轨道卫星一共有几颗？', content: '三颗' }, zh).includes('ANSWER_LEAK'));
    assert.ok(flagsOf({ front: '北斗三号有几颗地球静止轨道卫星？', content: '六颗' }, zh).includes('UNSUPPORTED'));
  });
});

describe('无出处 of a clause after ", and in 2022", and of an amount in 贯 or 亩', () => {
  it('flags the year of the other clause joined by ", and in…", Chinese amounts of 贯 of another clause; supports the right ones', () => {
    const en = 'In 2021 the Rust Foundation was founded to steward the language, and in 2022 Linux 6.1 became the first kernel release to accept Rust code.';
    assert.ok(flagsOf({ front: 'In which year was the Rust Foundation founded?', content: '2022' }, en).includes('UNSUPPORTED'));
    assert.deepEqual(flagsOf({ front: 'In which year was the Rust Foundation founded?', content: '2021' }, en), []);
    assert.deepEqual(flagsOf({ front: 'Which Linux release first accepted Rust code?', content: 'Linux 6.1' }, en), []);
    const zh = '官交子每三年为一界，到期以旧换新，每界发行额约为一百二十五万六千余贯，并以三十六万贯铁钱作为准备金。';
    assert.ok(flagsOf({ front: '官交子每界的发行额大约是多少？', content: '约三十六万贯' }, zh).includes('UNSUPPORTED'));
    assert.deepEqual(flagsOf({ front: '官交子每界用多少铁钱作为准备金？', content: '36万贯' }, zh), []);
  });
});

describe('the question’s topic word said in the answer too, a sentence saying why, amounts of two kinds', () => {
  it('finds the sentence by a word the question and the answer share (面积, area), Chinese and English', () => {
    const zh =
      '秦始皇兵马俑坑位于陕西省西安市临潼区。1974年3月，西杨村村民在打井时发现了兵马俑。目前已发掘的兵马俑坑有三个，按发现先后称为一号坑、二号坑和三号坑。' +
      '一号坑面积最大，约14260平方米，坑内陶俑以步兵为主。二号坑由弩兵、车兵、骑兵和步兵混合编组。三号坑面积最小，一般被认为是统率全军的指挥部。';
    assert.deepEqual(flagsOf({ front: '兵马俑三号坑的面积在已发掘的三个坑中有什么特点？', content: '面积最小' }, zh), []);
    assert.ok(flagsOf({ front: '兵马俑三号坑的面积在已发掘的三个坑中有什么特点？', content: '面积为三千平方米' }, zh).includes('UNSUPPORTED'));
    const en =
      'So far three pits have been excavated and numbered in the order of their discovery. The first pit has the largest area, about 14,260 square metres. ' +
      'The third pit has the smallest area and is thought to be the command post.';
    const question = 'Of the three excavated pits, what is notable about the area of the third?';
    assert.deepEqual(flagsOf({ front: question, content: 'Its area is the smallest' }, en), []);
    assert.ok(flagsOf({ front: question, content: 'Its area is the greatest' }, en).includes('UNSUPPORTED'));
  });
  it('supports the reason stated in the sentence before one opening on 于是 or so; not a year the question’s sentence contradicts', () => {
    const tu = '她从古籍的记载得到启发，认为高温可能破坏青蒿中的有效成分。于是她改用沸点较低的乙醚来提取。1972年，研究组分离得到青蒿素。';
    assert.deepEqual(flagsOf({ front: '屠呦呦为什么改用沸点较低的乙醚来提取？', content: '她认为高温可能破坏有效成分' }, tu), []);
    const en = 'The old bridge was too narrow for lorries. So the town built a new bridge in 1998. The old one had stood since 1850.';
    assert.deepEqual(flagsOf({ front: 'Why did the town build a new bridge?', content: 'The old bridge was too narrow for lorries' }, en), []);
    assert.ok(flagsOf({ front: 'When did the town build a new bridge?', content: '1850' }, en).includes('UNSUPPORTED'));
  });
  it('does not take 约100克 and 百分之九十九 for one amount (重复), and still takes 约100克 and 100 g', () => {
    const panda = '大熊猫的食物中约99%是竹子。刚出生的幼崽体重仅约100克。';
    assert.deepEqual(flagsOf({ front: '大熊猫刚出生的幼崽大约有多重？', content: '约100克' }, panda, [{ front: '大熊猫的食物中竹子大约占多少比例？', content: '百分之九十九' }]), []);
    assert.ok(flagsOf({ front: '大熊猫的幼崽刚出生时有多重？', content: '100 g' }, panda, [{ front: '大熊猫刚出生的幼崽大约有多重？', content: '约100克' }]).includes('DUPLICATE'));
  });
});

describe('多个知识点 of a set asked and a second clause with also; 答案泄露 of the answer’s first words; 无出处 of a word put in', () => {
  it('flags two members of a set asked (哪些, which experiments) and "…and also…", Chinese and English', () => {
    const zh = '张衡担任太史令，负责观测天象、编订历法。';
    assert.ok(flagsOf({ front: '张衡担任太史令时负责哪些工作？', content: '观测天象、编订历法' }, zh).includes('MULTIPLE_FACTS'));
    const en = 'Armstrong and Aldrin set up experiments such as a laser reflector and a seismometer. Baikal is the deepest lake and also the oldest.';
    assert.ok(flagsOf({ front: 'Which experiments did Armstrong and Aldrin set up?', content: 'A laser reflector and a seismometer' }, en).includes('MULTIPLE_FACTS'));
    assert.ok(flagsOf({ front: 'What is Baikal known for?', content: 'It is the deepest lake and also the oldest.' }, en).includes('MULTIPLE_FACTS'));
  });
  it('does not flag a pair asked as one thing, one member with "and" inside, or 哪几年', () => {
    assert.deepEqual(flagsOf({ front: '叶绿素主要吸收什么光？', content: '红光和蓝紫光' }, ZH_PASSAGE).includes('MULTIPLE_FACTS'), false);
    const en = 'Gutenberg adapted the screw presses used for wine and olive oil.';
    assert.deepEqual(flagsOf({ front: 'Which presses did Gutenberg adapt?', content: 'Screw presses for wine and olive oil' }, en).includes('MULTIPLE_FACTS'), false);
    assert.deepEqual(flagsOf({ front: '这项工程前后用了哪几年？', content: '十年' }, '这项工程前后用了十年。').includes('MULTIPLE_FACTS'), false);
  });
  it('flags a question saying three words of the answer in a row; not two, nor a Chinese answer by this rule', () => {
    const en = "The episode became famous through Charles Mackay's 1841 book Extraordinary Popular Delusions and the Madness of Crowds.";
    const title = 'Extraordinary Popular Delusions and the Madness of Crowds';
    assert.ok(flagsOf({ front: "Mackay's book Extraordinary Popular Delusions made it famous; what is the book's title?", content: title }, en).includes('ANSWER_LEAK'));
    assert.deepEqual(flagsOf({ front: 'Which 1841 book by Charles Mackay made the episode famous?', content: title }, en), []);
    assert.deepEqual(flagsOf({ front: 'Whose book on popular delusions made the episode famous?', content: 'Charles Mackay' }, en), []);
  });
  it('flags a Chinese name with one word put in for the passage’s (酒泉 for 西昌), not the passage’s own name, nor a phrase or number', () => {
    const zh = '北斗一号的第一颗卫星于2000年10月31日从西昌卫星发射中心发射升空。2011年，屠呦呦获得拉斯克临床医学奖。';
    assert.ok(flagsOf({ front: '北斗一号第一颗卫星是从哪里发射的？', content: '酒泉卫星发射中心' }, zh).includes('UNSUPPORTED'));
    assert.ok(flagsOf({ front: '屠呦呦获得的拉斯克奖属于哪个类别？', content: '拉斯克基础医学奖' }, zh).includes('UNSUPPORTED'));
    assert.deepEqual(flagsOf({ front: '北斗一号第一颗卫星是从哪里发射的？', content: '西昌卫星发射中心' }, zh), []);
    assert.deepEqual(flagsOf({ front: '青苗法规定官府在什么时候向农民贷款？', content: '青黄不接的时候' }, '青苗法规定，在青黄不接时由官府向农民贷款。'), []);
  });
});

describe('公元 and AD before a year', () => {
  it('reads 公元132年 as 132年 and "AD 79" as 79, so the cloze of the year is the same fact (重复); 公元前 and BC stay', () => {
    assert.equal(normalise('公元132年'), normalise('132年'));
    assert.equal(normalise('AD 79'), '79');
    assert.equal(normalise('公元前256年'), '公元前256年');
    assert.equal(normalise('256 BC'), '256 bc');
    const zh = '公元132年，张衡制成候风地动仪。';
    const point = { id: 'p', front: '张衡在哪一年制成候风地动仪？', content: '公元132年' };
    assert.ok(flagsOf({ front: null, content: '张衡于公元{{c1::132}}年制成候风地动仪。' }, zh, [], [point]).includes('DUPLICATE'));
    assert.deepEqual(flagsOf({ front: null, content: '张衡于公元{{c1::138}}年制成候风地动仪。' }, zh, [], [point]).includes('DUPLICATE'), false);
    const en = 'Vesuvius erupted in AD 79 and buried Pompeii.';
    assert.deepEqual(flagsOf({ front: 'In which year did Vesuvius bury Pompeii?', content: '79' }, en), []);
  });
});

describe('a cloze of a lone numeral reads with the measure word after it', () => {
  const zh = '在《茶经》中，陆羽把当时的产茶地区划分为八个茶区。';
  it('takes {{c1::八}}个 for 八个: the same count as an earlier card (重复), supported; another count is not', () => {
    const earlier = { front: '陆羽在《茶经》中把当时的产茶地区划分为几个茶区？', content: '八个' };
    assert.ok(flagsOf({ front: null, content: '陆羽在《茶经》中把产茶地区分为{{c1::八}}个茶区。' }, zh, [earlier]).includes('DUPLICATE'));
    assert.deepEqual(flagsOf({ front: null, content: '陆羽在《茶经》中把产茶地区分为{{c1::八}}个茶区。' }, zh), []);
    assert.ok(flagsOf({ front: null, content: '陆羽在《茶经》中把产茶地区分为{{c1::九}}个茶区。' }, zh).includes('UNSUPPORTED'));
  });
  it('leaves a numeral that is part of a word, and English number words, as they were', () => {
    assert.deepEqual(flagsOf({ front: null, content: '这条路线{{c1::一}}般很安全。' }, '这条路线一般很安全。').includes('UNSUPPORTED'), false);
    const en = 'The railway crosses eight time zones.';
    assert.deepEqual(flagsOf({ front: null, content: 'The railway crosses {{c1::eight}} time zones.' }, en), []);
    assert.ok(flagsOf({ front: null, content: 'The railway crosses {{c1::seven}} time zones.' }, en).includes('UNSUPPORTED'));
  });
});

describe('重复 not of an earlier proposal the passage does not support', () => {
  it('does not take a right card for a copy of a wrong one with the same answer; two right ones still are', () => {
    const zh = '官交子每界发行额约为一百二十五万六千余贯，并以三十六万贯铁钱作为准备金。';
    const wrong = { front: '官交子每界的发行额大约是多少？', content: '约三十六万贯' };
    assert.deepEqual(flagsOf({ front: '官交子每界用多少铁钱作为准备金？', content: '36万贯' }, zh, [wrong]), []);
    const right = { front: '官交子每界用多少铁钱作准备金？', content: '三十六万贯' };
    assert.ok(flagsOf({ front: '官交子每界用多少铁钱作为准备金？', content: '36万贯' }, zh, [right]).includes('DUPLICATE'));
    const en = 'In 2021 the Rust Foundation was founded, and in 2022 Linux 6.1 became the first kernel to accept Rust code.';
    const wrongEn = { front: 'In which year was the Rust Foundation founded?', content: '2022' };
    assert.deepEqual(flagsOf({ front: 'In which year did Linux first accept Rust code?', content: '2022' }, en, [wrongEn]), []);
    const rightEn = { front: 'When did a Linux kernel first accept Rust code?', content: '2022' };
    assert.ok(flagsOf({ front: 'In which year did Linux first accept Rust code?', content: '2022' }, en, [rightEn]).includes('DUPLICATE'));
  });
});

describe('多个知识点 of two interrogatives answered across 的; 答案泄露 of a full name’s first name', () => {
  it('flags 哪个朝代的谁 answered 东晋的葛洪, not 哪位 answered 明代的宋应星 (one thing asked)', () => {
    const zh = '《肘后备急方》是东晋葛洪所著。';
    assert.ok(flagsOf({ front: '《肘后备急方》是哪个朝代的谁写的？', content: '东晋的葛洪' }, zh).includes('MULTIPLE_FACTS'));
    assert.deepEqual(flagsOf({ front: '《肘后备急方》是谁写的？', content: '东晋的葛洪' }, zh).includes('MULTIPLE_FACTS'), false);
    const en = 'Song Yingxing wrote the book in 1637.';
    assert.ok(flagsOf({ front: 'Who wrote the book, and when?', content: 'Song Yingxing, in 1637' }, en).includes('MULTIPLE_FACTS'));
  });
  it('flags a question naming the first name of a full-name answer; not a question without it, nor a place', () => {
    const en = "The Flyer's petrol engine was built by their mechanic, Charlie Taylor. Lake Baikal is the deepest lake.";
    assert.ok(flagsOf({ front: "Which of the brothers' mechanics, Charlie, built the engine?", content: 'Charlie Taylor' }, en).includes('ANSWER_LEAK'));
    assert.deepEqual(flagsOf({ front: "Which of the brothers' mechanics built the engine?", content: 'Charlie Taylor' }, en), []);
    assert.deepEqual(flagsOf({ front: 'Which Siberian lake is the deepest?', content: 'Lake Baikal' }, en), []);
    // A Chinese name is left to the share of its pairs.
    assert.deepEqual(flagsOf({ front: '引擎是哪位机械师制造的？', content: '查理·泰勒' }, '引擎由机械师查理·泰勒制造。'), []);
  });
});

describe('无出处 of a term held strictly, of a statement loosely (its names strictly)', () => {
  const rust =
    'Rust guarantees memory safety without a garbage collector: every value has a single owner, and the value is freed when its owner goes out of scope.';
  const baikal = 'Baikal is home to the nerpa, one of the few seals that live only in fresh water; no one knows for certain how its ancestors reached the lake.';
  const plague = 'It reached Europe in October 1347, when Genoese trading ships docked at Messina in Sicily.';
  const artemisinin = '她从葛洪的记载得到启发，认为高温可能破坏青蒿中的有效成分。于是她改用沸点较低的乙醚来提取。';

  it('does not flag a statement that says the passage in other words, English or Chinese', () => {
    // blind-5: dropped for freed, leaves scope for goes out of scope; half its content words are the passage's.
    const owner = { front: 'Without a garbage collector, how does Rust decide when to free a value?', content: 'Each value has a single owner and is dropped when that owner leaves scope.' };
    assert.deepEqual(flagsOf(owner, rust), []);
    assert.equal(unsupportedBy(owner.front, owner.content, rust), null);
    // Chinese by the character, not the pair: 高温会破坏 of 高温可能破坏.
    assert.deepEqual(flagsOf({ front: '屠呦呦为什么改用沸点较低的乙醚来提取？', content: '因为她觉得高温会破坏青蒿里的有效成分。' }, artemisinin), []);
  });

  it('flags a statement whose plain words are mostly not the passage’s, or which names what the passage does not', () => {
    // blind-5: the passage says no one knows how the ancestors came; the Arctic Ocean is named nowhere.
    assert.equal(unsupportedBy("How did the nerpa's ancestors reach Lake Baikal?", 'Along rivers from the Arctic Ocean', baikal), 'name-passage');
    assert.equal(unsupportedBy("How did the nerpa's ancestors reach Lake Baikal?", 'They swam up long rivers from the northern sea', baikal), 'loose-passage');
    assert.equal(unsupportedBy('How did the plague reach Europe?', 'On trading ships that docked at Messina from Pisa', plague), 'name-passage');
    assert.equal(unsupportedBy('屠呦呦为什么改用乙醚来提取？', '因为乙醚的价格便宜并且容易买到', artemisinin), 'loose-passage');
  });

  it('holds a term to its words, another form of an English word allowed (traders of trading, Genoa of Genoese)', () => {
    assert.deepEqual(flagsOf({ front: 'Whose ships brought the plague to Sicily in 1347?', content: 'Traders from Genoa' }, plague), []);
    // Not a word cut further (Britain is not British), nor a Chinese term by its characters alone (后掌 of 前掌).
    assert.deepEqual(flagsOf({ front: 'Where was it first made?', content: 'Britain' }, 'It was first made by a British company.'), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: '大熊猫的“伪拇指”长在哪个部位？', content: '后掌' }, '大熊猫的前掌有一个“伪拇指”。'), ['UNSUPPORTED']);
    assert.ok(CHECK_THRESHOLDS.looseSupport < CHECK_THRESHOLDS.support);
  });
});

describe('无出处 of a hedged amount read as a range: about, more than, nearly', () => {
  it('supports a floor or a ceiling the passage’s number falls in, and a count rounded about', () => {
    const ship = 'The ship carried 2,224 people.';
    assert.equal(unsupportedBy('How many people were aboard?', 'More than 2,200 people', ship), null);
    assert.equal(unsupportedBy('How many people were aboard?', 'About 2,200', ship), null);
    assert.equal(unsupportedBy('How many people were aboard?', 'Nearly 2,300 people', ship), null);
    assert.equal(unsupportedBy('How long is the lake?', 'Over 600 km', 'The lake is 636 km long.'), null);
    assert.equal(unsupportedBy('莫高窟的壁画有多少平方米？', '超过4万平方米', '洞窟中保存有壁画4.5万多平方米、彩塑2000多身。'), null);
  });

  it('flags a floor above the passage’s number, or a ceiling below it (blind-4: 3000多身 of 2000多身)', () => {
    const caves = '洞窟中保存有壁画4.5万多平方米、彩塑2000多身。';
    assert.deepEqual(flagsOf({ front: '莫高窟洞窟中保存的彩塑有多少身？', content: '3000多身' }, caves), ['UNSUPPORTED']);
    assert.deepEqual(flagsOf({ front: 'How many people were aboard?', content: 'More than 2,300 people' }, 'The ship carried 2,224 people.'), ['UNSUPPORTED']);
    // Nearly is read as about too (2,224 rounds to 2,200), but not as a ceiling 10 % below.
    assert.deepEqual(flagsOf({ front: 'How many people were aboard?', content: 'Nearly 2,000 people' }, 'The ship carried 2,224 people.'), ['UNSUPPORTED']);
  });
});
