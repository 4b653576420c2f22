// A held-out evaluation set for the card checks, written without looking at the checks themselves, so that it
// measures them honestly. Same shape as sources.ts (EVALUATION_SET): source texts of our own writing, three in
// Chinese and three in English, on subjects not used there, each with the cards a model might propose, every one
// labelled with the single fault seeded into it (or none). Later proposals of a source are compared with the
// earlier ones, as in an inbox; `points` are cards already in the target jar.
import { bad, good, type EvaluationSource } from './sources';

export const HELD_OUT_SET: EvaluationSource[] = [
  {
    name: '郑和下西洋（中文）',
    text:
      '郑和原姓马，小名三保，1371 年生于云南昆阳，是明朝初年的宦官和航海家，后来因立有战功被明成祖赐姓“郑”。' +
      '从 1405 年到 1433 年，他奉明成祖朱棣和明宣宗之命，先后七次率领船队出使西洋，前后历时二十八年。' +
      '第一次出航时，船队共有大船六十二艘、随行人员约两万七千八百人，从苏州刘家港起航，经福建沿海驶向南洋。' +
      '船队先后到访了占城、爪哇、满剌加、锡兰、古里等东南亚和印度洋沿岸的三十多个国家和地区，最远抵达非洲东海岸和红海一带。' +
      '据史书记载，船队中最大的宝船长四十四丈、宽十八丈，是当时世界上最大的木帆船之一。' +
      '郑和首次远航比意大利航海家哥伦布 1492 年到达美洲早了八十多年，是世界航海史上的一次壮举。',
    points: [{ id: 'h-zh-1', front: '郑和一共下了几次西洋？', content: '七次' }],
    cards: [
      good('郑和原本姓什么？', '马'),
      good('郑和是哪里人？', '云南昆阳'),
      bad('DUPLICATE', '郑和率领船队出使西洋共有多少次？', '7 次'),
      good(null, '郑和第一次下西洋时，船队从{{c1::苏州刘家港}}起航。'),
      bad('UNSUPPORTED', '郑和第一次下西洋时，随行人员大约有多少人？', '约两万八千七百人'),
      good('郑和下西洋的船队最远到达了哪里？', '非洲东海岸和红海一带'),
      bad('ANSWER_LEAK', null, '明朝航海家{{c1::郑和}}原姓马，小名三保；郑和是云南昆阳人。'),
      bad('MULTIPLE_FACTS', '郑和第一次下西洋的船队是什么情况？', '船队共有大船六十二艘，随行人员约两万七千八百人，从苏州刘家港起航。'),
      good('据史书记载，郑和船队中最大的宝船有多长？', '四十四丈'),
      good('郑和下西洋最初是奉哪位皇帝之命？', '明成祖朱棣'),
      bad('UNSUPPORTED', null, '郑和的远航比哥伦布到达美洲早了{{c1::一百多年}}。'),
      good('郑和的船队一共到访了多少个国家和地区？', '三十多个'),
    ],
  },
  {
    name: '长江（中文）',
    text:
      '长江是中国第一长河，全长约 6300 千米，仅次于非洲的尼罗河和南美洲的亚马孙河，居世界第三位。' +
      '它发源于青藏高原唐古拉山脉主峰各拉丹冬雪山的西南侧，干流流经青海、西藏、四川、云南、重庆、湖北、湖南、江西、安徽、江苏和上海等十一个省级行政区，最后在上海注入东海。' +
      '长江流域面积约 180 万平方千米，约占中国陆地总面积的五分之一，流域内有洞庭湖和鄱阳湖两大淡水湖。' +
      '一般以湖北宜昌以上为上游，宜昌至江西湖口为中游，湖口以下为下游。' +
      '位于宜昌的三峡水利枢纽于 1994 年正式动工，2006 年大坝全线建成，坝顶高程 185 米，是世界上装机容量最大的水电站。' +
      '长江中下游平原地势低平、河湖密布，自古就是中国重要的稻米产区，被人们称为“鱼米之乡”。',
    points: [],
    cards: [
      good('长江全长大约多少千米？', '约 6300 千米'),
      good('长江发源于哪座雪山？', '各拉丹冬雪山'),
      bad('ANSWER_LEAK', null, '长江中下游平原自古是重要的稻米产区，被称为“{{c1::鱼米之乡}}”，“鱼米之乡”说的就是这里河湖密布、盛产稻米。'),
      good('按长度计算，长江在世界河流中排第几位？', '第三位'),
      bad('MULTIPLE_FACTS', '长江干流流经哪些省级行政区？', '青海、西藏、四川、云南、重庆、湖北、湖南、江西、安徽、江苏、上海'),
      good(null, '长江最后在上海注入{{c1::东海}}。'),
      bad('UNSUPPORTED', '长江流域面积约占中国陆地总面积的多少？', '约四分之一'),
      good('长江上游与中游的分界点在哪里？', '湖北宜昌'),
      good('长江中游与下游以哪里为界？', '江西湖口'),
      bad('DUPLICATE', '长江的长度约为多少？', '大约 6300 千米'),
      bad('ANSWER_LEAK', '长江在上海注入东海，它的入海口位于哪个城市？', '上海'),
      good('三峡水利枢纽是哪一年正式动工的？', '1994 年'),
    ],
  },
  {
    name: '汉语拼音（中文）',
    text:
      '《汉语拼音方案》于 1958 年 2 月 11 日由第一届全国人民代表大会第五次会议批准公布，是给汉字注音和拼写普通话的工具。' +
      '经济学家出身的周有光于 1955 年调入中国文字改革委员会，参与主持了方案的制定工作，因此被称为“汉语拼音之父”。' +
      '方案采用国际通用的拉丁字母，字母表共有 26 个字母，并用四个声调符号分别标记阴平、阳平、上声和去声，轻声不标调。' +
      '1982 年，国际标准化组织（ISO）通过决议，把汉语拼音定为拼写汉语的国际标准 ISO 7098。' +
      '此前在西方通行的威妥玛式拼音把“毛泽东”拼作 Mao Tse-tung，按汉语拼音则写作 Mao Zedong；如今，汉语拼音还广泛用于小学识字教学、字典排序和手机上的中文输入。',
    points: [{ id: 'l-zh-1', front: '《汉语拼音方案》是哪一年批准公布的？', content: '1958 年' }],
    cards: [
      good('谁被称为“汉语拼音之父”？', '周有光'),
      bad('DUPLICATE', null, '《汉语拼音方案》于{{c1::1958 年}}批准公布。'),
      good('《汉语拼音方案》是由哪次会议批准公布的？', '第一届全国人民代表大会第五次会议'),
      bad('MULTIPLE_FACTS', '汉语拼音的四个声调符号分别标记哪些声调？', '阴平、阳平、上声、去声'),
      good('汉语拼音采用的是哪一种字母？', '拉丁字母'),
      good('汉语拼音字母表共有多少个字母？', '26 个'),
      bad('ANSWER_LEAK', null, '1982 年，{{c1::国际标准化组织}}把汉语拼音定为拼写汉语的国际标准，ISO 就是国际标准化组织的缩写。'),
      good('汉语拼音对应的国际标准编号是什么？', 'ISO 7098'),
      bad('UNSUPPORTED', '国际标准化组织在哪一年把汉语拼音定为拼写汉语的国际标准？', '1979 年'),
      good('在汉语拼音中，轻声要标调吗？', '不标调'),
      bad('MULTIPLE_FACTS', '“毛泽东”在威妥玛式拼音和汉语拼音中分别怎么拼写？', '威妥玛式拼音拼作 Mao Tse-tung。汉语拼音写作 Mao Zedong。'),
      good('在威妥玛式拼音中，“毛泽东”拼作什么？', 'Mao Tse-tung'),
    ],
  },
  {
    name: 'Bretton Woods (English)',
    text:
      'In July 1944, delegates from 44 Allied nations met at the Mount Washington Hotel in Bretton Woods, New Hampshire, to design a new international monetary order. ' +
      'The conference created the International Monetary Fund and the International Bank for Reconstruction and Development, now part of the World Bank Group. ' +
      'Under the system it set up, other currencies were pegged to the US dollar, which was convertible into gold at 35 dollars per troy ounce. ' +
      'The British delegation was led by the economist John Maynard Keynes, the American one by Harry Dexter White. ' +
      "The system ended after President Richard Nixon suspended the dollar's convertibility into gold on 15 August 1971.",
    points: [],
    cards: [
      good('How many Allied nations sent delegates to the Bretton Woods conference?', '44'),
      good('In which US state is Bretton Woods?', 'New Hampshire'),
      good('Which hotel hosted the Bretton Woods conference?', 'The Mount Washington Hotel'),
      bad(
        'MULTIPLE_FACTS',
        'What did the Bretton Woods conference establish?',
        'The International Monetary Fund, the International Bank for Reconstruction and Development, and a system of currencies pegged to the US dollar, with the dollar convertible into gold at 35 dollars an ounce.',
      ),
      good(null, 'Under the Bretton Woods system, the US dollar was convertible into gold at {{c1::35 dollars}} per troy ounce.'),
      bad('ANSWER_LEAK', 'Who led the British delegation at Bretton Woods, the economist behind Keynesian economics?', 'John Maynard Keynes'),
      good('Who headed the American delegation at Bretton Woods?', 'Harry Dexter White'),
      bad('UNSUPPORTED', 'In what month and year did the Bretton Woods conference take place?', 'June 1944'),
      bad('DUPLICATE', 'Who was the leader of the US delegation at the Bretton Woods conference?', 'Harry Dexter White'),
      good("Which US president suspended the dollar's convertibility into gold?", 'Richard Nixon'),
      bad('MULTIPLE_FACTS', null, "On {{c1::15 August 1971}}, President {{c2::Richard Nixon}} suspended the dollar's convertibility into gold."),
      good("On what date was the dollar's convertibility into gold suspended?", '15 August 1971'),
    ],
  },
  {
    name: 'The Galilean moons (English)',
    text:
      'In January 1610, Galileo Galilei turned his homemade telescope toward Jupiter and noticed three, then four, small points of light that changed position from night to night. ' +
      'He concluded that they were moons orbiting Jupiter and published the discovery in March 1610 in a short book called Sidereus Nuncius. ' +
      'The four moons, now named Io, Europa, Ganymede and Callisto, are known as the Galilean moons. ' +
      'Ganymede, about 5,268 kilometres across, is the largest moon in the Solar System and is even larger than the planet Mercury. ' +
      'Io is the most volcanically active body known, with more than 400 active volcanoes.',
    points: [{ id: 'a-en-1', front: 'Which is the largest moon in the Solar System?', content: 'Ganymede' }],
    cards: [
      good('In which year did Galileo discover the four large moons of Jupiter?', '1610'),
      good("In what book did Galileo announce his discovery of Jupiter's moons?", 'Sidereus Nuncius'),
      bad('DUPLICATE', null, 'The largest moon in the Solar System is {{c1::Ganymede}}.'),
      bad('MULTIPLE_FACTS', 'What are the names of the Galilean moons?', 'Io, Europa, Ganymede and Callisto'),
      good('What is the diameter of Ganymede?', 'About 5,268 kilometres'),
      good('Which planet is smaller than the moon Ganymede?', 'Mercury'),
      bad('ANSWER_LEAK', null, 'The Galilean moon {{c1::Io}} is the most volcanically active body known, and Io has more than 400 active volcanoes.'),
      good('Roughly how many active volcanoes does Io have?', 'More than 400'),
      bad('UNSUPPORTED', 'In which month of 1610 did Galileo first notice the moons of Jupiter?', 'March'),
      good('What collective name is given to Io, Europa, Ganymede and Callisto?', 'The Galilean moons'),
      bad('UNSUPPORTED', 'By how much is Ganymede larger than the planet Mercury?', 'About 8 per cent larger in diameter'),
      good(null, 'Galileo first saw the moons of Jupiter through a {{c1::homemade telescope}}.'),
    ],
  },
  {
    name: 'Polonium and radium (English)',
    text:
      'In 1898, Marie Curie and her husband Pierre Curie, working in Paris, announced the discovery of two new elements in the uranium ore pitchblende. ' +
      "The first, announced in July 1898, was named polonium after Marie's native Poland; the second, radium, followed in December of the same year. " +
      'Radium takes its name from the Latin word radius, meaning "ray", because it glows faintly in the dark. ' +
      'In 1903 the Curies shared the Nobel Prize in Physics with Henri Becquerel, and in 1911 Marie alone received the Nobel Prize in Chemistry. ' +
      'Polonium has atomic number 84, and radium has atomic number 88.',
    points: [],
    cards: [
      good('In which year did the Curies announce the discovery of polonium and radium?', '1898'),
      good('In which ore did the Curies find polonium and radium?', 'Pitchblende'),
      good('Which of their two new elements did the Curies announce first?', 'Polonium'),
      good('Polonium was named in honour of which country?', 'Poland'),
      bad('ANSWER_LEAK', null, '{{c1::Radium}} takes its name from the Latin word radius, meaning "ray", because radium glows faintly in the dark.'),
      good('What does the Latin word radius, from which radium takes its name, mean?', 'Ray'),
      bad('DUPLICATE', 'What is the meaning of the Latin word that gave radium its name?', '"Ray"'),
      good('With whom did the Curies share the 1903 Nobel Prize in Physics?', 'Henri Becquerel'),
      bad('ANSWER_LEAK', 'In 1911 Marie Curie won the Nobel Prize in Chemistry on her own. In which year did she receive it?', '1911'),
      bad('MULTIPLE_FACTS', 'What are the atomic numbers of polonium and radium?', 'Polonium has atomic number 84. Radium has atomic number 88.'),
      good('What is the atomic number of radium?', '88'),
      bad('UNSUPPORTED', 'In which city did the Curies discover radium?', 'Warsaw'),
      bad('DUPLICATE', null, 'The Curies announced the discovery of polonium and radium in {{c1::1898}}.'),
    ],
  },
];
