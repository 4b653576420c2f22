// A sixth blind evaluation set for the card checks (bench/card-checks.ts), written on 2026-11-29 by someone who had
// not read the checks' code, the server README's card-check section, nor the misses of any earlier set (only this
// folder's file format and the source titles of the earlier sets, to pick other subjects). Same shape as sources.ts:
// ten source texts of our own writing, five Chinese and five English (agriculture, history, architecture, medicine,
// bridge engineering; computer networking, volcanology, marine biology, maritime history, medical history), with the
// cards a model might propose for each, every one labelled with the one fault seeded into it (or none). Cards are
// checked in order against the earlier cards of their source and against `points`, the cards already in the jar.
//
// Good cards paraphrase as a model would: numbers written another way (一九五三年, 九百六十一米, 6.7 km for 约6.7公里,
// two hours and forty minutes, 36 417), units renamed (公斤/千克, m/metres), reordered clauses and synonyms, reasons
// given in other words. Faulty cards are meant to be subtle: a number, place or name the passage does not give (or
// gives for something else), a question restating or implying its answer (an initialism spelled out, a count the
// question names), two facts asked or two people named, a set asked for, a fact asked again as a cloze or in other
// words. Convention for two-item answers (the same as the earlier sets): a pair named in one phrase and asked as one
// thing is one fact; two things asked, two people, or a set of places asked are several.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_6: EvaluationSource[] = [
  {
    name: '袁隆平与杂交水稻（中文，农业）',
    text:
      '袁隆平1930年9月出生于北京，1953年毕业于西南农学院，随后在湖南安江农业学校任教。' +
      '1964年7月，他在安江农校的试验田里发现了第一株天然雄性不育水稻植株，由此开始研究杂交水稻。' +
      '1970年，他的助手李必湖在海南三亚的一处沼泽地里发现了一株花粉败育的野生稻，被命名为“野败”，为培育不育系打开了突破口。' +
      '1973年，籼型杂交水稻的“三系”配套成功，即不育系、保持系和恢复系。' +
      '1976年起，杂交水稻在全国大面积推广，比常规稻一般增产20%左右。' +
      '1995年，两系法杂交水稻研究取得成功。' +
      '2014年，超级稻第四期目标亩产1000公斤得以实现。' +
      '2004年，袁隆平获得沃尔夫农业奖。2019年，他被授予“共和国勋章”。' +
      '他常说自己有两个梦：“禾下乘凉梦”和“杂交水稻覆盖全球梦”。' +
      '2021年5月22日，袁隆平在长沙逝世，享年91岁。',
    points: [{ id: 'b6-zh-1', front: '袁隆平的助手在海南发现的花粉败育野生稻被称为什么？', content: '野败' }],
    cards: [
      good('袁隆平是哪一年大学毕业的？', '一九五三年'),
      good('袁隆平大学毕业后在哪所学校教书？', '湖南安江农校'),
      good(null, '1964年，袁隆平在试验田中找到了第一株天然{{c1::雄性不育}}的水稻。'),
      bad('ANSWER_LEAK', '袁隆平在安江农校试验田里发现第一株天然雄性不育水稻是在1964年7月，那是哪一年？', '1964年'),
      bad('DUPLICATE', '1970年在三亚沼泽地发现的那株花粉败育的野生稻叫什么名字？', '野败'),
      good('“野败”是谁发现的？', '袁隆平的助手李必湖'),
      bad('UNSUPPORTED', '“野败”是在海南的哪个地方被发现的？', '海口'),
      good('籼型杂交水稻“三系”配套在哪一年获得成功？', '1973年'),
      bad('MULTIPLE_FACTS', '杂交水稻的“三系”分别是什么？', '不育系、保持系和恢复系'),
      good('与常规稻相比，杂交水稻一般能增产多少？', '两成左右'),
      bad('UNSUPPORTED', '杂交水稻从哪一年开始在全国大面积推广？', '1973年'),
      good('两系法杂交水稻的研究在哪年取得成功？', '1995年'),
      good('超级稻第四期的亩产目标是多少？', '每亩一千公斤'),
      bad('MULTIPLE_FACTS', '袁隆平在哪一年获得沃尔夫农业奖，又在哪一年被授予“共和国勋章”？', '2004年；2019年'),
      bad('UNSUPPORTED', '袁隆平在2004年获得了哪个国际农业奖项？', '世界粮食奖'),
      good('2019年袁隆平获得了什么国家荣誉？', '共和国勋章'),
      good('袁隆平在哪座城市逝世？', '长沙'),
      bad('UNSUPPORTED', '袁隆平逝世时享年多少岁？', '九十岁'),
      bad('DUPLICATE', null, '袁隆平于{{c1::1953}}年从西南农学院毕业。'),
      good('袁隆平出生在哪座城市？', '北京'),
    ],
  },
  {
    name: '张骞出使西域（中文，历史）',
    text:
      '张骞是西汉汉中郡城固人。建元二年（公元前139年），汉武帝为了联合大月氏夹击匈奴，派张骞出使西域，' +
      '随行的有一百多人，向导是匈奴人堂邑父。' +
      '张骞一行途经河西走廊时被匈奴俘获，被扣留了十余年，还在匈奴娶妻生子。' +
      '后来他趁机逃脱，经大宛、康居到达大月氏，但大月氏已在新的土地上安居，无意再与匈奴作战。' +
      '归途中张骞再次被匈奴扣留一年多，元朔三年（公元前126年）才回到长安，出发时的一百多人只剩下他和堂邑父两人。' +
      '汉武帝封张骞为太中大夫。公元前123年，他随大将军卫青出击匈奴，因熟悉水草所在，被封为博望侯。' +
      '公元前119年，张骞第二次出使西域，目的是联络乌孙，随行三百人，带去牛羊上万头和价值数千万的金帛。' +
      '公元前114年张骞去世。司马迁把他的出使称为“凿空”，意思是开通了道路。',
    points: [{ id: 'b6-zh-2', front: null, content: '张骞第一次出使西域的目的是联合{{c1::大月氏}}夹击匈奴。' }],
    cards: [
      good('张骞是哪里人？', '西汉汉中郡城固'),
      good('张骞第一次出使西域是在公元前哪一年？', '前139年'),
      bad('DUPLICATE', '汉武帝第一次派张骞出使西域，是想联合哪个国家夹击匈奴？', '大月氏'),
      good('张骞第一次出使时的向导叫什么名字？', '堂邑父'),
      bad('UNSUPPORTED', '张骞第一次出使西域时随行的有多少人？', '三百多人'),
      good('张骞一行在哪里被匈奴俘获？', '河西走廊'),
      good('张骞第一次被匈奴扣留了多久？', '十多年'),
      bad('MULTIPLE_FACTS', '张骞逃出匈奴后经过哪些地方到达大月氏？', '大宛和康居'),
      good('大月氏为什么没有答应与汉朝夹击匈奴？', '它已在新的地方安居下来，不想再和匈奴打仗'),
      good('张骞第一次出使西域后在哪一年回到长安？', '公元前一二六年'),
      bad('ANSWER_LEAK', '张骞回到长安时，出发时的一百多人只剩下张骞和堂邑父，一共剩下几个人？', '两人'),
      bad('MULTIPLE_FACTS', '张骞回国后被封为什么官，后来又被封为什么侯？', '太中大夫；博望侯'),
      good('张骞因为什么被封为博望侯？', '随卫青出击匈奴时熟悉水草所在'),
      bad('UNSUPPORTED', '张骞随哪位将领出击匈奴后被封为博望侯？', '霍去病'),
      good('张骞第二次出使西域是为了联络哪个国家？', '乌孙'),
      bad('UNSUPPORTED', '张骞在哪一年去世？', '公元前119年'),
      good('司马迁用哪个词称张骞的出使？', '“凿空”'),
      bad('ANSWER_LEAK', '司马迁称张骞出使为“凿空”，意思是开通了道路；“凿空”是什么意思？', '开通了道路'),
      bad('DUPLICATE', null, '张骞第一次被匈奴扣留了{{c1::十余年}}，并在那里娶妻生子。'),
      good('张骞第二次出使西域时有多少人随行？', '三百人'),
    ],
  },
  {
    name: '北京故宫（中文，建筑）',
    text:
      '北京故宫是明清两代的皇家宫殿，旧称紫禁城。它由明成祖朱棣下令修建，永乐四年（1406年）开始筹建，' +
      '永乐十八年（1420年）基本建成。' +
      '故宫南北长961米，东西宽753米，占地面积约72万平方米，四周环绕着高10米的城墙和宽52米的护城河。' +
      '故宫共有四座城门：南面的午门、北面的神武门、东面的东华门和西面的西华门。' +
      '故宫分为外朝和内廷两部分。外朝以太和殿、中和殿、保和殿三大殿为中心，是皇帝举行大典的地方；' +
      '内廷以乾清宫、交泰殿和坤宁宫为中心。' +
      '太和殿俗称金銮殿，是故宫中最大的殿，面积约2377平方米，屋脊上的脊兽多达10个，在中国古建筑中独一无二。' +
      '先后有24位皇帝在这里居住和处理政务，其中明朝14位，清朝10位。' +
      '1925年10月10日，故宫博物院成立。1987年，故宫被列入《世界遗产名录》。',
    points: [{ id: 'b6-zh-3', front: '故宫在明清时期叫什么？', content: '紫禁城' }],
    cards: [
      good('故宫是哪位皇帝下令修建的？', '明成祖朱棣'),
      good('故宫在哪一年基本建成？', '永乐十八年，即1420年'),
      bad('UNSUPPORTED', '故宫是在哪一年开始筹建的？', '1402年'),
      good('故宫南北有多长？', '九百六十一米'),
      bad('MULTIPLE_FACTS', '故宫南北多长、东西多宽？', '南北961米，东西753米'),
      good('故宫的占地面积大约是多少？', '约七十二万平方米'),
      good('环绕故宫的护城河有多宽？', '52米'),
      bad('UNSUPPORTED', '故宫的城墙有多高？', '12米'),
      good('故宫北面的城门叫什么？', '神武门'),
      bad('MULTIPLE_FACTS', '故宫的四座城门分别叫什么？', '午门、神武门、东华门、西华门'),
      good(null, '故宫的外朝是皇帝举行{{c1::大典}}的地方。'),
      bad('ANSWER_LEAK', '故宫中俗称金銮殿的太和殿，它的俗称是什么？', '金銮殿'),
      good('故宫中面积最大的殿是哪一座？', '太和殿'),
      good('太和殿的面积约为多少平方米？', '两千三百七十七平方米左右'),
      bad('UNSUPPORTED', '太和殿屋脊上有多少个脊兽？', '9个'),
      good('先后在故宫居住和处理政务的清朝皇帝有几位？', '十位'),
      bad('DUPLICATE', '明清两朝时，故宫的旧称是什么？', '紫禁城'),
      good('故宫博物院是在哪一天成立的？', '1925年10月10日'),
      bad('UNSUPPORTED', '故宫是在哪一年被列入世界遗产名录的？', '1985年'),
      bad('DUPLICATE', '哪位明朝皇帝下令修建了故宫？', '朱棣（明成祖）'),
    ],
  },
  {
    name: '李时珍与《本草纲目》（中文，医药）',
    text:
      '李时珍是明代医药学家，1518年出生于湖广蕲州（今湖北蕲春）一个医生家庭，父亲李言闻也是当地名医。' +
      '他14岁考中秀才，但此后三次参加乡试都没有考中，于是决心继承父业，专心行医。' +
      '李时珍在行医中发现旧的本草书有不少错误和遗漏，便决定重新编写一部本草著作。' +
      '他从1552年开始编写，参考了八百多种书籍，还亲自到武当山、庐山、茅山等地采集药物标本，向农民和渔民请教。' +
      '经过27年、三次大修改，1578年完成了《本草纲目》。全书共52卷，约190万字，收录药物1892种，其中新增374种，' +
      '附有药方11000多个、插图1100多幅。他把药物分为16部60类。' +
      '李时珍于1593年去世，三年后（1596年）《本草纲目》在南京首次刊行，这一版本被称为“金陵本”。' +
      '后来该书被译成多种文字，英国博物学家达尔文称它为“中国古代的百科全书”。',
    points: [{ id: 'b6-zh-4', front: null, content: '《本草纲目》共收录药物{{c1::1892}}种。' }],
    cards: [
      good('李时珍出生在今天的什么地方？', '湖北蕲春'),
      good('李时珍是哪一年出生的？', '一五一八年'),
      good('李时珍的父亲叫什么名字？', '李言闻'),
      bad('UNSUPPORTED', '李时珍多少岁考中秀才？', '16岁'),
      good('李时珍参加乡试落榜了几次？', '3次'),
      bad('MULTIPLE_FACTS', '李时珍几岁中秀才，后来乡试落榜几次？', '14岁；三次'),
      good('李时珍为什么决定重新编写本草著作？', '旧的本草书错漏很多'),
      bad('MULTIPLE_FACTS', '李时珍曾到哪些山采集药物标本？', '武当山、庐山、茅山'),
      good('编写《本草纲目》时，李时珍参考了大约多少种书籍？', '800多种'),
      good('李时珍编写《本草纲目》用了多少年？', '二十七年'),
      bad('ANSWER_LEAK', '《本草纲目》全书52卷，约190万字；它一共有多少卷？', '52卷'),
      bad('DUPLICATE', '《本草纲目》一共收录了多少种药物？', '一千八百九十二种'),
      good('《本草纲目》中有多少种药物是新增的？', '374种'),
      bad('UNSUPPORTED', '《本草纲目》附有多少个药方？', '8000多个'),
      good('《本草纲目》全书约有多少字？', '一百九十万字左右'),
      good(null, '李时珍把药物分为{{c1::16}}部60类。'),
      bad('UNSUPPORTED', '《本草纲目》在哪座城市首次刊行？', '北京'),
      good('《本草纲目》首次刊行的版本被称为什么？', '金陵本'),
      bad('UNSUPPORTED', '《本草纲目》首次刊行时李时珍多少岁？', '78岁'),
      good('谁称《本草纲目》为“中国古代的百科全书”？', '英国博物学家达尔文'),
    ],
  },
  {
    name: '港珠澳大桥（中文，桥梁工程）',
    text:
      '港珠澳大桥是连接香港、珠海和澳门的跨海通道，2009年12月15日动工，2018年10月23日举行开通仪式，次日正式通车。' +
      '大桥全长约55公里，其中主体工程约29.6公里，由桥梁和海底隧道组成，是世界上最长的跨海大桥。' +
      '海底隧道长约6.7公里，由33节沉管组成，每节标准管节长180米，重约8万吨，最深处位于海面以下约44米。' +
      '为了连接桥梁和隧道，工程在伶仃洋上建造了东、西两座人工岛，每座面积约10万平方米。' +
      '大桥按照120年的设计使用寿命建造，能够抵御16级台风和8级地震。' +
      '主体工程用钢量约42万吨，相当于60座埃菲尔铁塔。' +
      '大桥通车后，从香港到珠海的车程由约3小时缩短到约45分钟。' +
      '大桥上的车辆靠右行驶，而香港和澳门的车辆靠左行驶，所以在口岸处需要转换。',
    points: [{ id: 'b6-zh-5', front: '港珠澳大桥全长大约多少公里？', content: '约55公里' }],
    cards: [
      good('港珠澳大桥是在哪一天动工的？', '2009年12月15日'),
      bad('MULTIPLE_FACTS', '港珠澳大桥何时举行开通仪式，何时正式通车？', '2018年10月23日举行开通仪式，10月24日通车'),
      good('港珠澳大桥正式通车是在哪一天？', '二〇一八年十月二十四日'),
      bad('DUPLICATE', null, '港珠澳大桥全长约{{c1::55}}公里。'),
      good('港珠澳大桥主体工程有多长？', '约二十九点六公里'),
      good('港珠澳大桥的海底隧道约有多长？', '6.7 km'),
      bad('UNSUPPORTED', '港珠澳大桥的海底隧道由多少节沉管组成？', '28节'),
      good('港珠澳大桥隧道的标准管节每节有多长？', '一百八十米'),
      bad('ANSWER_LEAK', '每节重约8万吨的港珠澳大桥标准管节，重量大约是多少？', '约8万吨'),
      good('港珠澳大桥海底隧道最深处在海面下多少米？', '大约四十四米'),
      good('港珠澳大桥的两座人工岛建在哪片海域？', '伶仃洋'),
      bad('MULTIPLE_FACTS', '港珠澳大桥能抵御多少级台风和多少级地震？', '16级台风，8级地震'),
      good('港珠澳大桥的设计使用寿命是多少年？', '一百二十年'),
      bad('UNSUPPORTED', '港珠澳大桥能抵御几级地震？', '7级'),
      good(null, '港珠澳大桥主体工程的用钢量约为{{c1::42万吨}}。'),
      bad('UNSUPPORTED', '港珠澳大桥的用钢量相当于多少座埃菲尔铁塔？', '80座'),
      good('港珠澳大桥通车后，香港到珠海的车程缩短到多少？', '四十五分钟左右'),
      bad('UNSUPPORTED', '港珠澳大桥的每座人工岛面积约为多少？', '20万平方米'),
      bad('ANSWER_LEAK', '港珠澳大桥上车辆靠右行驶，那么大桥上的车辆靠哪一侧行驶？', '右侧'),
      good('为什么车辆在港珠澳大桥的口岸处要转换行驶方向？', '桥上靠右行驶，而港澳车辆靠左行驶'),
    ],
  },
  {
    name: 'ARPANET (English, computer networking)',
    text:
      "ARPANET, the forerunner of the Internet, was funded by the US Department of Defense's Advanced Research " +
      'Projects Agency (ARPA). The first message was sent on 29 October 1969 by Charley Kline, a student at the ' +
      'University of California, Los Angeles (UCLA), to the Stanford Research Institute, about 350 miles away. ' +
      'He meant to type "LOGIN", but the system crashed after the first two letters, so the first message was "LO". ' +
      'By December 1969 the network linked four sites: UCLA, the Stanford Research Institute, the University of ' +
      'California, Santa Barbara, and the University of Utah. Each site connected through a refrigerator-sized ' +
      'minicomputer called an Interface Message Processor (IMP), built by the Cambridge firm Bolt Beranek and Newman. ' +
      'The links ran at 50 kilobits per second. In 1971 Ray Tomlinson sent the first network email and chose the @ ' +
      "sign to separate the user's name from the host's. In 1974 Vinton Cerf and Robert Kahn published the design of " +
      'TCP, the Transmission Control Protocol. On 1 January 1983, known as "flag day", ARPANET switched from its ' +
      'older protocol, NCP, to TCP/IP. The network was formally decommissioned in 1990.',
    points: [{ id: 'b6-en-1', front: 'Which agency funded ARPANET?', content: 'The Advanced Research Projects Agency (ARPA)' }],
    cards: [
      good('On what date was the first ARPANET message sent?', 'October 29, 1969'),
      good('Who sent the first message over ARPANET?', 'Charley Kline, a UCLA student'),
      good('Where was the first ARPANET message received?', 'At the Stanford Research Institute'),
      bad('UNSUPPORTED', 'Roughly how far apart were the sender and receiver of the first ARPANET message?', 'About 500 miles'),
      good('Which word did the sender of the first ARPANET message intend to type?', 'LOGIN'),
      bad('ANSWER_LEAK', 'The first ARPANET message was "LO" because the system crashed after two letters; what was the first message?', 'LO'),
      bad('MULTIPLE_FACTS', 'Which four sites did ARPANET link by December 1969?', 'UCLA, SRI, UC Santa Barbara and the University of Utah'),
      good('What was the minicomputer through which each ARPANET site connected called?', 'The Interface Message Processor'),
      bad('ANSWER_LEAK', null, 'Each ARPANET site connected through an Interface Message Processor, or {{c1::IMP}}.'),
      bad('UNSUPPORTED', 'Which company built the Interface Message Processors?', 'IBM'),
      good('At what speed did the early ARPANET links run?', 'Fifty kilobits a second'),
      good('Who sent the first network email?', 'Ray Tomlinson'),
      bad('MULTIPLE_FACTS', 'Who sent the first network email, and in what year?', 'Ray Tomlinson, in 1971'),
      good(null, "Ray Tomlinson picked the {{c1::@}} sign to separate a user's name from the host's."),
      bad('MULTIPLE_FACTS', 'Who published the design of TCP in 1974?', 'Vinton Cerf and Robert Kahn'),
      good('What does TCP stand for?', 'Transmission Control Protocol'),
      bad('DUPLICATE', 'What US agency paid for ARPANET?', 'ARPA, the Advanced Research Projects Agency'),
      good('On what date did ARPANET switch to TCP/IP?', '1 January 1983'),
      bad('DUPLICATE', null, 'ARPANET changed over to TCP/IP on {{c1::January 1, 1983}}, called "flag day".'),
      bad('UNSUPPORTED', 'In what year was ARPANET formally shut down?', '1989'),
      good('Which protocol did ARPANET use before TCP/IP?', 'NCP'),
    ],
  },
  {
    name: 'Krakatoa, 1883 (English, volcanology)',
    text:
      'Krakatoa is a volcanic island in the Sunda Strait between Java and Sumatra, in present-day Indonesia. After ' +
      'months of smaller activity that began in May 1883, the volcano erupted catastrophically on 26 and 27 August ' +
      '1883. The largest explosion, at about 10:02 a.m. local time on 27 August, was heard on Rodrigues Island near ' +
      'Mauritius, nearly 4,800 kilometres away, and is often called the loudest sound in recorded history. About ' +
      'two-thirds of the island collapsed into the sea. The eruptions set off tsunamis with waves up to 30 metres ' +
      'high, which destroyed 165 coastal villages and towns. The official death toll was 36,417, and most victims ' +
      'were killed by the tsunamis rather than by the eruption itself. The pressure wave travelled around the globe ' +
      'several times and was recorded by barographs around the world. Ash and sulphur gases thrown into the ' +
      'stratosphere lowered average global temperatures by about 1.2 °C in the following year and produced vivid red ' +
      "sunsets for months; some historians suggest they inspired the orange sky in Edvard Munch's painting The " +
      'Scream. In 1927 a new island, Anak Krakatau, meaning "Child of Krakatoa", emerged from the caldera.',
    points: [{ id: 'b6-en-2', front: null, content: 'Krakatoa lies in the {{c1::Sunda Strait}}, between Java and Sumatra.' }],
    cards: [
      good("When did the smaller activity before Krakatoa's great eruption begin?", 'In May 1883'),
      good('On which days of 1883 did Krakatoa erupt catastrophically?', 'August 26 and 27'),
      good('At what local time did the largest Krakatoa explosion occur?', 'Around 10:02 in the morning'),
      good('On which distant island was the largest Krakatoa explosion heard?', 'Rodrigues, near Mauritius'),
      bad('UNSUPPORTED', 'How far away was the Krakatoa explosion heard?', 'Almost 3,000 kilometres'),
      good('How much of the island of Krakatoa collapsed into the sea?', 'About two thirds'),
      bad('DUPLICATE', 'Which strait is Krakatoa in?', 'The Sunda Strait'),
      good('How high were the tsunami waves set off by Krakatoa?', 'Up to thirty metres'),
      bad('MULTIPLE_FACTS', "How high were Krakatoa's tsunami waves, and how many villages and towns did they destroy?", 'Up to 30 m; 165'),
      good('How many coastal villages and towns did the Krakatoa tsunamis destroy?', '165'),
      good('What was the official death toll of the 1883 Krakatoa eruption?', '36 417'),
      bad('ANSWER_LEAK', 'Most victims of Krakatoa were killed by the tsunamis rather than the eruption; what killed most victims?', 'The tsunamis'),
      bad('UNSUPPORTED', "What instruments recorded Krakatoa's pressure wave around the world?", 'Seismographs'),
      good(null, 'The Krakatoa eruption lowered average global temperatures by about {{c1::1.2 °C}} the following year.'),
      bad('UNSUPPORTED', 'By how much did Krakatoa lower average global temperatures in the following year?', 'About 0.5 °C'),
      bad('MULTIPLE_FACTS', null, "Krakatoa's ash and gases lowered global temperatures by {{c1::1.2 °C}} and produced vivid {{c2::red sunsets}}."),
      good("Which famous painting's orange sky may have been inspired by the Krakatoa sunsets?", 'The Scream, by Edvard Munch'),
      bad('ANSWER_LEAK', 'What does the name Anak Krakatau, "Child of Krakatoa", mean?', 'Child of Krakatoa'),
      good('In what year did Anak Krakatau emerge from the caldera?', '1927'),
      bad('DUPLICATE', null, 'About {{c1::two-thirds}} of the island of Krakatoa sank into the sea in 1883.'),
    ],
  },
  {
    name: 'The blue whale (English, marine biology)',
    text:
      'The blue whale (Balaenoptera musculus) is the largest animal known to have lived. Adults usually measure 24 to ' +
      '30 metres long, and the heaviest reliably weighed specimen, a female caught in the Southern Ocean, weighed about ' +
      '190 tonnes. Its heart weighs roughly 180 kilograms, about as much as a motorbike. Blue whales are baleen ' +
      'whales: instead of teeth they have 260 to 400 baleen plates on each side of the upper jaw, which filter food ' +
      'from seawater. They feed almost entirely on krill, small shrimp-like crustaceans, and an adult can eat about ' +
      '3.6 tonnes of krill a day in the feeding season. Their calls reach about 188 decibels, and low-frequency calls ' +
      'can travel hundreds of kilometres underwater. A calf is about 7 metres long at birth after a gestation of 10 ' +
      'to 12 months, drinks up to 380 litres of milk a day and gains about 90 kilograms a day. Commercial whaling ' +
      'killed about 360,000 blue whales in the Southern Hemisphere in the twentieth century. The International ' +
      'Whaling Commission banned their commercial hunting in 1966, and the species is now listed as endangered, with ' +
      'an estimated 10,000 to 25,000 left.',
    points: [{ id: 'b6-en-3', front: 'What do blue whales mainly eat?', content: 'Krill' }],
    cards: [
      good('What is the scientific name of the blue whale?', 'Balaenoptera musculus'),
      good('How long are adult blue whales usually?', 'Between 24 and 30 m'),
      good('About how much did the heaviest reliably weighed blue whale weigh?', 'Around 190 tonnes'),
      bad('UNSUPPORTED', 'Where was the heaviest reliably weighed blue whale caught?', 'In the North Atlantic'),
      good("Roughly how heavy is a blue whale's heart?", 'About 180 kg'),
      bad('ANSWER_LEAK', "A blue whale's heart weighs about as much as a motorbike; what vehicle weighs about as much as a blue whale's heart?", 'A motorbike'),
      good('What do blue whales have in place of teeth?', 'Baleen plates'),
      bad('UNSUPPORTED', 'How many baleen plates does a blue whale have on each side of its upper jaw?', '150 to 200'),
      bad('DUPLICATE', 'What is the main food of the blue whale?', 'Krill, small shrimp-like crustaceans'),
      good('How much krill can an adult blue whale eat in a day during the feeding season?', 'About three point six tonnes'),
      good('How loud can blue whale calls be?', 'About 188 dB'),
      bad('MULTIPLE_FACTS', 'How long is a blue whale calf at birth, and how long is the gestation?', 'About 7 m; 10 to 12 months'),
      good(null, 'A newborn blue whale calf measures about {{c1::seven metres}}.'),
      bad('MULTIPLE_FACTS', null, 'A blue whale calf drinks up to {{c1::380 litres}} of milk and gains about {{c2::90 kg}} a day.'),
      good('How much weight does a blue whale calf gain per day?', 'Roughly ninety kilograms'),
      bad('UNSUPPORTED', 'How many blue whales did twentieth-century whaling kill in the Southern Hemisphere?', 'About 100,000'),
      good('In what year did the International Whaling Commission ban commercial hunting of blue whales?', '1966'),
      bad('ANSWER_LEAK', 'Which body, the International Whaling Commission, banned commercial blue whale hunting in 1966?', 'The International Whaling Commission'),
      good('What is the conservation status of the blue whale?', 'Endangered'),
      bad('DUPLICATE', null, 'Blue whale calves put on roughly {{c1::90 kilograms}} every day.'),
      good('About how many blue whales are estimated to be left?', '10 000–25 000'),
    ],
  },
  {
    name: 'The Titanic (English, maritime history)',
    text:
      'RMS Titanic was a British passenger liner built by Harland and Wolff in Belfast for the White Star Line. She was ' +
      '269 metres long and, at her launch on 31 May 1911, the largest ship afloat. On 10 April 1912 she left ' +
      'Southampton on her maiden voyage to New York, calling at Cherbourg in France and Queenstown in Ireland. Her ' +
      'captain was Edward Smith. At 11:40 p.m. on 14 April, about 600 kilometres south of Newfoundland, she struck an ' +
      'iceberg that opened at least five of her sixteen watertight compartments to the sea. She sank two hours and ' +
      'forty minutes later, at 2:20 a.m. on 15 April. About 2,224 people were aboard, but the 20 lifeboats could hold ' +
      'only about 1,178, and more than 1,500 people died. The liner RMS Carpathia arrived less than two hours after ' +
      'the sinking and rescued some 705 survivors. The disaster led to the first International Convention for the ' +
      'Safety of Life at Sea (SOLAS) in 1914, which required lifeboat places for everyone aboard and a round-the-clock ' +
      'radio watch. The wreck was found in 1985 by an expedition led by Robert Ballard, at a depth of about 3,800 ' +
      'metres.',
    points: [{ id: 'b6-en-4', front: 'Who was the captain of the Titanic?', content: 'Edward Smith' }],
    cards: [
      good('Which shipyard built the Titanic?', 'Harland and Wolff, in Belfast'),
      good('For which shipping company was the Titanic built?', 'The White Star Line'),
      good('How long was the Titanic?', '269 m'),
      bad('UNSUPPORTED', 'When was the Titanic launched?', '2 April 1912'),
      good('From which port did the Titanic leave on her maiden voyage?', 'Southampton'),
      bad('MULTIPLE_FACTS', 'At which two ports did the Titanic call after leaving Southampton?', 'Cherbourg and Queenstown'),
      bad('DUPLICATE', 'Who commanded the Titanic on her maiden voyage?', 'Captain Edward Smith'),
      good('At what time did the Titanic strike the iceberg?', '11.40 p.m. on 14 April'),
      good('About how far south of Newfoundland did the Titanic hit the iceberg?', 'Some 600 km'),
      bad('ANSWER_LEAK', "The iceberg opened at least five of the Titanic's sixteen watertight compartments; how many watertight compartments did she have?", 'Sixteen'),
      good("How many of the Titanic's watertight compartments were opened to the sea?", 'At least five'),
      good('How long after striking the iceberg did the Titanic sink?', 'Two hours and forty minutes'),
      bad('UNSUPPORTED', 'At what time did the Titanic sink?', '1:20 a.m. on 15 April'),
      good(null, "The Titanic's lifeboats could hold only about {{c1::1,178}} people."),
      bad('MULTIPLE_FACTS', 'How many lifeboats did the Titanic carry, and how many people could they hold?', '20 lifeboats, for about 1,178 people'),
      good("Which ship rescued the Titanic's survivors?", 'The Carpathia'),
      bad('UNSUPPORTED', 'About how many survivors did the Carpathia rescue?', 'About 900'),
      good('What does SOLAS stand for?', 'Safety of Life at Sea'),
      bad('MULTIPLE_FACTS', 'What did the 1914 SOLAS convention require?', 'Lifeboat places for everyone aboard and a 24-hour radio watch'),
      bad('UNSUPPORTED', "Who led the expedition that found the Titanic's wreck?", 'Jacques Cousteau'),
      good('In what year was the wreck of the Titanic discovered?', '1985'),
      bad('DUPLICATE', null, "The Titanic's wreck was located in {{c1::1985}} by Robert Ballard's expedition."),
      good("At what depth does the Titanic's wreck lie?", 'Around 3800 metres'),
    ],
  },
  {
    name: 'The discovery of insulin (English, medical history)',
    text:
      "In 1889 the German physicians Oskar Minkowski and Joseph von Mering showed that removing a dog's pancreas " +
      'caused diabetes. In May 1921, at the University of Toronto, the surgeon Frederick Banting and his student ' +
      'assistant Charles Best began experiments in the laboratory of the physiologist John Macleod. They tied off the ' +
      'pancreatic ducts of dogs and extracted a substance from the remaining islet tissue that lowered blood sugar in ' +
      'diabetic dogs. The biochemist James Collip then purified the extract well enough for use in people. On 11 ' +
      'January 1922, Leonard Thompson, a 14-year-old boy dying of diabetes at Toronto General Hospital, received the ' +
      'first injection; it caused an allergic reaction, but a purer dose given on 23 January brought his blood sugar ' +
      'down. The Eli Lilly company began mass production in 1923, and in the same year Banting and Macleod received ' +
      'the Nobel Prize in Physiology or Medicine. Banting, angry that Best had been left out, shared his half of the ' +
      'prize money with him. The inventors sold the patent to the University of Toronto for one dollar each, saying ' +
      'insulin belonged to the world. In 1978 insulin became one of the first human proteins made by genetically ' +
      'engineered bacteria, and in 1982 this human insulin became the first such drug approved for sale.',
    points: [
      { id: 'b6-en-5', front: null, content: 'Insulin was first given to a patient, Leonard Thompson, on {{c1::11 January 1922}}.' },
    ],
    cards: [
      good("In what year was it shown that removing a dog's pancreas causes diabetes?", '1889'),
      bad('MULTIPLE_FACTS', 'Who showed in 1889 that removing the pancreas causes diabetes?', 'Oskar Minkowski and Joseph von Mering'),
      good('At which university did Banting and Best do their insulin experiments?', 'The University of Toronto'),
      good('When did Banting and Best begin their experiments?', 'May 1921'),
      bad('UNSUPPORTED', 'In whose laboratory did Banting and Best work?', "James Collip's"),
      good("What was Charles Best's position when the insulin experiments began?", "He was Banting's student assistant"),
      good('Who purified the pancreatic extract so that it could be used in humans?', 'James Collip, a biochemist'),
      bad('ANSWER_LEAK', 'The biochemist James Collip purified the extract for use in people; who purified it?', 'James Collip'),
      good('How old was Leonard Thompson when he received insulin?', 'Fourteen'),
      bad('DUPLICATE', 'On what date did Leonard Thompson receive the first insulin injection?', 'January 11, 1922'),
      bad('UNSUPPORTED', 'At which hospital was Leonard Thompson treated?', 'The Hospital for Sick Children in Toronto'),
      good("What went wrong with Leonard Thompson's first insulin injection?", 'It caused an allergic reaction'),
      good(null, 'A purer dose given to Leonard Thompson on {{c1::23 January 1922}} lowered his blood sugar.'),
      good('Which company began mass-producing insulin in 1923?', 'Eli Lilly'),
      bad('MULTIPLE_FACTS', 'Who received the 1923 Nobel Prize for insulin?', 'Banting and Macleod'),
      bad('UNSUPPORTED', 'In what year did Banting receive the Nobel Prize?', '1925'),
      good('With whom did Banting share his half of the Nobel prize money?', 'Charles Best'),
      bad('ANSWER_LEAK', null, 'The insulin patent was sold to the University of Toronto for {{c1::one dollar}} each ($1).'),
      good('For how much did the inventors sell the insulin patent to the University of Toronto?', 'A dollar each'),
      bad('MULTIPLE_FACTS', 'When was insulin first made by engineered bacteria, and when was it approved for sale?', '1978; 1982'),
      good('In what year was human insulin from engineered bacteria approved for sale?', '1982'),
      bad('UNSUPPORTED', 'Which company sold the first genetically engineered human insulin?', 'Genentech'),
    ],
  },
];
