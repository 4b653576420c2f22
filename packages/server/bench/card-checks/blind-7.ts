// A seventh blind evaluation set for the card checks (bench/card-checks.ts), written on 2026-11-29 by someone who had
// not read the checks' code, the server README's card-check section, nor the misses or cards of any earlier set (only
// this folder's file format, the opening of blind-6 and the source titles of the earlier sets, to pick other subjects).
// Same shape as sources.ts: ten source texts of our own writing, five Chinese and five English (geography and travel
// writing, mathematics, opera, conservation biology, ceramics; astronomy, urban history, animal behaviour, public
// health, seed conservation), with the cards a model might propose for each, every one labelled with the one fault
// seeded into it (or none). Cards are checked in order against the earlier cards of their source and against
// `points`, the cards already in the jar.
//
// Good cards paraphrase as a model would: numbers written another way (一六三六年, 公元四六二年, 0.79米 for 约七十九厘米,
// 2.4 m, around three thousand, fifty-one), units renamed (micrometres → microns), synonyms and reordered clauses,
// reasons given in other words, answers the passage implies (小数点后第七位 from 3.1415926–3.1415927, 宋真宗 for the
// 景德 era), answers joining two nearby sentences, a name alone. Faulty cards are meant to be subtle: a number, place or
// name the passage does not give or gives for something else (the year of returning home as the year of death, the
// launch date as the release date, 51 rebuilt churches as the churches burnt, the height above the sea as the depth
// into the rock, the glow of the polar night as the summer's), a reason or claim the passage never makes, a question
// restating or implying its answer (an initialism spelled out, a name in the question, an answer one subtraction or
// multiplication away from the question's numbers), two facts asked, two people or a set of places, a fact asked again
// as a cloze or in other words, or already in the jar. Convention for two-item answers (the same as the earlier sets):
// a pair named in one phrase and asked as one thing is one fact (“友友”和“洋洋”, brick or stone); two things asked (when
// and where, how many and how big), two people, or a set of places or items are several.
import { bad, good, type EvaluationSource } from './sources';

