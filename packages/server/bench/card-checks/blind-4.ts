// A fourth blind evaluation set for the card checks (bench/card-checks.ts), written on 2026-11-29 by someone who had
// not read the checks (nor their history, nor the earlier sets beyond their names), before any change made for this
// set's misses. Same shape as sources.ts: source texts of our own writing, six Chinese and four English, in domains the
// earlier sets do not use, with the cards a model might propose for each, every one labelled with the one fault seeded
// into it (or none). Cards are checked in order against the earlier cards of their source and against `points`, the
// cards already in the target jar. Many good cards are meant to be hard not to flag: paraphrased numbers and units the
// passage states, questions sharing words with other cards or with the passage, cloze cards next to question cards on
// neighbouring facts, short-sentence answers that are still one fact.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_4: EvaluationSource[] = [
  {
    name: '秦始皇兵马俑（中文，考古）',
    text:
      '秦始皇兵马俑坑位于陕西省西安市临潼区，在秦始皇陵封土以东约1.5公里处。' +
      '1974年3月，西杨村村民在打井时挖出陶俑碎片，兵马俑由此被发现。' +
      '目前已发掘的兵马俑坑有三个，按发现先后称为一号坑、二号坑和三号坑。' +
      '一号坑面积最大，约14260平方米，坑内陶俑以步兵为主，排成长方形军阵。' +
      '二号坑由弩兵、车兵、骑兵和步兵混合编组。' +
      '三号坑面积最小，一般被认为是统率全军的指挥部。' +
      '陶俑身高多在1.8米左右，面部神态和发式各不相同。' +
      '1979年，秦始皇兵马俑博物馆对外开放；1987年，秦始皇陵及兵马俑坑被列入世界文化遗产名录。',
    points: [
      { id: 'b4-zh-1', front: '兵马俑是在哪一年被发现的？', content: '1974年' },
      { id: 'b4-zh-2', front: null, content: '兵马俑一号坑的陶俑以{{c1::步兵}}为主。' },
    ],
    cards: [
      good('兵马俑坑位于西安市的哪个区？', '临潼区'),
      good('兵马俑坑距秦始皇陵封土大约多远？', '约一点五公里'),
      bad('ANSWER_LEAK', '西杨村村民打井时发现了兵马俑，发现者是哪个村的村民？', '西杨村'),
      bad('DUPLICATE', '兵马俑一号坑里的陶俑主要是什么兵种？', '步兵'),
      good('已发掘的三个兵马俑坑中，哪个面积最大？', '一号坑'),
      good('兵马俑一号坑的面积约为多少平方米？', '约14260平方米'),
      bad('UNSUPPORTED', '兵马俑一号坑的陶俑排成什么样的军阵？', '曲尺形军阵'),
      good('一般认为兵马俑三号坑在军阵中是什么？', '统率全军的指挥部'),
      bad('MULTIPLE_FACTS', '兵马俑二号坑由哪些兵种混合编组？', '弩兵、车兵、骑兵和步兵'),
      good(null, '已发掘的兵马俑坑按{{c1::发现先后}}称为一号坑、二号坑和三号坑。'),
      bad('MULTIPLE_FACTS', '兵马俑陶俑的身高和相貌有什么特点？', '身高多在1.8米左右，面部神态和发式各不相同'),
      good(null, '秦始皇兵马俑博物馆于{{c1::1979}}年对外开放。'),
      bad('UNSUPPORTED', '秦始皇陵及兵马俑坑是哪一年被列入世界文化遗产名录的？', '1979年'),
      bad('DUPLICATE', '三个兵马俑坑里，面积最大的是几号坑？', '一号坑'),
      good('兵马俑三号坑的面积在已发掘的三个坑中有什么特点？', '面积最小'),
      good('兵马俑坑在秦始皇陵封土的哪一侧？', '东侧'),
    ],
  },
  {
    name: '屠呦呦与青蒿素（中文，医学）',
    text:
      '屠呦呦1930年出生于浙江宁波，1955年毕业于北京医学院药学系。' +
      '1969年，她以中医研究院科研人员的身份加入代号为“523”的抗疟药研究任务，担任中药抗疟研究组组长。' +
      '她从东晋葛洪所著《肘后备急方》中“青蒿一握，以水二升渍，绞取汁”的记载得到启发，认为高温可能破坏青蒿中的有效成分。' +
      '于是她改用沸点较低的乙醚来提取。' +
      '1971年，编号为191号的青蒿乙醚提取物对鼠疟原虫的抑制率达到100%。' +
      '1972年，研究组从中分离得到有效单体，这种物质后来被命名为青蒿素。' +
      '2011年，屠呦呦获得拉斯克临床医学奖。' +
      '2015年，她与威廉·坎贝尔、大村智共同获得诺贝尔生理学或医学奖，成为首位获得诺贝尔科学类奖项的中国本土科学家。',
    points: [{ id: 'b4-zh-3', front: '屠呦呦在哪一年获得诺贝尔生理学或医学奖？', content: '2015年' }],
    cards: [
      good('屠呦呦出生于哪个城市？', '浙江宁波'),
      good('屠呦呦1955年从北京医学院的哪个系毕业？', '药学系'),
      good('屠呦呦是在哪一年加入“523”任务的？', '1969年'),
      bad('ANSWER_LEAK', '青蒿素是从哪种植物中提取出来的？', '青蒿'),
      good('屠呦呦从哪部古代医书的记载中得到提取青蒿的启发？', '《肘后备急方》'),
      bad('MULTIPLE_FACTS', '启发屠呦呦的《肘后备急方》是哪个朝代的谁写的？', '东晋的葛洪'),
      bad('UNSUPPORTED', '屠呦呦改用什么溶剂来提取青蒿中的有效成分？', '乙醇'),
      good('屠呦呦为什么改用沸点较低的乙醚来提取？', '她认为高温可能破坏青蒿中的有效成分。'),
      good(null, '1971年，编号为{{c1::191}}号的青蒿乙醚提取物对鼠疟原虫的抑制率达到100%。'),
      good('191号青蒿乙醚提取物对鼠疟原虫的抑制率达到多少？', '百分之百'),
      good('研究组在哪一年分离得到了后来被命名为青蒿素的有效单体？', '1972年'),
      bad('DUPLICATE', '屠呦呦是哪一年获得诺贝尔奖的？', '2015年'),
      bad('MULTIPLE_FACTS', '与屠呦呦共同获得2015年诺贝尔生理学或医学奖的是哪两位科学家？', '威廉·坎贝尔和大村智'),
      good('屠呦呦在哪一年获得拉斯克临床医学奖？', '2011年'),
      bad('UNSUPPORTED', '屠呦呦获得的拉斯克奖属于哪个类别？', '拉斯克基础医学奖'),
      bad('DUPLICATE', null, '屠呦呦受{{c1::《肘后备急方》}}中青蒿记载的启发，改进了提取方法。'),
    ],
  },
  {
    name: '京杭大运河（中文，水利交通）',
    text:
      '京杭大运河北起北京，南至杭州，全长约1797公里，是世界上里程最长的古代运河。' +
      '它流经北京、天津两市和河北、山东、江苏、浙江四省，沟通海河、黄河、淮河、长江和钱塘江五大水系。' +
      '运河最早的河段可以追溯到公元前486年，当时吴王夫差开凿邗沟，连通长江与淮河。' +
      '隋炀帝时期，以洛阳为中心开凿了南北大运河，其中通济渠于605年动工。' +
      '元朝定都大都后，对运河截弯取直，使其不必再绕道洛阳。' +
      '元代科学家郭守敬主持开凿的通惠河于1293年完工，漕船从此可以直达大都城内的积水潭。' +
      '2014年，包括京杭大运河在内的中国大运河被列入世界文化遗产名录。',
    points: [
      { id: 'b4-zh-4', front: '邗沟是由谁下令开凿的？', content: '吴王夫差' },
      { id: 'b4-zh-5', front: '京杭大运河全长大约多少公里？', content: '约1797公里' },
    ],
    cards: [
      good('京杭大运河的南端在哪座城市？', '杭州'),
      bad('DUPLICATE', '京杭大运河的长度约为多少？', '1797公里左右'),
      bad('MULTIPLE_FACTS', '京杭大运河流经哪些省份？', '河北、山东、江苏、浙江'),
      good('吴王夫差开凿邗沟是在哪一年？', '公元前486年'),
      good('邗沟把长江与哪条河连通了起来？', '淮河'),
      bad('ANSWER_LEAK', '隋炀帝时期开凿的以洛阳为中心的南北大运河，其中心城市是哪里？', '洛阳'),
      good('隋代大运河中的通济渠于哪一年动工？', '605年'),
      good('元朝对运河截弯取直后，运河不必再绕道哪座城市？', '洛阳'),
      good('元代主持开凿通惠河的科学家是谁？', '郭守敬'),
      good('通惠河于哪一年完工？', '1293年'),
      bad('UNSUPPORTED', '郭守敬是哪个朝代的科学家？', '明朝'),
      good('通惠河完工后，漕船可以直达大都城内的什么地方？', '积水潭'),
      bad('DUPLICATE', '开凿邗沟的是哪位君主？', '夫差'),
      bad('MULTIPLE_FACTS', '京杭大运河沟通了哪五大水系？', '海河、黄河、淮河、长江和钱塘江'),
      bad('UNSUPPORTED', '京杭大运河流经几个直辖市？', '三个'),
      good(null, '2014年，包括京杭大运河在内的{{c1::中国大运河}}被列入世界文化遗产名录。'),
    ],
  },
  {
    name: '敦煌莫高窟（中文，石窟艺术）',
    text:
      '莫高窟位于甘肃省敦煌市东南约25公里的鸣沙山东麓崖壁上，俗称千佛洞。' +
      '据唐代碑文记载，前秦建元二年（公元366年），僧人乐僔在此开凿了第一个洞窟。' +
      '此后历经北朝、隋、唐、五代、宋、西夏、元等朝代的开凿，现存洞窟735个。' +
      '洞窟中保存有壁画4.5万多平方米、彩塑2000多身。' +
      '1900年，道士王圆箓在清理积沙时发现了藏经洞，即今天的第17窟，洞中藏有约5万件文书和绢画等文物。' +
      '1907年，英籍探险家斯坦因从王圆箓手中购得大量藏经洞文物，运往英国。' +
      '1944年，国立敦煌艺术研究所成立，常书鸿担任第一任所长。' +
      '1987年，莫高窟被列入世界文化遗产名录。',
    points: [{ id: 'b4-zh-6', front: '藏经洞是在哪一年被发现的？', content: '1900年' }],
    cards: [
      good('莫高窟位于哪座山的东麓？', '鸣沙山'),
      good('莫高窟俗称什么？', '千佛洞'),
      bad('ANSWER_LEAK', '莫高窟第一个洞窟开凿于前秦建元二年（公元366年），即公元哪一年？', '公元366年'),
      good('据记载，莫高窟的第一个洞窟是谁开凿的？', '僧人乐僔'),
      good('莫高窟现存洞窟有多少个？', '735个'),
      bad('MULTIPLE_FACTS', '莫高窟在前秦之后又经历了哪些朝代的开凿？', '北朝、隋、唐、五代、宋、西夏、元等'),
      bad('UNSUPPORTED', '莫高窟洞窟中保存的彩塑有多少身？', '3000多身'),
      good('莫高窟洞窟中保存的壁画面积有多大？', '四万五千多平方米'),
      good(null, '1900年，道士{{c1::王圆箓}}在清理积沙时发现了藏经洞。'),
      bad('DUPLICATE', '道士王圆箓是在哪一年发现藏经洞的？', '1900年'),
      good('藏经洞是今天莫高窟的第几窟？', '第17窟'),
      bad('UNSUPPORTED', '藏经洞中藏有大约多少件文物？', '约5000件'),
      bad('UNSUPPORTED', '1907年从王圆箓手中购得大量藏经洞文物的探险家是谁？', '伯希和'),
      good('斯坦因把从藏经洞购得的文物运往了哪个国家？', '英国'),
      bad('MULTIPLE_FACTS', '1944年成立了什么机构，第一任所长是谁？', '国立敦煌艺术研究所，常书鸿任第一任所长'),
      good('莫高窟在哪一年被列入世界文化遗产名录？', '1987年'),
      bad('DUPLICATE', null, '莫高窟第一个洞窟的开凿者是僧人{{c1::乐僔}}。'),
    ],
  },
  {
    name: '张衡与候风地动仪（中文，科技史）',
    text:
      '张衡（78—139年）是东汉时期的科学家和文学家，南阳郡西鄂（今河南南阳）人。' +
      '他曾两次担任太史令，负责观测天象和编订历法。' +
      '他制作了用水力推动的浑天仪，并在《灵宪》一书中阐述了自己的天文学说。' +
      '公元132年，张衡制成候风地动仪，据《后汉书》记载，它用精铜铸成，形状像酒樽。' +
      '仪器外面按八个方位各装有一条龙，龙口衔着铜丸，每条龙下方都有一只张口的蟾蜍。' +
      '哪个方向发生地震，那个方向的龙口里的铜丸就会落入蟾蜍口中。' +
      '公元138年，地动仪西方的铜丸落下，几天后传来陇西发生地震的消息。' +
      '在文学方面，他用十年时间写成了《二京赋》。',
    points: [
      { id: 'b4-zh-7', front: '张衡在哪一年制成候风地动仪？', content: '公元132年' },
      { id: 'b4-zh-8', front: null, content: '候风地动仪每条龙的下方都有一只张口的{{c1::蟾蜍}}。' },
    ],
    cards: [
      good('张衡是哪个朝代的人？', '东汉'),
      good('张衡的家乡西鄂在今天的哪个城市？', '河南南阳'),
      bad('ANSWER_LEAK', '张衡曾两次担任太史令，他担任过的这个官职叫什么？', '太史令'),
      bad('MULTIPLE_FACTS', '张衡担任太史令时负责哪些工作？', '观测天象、编订历法'),
      bad('UNSUPPORTED', '张衡制作的浑天仪靠什么力量推动？', '风力'),
      good(null, '张衡在{{c1::《灵宪》}}一书中阐述了自己的天文学说。'),
      bad('DUPLICATE', null, '张衡于公元{{c1::132}}年制成候风地动仪。'),
      good('据《后汉书》记载，候风地动仪是用什么材料铸成的？', '精铜'),
      bad('ANSWER_LEAK', '形状像酒樽的候风地动仪，外形像哪种器物？', '酒樽'),
      good('候风地动仪外面按八个方位各装有什么？', '一条龙'),
      good('候风地动仪的龙口里衔着什么？', '铜丸'),
      bad('DUPLICATE', '候风地动仪每条龙的下面蹲着什么动物？', '张口的蟾蜍'),
      good('发生地震时，地动仪上哪个方向龙口里的铜丸会落下？', '发生地震的那个方向'),
      good('公元138年，地动仪哪个方向的铜丸落下？', '西方'),
      bad('UNSUPPORTED', '公元138年地动仪测到的是哪里发生的地震？', '洛阳'),
      bad('MULTIPLE_FACTS', '张衡的生卒年是哪一年？', '生于公元78年，卒于139年'),
      good('张衡用了多少年写成《二京赋》？', '10年'),
    ],
  },
  {
    name: '陆羽与《茶经》（中文，茶文化）',
    text:
      '陆羽（733—804年）是唐代复州竟陵（今湖北天门）人，自幼是孤儿，被竟陵龙盖寺的智积禅师收养。' +
      '安史之乱后，他来到湖州，隐居在苕溪一带，与诗僧皎然结为好友。' +
      '他在湖州潜心研究茶事，大约在公元780年写成《茶经》。' +
      '《茶经》分为上、中、下三卷，共十章，全书约七千字。' +
      '书中介绍了茶的起源、采制工具、制茶方法、煮茶和饮茶的方法以及各地产茶情况。' +
      '在《茶经》中，陆羽把当时的产茶地区划分为八个茶区。' +
      '《茶经》被认为是世界上第一部茶学专著。' +
      '陆羽因此被后人尊为“茶圣”。',
    points: [{ id: 'b4-zh-9', front: '《茶经》的作者是谁？', content: '陆羽' }],
    cards: [
      good('陆羽的家乡竟陵在今天的什么地方？', '湖北天门'),
      good('陆羽出生于哪一年？', '733年'),
      bad('ANSWER_LEAK', '陆羽自幼是孤儿，被智积禅师收养，收养他的是哪位禅师？', '智积禅师'),
      good('收养陆羽的智积禅师在哪座寺庙？', '竟陵龙盖寺'),
      bad('UNSUPPORTED', '陆羽是在什么事件之后来到湖州的？', '黄巢起义'),
      good('陆羽在湖州隐居于哪一带？', '苕溪一带'),
      bad('UNSUPPORTED', '陆羽在湖州与哪位诗人结为好友？', '杜甫'),
      good('陆羽是在哪座城市潜心研究茶事并写成《茶经》的？', '湖州'),
      good('陆羽大约在哪一年写成《茶经》？', '约公元780年'),
      bad('DUPLICATE', '《茶经》是谁写的？', '唐代的陆羽'),
      bad('MULTIPLE_FACTS', '《茶经》分为几卷几章？', '三卷，十章'),
      good('《茶经》全书大约有多少字？', '约7000字'),
      bad('MULTIPLE_FACTS', '《茶经》介绍了哪些内容？', '茶的起源、采制工具、制茶方法、煮茶和饮茶的方法以及各地产茶情况'),
      good(null, '《茶经》被认为是世界上{{c1::第一部茶学专著}}。'),
      bad('ANSWER_LEAK', '陆羽被后人尊为“茶圣”，后人给他的尊称是什么？', '茶圣'),
      good('陆羽在《茶经》中把当时的产茶地区划分为几个茶区？', '八个'),
      bad('DUPLICATE', null, '陆羽在《茶经》中把产茶地区分为{{c1::八}}个茶区。'),
    ],
  },
  {
    name: 'Apollo 11 (English, spaceflight)',
    text:
      'Apollo 11 lifted off from Kennedy Space Center in Florida on July 16, 1969, carried by a Saturn V rocket. ' +
      'Its crew were commander Neil Armstrong, lunar module pilot Buzz Aldrin and command module pilot Michael Collins. ' +
      'On July 20 the lunar module Eagle landed in the Sea of Tranquility, while Collins stayed in lunar orbit aboard ' +
      'the command module Columbia. ' +
      'About six and a half hours after landing, Armstrong became the first person to step onto the Moon; Aldrin joined ' +
      'him about 20 minutes later. ' +
      'The two men spent roughly two and a half hours outside, setting up experiments such as a laser reflector and a ' +
      'seismometer. ' +
      'They collected about 21.5 kilograms (47.5 pounds) of lunar rock and soil to bring back to Earth. ' +
      'The crew splashed down in the Pacific Ocean on July 24, 1969, and were picked up by the aircraft carrier USS Hornet.',
    points: [
      { id: 'b4-en-1', front: 'Who commanded Apollo 11?', content: 'Neil Armstrong' },
      { id: 'b4-en-2', front: null, content: 'Apollo 11 splashed down in the {{c1::Pacific Ocean}}.' },
    ],
    cards: [
      good('Which rocket carried Apollo 11 into space?', 'A Saturn V'),
      good("What was Buzz Aldrin's role on Apollo 11?", 'Lunar module pilot'),
      bad(
        'ANSWER_LEAK',
        'What name was given to the Apollo 11 lunar module, whose landing prompted the words "The Eagle has landed"?',
        'Eagle',
      ),
      good("Where did Apollo 11's lunar module land?", 'In the Sea of Tranquility'),
      good('What was the name of the Apollo 11 command module?', 'Columbia'),
      good('Which Apollo 11 astronaut stayed in lunar orbit while Eagle was on the Moon?', 'Michael Collins'),
      bad('UNSUPPORTED', "On what date did Apollo 11's lunar module land on the Moon?", 'July 21, 1969'),
      bad(
        'MULTIPLE_FACTS',
        'Which experiments did Armstrong and Aldrin set up on the Moon?',
        'A laser reflector and a seismometer',
      ),
      bad(
        'ANSWER_LEAK',
        'What did Armstrong do about six and a half hours after Eagle landed, becoming the first person to step onto the Moon?',
        'He stepped onto the Moon, the first person ever to do so.',
      ),
      good('About how long after Armstrong did Aldrin step onto the Moon?', 'Roughly 20 minutes later'),
      good('About how long did Armstrong and Aldrin spend outside on the Moon?', 'About 2.5 hours'),
      good(null, 'The Apollo 11 crew collected about {{c1::47.5 pounds}} of lunar rock and soil.'),
      bad(
        'ANSWER_LEAK',
        'The aircraft carrier USS Hornet picked up the Apollo 11 crew after splashdown. Which ship recovered them?',
        'USS Hornet',
      ),
      bad('DUPLICATE', 'Which astronaut was the commander of Apollo 11?', 'Neil Armstrong'),
      good('On what date did the Apollo 11 crew splash down?', 'July 24, 1969'),
      bad('DUPLICATE', 'Where did the Apollo 11 crew come down at the end of the mission?', 'In the Pacific Ocean'),
    ],
  },
  {
    name: 'The Rosetta Stone (English, archaeology)',
    text:
      'The Rosetta Stone is a slab of granodiorite inscribed with a decree issued at Memphis in 196 BC on behalf of ' +
      'King Ptolemy V. ' +
      'The decree is written three times: in Egyptian hieroglyphs, in Demotic script and in Ancient Greek. ' +
      "French soldiers found the stone in July 1799 near the town of Rashid, known to Europeans as Rosetta, in the Nile " +
      "Delta, during Napoleon's campaign in Egypt. " +
      'After the French surrender, it passed to the British under the terms of the Capitulation of Alexandria in 1801. ' +
      'It has been on display in the British Museum in London since 1802. ' +
      'The stone is about 112 centimetres tall and weighs roughly 760 kilograms. ' +
      'Because the Greek text could be read, scholars could compare it with the Egyptian scripts; the English scientist ' +
      'Thomas Young made early progress on the Demotic text. ' +
      'In 1822 the French scholar Jean-François Champollion announced that he had deciphered the hieroglyphs.',
    points: [
      {
        id: 'b4-en-3',
        front: 'Who announced the decipherment of Egyptian hieroglyphs in 1822?',
        content: 'Jean-François Champollion',
      },
    ],
    cards: [
      good('What kind of stone is the Rosetta Stone made of?', 'Granodiorite'),
      bad('MULTIPLE_FACTS', 'When and where was the decree on the Rosetta Stone issued?', 'At Memphis, in 196 BC'),
      bad('UNSUPPORTED', 'On behalf of which king was the Rosetta Stone decree issued?', 'Ptolemy IV'),
      bad(
        'MULTIPLE_FACTS',
        'In which three scripts is the Rosetta Stone decree written?',
        'Egyptian hieroglyphs, Demotic and Ancient Greek',
      ),
      bad('ANSWER_LEAK', 'Near which town was the Rosetta Stone found, by its European name?', 'Rosetta'),
      good('Who found the Rosetta Stone?', 'French soldiers'),
      good("During whose military campaign was the Rosetta Stone found?", "Napoleon's campaign in Egypt"),
      good(null, 'The Rosetta Stone was found in {{c1::July 1799}}.'),
      bad('DUPLICATE', 'In which month and year did French soldiers discover the Rosetta Stone?', 'July 1799'),
      good('Under what agreement did the Rosetta Stone pass to the British?', 'The Capitulation of Alexandria'),
      good('Since what year has the Rosetta Stone been displayed in the British Museum?', '1802'),
      bad(
        'ANSWER_LEAK',
        'What is the approximate weight of the Rosetta Stone, a 760-kilogram slab of granodiorite?',
        'About 760 kg',
      ),
      good('About how tall is the Rosetta Stone?', 'About 1.12 metres'),
      good('Which scholar made early progress on the Demotic text of the Rosetta Stone?', 'Thomas Young'),
      bad(
        'DUPLICATE',
        null,
        'In 1822 {{c1::Jean-François Champollion}} announced that he had deciphered the hieroglyphs.',
      ),
      good(
        'Why could scholars use the Rosetta Stone to work on the Egyptian scripts?',
        'Because its Greek text could be read and compared with the Egyptian versions.',
      ),
    ],
  },
  {
    name: 'The Panama Canal (English, engineering)',
    text:
      'The Panama Canal crosses the Isthmus of Panama and links the Atlantic Ocean, via the Caribbean Sea, with the ' +
      'Pacific Ocean. ' +
      'A French company led by Ferdinand de Lesseps began digging in 1881 but gave up after disease and engineering ' +
      'problems killed thousands of workers. ' +
      'The United States took over the project in 1904, and the army engineer George Washington Goethals became its ' +
      'chief engineer in 1907. ' +
      'The canal opened on August 15, 1914, when the steamship SS Ancon made the first official transit. ' +
      'It is about 82 kilometres long. ' +
      'Locks lift ships about 26 metres up to Gatun Lake, an artificial lake created by damming the Chagres River. ' +
      'Under the Torrijos–Carter Treaties signed in 1977, control of the canal passed to Panama on December 31, 1999. ' +
      'An expansion with a third, larger set of locks opened in June 2016.',
    points: [{ id: 'b4-en-4', front: 'In what year did the Panama Canal open?', content: '1914' }],
    cards: [
      good('Through which sea does the Panama Canal connect to the Atlantic Ocean?', 'The Caribbean Sea'),
      good('Who led the French company that began digging the Panama Canal?', 'Ferdinand de Lesseps'),
      bad(
        'ANSWER_LEAK',
        'Why did the French company give up on the Panama Canal after disease and engineering problems killed thousands of its workers?',
        'Because disease and engineering problems killed thousands of its workers.',
      ),
      good('In what year did the United States take over the Panama Canal project?', '1904'),
      bad('UNSUPPORTED', "Who became the Panama Canal's chief engineer in 1907?", 'John Frank Stevens'),
      good(null, 'The Panama Canal opened on {{c1::August 15}}, 1914.'),
      bad('DUPLICATE', 'When was the Panama Canal first opened to traffic?', 'In 1914'),
      good('Which ship made the first official transit of the Panama Canal?', 'The SS Ancon'),
      bad('ANSWER_LEAK', 'What lake did engineers create by building the Gatun Dam on the Chagres River?', 'Gatun Lake'),
      good('About how high do the Panama Canal locks lift ships?', 'About 26 metres'),
      good('How long is the Panama Canal?', 'About 82 kilometres'),
      bad(
        'MULTIPLE_FACTS',
        'When did the Panama Canal expansion open, and what did it add?',
        'In June 2016; it added a third, larger set of locks.',
      ),
      good('In what year were the Torrijos–Carter Treaties signed?', '1977'),
      bad('ANSWER_LEAK', 'Control of the Panama Canal passed to which country on December 31, 1999?', 'Panama'),
    ],
  },
  {
    name: 'The Wright brothers’ first flight (English, aviation)',
    text:
      'Wilbur and Orville Wright ran a bicycle shop in Dayton, Ohio, where they designed and built their early gliders. ' +
      'They chose Kitty Hawk, on the coast of North Carolina, for their tests because of its steady winds and soft sand. ' +
      'On December 17, 1903, at Kill Devil Hills near Kitty Hawk, Orville piloted the Wright Flyer on the first ' +
      'powered, controlled flight of a heavier-than-air aircraft. ' +
      'That first flight lasted 12 seconds and covered 120 feet, about 37 metres. ' +
      'The brothers made four flights that day, and the longest, flown by Wilbur, lasted 59 seconds and covered 852 feet. ' +
      "The Flyer's petrol engine of about 12 horsepower was built by their mechanic, Charlie Taylor. " +
      'A gust of wind later overturned and damaged the aircraft, and it never flew again. ' +
      'Since 1948 the original Flyer has been displayed at the Smithsonian Institution in Washington, D.C.',
    points: [
      { id: 'b4-en-5', front: 'Who piloted the first powered flight of the Wright Flyer?', content: 'Orville Wright' },
      { id: 'b4-en-6', front: null, content: 'The first Wright Flyer flight lasted {{c1::12 seconds}}.' },
    ],
    cards: [
      good('In which city did the Wright brothers run their bicycle shop?', 'Dayton, Ohio'),
      bad(
        'ANSWER_LEAK',
        'In Dayton, Ohio, the Wright brothers repaired and sold bicycles for a living. What kind of shop did they run?',
        'A bicycle shop',
      ),
      good('On the coast of which US state is Kitty Hawk?', 'North Carolina'),
      good('On what date did the first powered, controlled flight of the Wright Flyer take place?', 'December 17, 1903'),
      bad('DUPLICATE', 'Which of the Wright brothers was at the controls for the first powered flight?', 'Orville'),
      good('At what site near Kitty Hawk did the first powered flight take place?', 'Kill Devil Hills'),
      good('About how far, in metres, did the first powered flight travel?', 'About 37 metres'),
      bad('ANSWER_LEAK', "Which of the brothers' mechanics, Charlie, built the Wright Flyer's engine?", 'Charlie Taylor'),
      good("About how much power did the Wright Flyer's engine produce?", 'About 12 horsepower'),
      good('How many flights did the Wright brothers make on December 17, 1903?', 'Four'),
      good(null, 'The longest flight on December 17, 1903 was flown by {{c1::Wilbur}} Wright.'),
      bad('UNSUPPORTED', 'How long did the longest flight on December 17, 1903 last?', '59 minutes'),
      good('How far did the longest flight on December 17, 1903 go?', '852 feet'),
      bad(
        'MULTIPLE_FACTS',
        "What happened to the Wright Flyer after that day's flights, and where is it displayed today?",
        'A gust of wind overturned and damaged it; since 1948 it has been displayed at the Smithsonian Institution in Washington, D.C.',
      ),
    ],
  },
];
