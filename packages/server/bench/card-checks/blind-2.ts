// A second blind evaluation set for the card checks (bench/card-checks.ts), written after the first held-out set had
// been looked at and before the checks were changed for its misses, and never tuned against: its figures are the
// honest ones until someone tunes on it (then write a third). Same shape as sources.ts: source texts of our own
// writing, Chinese and English, in domains the other sets do not use (history, medicine, economics, programming,
// geography, literature, biology), each with the cards a model might propose, every one labelled with the single
// fault seeded into it (or none). The faults are meant to be the hard ones as well as the plain ones: numbers
// written in Chinese numerals on one side and digits on the other, hedges (约, about), a wrong number, date or name
// that appears elsewhere in the passage, paraphrased duplicates, and good cards that share most of their characters
// with an earlier card without asking the same thing. Later proposals of a source are compared with the earlier
// ones, as in an inbox; `points` are cards already in the target jar.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_2: EvaluationSource[] = [
  {
    name: '赤壁之战（中文，历史）',
    text:
      '赤壁之战发生在东汉末年的公元 208 年，是孙权、刘备联军在长江赤壁一带大败曹操军队的一场战役。' +
      '曹操号称率军八十万南下，实际兵力约二十余万；孙刘联军约五万人，由周瑜和程普分任左右都督。' +
      '周瑜的部将黄盖献诈降之计，趁东南风起，以装满柴草、灌上油脂的火船冲向曹军连在一起的战船，曹军大败。' +
      '战后曹操退回北方，刘备取得荆州大部，魏、蜀、吴三国鼎立的局面逐渐形成。' +
      '元末明初的罗贯中在小说《三国演义》中用了八回的篇幅描写这场战役。',
    points: [{ id: 'b2-zh-1', front: '赤壁之战中献诈降之计的是谁？', content: '黄盖' }],
    cards: [
      good('赤壁之战发生在公元哪一年？', '公元 208 年'),
      good('赤壁之战中，孙刘联军大败了谁的军队？', '曹操'),
      good('曹操南下时号称率军多少？', '八十万'),
      good('孙刘联军大约有多少人？', '大约 5 万人'),
      good('赤壁之战后，刘备取得了哪里的大部？', '荆州'),
      good('赤壁之战后，曹操退回了哪里？', '北方'),
      good(null, '罗贯中在《三国演义》中用了{{c1::8 回}}的篇幅描写赤壁之战。'),
      bad('DUPLICATE', '在赤壁之战中，是谁献上了诈降之计？', '黄盖'),
      bad('ANSWER_LEAK', null, '孙刘联军由{{c1::周瑜}}和程普分任左右都督，周瑜的部将黄盖献了诈降之计。'),
      bad('MULTIPLE_FACTS', '赤壁之战中双方的兵力各是多少？', '曹操号称八十万，实际约二十余万；孙刘联军约五万人。'),
      bad('UNSUPPORTED', '赤壁之战中曹操的实际兵力约有多少？', '约三十余万'),
      bad('UNSUPPORTED', '《三国演义》的作者罗贯中是哪个朝代的人？', '清朝初年'),
      bad('DUPLICATE', '赤壁之战是哪一年打的？', '208 年'),
    ],
  },
  {
    name: 'Penicillin (English, medicine)',
    text:
      'In September 1928, Alexander Fleming returned from holiday to his laboratory at St Mary’s Hospital in London and noticed that a mould had contaminated one of his culture plates. ' +
      'Around the mould, colonies of Staphylococcus bacteria had been killed. ' +
      'He identified the mould as belonging to the genus Penicillium and named the antibacterial substance it produced penicillin. ' +
      'Fleming could not purify it in useful amounts; in 1940 a team at the University of Oxford led by Howard Florey and Ernst Chain showed that it cured infections in mice. ' +
      'Mass production in the United States made penicillin widely available to Allied soldiers by D-Day in June 1944. ' +
      'Fleming, Florey and Chain shared the Nobel Prize in Physiology or Medicine in 1945.',
    points: [{ id: 'b2-en-1', front: 'Who discovered penicillin?', content: 'Alexander Fleming' }],
    cards: [
      good('At which hospital did Fleming notice the mould on his culture plate?', 'St Mary’s Hospital in London'),
      good('In which month and year did Fleming notice the contaminated plate?', 'September 1928'),
      good('Which bacteria had been killed around the mould?', 'Staphylococcus'),
      good('To which genus did the mould on Fleming’s plate belong?', 'Penicillium'),
      good('At which university did Florey and Chain work on penicillin?', 'The University of Oxford'),
      good('In which year did Fleming, Florey and Chain share the Nobel Prize?', '1945'),
      good('In which year did the Oxford team show that penicillin cured infections in mice?', '1940'),
      bad('DUPLICATE', 'Which scientist is credited with the discovery of penicillin?', 'Alexander Fleming'),
      bad('ANSWER_LEAK', 'Fleming named the substance penicillin after the mould Penicillium; what did he name the antibacterial substance?', 'Penicillin'),
      bad('MULTIPLE_FACTS', 'Who led the Oxford team, and what did they show?', 'Howard Florey and Ernst Chain led it. They showed that penicillin cured infections in mice.'),
      bad('UNSUPPORTED', 'In which year did the Oxford team show that penicillin cured infections in mice?', '1944'),
      bad('UNSUPPORTED', 'In which month of 1928 did Fleming notice the mould?', 'June'),
      bad('UNSUPPORTED', 'In which country was penicillin first mass-produced?', 'Britain'),
    ],
  },
  {
    name: '《国富论》与分工（中文，经济学）',
    text:
      '苏格兰经济学家亚当·斯密于 1776 年出版了《国民财富的性质和原因的研究》，简称《国富论》，它常被视为现代经济学的开端。' +
      '斯密在书的第一章用扣针工厂说明分工的好处：一个没有受过训练的工人，一天也许连一枚扣针都做不出来，更不用说二十枚；' +
      '而在一家只有十个工人的小工厂里，制作扣针被分成约十八道工序，他们一天能做出四万八千多枚。' +
      '斯密认为，分工提高效率有三个原因：工人熟练程度的提高、节省了从一种工作转到另一种工作的时间，以及机器的发明。' +
      '“看不见的手”这个说法在《国富论》全书中只出现过一次。',
    points: [],
    cards: [
      good('《国富论》是哪一年出版的？', '1776 年'),
      good('亚当·斯密是哪里人？', '苏格兰'),
      good('斯密在《国富论》第一章用什么工厂说明分工的好处？', '扣针工厂'),
      good('在斯密的例子里，扣针工厂有几个工人？', '10 个'),
      good('在斯密的例子里，制作扣针被分成大约多少道工序？', '约 18 道'),
      good('“看不见的手”在《国富论》中出现过几次？', '1 次'),
      good('斯密的扣针工厂一天能做出多少枚扣针？', '48000 多枚'),
      bad('DUPLICATE', '斯密例子中的小工厂每天大约能生产多少枚扣针？', '四万八千多枚'),
      bad('ANSWER_LEAK', null, '《国富论》常被视为{{c1::现代经济学}}的开端，现代经济学由此开始。'),
      bad('MULTIPLE_FACTS', '斯密认为分工提高效率的原因有哪些？', '熟练程度提高、节省转换工作的时间、机器的发明'),
      bad('UNSUPPORTED', '在斯密的例子里，扣针工厂一天能做出多少枚扣针？', '四万六千多枚'),
      bad('UNSUPPORTED', '在斯密的例子里，制作扣针被分成多少道工序？', '约二十道'),
      bad('UNSUPPORTED', '《国富论》的作者是哪国人？', '英格兰人'),
    ],
  },
  {
    name: 'Git (English, programming)',
    text:
      'Linus Torvalds began writing Git in April 2005, after the company behind BitKeeper withdrew the free licence that Linux kernel developers had been using. ' +
      'Within a few days Git could manage its own source code, and in July 2005 Torvalds handed maintenance over to Junio Hamano, who has led the project since. ' +
      'Git stores each commit as an object named by the SHA-1 hash of its content, written as 40 hexadecimal characters; since 2020 it can also use SHA-256. ' +
      'Unlike centralised systems such as Subversion, every clone holds the full history of the repository. ' +
      'The command git rebase replays commits on top of another base, while git merge joins two histories with a merge commit.',
    points: [{ id: 'b2-en-2', front: 'Who created Git?', content: 'Linus Torvalds' }],
    cards: [
      good('In which month and year did Torvalds begin writing Git?', 'April 2005'),
      good('Which version control system’s free licence was withdrawn before Git was written?', 'BitKeeper'),
      good('To whom did Torvalds hand over the maintenance of Git?', 'Junio Hamano'),
      good('How many hexadecimal characters does a SHA-1 commit name have?', '40'),
      good('Which hash function can Git use since 2020 besides SHA-1?', 'SHA-256'),
      good('Which command replays commits on top of another base?', 'git rebase'),
      good('Which command joins two histories with a merge commit?', 'git merge'),
      good('What does every Git clone hold, unlike a Subversion checkout?', 'The full history of the repository'),
      bad('DUPLICATE', 'Which programmer wrote the first version of Git?', 'Linus Torvalds'),
      bad('ANSWER_LEAK', 'Git names every commit by a SHA-1 hash of its content; by which hash of its content is a commit named?', 'Its SHA-1 hash'),
      bad('MULTIPLE_FACTS', 'What is the difference between git rebase and git merge?', 'Rebase replays commits on top of another base. Merge joins two histories with a merge commit.'),
      bad('UNSUPPORTED', 'In which month of 2005 did Junio Hamano take over maintenance of Git?', 'April'),
      bad('UNSUPPORTED', 'How many hexadecimal characters does a SHA-1 commit name have?', '64'),
      bad('UNSUPPORTED', 'Which centralised system is Git compared with?', 'CVS'),
    ],
  },
  {
    name: '珠穆朗玛峰（中文，地理）',
    text:
      '珠穆朗玛峰位于中国与尼泊尔的边界上，是喜马拉雅山脉的主峰，也是世界最高峰。' +
      '2020 年 12 月 8 日，中尼两国共同宣布珠峰最新高程为 8848.86 米。' +
      '1953 年 5 月 29 日，新西兰人埃德蒙·希拉里和夏尔巴人丹增·诺盖从南坡首次登顶。' +
      '1960 年 5 月 25 日，中国登山队的王富洲、贡布和屈银华从北坡登顶，这是人类首次从北坡登上珠峰。' +
      '珠峰地区的岩层中含有海洋生物化石，说明这里在几千万年前曾是一片海洋，后来因印度板块与亚欧板块碰撞而隆起。',
    points: [{ id: 'b2-zh-2', front: '世界最高峰是哪座山峰？', content: '珠穆朗玛峰' }],
    cards: [
      good('珠穆朗玛峰是哪条山脉的主峰？', '喜马拉雅山脉'),
      good('2020 年中尼两国宣布的珠峰高程是多少米？', '8848.86 米'),
      good('人类首次登顶珠峰是在哪一天？', '1953 年 5 月 29 日'),
      good('首次登顶珠峰的是从哪一侧上去的？', '南坡'),
      good('中国登山队首次从北坡登顶珠峰是在哪一天？', '1960 年 5 月 25 日'),
      good('珠峰岩层中的哪种化石说明这里曾是海洋？', '海洋生物化石'),
      good('珠峰地区的隆起是哪两个板块碰撞的结果？', '印度板块与亚欧板块'),
      good('珠峰位于哪两个国家的边界上？', '中国与尼泊尔'),
      bad('DUPLICATE', '哪座山是世界上最高的山峰？', '珠峰'),
      bad('ANSWER_LEAK', null, '1953 年，新西兰人{{c1::埃德蒙·希拉里}}和丹增·诺盖首次登顶珠峰，埃德蒙·希拉里来自新西兰。'),
      bad('MULTIPLE_FACTS', '1960 年从北坡登顶珠峰的中国队员是哪几位？', '王富洲、贡布、屈银华'),
      bad('UNSUPPORTED', '中国登山队首次从北坡登顶珠峰是在哪一天？', '1960 年 5 月 29 日'),
      bad('UNSUPPORTED', '2020 年中尼两国宣布的珠峰高程是多少米？', '8844.43 米'),
      bad('UNSUPPORTED', '和希拉里一起首次登顶珠峰的夏尔巴人是谁？', '贡布'),
    ],
  },
  {
    name: 'Don Quixote (English, literature)',
    text:
      'Miguel de Cervantes published the first part of Don Quixote in Madrid in 1605 and the second part ten years later, in 1615. ' +
      'Its hero, a minor nobleman from La Mancha, reads so many books of chivalry that he decides to become a knight-errant himself. ' +
      'He rides an old horse he names Rocinante and takes a simple farmer, Sancho Panza, as his squire, promising to make him governor of an island. ' +
      'In the most famous episode he charges at windmills, believing them to be giants. ' +
      'Cervantes had lost the use of his left hand at the naval Battle of Lepanto in 1571, and he died in Madrid in April 1616.',
    points: [],
    cards: [
      good('Who wrote Don Quixote?', 'Miguel de Cervantes'),
      good('In which year was the first part of Don Quixote published?', '1605'),
      good('In which year was the second part of Don Quixote published?', '1615'),
      good('What does Don Quixote name his horse?', 'Rocinante'),
      good('Who becomes Don Quixote’s squire?', 'Sancho Panza'),
      good('What does Don Quixote promise to make Sancho Panza?', 'Governor of an island'),
      good('What does Don Quixote believe the windmills are?', 'Giants'),
      good('At which battle did Cervantes lose the use of his left hand?', 'The Battle of Lepanto'),
      good('What kind of books make the hero decide to become a knight-errant?', 'Books of chivalry'),
      bad('DUPLICATE', 'Which animal does Don Quixote ride, and what is its name?', 'An old horse named Rocinante'),
      bad('ANSWER_LEAK', 'Cervantes, the author of Don Quixote, lost the use of his left hand at Lepanto. Who wrote Don Quixote?', 'Cervantes'),
      bad('MULTIPLE_FACTS', null, 'Cervantes published part one of {{c1::Don Quixote}} in {{c2::1605}}.'),
      bad('UNSUPPORTED', 'In which year was the second part of Don Quixote published?', '1616'),
      bad('UNSUPPORTED', 'In which city was the first part of Don Quixote published?', 'Seville'),
      bad('UNSUPPORTED', 'How many years separate the two parts of Don Quixote?', 'Eleven years'),
    ],
  },
  {
    name: '《红楼梦》（中文，文学）',
    text:
      '《红楼梦》是清代作家曹雪芹创作的长篇小说，原名《石头记》，以贾、史、王、薛四大家族的兴衰为背景，以贾宝玉和林黛玉的爱情悲剧为主线。' +
      '曹雪芹生前只留下了前八十回的抄本，流传于世。' +
      '1791 年，程伟元和高鹗以活字排印了一百二十回本，史称“程甲本”，通常认为后四十回由高鹗整理续写。' +
      '小说中的大观园是贾府为迎接元春省亲而修建的园林。' +
      '二十世纪以来，研究《红楼梦》的学问被称为“红学”，胡适在 1921 年发表的《红楼梦考证》是新红学的开端。',
    points: [{ id: 'b2-zh-3', front: '《红楼梦》的原名是什么？', content: '《石头记》' }],
    cards: [
      good('《红楼梦》的作者是谁？', '曹雪芹'),
      good('曹雪芹生前留下了前多少回的抄本？', '前 80 回'),
      good('程甲本是在哪一年排印的？', '1791 年'),
      good('程甲本一共有多少回？', '一百二十回'),
      good('大观园是贾府为迎接谁省亲而修建的？', '元春'),
      good('研究《红楼梦》的学问叫什么？', '红学'),
      good('胡适的《红楼梦考证》发表于哪一年？', '1921 年'),
      good('《红楼梦》以哪两个人物的爱情悲剧为主线？', '贾宝玉和林黛玉'),
      bad('DUPLICATE', null, '《红楼梦》原名{{c1::《石头记》}}。'),
      bad('ANSWER_LEAK', '通常认为《红楼梦》后四十回由高鹗整理续写，那么后四十回是谁续写的？', '高鹗'),
      bad('MULTIPLE_FACTS', '《红楼梦》以哪几个家族的兴衰为背景？', '贾、史、王、薛四大家族'),
      bad('UNSUPPORTED', '程甲本是在哪一年排印的？', '1792 年'),
      bad('UNSUPPORTED', '通常认为《红楼梦》后四十回是谁整理续写的？', '程伟元'),
      bad('UNSUPPORTED', '谁的《红楼梦考证》是新红学的开端？', '俞平伯'),
    ],
  },
  {
    name: 'Python (English, programming)',
    text:
      'Guido van Rossum started work on Python over the Christmas holidays of 1989, at the Centrum Wiskunde & Informatica in the Netherlands. ' +
      'He named the language after the BBC comedy series Monty Python’s Flying Circus, not after the snake. ' +
      'The first public release, version 0.9.0, appeared in February 1991. ' +
      'Python 3.0, released in December 2008, was deliberately not backward compatible with Python 2, and Python 2 reached its end of life on 1 January 2020. ' +
      'Python marks blocks of code by indentation rather than braces, and its style guide, PEP 8, recommends four spaces per indentation level.',
    points: [],
    cards: [
      good('Who created Python?', 'Guido van Rossum'),
      good('During which holidays did van Rossum start work on Python?', 'The Christmas holidays of 1989'),
      good('In which country is the Centrum Wiskunde & Informatica?', 'The Netherlands'),
      good('After what was Python named?', 'Monty Python’s Flying Circus'),
      good('What was the version number of Python’s first public release?', '0.9.0'),
      good('When did Python 2 reach its end of life?', '1 January 2020'),
      good('How does Python mark blocks of code?', 'By indentation'),
      good('How many spaces per indentation level does PEP 8 recommend?', 'Four'),
      good('Which document is Python’s style guide?', 'PEP 8'),
      bad('DUPLICATE', 'Which person created the Python programming language?', 'Guido van Rossum'),
      bad('ANSWER_LEAK', 'PEP 8, the style guide, recommends four spaces per indentation level. How many spaces does PEP 8 recommend per indentation level?', 'Four spaces'),
      bad('MULTIPLE_FACTS', 'When were Python 0.9.0 and Python 3.0 released?', 'Python 0.9.0 in February 1991, and Python 3.0 in December 2008.'),
      bad('UNSUPPORTED', 'In which month and year was Python 3.0 released?', 'February 2008'),
      bad('UNSUPPORTED', 'On which broadcaster did Monty Python’s Flying Circus air?', 'ITV'),
      bad('UNSUPPORTED', 'How many spaces per indentation level does PEP 8 recommend?', 'Eight'),
    ],
  },
  {
    name: 'DNA 双螺旋（中文，生物）',
    text:
      '1953 年 4 月，詹姆斯·沃森和弗朗西斯·克里克在《自然》杂志上发表论文，提出 DNA 的双螺旋结构模型。' +
      '他们的工作依靠了罗莎琳德·富兰克林和莫里斯·威尔金斯的 X 射线衍射研究，其中最关键的是富兰克林拍摄的“51 号照片”。' +
      'DNA 的两条链上，碱基按互补原则配对：腺嘌呤（A）与胸腺嘧啶（T）配对，鸟嘌呤（G）与胞嘧啶（C）配对。' +
      '1962 年，沃森、克里克和威尔金斯共同获得诺贝尔生理学或医学奖；富兰克林已于 1958 年去世，未能分享这一荣誉。' +
      '人类基因组约有三十亿个碱基对。',
    points: [],
    cards: [
      good('沃森和克里克在哪本杂志上发表了双螺旋模型？', '《自然》'),
      good('沃森和克里克的论文发表于哪一年？', '1953 年'),
      good('对发现双螺旋结构最关键的照片叫什么？', '51 号照片'),
      good('“51 号照片”是谁拍摄的？', '罗莎琳德·富兰克林'),
      good('在 DNA 中，腺嘌呤与哪种碱基配对？', '胸腺嘧啶'),
      good('在 DNA 中，鸟嘌呤与哪种碱基配对？', '胞嘧啶'),
      good('富兰克林是哪一年去世的？', '1958 年'),
      good('人类基因组大约有多少个碱基对？', '约 30 亿个'),
      bad('DUPLICATE', 'DNA 中与 A 配对的是哪种碱基？', '胸腺嘧啶（T）'),
      bad('ANSWER_LEAK', null, '腺嘌呤（A）与{{c1::胸腺嘧啶}}配对，T 就是胸腺嘧啶的缩写。'),
      bad('MULTIPLE_FACTS', '1962 年哪几位科学家获得了诺贝尔生理学或医学奖？', '沃森、克里克、威尔金斯'),
      bad('UNSUPPORTED', '沃森、克里克和威尔金斯是哪一年获得诺贝尔奖的？', '1958 年'),
      bad('UNSUPPORTED', '“51 号照片”是谁拍摄的？', '莫里斯·威尔金斯'),
      bad('UNSUPPORTED', '人类基因组大约有多少个碱基对？', '约三亿个'),
    ],
  },
];
