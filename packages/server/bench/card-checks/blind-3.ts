// A third blind evaluation set for the card checks (bench/card-checks.ts), written by someone who had not read the
// checks (nor their history, nor the earlier sets beyond their names), after blind-2 and before any change made for
// this set's misses. Same shape as sources.ts: source texts of our own writing, six Chinese and four English, in
// domains the earlier sets do not use, with the cards a model might propose for each, every one labelled with the one
// fault seeded into it (or none). Cards are checked in order against the earlier cards of their source and against
// `points`, the cards already in the target jar.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_3: EvaluationSource[] = [
  {
    name: '都江堰（中文，水利工程）',
    text:
      '都江堰位于四川省成都平原西部的岷江上，由秦国蜀郡太守李冰约在公元前256年主持修建。' +
      '工程主要由鱼嘴、飞沙堰和宝瓶口三部分组成。' +
      '鱼嘴把岷江分为内江和外江，枯水期约六成江水流入内江，洪水期则约四成流入内江，人称“四六分水”。' +
      '宝瓶口是在玉垒山上凿开的一道口子，宽约二十米，内江水由此流入成都平原灌溉农田。' +
      '飞沙堰在洪水时把多余的水和泥沙排入外江。' +
      '都江堰至今仍在使用，灌溉面积超过一千万亩。' +
      '2000年，都江堰与青城山一起被列入世界文化遗产名录。',
    points: [{ id: 'b3-zh-1', front: '都江堰由谁主持修建？', content: '李冰' }],
    cards: [
      good('都江堰建在哪条江上？', '岷江'),
      good('都江堰大约始建于哪一年？', '约公元前256年'),
      good('李冰主持修建都江堰时担任什么官职？', '蜀郡太守'),
      good(null, '都江堰的{{c1::鱼嘴}}把岷江分为内江和外江。'),
      good('宝瓶口开凿在哪座山上？', '玉垒山'),
      good('宝瓶口大约有多宽？', '约20米'),
      good('洪水期，鱼嘴大约让几成江水流入内江？', '约四成'),
      good('都江堰现在的灌溉面积有多大？', '超过1000万亩'),
      good('2000年，都江堰与哪座山一起被列入世界文化遗产名录？', '青城山'),
      bad('DUPLICATE', '主持修建都江堰的秦国官员是谁？', '李冰'),
      bad('DUPLICATE', '宝瓶口是从哪座山上凿开的口子？', '玉垒山'),
      bad('MULTIPLE_FACTS', '都江堰主要由哪几部分组成？', '鱼嘴、飞沙堰和宝瓶口'),
      bad(
        'ANSWER_LEAK',
        '都江堰由鱼嘴、飞沙堰和宝瓶口三部分组成，其中在洪水时把多余的水和泥沙排入外江的是哪一部分？',
        '飞沙堰',
      ),
      bad('UNSUPPORTED', '枯水期，鱼嘴大约让几成江水流入内江？', '约四成'),
      bad('UNSUPPORTED', '都江堰在哪一年被列入世界文化遗产名录？', '2001年'),
    ],
  },
  {
    name: '曾侯乙编钟（中文，音乐史）',
    text:
      '曾侯乙编钟于1978年在湖北省随州市擂鼓墩出土，是战国早期曾国国君曾侯乙的随葬品。' +
      '全套编钟共六十五件，分三层八组悬挂在曲尺形的铜木结构钟架上，总重量约两千五百公斤。' +
      '其中最大的一件甬钟高152.3厘米。' +
      '每件钟敲击正鼓部和侧鼓部能发出两个不同的乐音，这种现象被称为“一钟双音”。' +
      '钟体上刻有约三千七百字的铭文，记载了当时的乐律理论。' +
      '编钟的音域跨越五个八度，能够演奏采用七声音阶的乐曲。' +
      '如今这套编钟收藏在湖北省博物馆。',
    points: [{ id: 'b3-zh-2', front: '曾侯乙编钟共有多少件？', content: '65件' }],
    cards: [
      good('曾侯乙编钟是哪一年出土的？', '1978年'),
      good('曾侯乙编钟全套总重约多少？', '约2.5吨'),
      good('曾侯乙编钟中最大的一件甬钟有多高？', '152.3厘米'),
      good(null, '曾侯乙编钟的钟架呈{{c1::曲尺}}形。'),
      good('曾侯乙编钟的钟架是什么结构？', '铜木结构'),
      good('曾侯乙编钟的音域跨越几个八度？', '五个'),
      good('曾侯乙编钟能演奏采用几声音阶的乐曲？', '七声'),
      good('曾侯乙编钟现收藏在哪里？', '湖北省博物馆'),
      bad('ANSWER_LEAK', '曾侯乙编钟是哪位国君的随葬品？', '曾侯乙'),
      bad('ANSWER_LEAK', '“一钟双音”是指每件钟能发出几个不同的乐音？', '两个'),
      bad('MULTIPLE_FACTS', '曾侯乙编钟属于什么时期、出土于哪里？', '战国早期；湖北随州擂鼓墩'),
      bad('MULTIPLE_FACTS', null, '曾侯乙编钟钟体上刻有约{{c1::三千七百}}字的铭文，记载了当时的{{c2::乐律理论}}。'),
      bad('UNSUPPORTED', '曾侯乙编钟共分几组悬挂？', '三组'),
      bad('UNSUPPORTED', '曾侯乙是哪个诸侯国的国君？', '楚国'),
      bad('DUPLICATE', '曾侯乙编钟全套一共有几件？', '六十五件'),
      bad('DUPLICATE', '曾侯乙编钟现藏于哪座博物馆？', '湖北省博物馆'),
    ],
  },
  {
    name: '门捷列夫与元素周期表（中文，化学）',
    text:
      '1869年，俄国化学家门捷列夫发表了他的第一张元素周期表，当时已知的元素有六十三种。' +
      '他按照相对原子质量由小到大排列元素，并把化学性质相似的元素放在同一列。' +
      '门捷列夫在表中留下了空位，并预言了“类铝”“类硼”和“类硅”等未知元素的性质。' +
      '1875年，法国化学家布瓦博德朗发现了镓，它的性质与“类铝”非常接近。' +
      '1886年，德国化学家文克勒发现了锗，证实了“类硅”的预言。' +
      '后来人们发现，决定元素排列顺序的是原子序数，而不是相对原子质量。' +
      '为了纪念门捷列夫，第101号元素被命名为钔。',
    points: [{ id: 'b3-zh-3', front: '门捷列夫在哪一年发表了第一张元素周期表？', content: '1869年' }],
    cards: [
      good('门捷列夫是哪个国家的化学家？', '俄国'),
      good('门捷列夫发表第一张元素周期表时，已知的元素有多少种？', '63种'),
      good('门捷列夫最初按照什么顺序排列元素？', '按相对原子质量由小到大'),
      good('哪种元素的性质与门捷列夫预言的“类铝”非常接近？', '镓'),
      good('镓是在哪一年被发现的？', '1875年'),
      good('锗的发现证实了门捷列夫对哪种未知元素的预言？', '类硅'),
      good(null, '决定元素排列顺序的是{{c1::原子序数}}，而不是相对原子质量。'),
      good('第101号元素为纪念门捷列夫被命名为什么？', '钔'),
      bad('DUPLICATE', '门捷列夫的首张元素周期表发表于哪年？', '1869'),
      bad('DUPLICATE', '门捷列夫预言的“类铝”，后来由哪种新发现的元素证实？', '镓'),
      bad('UNSUPPORTED', '锗是在哪一年被发现的？', '1875年'),
      bad('UNSUPPORTED', '镓是由哪位化学家发现的？', '文克勒'),
      bad('ANSWER_LEAK', '在门捷列夫的周期表中，化学性质相似的元素被放在同一列还是同一行？', '同一列'),
      bad('MULTIPLE_FACTS', '门捷列夫预言了哪些未知元素的性质？', '类铝、类硼和类硅'),
      bad('MULTIPLE_FACTS', '锗是谁在哪一年发现的？', '德国化学家文克勒，1886年'),
    ],
  },
  {
    name: '乒乓球（中文，体育）',
    text:
      '乒乓球运动于十九世纪末起源于英国，最初是上流社会在餐桌上进行的一种游戏。' +
      '1926年，国际乒乓球联合会在伦敦成立。' +
      '1959年，容国团在第25届世界乒乓球锦标赛上获得男子单打冠军，成为中国第一个世界冠军。' +
      '2000年，国际乒联把比赛用球的直径从38毫米改为40毫米，以降低球速、增加回合。' +
      '2001年起，每局比赛由21分制改为11分制。' +
      '乒乓球在1988年汉城奥运会上首次成为正式比赛项目。',
    points: [{ id: 'b3-zh-4', front: '中国第一个世界冠军是谁？', content: '容国团' }],
    cards: [
      good('乒乓球最初是在什么上面进行的游戏？', '餐桌'),
      good('国际乒乓球联合会是在哪座城市成立的？', '伦敦'),
      good('国际乒联成立于哪一年？', '1926年'),
      good('容国团是在第几届世界乒乓球锦标赛上夺冠的？', '第二十五届'),
      good('容国团获得的是哪个项目的世界冠军？', '男子单打'),
      good(null, '2000年，国际乒联把比赛用球的直径改为{{c1::40毫米}}。'),
      good('改用大球之前，乒乓球的直径是多少？', '38毫米'),
      good('乒乓球在哪一届奥运会上首次成为正式比赛项目？', '1988年汉城奥运会'),
      bad('MULTIPLE_FACTS', '乒乓球运动起源于何时、何地？', '十九世纪末，英国'),
      bad('UNSUPPORTED', '乒乓球比赛从哪一年起改为每局11分制？', '2000年'),
      bad('UNSUPPORTED', '容国团在哪一年获得世界冠军？', '1961年'),
      bad('ANSWER_LEAK', '2001年起，乒乓球每局比赛改为十一分制，改制后每局打到几分？', '11分'),
      bad('DUPLICATE', '谁是中国的首位世界冠军？', '容国团'),
      bad('DUPLICATE', '国际乒联是哪年成立的？', '一九二六年'),
    ],
  },
  {
    name: '赵州桥（中文，建筑）',
    text:
      '赵州桥又名安济桥，位于河北省赵县的洨河上，由隋朝工匠李春设计建造，大约建成于公元605年。' +
      '它是世界上现存年代最久远、保存最完整的单孔敞肩石拱桥。' +
      '桥全长50.82米，主拱的跨度为37.02米。' +
      '在主拱两端的肩部各开了两个小拱，这种设计既能减轻桥身的重量，又能在洪水时增加泄洪能力。' +
      '整座桥由二十八道独立的拱券并列砌成。' +
      '1991年，赵州桥被美国土木工程师学会选为“国际土木工程历史古迹”。',
    points: [{ id: 'b3-zh-5', front: '赵州桥是由谁设计建造的？', content: '李春' }],
    cards: [
      good('赵州桥的另一个名字是什么？', '安济桥'),
      good('赵州桥位于今天哪个省？', '河北省'),
      good('赵州桥横跨哪条河？', '洨河'),
      good('赵州桥大约建成于哪一年？', '约公元605年'),
      good('赵州桥的全长是多少？', '50.82米'),
      good('赵州桥主拱的跨度是多少？', '37.02米'),
      good('赵州桥主拱两端的肩部一共开了几个小拱？', '四个'),
      good(null, '赵州桥由{{c1::二十八}}道独立的拱券并列砌成。'),
      good('1991年，赵州桥被美国土木工程师学会选为什么？', '国际土木工程历史古迹'),
      bad('DUPLICATE', '设计建造安济桥的工匠是谁？', '李春'),
      bad('DUPLICATE', '赵州桥主拱跨度有多大？', '约37米'),
      bad('UNSUPPORTED', '赵州桥是在哪个朝代建成的？', '唐朝'),
      bad('UNSUPPORTED', '赵州桥是在哪一年被选为“国际土木工程历史古迹”的？', '1981年'),
      bad('ANSWER_LEAK', '隋朝工匠李春设计的赵州桥建于哪个朝代？', '隋朝'),
      bad('MULTIPLE_FACTS', '赵州桥主拱肩部的小拱有什么作用？', '减轻桥身重量，并在洪水时增加泄洪能力'),
    ],
  },
  {
    name: '豆腐的制作（中文，烹饪科学）',
    text:
      '豆腐是把大豆浸泡、磨浆、煮沸后加入凝固剂制成的。' +
      '常用的凝固剂有两类：北方多用盐卤，其主要成分是氯化镁；南方多用石膏，其主要成分是硫酸钙。' +
      '凝固剂中的钙离子或镁离子会使豆浆中的蛋白质聚集成凝胶。' +
      '用石膏点的豆腐质地细嫩，称为南豆腐；用盐卤点的豆腐较硬、含水较少，称为北豆腐。' +
      '现代工厂常用葡萄糖酸内酯制作内酯豆腐，它加热后会缓慢生成葡萄糖酸，使豆浆凝固。' +
      '点豆腐时豆浆的温度一般控制在八十摄氏度左右。',
    points: [{ id: 'b3-zh-6', front: '石膏的主要成分是什么？', content: '硫酸钙' }],
    cards: [
      good('盐卤的主要成分是什么？', '氯化镁'),
      good('北方点豆腐多用哪种凝固剂？', '盐卤'),
      good('南方点豆腐多用哪种凝固剂？', '石膏'),
      good('凝固剂中的离子使豆浆中的哪种成分聚集成凝胶？', '蛋白质'),
      good('用石膏点的豆腐通常被称为什么？', '南豆腐'),
      good('用盐卤点的豆腐叫什么？', '北豆腐'),
      good('用石膏点的豆腐质地如何？', '细嫩'),
      good(null, '点豆腐时，豆浆的温度一般控制在{{c1::80}}摄氏度左右。'),
      bad('DUPLICATE', '石膏主要由什么化合物组成？', '硫酸钙'),
      bad('DUPLICATE', '石膏点出的豆腐叫什么豆腐？', '南豆腐'),
      bad('ANSWER_LEAK', '葡萄糖酸内酯加热后会缓慢生成什么物质，使豆浆凝固？', '葡萄糖酸'),
      bad('UNSUPPORTED', '北方常用的凝固剂，主要成分是什么？', '硫酸钙'),
      bad('UNSUPPORTED', '凝固剂中的哪种离子使豆浆中的蛋白质凝固？', '钠离子'),
      bad('MULTIPLE_FACTS', '豆腐常用的两类凝固剂分别是什么？', '盐卤和石膏'),
      bad('MULTIPLE_FACTS', '制作豆腐要经过哪些步骤？', '浸泡、磨浆、煮沸、加入凝固剂'),
    ],
  },
  {
    name: "Halley's Comet (English, astronomy)",
    text:
      "Halley's Comet returns to the inner Solar System roughly every 76 years. " +
      'In 1705 the English astronomer Edmond Halley argued that the comets seen in 1531, 1607 and 1682 were one and ' +
      'the same object, and he predicted its return for 1758. ' +
      'Halley died in 1742, so he did not live to see the comet reappear on Christmas night of 1758, when it was first ' +
      'spotted by the German farmer and amateur astronomer Johann Palitzsch. ' +
      "In 1986 the European probe Giotto flew within about 600 kilometres of the comet's nucleus. " +
      "Giotto's photographs showed a dark, potato-shaped nucleus about 15 kilometres long. " +
      "The comet's next passage close to the Sun is expected in 2061.",
    points: [
      { id: 'b3-en-1', front: "Roughly how often does Halley's Comet return to the inner Solar System?", content: 'About every 76 years' },
    ],
    cards: [
      good('What nationality was Edmond Halley?', 'English'),
      good('In which year did Halley argue that several earlier comets were one and the same object?', '1705'),
      good("For which year did Halley predict the comet's return?", '1758'),
      good('In which year did Edmond Halley die?', '1742'),
      good("What was Johann Palitzsch's occupation?", 'He was a farmer'),
      good("Which space probe flew within about 600 km of the nucleus of Halley's Comet in 1986?", 'Giotto'),
      good("About how long is the nucleus of Halley's Comet?", 'Roughly 15 km'),
      good(null, "Giotto's photographs showed that the nucleus of Halley's Comet is {{c1::potato}}-shaped."),
      good("When is Halley's Comet next expected to pass close to the Sun?", 'In 2061'),
      bad('ANSWER_LEAK', "Whose name does Halley's Comet bear?", 'Edmond Halley'),
      bad('ANSWER_LEAK', 'Which comet did Edmond Halley predict would return in 1758?', "Halley's Comet"),
      bad('MULTIPLE_FACTS', "Which years' comets did Halley identify as one and the same object?", '1531, 1607 and 1682'),
      bad('MULTIPLE_FACTS', 'Who first spotted the returning comet, and on which night?', 'Johann Palitzsch, on Christmas night 1758'),
      bad('UNSUPPORTED', 'What nationality was Johann Palitzsch?', 'English'),
      bad('UNSUPPORTED', "About how close did Giotto come to the comet's nucleus?", 'About 15 kilometres'),
      bad('DUPLICATE', "What is the approximate orbital period of Halley's Comet?", '76 years'),
      bad('DUPLICATE', 'When did Edmond Halley pass away?', '1742'),
    ],
  },
  {
    name: 'ENIAC (English, early computing hardware)',
    text:
      'ENIAC, completed in 1945 at the University of Pennsylvania, is often called the first general-purpose ' +
      'electronic digital computer. ' +
      'It was designed by John Mauchly and J. Presper Eckert and paid for by the United States Army, which wanted it to ' +
      'calculate artillery firing tables. ' +
      'The machine contained about 17,500 vacuum tubes, weighed roughly 27 tonnes and filled a room of about 170 ' +
      'square metres. ' +
      'It could perform around 5,000 additions per second. ' +
      'ENIAC was programmed by setting switches and plugging cables by hand, work first done by six women, among them ' +
      'Jean Bartik and Kathleen McNulty. ' +
      'It was publicly announced in February 1946 and was switched off for the last time in October 1955.',
    points: [{ id: 'b3-en-2', front: 'Which organisation paid for the construction of ENIAC?', content: 'The United States Army' }],
    cards: [
      good('At which university was ENIAC built?', 'The University of Pennsylvania'),
      good('In which year was ENIAC completed?', '1945'),
      good('What did the US Army want ENIAC to calculate?', 'Artillery firing tables'),
      good('Roughly how many vacuum tubes did ENIAC contain?', 'About 17,500'),
      good('Approximately how much did ENIAC weigh?', 'Around 27 metric tons'),
      good('About how many additions could ENIAC perform per second?', 'Roughly five thousand'),
      good('How many women first programmed ENIAC?', 'Six'),
      good(null, 'ENIAC was switched off for the last time in {{c1::October 1955}}.'),
      bad('ANSWER_LEAK', "ENIAC's programming was first done by six women. What did these women do on ENIAC?", 'They programmed it'),
      bad('MULTIPLE_FACTS', 'Who designed ENIAC?', 'John Mauchly and J. Presper Eckert'),
      bad('MULTIPLE_FACTS', "Name two of ENIAC's first programmers.", 'Jean Bartik and Kathleen McNulty'),
      bad('UNSUPPORTED', 'About how large was the room that ENIAC filled?', 'About 270 square metres'),
      bad('UNSUPPORTED', 'In which year was ENIAC first announced to the public?', '1945'),
      bad('DUPLICATE', 'Who funded ENIAC?', 'The U.S. Army'),
      bad('DUPLICATE', 'Where was ENIAC built?', 'UPenn'),
    ],
  },
  {
    name: 'Magna Carta (English, law)',
    text:
      'Magna Carta was sealed by King John of England at Runnymede, near Windsor, on 15 June 1215. ' +
      'It was drawn up to make peace between the unpopular king and a group of rebel barons. ' +
      'Its most famous clause, clause 39, promised that no free man would be imprisoned or stripped of his rights ' +
      'except by the lawful judgement of his peers or by the law of the land. ' +
      'Within ten weeks Pope Innocent III declared the charter null and void, and civil war broke out. ' +
      'The charter was reissued in 1216, 1217 and 1225, and the 1225 version became part of English statute law in 1297. ' +
      'Four copies of the 1215 charter survive today: two in the British Library, one in Lincoln Cathedral and one in ' +
      'Salisbury Cathedral.',
    points: [{ id: 'b3-en-3', front: 'Which English king sealed Magna Carta?', content: 'King John' }],
    cards: [
      good('Where was Magna Carta sealed?', 'At Runnymede, near Windsor'),
      good('On what date was Magna Carta sealed?', '15 June 1215'),
      good(null, 'Magna Carta was drawn up to make peace between King John and a group of rebel {{c1::barons}}.'),
      good('Which clause of Magna Carta is the most famous?', 'Clause thirty-nine'),
      good('Which pope declared Magna Carta null and void?', 'Pope Innocent III'),
      good('What happened in England after the pope annulled the charter?', 'Civil war broke out'),
      good('Which version of Magna Carta became part of English statute law?', 'The 1225 version'),
      good('In which year did the 1225 version of Magna Carta enter English statute law?', '1297'),
      good('How many copies of the 1215 Magna Carta survive?', 'Four'),
      bad('ANSWER_LEAK', 'What did Pope Innocent III declare the charter to be when he nullified it?', 'Null and void'),
      bad('ANSWER_LEAK', 'Which body of law did the 1225 charter join in 1297, as an English statute?', 'English statute law'),
      bad('MULTIPLE_FACTS', 'In which years was Magna Carta reissued?', '1216, 1217 and 1225'),
      bad(
        'MULTIPLE_FACTS',
        'Where are the surviving copies of the 1215 charter kept?',
        'Two in the British Library, one in Lincoln Cathedral and one in Salisbury Cathedral',
      ),
      bad('UNSUPPORTED', 'Near which town is Runnymede?', 'Lincoln'),
      bad('UNSUPPORTED', 'How soon after its sealing did the pope annul Magna Carta?', 'Within ten months'),
      bad('DUPLICATE', 'Who was the king who put his seal to Magna Carta?', 'John'),
      bad('DUPLICATE', "What is the date of Magna Carta's sealing?", 'June 15, 1215'),
    ],
  },
  {
    name: 'The Challenger expedition (English, oceanography)',
    text:
      'The Challenger expedition of 1872 to 1876 is regarded as the founding voyage of modern oceanography. ' +
      'The Royal Navy converted the warship HMS Challenger for science, removing most of her guns to make room for ' +
      'laboratories. ' +
      'Led by the Scottish naturalist Charles Wyville Thomson, the expedition sailed about 127,000 kilometres and took ' +
      'soundings at 362 stations. ' +
      'In 1875, near the Mariana Islands, the crew measured a depth of about 8,200 metres, in the area now called the ' +
      'Challenger Deep. ' +
      'The scientists described about 4,700 new species of marine life. ' +
      'Their results filled a report of 50 volumes, published over the following twenty years.',
    points: [{ id: 'b3-en-4', front: 'Who led the Challenger expedition?', content: 'Charles Wyville Thomson' }],
    cards: [
      good('In which year did the Challenger expedition begin?', '1872'),
      good("Which navy's warship was converted for the Challenger expedition?", "The Royal Navy's"),
      good(null, "To make room for laboratories, most of HMS Challenger's {{c1::guns}} were removed."),
      good('What nationality was Charles Wyville Thomson?', 'Scottish'),
      good('What was Charles Wyville Thomson by profession?', 'A naturalist'),
      good('About how far did the Challenger expedition sail?', 'About 127,000 km'),
      good('At how many stations did the Challenger expedition take soundings?', '362'),
      good('What depth did the Challenger crew measure in the area now called the Challenger Deep?', 'About 8.2 km'),
      good('About how many new species of marine life did the Challenger scientists describe?', 'About 4,700'),
      bad('ANSWER_LEAK', 'What is the deep area near the Mariana Islands, sounded by HMS Challenger in 1875, now called?', 'The Challenger Deep'),
      bad('ANSWER_LEAK', "The Challenger expedition's oceanographic work founded which modern science?", 'Oceanography'),
      bad('MULTIPLE_FACTS', 'Where and when did the Challenger crew measure a depth of about 8,200 metres?', 'Near the Mariana Islands, in 1875'),
      bad('UNSUPPORTED', 'In which year did the Challenger expedition end?', '1875'),
      bad('UNSUPPORTED', 'Over roughly how many years was the Challenger report published?', 'About fifty years'),
      bad('MULTIPLE_FACTS', null, 'The Challenger report filled {{c1::50}} volumes, published over {{c2::twenty}} years.'),
      bad('DUPLICATE', 'Who was the leader of the HMS Challenger voyage?', 'Wyville Thomson'),
      bad('DUPLICATE', 'How many sounding stations did the Challenger occupy?', 'Three hundred and sixty-two'),
    ],
  },
];