export const BLIND_SET_7: EvaluationSource[] = [
  {
    name: '徐霞客与《徐霞客游记》（中文，地理与游记）',
    text:
      '徐霞客，名弘祖，字振之，霞客是他的号，1587年出生于南直隶江阴（今江苏江阴）。' +
      '他自幼喜读地理、历史和探险类书籍，无意于科举功名。' +
      '从二十二岁起，他在母亲的支持下开始出游，此后三十多年间足迹遍及今天的二十一个省份。' +
      '1636年秋，他开始了一生中最后也是最长的一次远游，经浙江、江西、湖南、广西、贵州，最终到达云南。' +
      '这次西南之行历时约四年，他在云南腾冲一带考察了火山和温泉。' +
      '他对西南地区的石灰岩溶洞做了详细记录，仅在广西、贵州、云南三地就考察了一百多个岩洞。' +
      '通过实地考察，他指出金沙江才是长江的正源，纠正了《禹贡》中“岷山导江”的旧说。' +
      '1640年，他因足疾无法行走，被人护送回到江阴，次年即1641年去世，享年五十四岁。' +
      '他的日记由后人整理成《徐霞客游记》，现存约六十万字。' +
      '《游记》的首篇是《游天台山日记》，写于1613年，开篇日期对应公历5月19日。' +
      '2011年，国务院将每年的5月19日定为“中国旅游日”。',
    points: [{ id: 'b7-zh-1', front: '《徐霞客游记》的第一篇是哪一篇？', content: '《游天台山日记》' }],
    cards: [
      good('徐霞客的本名是什么？', '徐弘祖'),
      good('“霞客”是徐霞客的名、字还是号？', '号'),
      good('徐霞客是今天哪个地方的人？', '江苏江阴'),
      good('徐霞客从多大年纪开始外出游历？', '二十二岁'),
      good('徐霞客外出游历得到了哪位家人的支持？', '他的母亲'),
      bad('ANSWER_LEAK', '《徐霞客游记》是由谁的日记整理而成的？', '徐霞客'),
      bad('MULTIPLE_FACTS', '徐霞客最后一次远游是哪一年出发的，最终到达了哪个省？', '1636年出发，到达云南'),
      good('徐霞客最后一次远游是在哪一年开始的？', '一六三六年'),
      good('徐霞客的西南之行大约用了多长时间？', '四年左右'),
      bad('UNSUPPORTED', '徐霞客在云南的哪一带考察了火山和温泉？', '大理一带'),
      good(null, '徐霞客曾在云南{{c1::腾冲}}一带考察火山和温泉。'),
      bad('DUPLICATE', '徐霞客是在云南什么地方考察火山与温泉的？', '腾冲'),
      good('徐霞客在广西、贵州、云南共考察了多少个岩洞？', '一百多个'),
      bad('UNSUPPORTED', '徐霞客详细记录的西南溶洞属于哪种岩石？', '花岗岩'),
      good('徐霞客认为哪条江才是长江的正源？', '金沙江'),
      good('“岷山导江”的旧说出自哪部典籍？', '《禹贡》'),
      bad('UNSUPPORTED', '徐霞客是在哪一年去世的？', '1640年'),
      good('1640年徐霞客为什么被人护送回江阴？', '他患了足疾，走不了路'),
      bad('ANSWER_LEAK', null, '徐霞客生于1587年，卒于1641年，享年{{c1::五十四}}岁。'),
      bad('DUPLICATE', '《徐霞客游记》以哪一篇日记开头？', '《游天台山日记》'),
      good('现存的《徐霞客游记》大约有多少字？', '约60万字'),
      bad('UNSUPPORTED', '“中国旅游日”是从哪一年开始设立的？', '2001年'),
      good('“中国旅游日”是每年的哪一天？', '五月十九日'),
      bad('DUPLICATE', null, '每年的{{c1::5月19日}}被定为“中国旅游日”。'),
    ],
  },
  {
    name: '祖冲之与圆周率（中文，数学）',
    text:
      '祖冲之（429年—500年），字文远，是南朝宋、齐时期的数学家和天文学家，祖籍范阳郡遒县（今河北涞水）。' +
      '462年，他编成《大明历》，第一次把岁差引入历法，并把一个回归年的长度定为365.24281481日，与现代测量值只相差约五十秒。' +
      '《大明历》直到510年才在梁朝正式颁行，那时祖冲之已去世十年。' +
      '在数学上，他算出圆周率在3.1415926与3.1415927之间。' +
      '这一精度在此后约一千年里一直是世界最高纪录，直到15世纪才被阿拉伯数学家阿尔·卡西超过。' +
      '他还给出了圆周率的两个分数近似值：约率22/7和密率355/113。' +
      '密率在欧洲要到16世纪才由德国人奥托重新得到。' +
      '祖冲之与儿子祖暅一起，用“幂势既同，则积不容异”的原理求出了球体积公式。' +
      '这一原理在西方被称为卡瓦列里原理，而祖氏父子的发现比卡瓦列里早约一千一百年。' +
      '他的数学著作《缀术》曾被唐代国子监列为算学教材，学习期限长达四年，但此书在北宋时已经失传。' +
      '为纪念他，1964年发现的编号1888的小行星被命名为“祖冲之星”，月球背面也有一座以他命名的环形山。',
    points: [{ id: 'b7-zh-2', front: '祖冲之给出的圆周率“约率”是多少？', content: '22/7' }],
    cards: [
      good('祖冲之的字是什么？', '文远'),
      good('祖冲之的祖籍在今天的什么地方？', '河北涞水'),
      good('《大明历》是哪一年编成的？', '公元四六二年'),
      good(null, '祖冲之在《大明历》中首次把{{c1::岁差}}引入了历法。'),
      good('《大明历》规定一个回归年有多少日？', '365.24281481日'),
      good('《大明历》的回归年长度与现代测量值大约相差多少？', '五十秒左右'),
      bad('UNSUPPORTED', '《大明历》是在哪个朝代正式颁行的？', '南齐'),
      bad('ANSWER_LEAK', '《大明历》在510年颁行时，祖冲之已去世十年，他是哪一年去世的？', '500年'),
      good('祖冲之把圆周率精确到了小数点后第几位？', '第七位'),
      bad('ANSWER_LEAK', null, '祖冲之算出圆周率在3.1415926与{{c1::3.1415927}}之间，两者相差一千万分之一。'),
      good('在15世纪超过祖冲之圆周率精度的是谁？', '阿拉伯数学家阿尔·卡西'),
      bad('UNSUPPORTED', '祖冲之的圆周率精度保持世界纪录大约多少年？', '约八百年'),
      good('祖冲之给出的“密率”是多少？', '一百一十三分之三百五十五'),
      bad('MULTIPLE_FACTS', '祖冲之给出的约率和密率分别是多少？', '约率22/7，密率355/113'),
      bad('DUPLICATE', null, '祖冲之得出的圆周率密率为{{c1::355/113}}。'),
      bad('DUPLICATE', '祖冲之的约率是哪个分数？', '七分之二十二'),
      bad('UNSUPPORTED', '在欧洲重新得到密率的奥托是哪国人？', '荷兰人'),
      good('祖冲之和谁一起求出了球体积公式？', '他的儿子祖暅'),
      good('“幂势既同，则积不容异”在西方被称为什么原理？', '卡瓦列里原理'),
      bad('MULTIPLE_FACTS', '《缀术》在唐代被用作什么，学习期限有多长？', '国子监的算学教材；四年'),
      good('《缀术》在哪个朝代已经失传？', '北宋'),
      bad('UNSUPPORTED', '编号1888的“祖冲之星”是在哪一年发现的？', '1967年'),
      good('以祖冲之命名的环形山位于月球的哪一面？', '背面'),
    ],
  },
  {
    name: '昆曲（中文，戏曲）',
    text:
      '昆曲又称昆剧、昆山腔，发源于元末明初的江苏昆山一带，相传由当地人顾坚等人初创。' +
      '明代嘉靖年间，魏良辅在太仓潜心钻研十年，吸收海盐腔、弋阳腔和江南民歌的长处，改良出细腻婉转的“水磨调”。' +
      '随后，梁辰鱼用改良后的昆腔写成传奇《浣纱记》，讲述西施与范蠡的故事，使昆腔从清唱走上了舞台。' +
      '万历二十六年（1598年），汤显祖完成《牡丹亭》，全剧共五十五出。' +
      '清代康熙年间，洪昇的《长生殿》和孔尚任的《桃花扇》相继问世，两人并称“南洪北孔”。' +
      '昆曲的伴奏以曲笛为主，因此常被形容为“笛子当家”。' +
      '乾隆以后，各地的地方戏兴起，史称“花雅之争”，昆曲被称为“雅部”，此后逐渐衰落。' +
      '1921年，苏州成立昆剧传习所，培养出“传”字辈演员四十余人。' +
      '1956年，浙江昆苏剧团演出的《十五贯》进京，轰动一时，被誉为“一出戏救活了一个剧种”。' +
      '2001年5月18日，昆曲入选联合国教科文组织首批“人类口头和非物质遗产代表作”名录。' +
      '2004年，作家白先勇策划的青春版《牡丹亭》在台北首演。',
    points: [{ id: 'b7-zh-3', front: '《长生殿》的作者是谁？', content: '洪昇' }],
    cards: [
      good('昆曲发源于什么地方？', '江苏昆山一带'),
      good('相传昆山腔是由谁初创的？', '顾坚等人'),
      good('魏良辅改良昆腔是在明朝的哪个年号？', '嘉靖'),
      good(null, '魏良辅改良后的昆腔细腻婉转，被称为“{{c1::水磨调}}”。'),
      bad('MULTIPLE_FACTS', '魏良辅改良昆腔时吸收了哪些声腔和曲调的长处？', '海盐腔、弋阳腔、江南民歌'),
      good('魏良辅为改良昆腔钻研了多少年？', '整整十年'),
      bad('UNSUPPORTED', '魏良辅是在哪里潜心改良昆腔的？', '苏州'),
      good('用魏良辅改良后的昆腔写成《浣纱记》的是谁？', '梁辰鱼'),
      bad('ANSWER_LEAK', '《浣纱记》写的是浣纱女西施与范蠡的故事，剧中的女主人公是谁？', '西施'),
      good('《浣纱记》在昆曲发展中起了什么作用？', '让昆腔由清唱登上了舞台'),
      good('《牡丹亭》完成于公元哪一年？', '一五九八年'),
      bad('UNSUPPORTED', '《牡丹亭》全剧共有多少出？', '五十出'),
      bad('MULTIPLE_FACTS', '“南洪北孔”指哪两位剧作家？', '洪昇和孔尚任'),
      good('《桃花扇》的作者是谁？', '孔尚任'),
      bad('DUPLICATE', '清代剧作《长生殿》出自哪位剧作家之手？', '洪昇'),
      bad('ANSWER_LEAK', '昆曲常被形容为“笛子当家”，它的伴奏以哪种乐器为主？', '曲笛'),
      good('在“花雅之争”中，昆曲被称作什么？', '雅部'),
      bad('UNSUPPORTED', '昆曲是在清代哪位皇帝以后开始衰落的？', '康熙'),
      good('苏州昆剧传习所成立于哪一年？', '一九二一年'),
      good('昆剧传习所培养的演员以哪个字排辈？', '“传”字'),
      bad('UNSUPPORTED', '昆剧传习所培养出的“传”字辈演员大约有多少人？', '六十余人'),
      good('哪出戏被誉为“一出戏救活了一个剧种”？', '《十五贯》'),
      good('昆曲是在哪一年入选联合国教科文组织首批人类口头和非物质遗产代表作的？', '2001年'),
      bad('DUPLICATE', null, '{{c1::2001}}年，昆曲被列入联合国教科文组织首批“人类口头和非物质遗产代表作”名录。'),
      good('青春版《牡丹亭》是由谁策划的？', '白先勇'),
    ],
  },
  {
    name: '朱鹮（中文，保护生物学）',
    text:
      '朱鹮是一种中型涉禽，被誉为“东方宝石”，成鸟体长约七十九厘米，羽毛白色略带粉红，脸部裸露的皮肤呈鲜红色。' +
      '历史上，它广泛分布于中国东部、日本、朝鲜半岛和俄罗斯远东地区。' +
      '20世纪中叶以后，由于湿地减少、农药使用和人为捕猎，野生朱鹮的数量急剧下降。' +
      '1981年5月，中国科学院鸟类学家刘荫增带领的考察队在陕西洋县姚家沟发现了7只野生朱鹮，其中成鸟4只、幼鸟3只，这是当时世界上仅知的野生种群。' +
      '同年，日本把本国仅剩的5只野生朱鹮全部捕捉起来进行人工饲养。' +
      '洋县随后设立了保护站，禁止在朱鹮觅食的稻田里使用农药和化肥，并禁止在营巢地附近砍伐树木。' +
      '1989年，北京动物园首次成功人工繁殖朱鹮。' +
      '1999年，中国把一对朱鹮“友友”和“洋洋”赠送给日本，同年佐渡岛的保护中心用它们繁殖出了雏鸟“优优”。' +
      '2000年，世界自然保护联盟把朱鹮的受威胁等级从“极危”下调为“濒危”。' +
      '2003年，日本本土最后一只野生来源的朱鹮“阿金”死亡。' +
      '到2022年，全球朱鹮总数已超过一万只，其中大部分生活在中国。',
    points: [{ id: 'b7-zh-4', front: '1981年发现的野生朱鹮种群在洋县的什么地方？', content: '姚家沟' }],
    cards: [
      good('朱鹮被人们誉为什么？', '东方宝石'),
      good('朱鹮成鸟的体长大约是多少？', '约0.79米'),
      good('朱鹮脸部裸露的皮肤是什么颜色？', '鲜红色'),
      bad('MULTIPLE_FACTS', '历史上朱鹮分布在哪些地区？', '中国东部、日本、朝鲜半岛和俄罗斯远东'),
      bad('UNSUPPORTED', '20世纪中叶以后野生朱鹮数量急剧下降的主要原因是什么？', '气候变暖导致繁殖失败'),
      good('1981年发现野生朱鹮的考察队是由谁带领的？', '鸟类学家刘荫增'),
      good('1981年的野生朱鹮是在哪个县发现的？', '陕西洋县'),
      good('1981年在洋县一共发现了几只野生朱鹮？', '七只'),
      bad('ANSWER_LEAK', '1981年在洋县发现的7只朱鹮中有4只是成鸟，其余的幼鸟有几只？', '3只'),
      bad('MULTIPLE_FACTS', '1981年发现的朱鹮种群中，成鸟和幼鸟各有几只？', '成鸟4只，幼鸟3只'),
      bad('UNSUPPORTED', '刘荫增的考察队是在1981年的几月发现野生朱鹮的？', '6月'),
      bad('DUPLICATE', '刘荫增的考察队在洋县哪个地方找到了野生朱鹮？', '姚家沟'),
      good('1981年，日本对本国剩下的野生朱鹮采取了什么做法？', '全部捉回进行人工饲养'),
      bad('UNSUPPORTED', '1981年日本被捕捉进行人工饲养的野生朱鹮有几只？', '7只'),
      good(null, '为保护朱鹮，洋县禁止在朱鹮觅食的稻田里使用{{c1::农药和化肥}}。'),
      good('首次成功人工繁殖朱鹮的是哪个单位？', '北京动物园'),
      good('朱鹮的人工繁殖第一次成功是在哪一年？', '1989年'),
      bad('DUPLICATE', null, '北京动物园在{{c1::1989}}年第一次人工繁殖朱鹮成功。'),
      good('中国赠送给日本的那对朱鹮叫什么名字？', '“友友”和“洋洋”'),
      good('中国是在哪一年把朱鹮赠送给日本的？', '一九九九年'),
      bad('UNSUPPORTED', '2000年，世界自然保护联盟把朱鹮从哪个等级下调？', '濒危'),
      bad('ANSWER_LEAK', '2003年死亡的日本最后一只野生来源的朱鹮“阿金”叫什么名字？', '阿金'),
      good('日本本土最后一只野生来源的朱鹮死于哪一年？', '2003年'),
      good('到2022年，全球的朱鹮大约有多少只？', '一万多只'),
    ],
  },
  {
    name: '景德镇瓷器（中文，陶瓷工艺）',
    text:
      '景德镇位于江西省东北部，古称昌南镇。' +
      '北宋景德元年（1004年），宋真宗下令在此烧制御用瓷器，器底书写“景德年制”，此地因此得名景德镇。' +
      '景德镇附近的高岭村出产一种白色黏土，国际上通称的“高岭土”（kaolin）一名即来自这个村名。' +
      '元代景德镇工匠采用“瓷石加高岭土”的二元配方，提高了烧成温度，减少了器物的变形。' +
      '元代成熟的青花瓷用从西亚进口的钴料“苏麻离青”绘制纹饰，烧成后呈蓝色。' +
      '明洪武二年（1369年），朝廷在景德镇珠山设立御器厂，专门为宫廷烧造瓷器。' +
      '明代永乐、宣德年间的青花被认为是青花瓷的黄金时代。' +
      '1712年，法国耶稣会传教士殷弘绪从景德镇写信回欧洲，详细介绍了这里的制瓷工艺。' +
      '清代景德镇制瓷分工极细，俗称“共计一坯之力，过手七十二，方克成器”。' +
      '景德镇瓷器素有“白如玉、明如镜、薄如纸、声如磬”的美誉。' +
      '2004年，景德镇举办了建镇一千年的纪念活动。',
    points: [{ id: 'b7-zh-5', front: '元代青花瓷的纹饰烧成后是什么颜色？', content: '蓝色' }],
    cards: [
      good('景德镇古代叫什么名字？', '昌南镇'),
      good('景德镇在哪个省？', '江西省'),
      good('景德镇的名字来自哪位皇帝的年号？', '宋真宗'),
      bad('ANSWER_LEAK', '景德镇得名于北宋的哪一个年号？', '景德'),
      good('景德镇从哪一年开始烧制御用瓷器？', '公元1004年'),
      bad('UNSUPPORTED', '北宋景德镇御用瓷器的器底书写什么款识？', '“大宋年制”'),
      good('“高岭土”这个名称是怎么来的？', '来自景德镇附近的高岭村'),
      bad('ANSWER_LEAK', null, '景德镇附近{{c1::高岭}}村出产的白色黏土，被称为“高岭土”。'),
      good('元代景德镇采用了怎样的制瓷配方？', '瓷石加高岭土的二元配方'),
      good('采用二元配方后，瓷器的烧成温度有什么变化？', '提高了'),
      bad('MULTIPLE_FACTS', '元代的二元配方带来了哪两方面的改进？', '烧成温度提高，器物变形减少'),
      good('元代青花瓷绘制纹饰用的进口钴料叫什么？', '苏麻离青'),
      bad('UNSUPPORTED', '“苏麻离青”钴料是从哪里进口的？', '东南亚'),
      bad('DUPLICATE', null, '用苏麻离青绘制的元青花纹饰，烧成后呈{{c1::蓝色}}。'),
      good('明朝在景德镇设立御器厂是在哪一年？', '一三六九年'),
      bad('UNSUPPORTED', '明代的御器厂设在景德镇的什么地方？', '昌江边'),
      good(null, '明代御器厂设在景德镇的{{c1::珠山}}，专为宫廷烧造瓷器。'),
      good('青花瓷的黄金时代是明代的哪个时期？', '永乐、宣德年间'),
      good('1712年写信向欧洲介绍景德镇制瓷工艺的传教士是谁？', '殷弘绪'),
      bad('UNSUPPORTED', '殷弘绪是哪个国家的传教士？', '意大利'),
      bad('DUPLICATE', '哪位法国耶稣会士在1712年把景德镇的制瓷方法写信告诉了欧洲？', '殷弘绪'),
      good('按俗语所说，清代景德镇一件瓷坯要经过多少道手才能成器？', '七十二道'),
      bad('MULTIPLE_FACTS', null, '景德镇瓷器素有“{{c1::白如玉}}、{{c2::明如镜}}、薄如纸、声如磬”的美誉。'),
      good('景德镇在哪一年举办了建镇千年纪念活动？', '2004年'),
    ],
  },
  {
    name: 'The Hubble Space Telescope (English, astronomy)',
    text:
      'The Hubble Space Telescope was carried into orbit by the Space Shuttle Discovery on mission STS-31 and released on 25 April 1990, a day after launch. ' +
      'It is named after Edwin Hubble, the American astronomer who showed in the 1920s that the universe is expanding. ' +
      'Its primary mirror is 2.4 metres across, and the telescope orbits Earth at roughly 540 kilometres, completing a lap about every 95 minutes. ' +
      'Within weeks of launch, engineers found that the mirror had been ground to the wrong shape: its edge was too flat by about 2.2 micrometres, a flaw called spherical aberration. ' +
      'The error was traced to a misassembled testing instrument, the reflective null corrector, at the mirror’s manufacturer, Perkin-Elmer. ' +
      'In December 1993 the crew of the shuttle Endeavour installed COSTAR, a set of corrective mirrors, and a new Wide Field and Planetary Camera, WFPC2, during five spacewalks. ' +
      'Four more servicing missions followed, the last in May 2009. ' +
      'In December 1995 Hubble stared for about ten days at a seemingly empty patch of sky near the Big Dipper, producing the Hubble Deep Field, which showed roughly 3,000 galaxies. ' +
      'Observations of Cepheid variable stars by the telescope’s Key Project narrowed the Hubble constant to about 72 kilometres per second per megaparsec, a result published in 2001. ' +
      'Its successor, the James Webb Space Telescope, launched on 25 December 2021 and observes mainly in infrared light.',
    points: [{ id: 'b7-en-1', front: 'Near which group of stars was the Hubble Deep Field taken?', content: 'Near the Big Dipper' }],
    cards: [
      good('Which Space Shuttle carried Hubble into orbit?', 'Discovery'),
      good('On what date was Hubble released into orbit?', 'April 25, 1990'),
      bad('UNSUPPORTED', 'On what date did Discovery lift off carrying Hubble?', '25 April 1990'),
      good('What did Edwin Hubble show in the 1920s?', 'That the universe is expanding'),
      bad('ANSWER_LEAK', 'Which astronomer is the Hubble Space Telescope named after?', 'Edwin Hubble'),
      good('How wide is Hubble’s primary mirror?', '2.4 m'),
      good('Roughly how long does Hubble take to go once around Earth?', 'About an hour and 35 minutes'),
      bad('UNSUPPORTED', 'At roughly what altitude does Hubble orbit Earth?', 'About 570 kilometres'),
      good('By how much was the edge of Hubble’s mirror too flat?', 'About 2.2 microns'),
      good(null, 'The flaw in Hubble’s mirror, an edge ground too flat, is called {{c1::spherical aberration}}.'),
      good('Which company manufactured Hubble’s mirror?', 'Perkin-Elmer'),
      good('What caused the mirror to be ground to the wrong shape?', 'A testing instrument, the reflective null corrector, had been put together wrongly'),
      bad('UNSUPPORTED', 'The crew of which shuttle repaired Hubble’s optics in December 1993?', 'Atlantis'),
      bad('ANSWER_LEAK', 'Which camera, the Wide Field and Planetary Camera 2, was installed on Hubble in 1993?', 'WFPC2'),
      bad('MULTIPLE_FACTS', 'What did the Endeavour crew install in December 1993, and how many spacewalks did it take?', 'COSTAR and WFPC2, over five spacewalks'),
      good('How many spacewalks did the 1993 repair mission need?', 'Five'),
      good('When was Hubble’s last servicing mission?', 'May 2009'),
      bad('UNSUPPORTED', 'How many servicing missions did Hubble receive in all?', 'Four'),
      good('About how many galaxies appeared in the Hubble Deep Field?', 'Around three thousand'),
      good('For how long did Hubble observe to make the Deep Field?', 'Roughly ten days'),
      bad('DUPLICATE', null, 'The Hubble Deep Field, taken in 1995, revealed roughly {{c1::3,000}} galaxies.'),
      bad('DUPLICATE', 'The patch of sky in the Hubble Deep Field lies close to which star pattern?', 'The Big Dipper'),
      bad('MULTIPLE_FACTS', 'What value did the Key Project give for the Hubble constant, and when was it published?', 'About 72 km/s/Mpc, in 2001'),
      good('Which kind of star did the Key Project observe to pin down the Hubble constant?', 'Cepheid variables'),
      good('In which kind of light does the James Webb Space Telescope mainly observe?', 'Infrared'),
    ],
  },
  {
    name: 'The Great Fire of London (English, urban history)',
    text:
      'The Great Fire of London began in the early hours of Sunday 2 September 1666 in the bakery of Thomas Farriner on Pudding Lane. ' +
      'A dry summer and a strong east wind drove the flames westward through a city of timber houses, many with roofs coated in pitch. ' +
      'The Lord Mayor, Sir Thomas Bludworth, was reluctant to pull down houses to make firebreaks and reportedly dismissed the first blaze as something a woman could put out. ' +
      'The fire burned for four days and was largely under control by Wednesday 5 September, after gunpowder was used to blow up houses in its path. ' +
      'It destroyed about 13,200 houses, 87 parish churches and the old St Paul’s Cathedral, leaving perhaps 70,000 of the City’s 80,000 inhabitants homeless. ' +
      'Only six deaths were officially recorded, though historians think the true number was higher. ' +
      'The diarist Samuel Pepys described the fire and buried his wine and his Parmesan cheese in his garden to save them. ' +
      'A French watchmaker, Robert Hubert, falsely confessed to starting the fire and was hanged at Tyburn in October 1666. ' +
      'The Rebuilding Act of 1667 required new houses to be built of brick or stone. ' +
      'Christopher Wren designed a new St Paul’s Cathedral, completed in 1711, and 51 new City churches. ' +
      'The Monument, a Doric column designed by Wren and Robert Hooke, stands 202 feet tall, which is its distance from the spot where the fire started.',
    points: [{ id: 'b7-en-2', front: 'Which cathedral was destroyed in the Great Fire of London?', content: 'The old St Paul’s Cathedral' }],
    cards: [
      good('In whose bakery did the Great Fire of London start?', 'Thomas Farriner’s'),
      good('On which street did the Great Fire start?', 'Pudding Lane'),
      bad('UNSUPPORTED', 'From which direction did the wind that drove the fire blow?', 'From the west'),
      good('What were the roofs of many of the City’s timber houses coated with?', 'Pitch'),
      good('Who was Lord Mayor of London when the fire broke out?', 'Sir Thomas Bludworth'),
      bad('ANSWER_LEAK', 'The fire raged from Sunday 2 September until it was largely under control on Wednesday 5 September; for how many days did it burn?', 'Four'),
      good('What was finally used to blow up houses in the fire’s path?', 'Gunpowder'),
      good('Roughly how many houses did the fire destroy?', 'About 13,200'),
      bad('UNSUPPORTED', 'How many parish churches did the fire destroy?', '51'),
      bad('MULTIPLE_FACTS', 'How many houses and how many parish churches did the fire destroy?', 'About 13,200 houses and 87 churches'),
      bad('DUPLICATE', 'Which great church of London did the 1666 fire burn down?', 'The old St Paul’s'),
      good('About how many people did the fire leave homeless?', 'Some seventy thousand'),
      bad('ANSWER_LEAK', null, 'The fire left about {{c1::70,000}} of the City’s 80,000 people homeless, so only some 10,000 kept their homes.'),
      good('How many deaths were officially recorded in the fire?', 'Six'),
      good('Which diarist buried his Parmesan cheese in his garden during the fire?', 'Samuel Pepys'),
      bad('UNSUPPORTED', 'What nationality was Robert Hubert, who falsely confessed to starting the fire?', 'Dutch'),
      bad('MULTIPLE_FACTS', 'Who falsely confessed to starting the fire, and what was his trade?', 'Robert Hubert, a watchmaker'),
      good('Where was Robert Hubert hanged?', 'At Tyburn'),
      good('What did the Rebuilding Act require new houses to be built of?', 'Brick or stone'),
      bad('UNSUPPORTED', 'In which year was the Rebuilding Act passed?', '1666'),
      good('In which year was Wren’s new St Paul’s Cathedral finished?', '1711'),
      good(null, 'After the fire Christopher Wren designed {{c1::51}} new churches for the City.'),
      bad('DUPLICATE', 'How many new City churches did Wren design after the fire?', 'Fifty-one'),
      good('Why is the Monument 202 feet tall?', 'That is how far it stands from where the fire started'),
      bad('MULTIPLE_FACTS', 'Who designed the Monument?', 'Christopher Wren and Robert Hooke'),
    ],
  },
  {
    name: 'The honeybee waggle dance (English, animal behaviour)',
    text:
      'Honeybee foragers that find a rich source of nectar return to the hive and perform a waggle dance on the vertical surface of the comb to tell their nestmates where it is. ' +
      'The Austrian zoologist Karl von Frisch began studying bee communication in the 1910s and published his decoding of the dance in the 1940s, working largely near Munich and in the Austrian village of Brunnwinkl. ' +
      'During the waggle run the bee moves straight ahead while shaking her abdomen from side to side, then circles back to the start, alternately to the right and to the left. ' +
      'The angle of the waggle run relative to straight up on the comb equals the angle between the food source and the direction of the sun as seen from the hive. ' +
      'The duration of the waggle run encodes distance: roughly one second of waggling corresponds to about one kilometre of flight, though the exact calibration differs between colonies. ' +
      'For food closer than about 50 metres, bees perform a round dance instead, which signals only that food is nearby. ' +
      'Foragers also carry the scent of the flowers on their bodies, which recruits use to recognise the target. ' +
      'Because the sun moves about 15 degrees per hour, dancers adjust the angle over time, even after long periods inside the dark hive. ' +
      'Von Frisch shared the 1973 Nobel Prize in Physiology or Medicine with Konrad Lorenz and Nikolaas Tinbergen. ' +
      'In 2005 researchers led by Joseph Riley used harmonic radar to track recruited bees, confirming that they fly towards the location indicated by the dance. ' +
      'Recruits typically follow a dancer through several circuits before leaving the hive.',
    points: [{ id: 'b7-en-3', front: 'What does the duration of the waggle run encode?', content: 'The distance to the food' }],
    cards: [
      good('Where in the hive does a forager perform the waggle dance?', 'On the vertical face of the comb'),
      good('What nationality was Karl von Frisch?', 'Austrian'),
      bad('UNSUPPORTED', 'In which decade did von Frisch publish his decoding of the waggle dance?', 'The 1920s'),
      good('In which decade did von Frisch begin studying how bees communicate?', 'The 1910s'),
      bad('ANSWER_LEAK', null, 'The Austrian zoologist {{c1::Karl von Frisch}} decoded the bee dance; von Frisch began this work in the 1910s.'),
      good('Near which German city did von Frisch do much of his work?', 'Munich'),
      bad('MULTIPLE_FACTS', 'Where did von Frisch carry out his bee studies?', 'Near Munich and in Brunnwinkl, Austria'),
      good('What does a bee do with her abdomen during the waggle run?', 'She shakes it from side to side'),
      good(null, 'After each waggle run the dancer circles back to the start, turning alternately {{c1::right and left}}.'),
      good('What does the angle of the waggle run tell other bees?', 'The direction of the food relative to the sun'),
      bad('DUPLICATE', 'Which property of the food source is signalled by how long the waggle run lasts?', 'How far away it is'),
      good('Roughly how far does one second of waggling indicate?', 'Around 1 km'),
      bad('UNSUPPORTED', 'Why does the distance calibration of the dance differ between colonies?', 'Because each colony inherits its own dialect from its queen'),
      good('Below roughly what distance do bees do a round dance instead?', 'About 50 m'),
      good('Apart from the dance, how do recruits recognise the target flowers?', 'By the flower scent on the forager’s body'),
      good('About how many degrees does the sun move in an hour?', 'Fifteen'),
      bad('UNSUPPORTED', 'By how much does a dancer change the angle of her dance every ten minutes?', 'About 15 degrees'),
      bad('MULTIPLE_FACTS', 'With whom did von Frisch share his Nobel Prize?', 'Konrad Lorenz and Nikolaas Tinbergen'),
      good('In which year did von Frisch win a Nobel Prize?', '1973'),
      bad('DUPLICATE', null, 'Karl von Frisch received the Nobel Prize in Physiology or Medicine in {{c1::1973}}.'),
      good('What technology did Riley’s team use in 2005 to track bees?', 'Harmonic radar'),
      bad('UNSUPPORTED', 'Who led the 2005 harmonic-radar study of recruited bees?', 'Thomas Seeley'),
      bad('ANSWER_LEAK', 'Tracked by radar in 2005, recruits flew to where the dance pointed; where did the tracking confirm that recruits fly?', 'Towards the location the dance indicates'),
      good('How many circuits does a recruit usually follow before leaving the hive?', 'Several'),
    ],
  },
  {
    name: 'Smallpox eradication (English, public health)',
    text:
      'Smallpox, caused by the variola virus, killed an estimated 300 million people in the twentieth century alone. ' +
      'In 1796 the English doctor Edward Jenner inoculated eight-year-old James Phipps with material from a cowpox sore on the hand of the milkmaid Sarah Nelmes, and then showed that the boy was protected against smallpox. ' +
      'The word vaccine comes from the Latin vacca, meaning cow. ' +
      'In 1959 the World Health Assembly adopted a resolution to eradicate smallpox, but progress was slow until the Intensified Eradication Programme began in 1967, when the disease was still endemic in 31 countries. ' +
      'The programme was led from 1966 by the American epidemiologist Donald Henderson. ' +
      'Instead of vaccinating everyone, teams relied on surveillance and containment, also called ring vaccination: they found each case and vaccinated the people around it. ' +
      'The bifurcated needle, which held a dose between its two prongs, needed only about a quarter as much vaccine as earlier methods. ' +
      'The last natural case of the severe form, variola major, was a three-year-old girl, Rahima Banu, in Bangladesh in 1975. ' +
      'The last natural case of all was Ali Maow Maalin, a hospital cook in Merca, Somalia, in October 1977; he recovered. ' +
      'In 1978 the medical photographer Janet Parker died after a laboratory-acquired infection in Birmingham, England. ' +
      'The World Health Assembly declared smallpox eradicated on 8 May 1980. ' +
      'Samples of the virus are still kept in two laboratories, one in Atlanta in the United States and one in Koltsovo in Russia.',
    points: [{ id: 'b7-en-4', front: 'Who was the last person to catch smallpox naturally?', content: 'Ali Maow Maalin' }],
    cards: [
      good('Which virus causes smallpox?', 'Variola'),
      good('Roughly how many people did smallpox kill in the twentieth century?', 'About 300 million'),
      good('Which boy did Jenner inoculate in 1796?', 'James Phipps'),
      bad('UNSUPPORTED', 'From which animal did Jenner take the cowpox material he used?', 'Directly from an infected cow'),
      good('Whose cowpox sore supplied Jenner’s material?', 'The milkmaid Sarah Nelmes'),
      good('What did the World Health Assembly resolve in 1959?', 'To wipe out smallpox'),
      bad('UNSUPPORTED', 'Why was progress against smallpox slow before 1967?', 'Because the vaccine could not be kept cold in tropical countries'),
      good('In how many countries was smallpox still endemic in 1967?', 'Thirty-one'),
      bad('ANSWER_LEAK', 'The Intensified Eradication Programme began in 1967; in which year did it begin?', '1967'),
      good('Who led the smallpox eradication programme?', 'The American epidemiologist Donald Henderson'),
      bad('UNSUPPORTED', 'From which year did Donald Henderson lead the programme?', '1967'),
      good(null, 'Surveillance and containment, also called {{c1::ring vaccination}}, replaced vaccinating everyone.'),
      good('Where did the bifurcated needle hold its dose?', 'Between its two prongs'),
      bad('ANSWER_LEAK', 'What share of the vaccine did the bifurcated needle use, compared with earlier methods that needed four times as much?', 'About a quarter'),
      bad('MULTIPLE_FACTS', 'Who was the last natural case of variola major, and in which country did she live?', 'Rahima Banu, in Bangladesh'),
      good('How old was Rahima Banu when she caught smallpox?', 'Three'),
      bad('DUPLICATE', 'Who was the world’s last naturally occurring case of smallpox?', 'Ali Maow Maalin'),
      good('What was Ali Maow Maalin’s job?', 'Cook at a hospital'),
      bad('UNSUPPORTED', 'In which Somali town was the last natural smallpox case found?', 'Mogadishu'),
      bad('MULTIPLE_FACTS', 'When and where did the last natural smallpox case occur?', 'October 1977, in Merca, Somalia'),
      good('In which city did Janet Parker catch smallpox in a laboratory?', 'Birmingham'),
      good('On what date was smallpox declared eradicated?', '8 May 1980'),
      bad('DUPLICATE', null, 'The World Health Assembly declared smallpox eradicated in May {{c1::1980}}.'),
      good('In which Russian town are smallpox samples still kept?', 'Koltsovo'),
      bad('MULTIPLE_FACTS', 'Which two places still hold smallpox virus samples?', 'Atlanta and Koltsovo'),
    ],
  },
  {
    name: 'The Svalbard Global Seed Vault (English, seed conservation)',
    text:
      'The Svalbard Global Seed Vault, on the Norwegian island of Spitsbergen near the town of Longyearbyen, opened on 26 February 2008. ' +
      'It was built by the Norwegian government at a cost of about 45 million Norwegian kroner and is run together with the Crop Trust and the Nordic Genetic Resource Center (NordGen). ' +
      'The vault is dug about 120 metres into a sandstone mountain, roughly 130 metres above sea level, so that it would stay dry even if the ice caps melted. ' +
      'Seeds are stored at minus 18 degrees Celsius in sealed foil packets; the surrounding permafrost would keep them frozen for some time even if the cooling failed. ' +
      'The vault has three chambers with room for 4.5 million seed samples, each sample averaging 500 seeds, which means up to 2.25 billion seeds. ' +
      'Depositors keep ownership of their seeds, and only the depositor can withdraw them, an arrangement called a black box. ' +
      'In 2015 the International Center for Agricultural Research in the Dry Areas (ICARDA), which had moved out of Aleppo because of the Syrian civil war, made the first withdrawal, to rebuild its collections in Lebanon and Morocco. ' +
      'In 2016 and 2017 unusually warm weather melted permafrost and meltwater entered the entrance tunnel, though no seeds were harmed. ' +
      'Norway then spent about 100 million kroner on improvements, including a new access tunnel finished in 2019. ' +
      'The entrance is marked by an artwork by Dyveke Sanne that reflects sunlight in summer and glows green-blue in the polar night. ' +
      'By 2024 the vault held more than 1.25 million samples from nearly every country.',
    points: [{ id: 'b7-en-5', front: 'Near which town on Svalbard is the Global Seed Vault?', content: 'Longyearbyen' }],
    cards: [
      good('On which island is the Svalbard Global Seed Vault?', 'Spitsbergen'),
      bad('DUPLICATE', 'The Svalbard seed vault stands near which town?', 'Longyearbyen'),
      good('When did the seed vault open?', 'February 26, 2008'),
      good('Who paid for the construction of the seed vault?', 'The Norwegian government'),
      bad('UNSUPPORTED', 'Roughly how much did the seed vault cost to build?', 'About 45 million euros'),
      bad('ANSWER_LEAK', 'What is the short name of the Nordic Genetic Resource Center?', 'NordGen'),
      good('How deep into the mountain is the vault dug?', 'About 120 m'),
      bad('UNSUPPORTED', 'At roughly what height above sea level does the vault lie?', 'About 120 metres'),
      good('Why was the vault built so high above sea level?', 'To stay dry even if the ice caps melted'),
      good('At what temperature are the seeds kept?', '−18 °C'),
      good(null, 'In the vault the seeds are kept in sealed {{c1::foil}} packets.'),
      good('What would keep the seeds frozen for a while if the cooling failed?', 'The permafrost around the vault'),
      bad('ANSWER_LEAK', 'With room for 4.5 million samples of about 500 seeds each, how many seeds can the vault hold at most?', '2.25 billion'),
      bad('MULTIPLE_FACTS', 'How many samples can the vault store, and how many seeds does an average sample hold?', '4.5 million samples; about 500 seeds'),
      good('What is the vault’s deposit arrangement called?', 'A black box'),
      good('Who may withdraw seeds from the vault?', 'Only the depositor'),
      bad('DUPLICATE', 'Who is allowed to take deposited seeds back out of the vault?', 'Only whoever deposited them'),
      good('Which organisation made the first withdrawal from the vault?', 'ICARDA'),
      bad('UNSUPPORTED', 'In which year did ICARDA make the first withdrawal from the vault?', '2017'),
      good('Why did ICARDA need seeds back from the vault?', 'It had left Aleppo because of the war in Syria'),
      bad('MULTIPLE_FACTS', 'Where did ICARDA rebuild its collections?', 'Lebanon and Morocco'),
      bad('UNSUPPORTED', 'How many seed samples were damaged when meltwater entered the tunnel?', 'About 1,000'),
      good('What did Norway build as part of its improvements, finished in 2019?', 'A new access tunnel'),
      bad('UNSUPPORTED', 'What colour does the entrance artwork glow in summer?', 'Green-blue'),
      good('By 2024, how many samples did the vault hold?', 'Over one and a quarter million'),
    ],
  },
];
