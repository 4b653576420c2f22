// A fifth blind evaluation set for the card checks (bench/card-checks.ts), written on 2026-11-29 by someone who had
// not read the checks' code (only the server README's card-builder section and this folder's file format), before
// anyone looked at blind-4's misses. Same shape as sources.ts: ten source texts of our own writing, five Chinese and
// five English, in subjects the earlier sets do not use (history, biology, engineering, economics, satellite
// navigation; a pandemic, an animal, a programming language, a bubble, a lake), with the cards a model might propose
// for each, every one labelled with the one fault seeded into it (or none). Cards are checked in order against the
// earlier cards of their source and against `points`, the cards already in the target jar.
//
// Good cards paraphrase as a model would: numbers written another way (1069 for 熙宁二年, 百分之九十九 for 99%, a
// fifth as 20 percent), units renamed (千克 → 公斤, cubic kilometres → km³), synonyms and reordered clauses, an answer
// the passage implies (four pairs of legs → eight). Faulty cards are meant to be subtle: a number or name the passage
// says of something else, a detail it does not give, a question restating its answer, two facts in one card, a fact
// asked again in other words or as a cloze. Convention for two-item answers (the same as the earlier sets): a pair
// named in one phrase and asked as one thing is one fact (红光和蓝紫光); two things asked (when and where, who and
// which company), two people, or three items and more are several.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_5: EvaluationSource[] = [
  {
    name: '王安石变法（中文，历史）',
    text:
      '王安石变法是北宋神宗时期推行的一场改革。熙宁二年（1069年），宋神宗任命王安石为参知政事，主持变法，次年王安石升任宰相。' +
      '变法的目标是富国强兵，扭转北宋“积贫积弱”的局面。' +
      '青苗法规定，在青黄不接时由官府向农民贷款，收成后连本带息归还，利息一般为二分。' +
      '募役法允许百姓出钱代替服役，由官府雇人承担差役。' +
      '保甲法把乡村农户编成保甲，每十家为一保，农闲时进行军事训练。' +
      '变法遭到司马光等保守派官员的强烈反对。' +
      '1085年宋神宗去世，次年司马光出任宰相，新法几乎被全部废除，史称“元祐更化”。同年，王安石在江宁病逝。',
    points: [{ id: 'b5-zh-1', front: '王安石变法发生在哪位皇帝在位期间？', content: '宋神宗' }],
    cards: [
      good('王安石是在哪一年开始主持变法的？', '1069年'),
      good('王安石变法的目标是什么？', '富国强兵'),
      bad('DUPLICATE', '王安石变法是在哪个皇帝的时候推行的？', '宋神宗'),
      good('青苗法规定官府在什么时候向农民贷款？', '青黄不接的时候'),
      good('按照青苗法，农民向官府借钱的利息通常是多少？', '一般为二分'),
      bad('UNSUPPORTED', '青苗法规定农民的贷款利息一般是多少？', '三分'),
      good(null, '募役法允许百姓{{c1::出钱}}代替服役。'),
      bad('ANSWER_LEAK', null, '{{c1::保甲法}}把乡村农户编成保甲，每十家为一保。'),
      good('保甲法规定多少户农家编为一保？', '10户'),
      good('保甲法下的农户在什么时候进行军事训练？', '农闲时'),
      bad('MULTIPLE_FACTS', '王安石变法中有哪些主要新法？', '青苗法、募役法和保甲法'),
      bad('UNSUPPORTED', '王安石变法遭到哪位官员的强烈反对？', '苏轼'),
      good('宋神宗去世后，哪位官员出任宰相并废除了新法？', '司马光'),
      bad('MULTIPLE_FACTS', '宋神宗何时去世，之后谁出任宰相？', '1085年去世，司马光出任宰相'),
      good('新法几乎被全部废除的事件史称什么？', '元祐更化'),
      bad('ANSWER_LEAK', '新法几乎被全部废除的“元祐更化”，史称什么？', '元祐更化'),
      bad('UNSUPPORTED', '王安石在哪一年病逝？', '1085年'),
      good('王安石在哪里病逝？', '江宁'),
      bad('DUPLICATE', null, '王安石变法的目标是{{c1::富国强兵}}。'),
    ],
  },
  {
    name: '大熊猫（中文，生物）',
    text:
      '大熊猫是中国特有的熊科动物，主要生活在四川、陕西和甘肃的山区。' +
      '它们的食物中约99%是竹子，一只成年大熊猫每天要花10到16个小时进食，吃掉12到38千克竹子。' +
      '大熊猫的前掌有一个由腕骨特化形成的“伪拇指”，能帮助它们握住竹竿。' +
      '雌性大熊猫每年的发情期只有2到3天，通常每胎产一到两仔。' +
      '刚出生的幼崽体重仅约100克，大约是母亲体重的千分之一。' +
      '根据2015年公布的第四次全国大熊猫调查，野生大熊猫有1864只。' +
      '2016年，世界自然保护联盟把大熊猫的受威胁等级从“濒危”下调为“易危”。' +
      '2021年，大熊猫国家公园正式设立。',
    points: [{ id: 'b5-zh-2', front: null, content: '大熊猫前掌的“伪拇指”是由{{c1::腕骨}}特化形成的。' }],
    cards: [
      good('大熊猫的食物中竹子大约占多少比例？', '百分之九十九'),
      good('一只成年大熊猫每天进食要花多长时间？', '十到十六个小时'),
      good('成年大熊猫一天大约吃多少竹子？', '12至38公斤'),
      bad('MULTIPLE_FACTS', '大熊猫每天的进食时间和进食量各是多少？', '10到16个小时，12到38千克竹子'),
      good('大熊猫前掌上帮助握住竹竿的结构叫什么？', '伪拇指'),
      bad('DUPLICATE', '大熊猫的“伪拇指”是由哪种骨骼特化而成的？', '腕骨'),
      bad('UNSUPPORTED', '大熊猫的“伪拇指”长在哪个部位？', '后掌'),
      good('雌性大熊猫每年的发情期有多长？', '只有两到三天'),
      bad('MULTIPLE_FACTS', null, '雌性大熊猫每年的发情期只有{{c1::2到3天}}，通常每胎产{{c2::一到两仔}}。'),
      good('大熊猫刚出生的幼崽大约有多重？', '约100克'),
      bad('ANSWER_LEAK', '刚出生时只有约100克重的大熊猫幼崽，出生体重大约是多少？', '约100克'),
      good('大熊猫新生幼崽的体重约占母亲体重的多少？', '千分之一'),
      good('第四次全国大熊猫调查的结果是在哪一年公布的？', '2015年'),
      bad('UNSUPPORTED', '第四次全国大熊猫调查显示野生大熊猫有多少只？', '1846只'),
      good(null, '2016年，世界自然保护联盟将大熊猫的受威胁等级下调为{{c1::易危}}。'),
      bad('UNSUPPORTED', '2016年以前，大熊猫的受威胁等级是什么？', '极危'),
      good('大熊猫国家公园是哪一年正式设立的？', '2021年'),
    ],
  },
  {
    name: '青藏铁路（中文，地理与工程）',
    text:
      '青藏铁路东起青海省西宁市，西至西藏自治区拉萨市，全长1956公里。' +
      '铁路分两期建成：西宁至格尔木段长814公里，1984年投入运营；格尔木至拉萨段长1142公里，2001年6月开工，2006年7月1日全线通车。' +
      '格拉段有960多公里位于海拔4000米以上，最高点唐古拉山口海拔5072米，是世界上海拔最高的铁路。' +
      '沿线约550公里穿越多年冻土区，工程师采用热棒、片石路基和以桥代路等办法保持冻土稳定。' +
      '位于海拔4905米的风火山隧道是世界上海拔最高的冻土隧道。' +
      '为了应对高原缺氧，旅客列车车厢采用弥散式供氧系统。' +
      '铁路还为藏羚羊等野生动物修建了33处通道。',
    points: [{ id: 'b5-zh-3', front: '青藏铁路全长多少公里？', content: '1956公里' }],
    cards: [
      good('青藏铁路的东端起点在哪座城市？', '青海西宁'),
      bad('DUPLICATE', '青藏铁路从西宁到拉萨一共有多长？', '1956公里'),
      good('青藏铁路西宁至格尔木段有多长？', '八百一十四公里'),
      good('青藏铁路西宁—格尔木段在哪一年开始运营？', '1984年'),
      bad('UNSUPPORTED', '格尔木至拉萨段是在哪一年开工的？', '2006年'),
      good('青藏铁路是在哪一天全线通车的？', '2006年7月1日'),
      bad('MULTIPLE_FACTS', '青藏铁路的二期工程何时开工、何时通车？', '2001年6月开工，2006年7月1日通车'),
      good('青藏铁路的最高点在哪里？', '唐古拉山口'),
      good('唐古拉山口的海拔是多少？', '5072米'),
      bad('ANSWER_LEAK', '唐古拉山口海拔5072米，是青藏铁路的最高点，它的海拔是多少米？', '5072米'),
      good('青藏铁路沿线约有多长的线路穿越多年冻土区？', '约五百五十公里'),
      bad('MULTIPLE_FACTS', '工程师采用了哪些办法来保持冻土稳定？', '热棒、片石路基和以桥代路'),
      good('世界上海拔最高的冻土隧道是哪条隧道？', '风火山隧道'),
      bad('UNSUPPORTED', '风火山隧道位于海拔多少米处？', '5072米'),
      bad('DUPLICATE', null, '世界上海拔最高的冻土隧道是{{c1::风火山隧道}}。'),
      good('青藏铁路的旅客车厢用什么方式应对高原缺氧？', '弥散式供氧'),
      good('青藏铁路为野生动物修建了多少处通道？', '33处'),
      bad('UNSUPPORTED', '青藏铁路为哪种野生动物修建了专门通道？', '野牦牛'),
    ],
  },
  {
    name: '交子（中文，经济史）',
    text:
      '交子是世界上最早的纸币，出现在北宋时期的四川地区。' +
      '当时四川通行铁钱，铁钱又重又不值钱，买一匹布需要约两万枚铁钱，重达一百多斤，携带极为不便。' +
      '起初，成都的十六户富商联合发行交子，持有人可以凭交子兑换铁钱。' +
      '后来一些富商滥发交子，无法兑现，引发了诉讼。' +
      '宋仁宗天圣元年（1023年），朝廷在益州设立交子务，由官府统一发行交子，这被视为官方纸币的开端。' +
      '官交子每三年为一界，到期以旧换新，每界发行额约为一百二十五万六千余贯，并以三十六万贯铁钱作为准备金。' +
      '北宋后期，朝廷为筹措军费大量增发，交子不断贬值，后被“钱引”取代。',
    points: [{ id: 'b5-zh-4', front: '世界上最早的纸币叫什么？', content: '交子' }],
    cards: [
      good('交子最早出现在哪个地区？', '四川'),
      bad('DUPLICATE', '历史上第一种纸币是什么？', '交子'),
      good('北宋时四川通行的是哪种金属货币？', '铁钱'),
      good('在北宋的四川，买一匹布大约需要多少枚铁钱？', '约2万枚'),
      good('最初联合发行交子的是成都的多少户富商？', '16户'),
      good('最早的交子持有人可以用它兑换什么？', '铁钱'),
      good('朝廷是在哪一年设立交子务的？', '公元1023年'),
      bad('MULTIPLE_FACTS', '交子务设立于何时何地？', '1023年，益州'),
      bad('UNSUPPORTED', '交子务是在宋仁宗的哪个年号设立的？', '庆历元年'),
      good('官府的交子务设在哪里？', '益州'),
      bad('ANSWER_LEAK', null, '宋仁宗天圣元年，朝廷在益州设立{{c1::交子务}}，由交子务统一发行交子。'),
      good('官交子多长时间为一界？', '三年'),
      bad('UNSUPPORTED', '官交子每界的发行额大约是多少？', '约三十六万贯'),
      good('官交子每界用多少铁钱作为准备金？', '36万贯'),
      bad('MULTIPLE_FACTS', '官交子的发行制度是怎样的？', '每三年为一界，到期以旧换新，以三十六万贯铁钱为准备金'),
      bad('UNSUPPORTED', '北宋后期交子贬值的主要原因是什么？', '铁钱产量下降'),
      good('交子后来被什么取代？', '钱引'),
    ],
  },
  {
    name: '北斗卫星导航系统（中文，航天）',
    text:
      '北斗卫星导航系统是中国自主建设的全球卫星导航系统，与美国的GPS、俄罗斯的格洛纳斯和欧洲的伽利略并列。' +
      '系统按“三步走”战略建设：2000年建成北斗一号，向中国提供服务；2012年建成北斗二号，服务亚太地区；2020年7月31日，北斗三号正式开通，服务全球。' +
      '北斗三号由30颗卫星组成，包括24颗中圆地球轨道卫星、3颗地球静止轨道卫星和3颗倾斜地球同步轨道卫星。' +
      '与其他系统不同，北斗具有短报文通信功能，用户可以发送文字信息。' +
      '它的全球定位精度优于10米，在亚太地区可达5米左右。' +
      '北斗一号的第一颗卫星于2000年10月31日从西昌卫星发射中心发射升空。',
    points: [{ id: 'b5-zh-5', front: null, content: '北斗三号于{{c1::2020}}年正式开通全球服务。' }],
    cards: [
      good(null, '北斗系统的建设遵循“{{c1::三步走}}”战略。'),
      good('北斗一号是哪一年建成的？', '2000年'),
      good('北斗二号的服务范围是哪里？', '亚太地区'),
      bad('UNSUPPORTED', '北斗二号是在哪一年建成的？', '2010年'),
      bad('DUPLICATE', '北斗三号是哪一年开通、开始服务全球的？', '2020年'),
      bad('MULTIPLE_FACTS', null, '北斗一号于{{c1::2000}}年建成，北斗二号于{{c2::2012}}年建成。'),
      good('北斗三号一共由多少颗卫星组成？', '三十颗'),
      good('北斗三号中有多少颗中圆地球轨道卫星？', '24颗'),
      good('北斗三号有几颗地球静止轨道卫星？', '三颗'),
      bad('UNSUPPORTED', '北斗三号有多少颗倾斜地球同步轨道卫星？', '6颗'),
      bad('MULTIPLE_FACTS', '北斗三号由哪几类卫星组成？', '中圆地球轨道卫星、地球静止轨道卫星和倾斜地球同步轨道卫星'),
      bad('DUPLICATE', '北斗三号共有多少颗卫星？', '30颗'),
      good('与其他卫星导航系统相比，北斗独有的功能是什么？', '短报文通信'),
      good('北斗系统在全球的定位精度是多少？', '优于10米'),
      good('在亚太地区，北斗的定位精度大约能达到多少？', '5米左右'),
      bad('ANSWER_LEAK', '北斗一号的第一颗卫星于2000年10月31日发射，它的发射日期是哪天？', '2000年10月31日'),
      good('北斗一号的第一颗卫星是从哪个发射中心发射的？', '西昌卫星发射中心'),
      bad('UNSUPPORTED', '北斗一号第一颗卫星是从哪里发射的？', '酒泉卫星发射中心'),
    ],
  },
  {
    name: 'The Black Death (English, history)',
    text:
      'The Black Death was a pandemic of bubonic plague that struck Europe between 1347 and 1351. ' +
      'It reached Europe in October 1347, when Genoese trading ships docked at Messina in Sicily. ' +
      'The disease was caused by the bacterium Yersinia pestis, which was carried by fleas living on black rats. ' +
      "Historians estimate that it killed between 30 and 60 percent of Europe's population, perhaps 25 million people. " +
      'Florence lost about half of its inhabitants in 1348. ' +
      'Venice ordered arriving ships to wait at anchor for forty days before landing, and the word quarantine comes from the Italian quaranta giorni, "forty days". ' +
      'The shortage of workers that followed pushed wages up, and in 1381 English peasants rose in revolt after a poll tax.',
    points: [{ id: 'b5-en-1', front: 'Which bacterium caused the Black Death?', content: 'Yersinia pestis' }],
    cards: [
      good('In which Sicilian port did the plague first arrive in Europe?', 'Messina'),
      bad('UNSUPPORTED', 'In which year did the plague reach Messina?', '1348'),
      good('Whose ships brought the plague to Sicily in 1347?', 'Traders from Genoa'),
      bad('DUPLICATE', 'What bacterium was responsible for the Black Death?', 'Yersinia pestis'),
      good('Which animals carried the fleas that spread the plague?', 'Black rats'),
      bad('ANSWER_LEAK', 'Black rats carried the fleas that spread the plague; which rats carried them?', 'Black rats'),
      bad('MULTIPLE_FACTS', 'When did the Black Death strike Europe, and what caused it?', 'Between 1347 and 1351; the bacterium Yersinia pestis.'),
      good("What share of Europe's population did the Black Death kill, by historians' estimates?", 'Between 30 % and 60 %'),
      good('Roughly how many people did the Black Death kill in Europe?', 'Perhaps 25 million'),
      good('What fraction of its inhabitants did Florence lose in 1348?', 'About half'),
      good('How many days did Venice make arriving ships wait before landing?', '40'),
      bad('UNSUPPORTED', 'Which city made arriving ships wait forty days before landing?', 'Genoa'),
      good('From which Italian phrase does the word "quarantine" come?', 'quaranta giorni'),
      bad('ANSWER_LEAK', null, 'The word {{c1::quarantine}} comes from the Italian quaranta giorni, after the forty-day quarantine Venice imposed on ships.'),
      good('What happened to wages after the Black Death?', 'They rose, because workers were scarce.'),
      bad(
        'MULTIPLE_FACTS',
        'What were the economic and social effects of the Black Death in England?',
        'Wages rose because of the labour shortage. Peasants revolted in 1381 after a poll tax.',
      ),
      good(null, 'In {{c1::1381}}, English peasants revolted after a poll tax.'),
      bad('UNSUPPORTED', "What triggered the English peasants' revolt of 1381?", 'A rise in bread prices'),
    ],
  },
  {
    name: 'Tardigrades (English, biology)',
    text:
      'Tardigrades, often called water bears or moss piglets, are microscopic animals about half a millimetre long. ' +
      'They were first described by the German zoologist Johann Goeze in 1773. ' +
      'More than 1,300 species are known, living everywhere from mountain tops to the deep sea. ' +
      'A tardigrade has four pairs of stubby legs, each ending in claws. ' +
      'When its habitat dries out, it pulls in its legs, loses almost all of its water and curls into a dry state called a tun, in which its metabolism falls to less than 0.01 percent of normal. ' +
      'In this state some species survive temperatures from about minus 272 °C to 150 °C. ' +
      'In 2007, tardigrades flown on the FOTON-M3 satellite survived ten days exposed to open space. ' +
      'A protein called Dsup, found in one species, protects their DNA from radiation damage.',
    points: [{ id: 'b5-en-2', front: 'What is the dry, curled-up state of a tardigrade called?', content: 'A tun' }],
    cards: [
      good('What nickname are tardigrades often given?', 'Water bears'),
      good('About how long is a tardigrade?', 'Roughly 0.5 mm'),
      good('Who first described tardigrades?', 'Johann Goeze, a German zoologist'),
      bad('UNSUPPORTED', 'What nationality was Johann Goeze?', 'Swiss'),
      good('When were tardigrades first described?', 'In 1773'),
      bad('MULTIPLE_FACTS', null, 'Tardigrades were first described by {{c1::Johann Goeze}} in {{c2::1773}}.'),
      bad('DUPLICATE', null, 'Tardigrades were first described in {{c1::1773}}.'),
      good('How many species of tardigrade are known?', 'Over 1300'),
      good('How many legs does a tardigrade have?', 'Eight'),
      bad('UNSUPPORTED', 'What does each tardigrade leg end in?', 'Suction pads'),
      bad('DUPLICATE', 'What is a dried-out, curled tardigrade called?', 'A tun'),
      bad('MULTIPLE_FACTS', 'What happens to a tardigrade when its habitat dries out?', 'It pulls in its legs, loses almost all its water and curls into a tun.'),
      good("To what level does a tardigrade's metabolism fall in the tun state?", 'Below 0.01 % of normal'),
      good('What is the highest temperature some tardigrades can survive in the tun state?', 'About 150 degrees Celsius'),
      good('On which satellite were tardigrades exposed to open space in 2007?', 'FOTON-M3'),
      bad('UNSUPPORTED', 'How long did tardigrades survive in open space on FOTON-M3?', 'Twelve days'),
      good('What does the protein Dsup protect tardigrade DNA from?', 'Radiation damage'),
      bad('ANSWER_LEAK', 'The protein Dsup protects DNA; which protein protects tardigrade DNA from radiation?', 'Dsup'),
    ],
  },
  {
    name: 'Rust (English, programming)',
    text:
      'Rust is a systems programming language that began in 2006 as a personal project of Graydon Hoare, an employee of Mozilla. ' +
      'Mozilla began sponsoring it in 2009, and version 1.0 was released on 15 May 2015. ' +
      'Rust guarantees memory safety without a garbage collector: every value has a single owner, and the value is freed when its owner goes out of scope. ' +
      'References are checked at compile time by the borrow checker, which allows either one mutable reference or any number of immutable references to a value at a time. ' +
      "Cargo is Rust's build tool and package manager, and it downloads libraries, called crates, from the crates.io registry. " +
      'A new stable version is released every six weeks. ' +
      'In 2021 the Rust Foundation was founded to steward the language, and in 2022 Linux 6.1 became the first kernel release to accept Rust code.',
    points: [{ id: 'b5-en-3', front: "What is the name of Rust's package manager?", content: 'Cargo' }],
    cards: [
      good('Who started Rust as a personal project?', 'Graydon Hoare'),
      bad('UNSUPPORTED', 'Which company employed Graydon Hoare when he began Rust?', 'Microsoft'),
      good('In what year did Rust begin?', '2006'),
      good('When did Mozilla start sponsoring Rust?', '2009'),
      bad('MULTIPLE_FACTS', 'Who created Rust, and which company sponsored it?', 'Graydon Hoare; Mozilla'),
      good('On what date was Rust 1.0 released?', 'May 15, 2015'),
      good('Without a garbage collector, how does Rust decide when to free a value?', 'Each value has a single owner and is dropped when that owner leaves scope.'),
      bad('UNSUPPORTED', 'What does Rust use instead of a garbage collector to free memory?', 'Reference counting'),
      good('What part of the Rust compiler checks references at compile time?', 'The borrow checker'),
      bad('ANSWER_LEAK', null, 'References are checked at compile time by the {{c1::borrow checker}}; the borrow checker allows only one mutable reference at a time.'),
      good('How many mutable references to a value does the borrow checker allow at once?', 'Only one'),
      bad('DUPLICATE', 'Which tool serves as Rust\'s package manager?', 'Cargo'),
      good('What are Rust libraries called?', 'Crates'),
      bad('ANSWER_LEAK', 'From which registry does Cargo download crates, the crates.io registry?', 'crates.io'),
      good('How often is a new stable Rust version released?', 'Every 6 weeks'),
      bad('UNSUPPORTED', 'In which year was the Rust Foundation founded?', '2022'),
      good('Which Linux kernel release was the first to accept Rust code?', 'Linux 6.1'),
      bad(
        'MULTIPLE_FACTS',
        "What happened in Rust's history in 2021 and 2022?",
        'The Rust Foundation was founded in 2021. Linux 6.1 accepted Rust code in 2022.',
      ),
    ],
  },
  {
    name: 'Tulip mania (English, economics)',
    text:
      'Tulip mania was a speculative bubble in the Dutch Republic in the 1630s. ' +
      'Tulips had arrived in Europe from the Ottoman Empire in the sixteenth century, and bulbs with striped, "broken" petals, caused by a virus, were especially prized. ' +
      'From late 1636, bulbs were traded in taverns through contracts to buy them at the end of the season, a form of futures trading. ' +
      'At the peak, a single Semper Augustus bulb was reportedly offered for 10,000 guilders, about as much as a grand house on an Amsterdam canal. ' +
      'The market collapsed in the first week of February 1637, when buyers in Haarlem failed to appear at a routine bulb auction. ' +
      'Courts later treated many contracts as gambling debts, and the provincial authorities of Holland allowed buyers to cancel them by paying 3.5 percent of the agreed price. ' +
      "The episode became famous through Charles Mackay's 1841 book Extraordinary Popular Delusions and the Madness of Crowds, although historians now think he exaggerated its economic damage.",
    points: [{ id: 'b5-en-4', front: null, content: 'Tulip mania took place in the {{c1::Dutch Republic}}.' }],
    cards: [
      good('In which decade did tulip mania happen?', 'The 1630s'),
      bad('DUPLICATE', 'In which country did tulip mania occur?', 'The Dutch Republic'),
      good('Where did tulips come to Europe from?', 'The Ottoman Empire'),
      good('What caused the striped "broken" petals prized during tulip mania?', 'A virus'),
      good('Where were tulip bulbs traded from late 1636?', 'In taverns'),
      good('What kind of trading were the end-of-season bulb contracts?', 'Futures trading'),
      good('How much was one Semper Augustus bulb reportedly offered for at the peak?', '10000 guilders'),
      bad('UNSUPPORTED', 'Which tulip variety was reportedly offered for 10,000 guilders?', 'Viceroy'),
      bad('MULTIPLE_FACTS', null, 'At the peak, a {{c1::Semper Augustus}} bulb was offered for {{c2::10,000}} guilders.'),
      good('In which town did buyers fail to show up at the auction that began the collapse?', 'Haarlem'),
      good('When did the tulip market collapse?', 'In early February 1637'),
      bad('DUPLICATE', 'In what decade did the Dutch tulip mania take place?', 'In the 1630s'),
      good('What share of the agreed price let buyers cancel their tulip contracts?', '3.5%'),
      bad('UNSUPPORTED', 'How much of the agreed price did Holland let buyers pay to cancel their contracts?', '10 percent'),
      good('Who made tulip mania famous with an 1841 book?', 'Charles Mackay'),
      bad('MULTIPLE_FACTS', 'Who wrote the book that made tulip mania famous, and when was it published?', 'Charles Mackay, in 1841'),
      bad(
        'ANSWER_LEAK',
        "Charles Mackay's book Extraordinary Popular Delusions made tulip mania famous; what is the title of Mackay's book?",
        'Extraordinary Popular Delusions and the Madness of Crowds',
      ),
      bad('UNSUPPORTED', "What do historians now think about Mackay's account of tulip mania?", 'That he understated its economic damage'),
    ],
  },
  {
    name: 'Lake Baikal (English, geography)',
    text:
      'Lake Baikal, in southern Siberia, is the deepest lake in the world, reaching 1,642 metres at its deepest point. ' +
      "It is also the oldest, formed about 25 million years ago in a rift valley where the Earth's crust is slowly pulling apart. " +
      'The lake holds about 23,600 cubic kilometres of fresh water, roughly a fifth of all the unfrozen fresh surface water on the planet. ' +
      'More than 300 rivers flow into it, but only one, the Angara, flows out. ' +
      'Baikal is home to the nerpa, one of the few seals that live only in fresh water; no one knows for certain how its ancestors reached the lake. ' +
      'In winter the surface freezes for four to five months, and the ice can be more than a metre thick. ' +
      'Baikal was made a UNESCO World Heritage Site in 1996.',
    points: [{ id: 'b5-en-5', front: 'Which river is the only outflow of Lake Baikal?', content: 'The Angara' }],
    cards: [
      good('In which region of Russia is Lake Baikal?', 'Southern Siberia'),
      good('How deep is Lake Baikal at its deepest?', '1642 m'),
      bad('DUPLICATE', null, 'Lake Baikal reaches a depth of {{c1::1,642 metres}}.'),
      bad('MULTIPLE_FACTS', 'What records does Lake Baikal hold?', 'It is the deepest lake in the world and also the oldest.'),
      good('About how old is Lake Baikal?', 'Around 25 million years'),
      good('In what kind of geological feature did Baikal form?', 'A rift valley'),
      good('How much water does Lake Baikal hold?', 'About 23,600 km³'),
      good("What share of the world's unfrozen surface fresh water is in Baikal?", 'About 20 percent'),
      good('How many rivers flow into Lake Baikal?', 'Over three hundred'),
      bad('DUPLICATE', 'What is the one river that flows out of Lake Baikal?', 'The Angara'),
      bad('MULTIPLE_FACTS', 'How many rivers flow into and out of Lake Baikal?', 'More than 300 flow in; one flows out.'),
      good('What is the freshwater seal of Lake Baikal called?', 'The nerpa'),
      bad('ANSWER_LEAK', 'The nerpa is a freshwater seal; which seal lives in Lake Baikal?', 'The nerpa'),
      bad('UNSUPPORTED', "How did the nerpa's ancestors reach Lake Baikal?", 'Along rivers from the Arctic Ocean'),
      good("For how long is Baikal's surface frozen in winter?", 'Four to five months'),
      bad('UNSUPPORTED', "How thick can Baikal's winter ice become?", 'More than two metres'),
      good('When did Lake Baikal become a UNESCO World Heritage Site?', '1996'),
      bad('UNSUPPORTED', 'In what year was Lake Baikal declared a World Heritage Site?', '1986'),
    ],
  },
];
