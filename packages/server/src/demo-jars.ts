import { randomUUID } from 'node:crypto';
import { now, today } from './clock';
import type { Database } from './db/database';
import { findOwnedJar, insertItems, insertJar } from './modules/jars/queries';
import { createJarScheduler } from './modules/jars/scheduler';
import { reviewSchedule } from './modules/timeline/scheduler';

/** Public-domain Tang poems (the text of each knowledge point: title, poet, lines). */
const TANG_POEMS: ReadonlyArray<readonly [string, string, string]> = [
  ['静夜思', '李白', '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。'],
  ['春晓', '孟浩然', '春眠不觉晓，处处闻啼鸟。\n夜来风雨声，花落知多少。'],
  ['登鹳雀楼', '王之涣', '白日依山尽，黄河入海流。\n欲穷千里目，更上一层楼。'],
  ['相思', '王维', '红豆生南国，春来发几枝。\n愿君多采撷，此物最相思。'],
  ['悯农（其二）', '李绅', '锄禾日当午，汗滴禾下土。\n谁知盘中餐，粒粒皆辛苦。'],
  ['江雪', '柳宗元', '千山鸟飞绝，万径人踪灭。\n孤舟蓑笠翁，独钓寒江雪。'],
  ['鹿柴', '王维', '空山不见人，但闻人语响。\n返景入深林，复照青苔上。'],
  ['登乐游原', '李商隐', '向晚意不适，驱车登古原。\n夕阳无限好，只是近黄昏。'],
  ['寻隐者不遇', '贾岛', '松下问童子，言师采药去。\n只在此山中，云深不知处。'],
  ['赋得古原草送别（节选）', '白居易', '离离原上草，一岁一枯荣。\n野火烧不尽，春风吹又生。'],
  ['咏鹅', '骆宾王', '鹅，鹅，鹅，曲项向天歌。\n白毛浮绿水，红掌拨清波。'],
  ['望庐山瀑布', '李白', '日照香炉生紫烟，遥看瀑布挂前川。\n飞流直下三千尺，疑是银河落九天。'],
  ['早发白帝城', '李白', '朝辞白帝彩云间，千里江陵一日还。\n两岸猿声啼不住，轻舟已过万重山。'],
  ['黄鹤楼送孟浩然之广陵', '李白', '故人西辞黄鹤楼，烟花三月下扬州。\n孤帆远影碧空尽，唯见长江天际流。'],
  ['绝句', '杜甫', '两个黄鹂鸣翠柳，一行白鹭上青天。\n窗含西岭千秋雪，门泊东吴万里船。'],
  ['九月九日忆山东兄弟', '王维', '独在异乡为异客，每逢佳节倍思亲。\n遥知兄弟登高处，遍插茱萸少一人。'],
  ['出塞', '王昌龄', '秦时明月汉时关，万里长征人未还。\n但使龙城飞将在，不教胡马度阴山。'],
  ['凉州词', '王之涣', '黄河远上白云间，一片孤城万仞山。\n羌笛何须怨杨柳，春风不度玉门关。'],
  ['回乡偶书', '贺知章', '少小离家老大回，乡音无改鬓毛衰。\n儿童相见不相识，笑问客从何处来。'],
  ['枫桥夜泊', '张继', '月落乌啼霜满天，江枫渔火对愁眠。\n姑苏城外寒山寺，夜半钟声到客船。'],
  ['春望', '杜甫', '国破山河在，城春草木深。\n感时花溅泪，恨别鸟惊心。\n烽火连三月，家书抵万金。\n白头搔更短，浑欲不胜簪。'],
  ['游子吟', '孟郊', '慈母手中线，游子身上衣。\n临行密密缝，意恐迟迟归。\n谁言寸草心，报得三春晖。'],
];

/** Common idioms with their meanings. */
const IDIOMS: ReadonlyArray<readonly [string, string]> = [
  ['画蛇添足', '比喻做了多余的事，反而弄巧成拙。'],
  ['守株待兔', '比喻死守狭隘经验不知变通，或妄想不劳而获。'],
  ['亡羊补牢', '出了问题以后及时补救，可以防止继续受损失。'],
  ['对牛弹琴', '比喻对不懂道理的人讲道理，白费口舌。'],
  ['井底之蛙', '比喻见识狭窄的人。'],
  ['半途而废', '事情做到一半就停止，不能坚持到底。'],
  ['掩耳盗铃', '比喻自己欺骗自己。'],
  ['刻舟求剑', '比喻拘泥成例，不懂得根据实际情况的变化而变通。'],
  ['狐假虎威', '比喻依仗别人的势力欺压人。'],
  ['胸有成竹', '比喻做事之前已经有了通盘的考虑。'],
  ['杯弓蛇影', '比喻因疑神疑鬼而引起恐惧。'],
  ['卧薪尝胆', '形容刻苦自励，发奋图强。'],
  ['一鼓作气', '比喻趁劲头大的时候一鼓劲把事情做完。'],
  ['三顾茅庐', '比喻诚心诚意地一再邀请、拜访。'],
  ['破釜沉舟', '比喻下定决心，不顾一切干到底。'],
  ['望梅止渴', '比喻用空想来安慰自己。'],
  ['纸上谈兵', '比喻空谈理论，不能解决实际问题。'],
  ['闻鸡起舞', '比喻有志向的人及时奋发。'],
  ['自相矛盾', '比喻自己的言行前后抵触。'],
  ['愚公移山', '比喻做事有毅力，不怕困难。'],
  ['塞翁失马', '比喻一时虽然受到损失，也许反而因此能得到好处。'],
  ['朝三暮四', '原指玩弄手法欺骗人，后比喻常常变卦、反复无常。'],
  ['入木三分', '形容书法笔力强劲，也比喻分析问题很深刻。'],
  ['水滴石穿', '比喻只要坚持不懈，力量虽小也能做成难事。'],
];

interface DemoJar {
  name: string;
  description: string;
  batchSize: number;
  items: Array<{ front?: string; content: string }>;
}

/** A poem with the second half of each line as a cloze (c1, c2, …): recalled line by line. */
function clozedPoem(lines: string): string {
  let index = 0;
  return lines
    .split('\n')
    .map((line) => line.replace(/，(.+?)([。！？])$/u, (_match, half: string, stop: string) => `，{{c${(index += 1)}::${half}}}${stop}`))
    .join('\n');
}

export const DEMO_JARS: readonly DemoJar[] = [
  {
    name: '唐诗名篇',
    description: '二十多首家喻户晓的唐诗，每天引入一批，按艾宾浩斯曲线复习；复习时每句的后半句是填空。',
    batchSize: 4,
    items: TANG_POEMS.map(([title, poet, lines]) => ({ content: `《${title}》 ${poet}\n${clozedPoem(lines)}` })),
  },
  {
    name: '常用成语',
    description: '常用成语及其含义，每天引入一批，边学边用；复习时先看成语，回想它的意思。',
    batchSize: 5,
    items: IDIOMS.map(([idiom, meaning]) => ({ front: idiom, content: meaning })),
  },
];

/**
 * The demo account's two started jars (快速 / INTERSECT on EBBINGHAUS): today's feed opens with a batch post from
 * each, and a new batch comes every day while the earlier ones come back as hidden reviews.
 */
export async function seedDemoJars(db: Database, userId: string): Promise<void> {
  const at = now();
  const day = today();
  const { startRound } = createJarScheduler(reviewSchedule);
  for (const demo of DEMO_JARS) {
    await db.transaction(async (tx) => {
      const jar = await insertJar(tx, {
        id: randomUUID(),
        userId,
        role: 'CREATOR',
        name: demo.name,
        description: demo.description,
        batchSize: demo.batchSize,
        batchMode: 'INTERSECT',
        curveId: 'EBBINGHAUS',
        status: 'NOT_STARTED',
        createdAt: at,
        updatedAt: at,
      });
      await insertItems(
        tx,
        demo.items.map((item, position) => ({
          id: randomUUID(),
          jarId: jar.id,
          userId,
          position,
          content: item.content,
          front: item.front ?? null,
          status: 'ACTIVE',
          createdAt: at,
          updatedAt: at,
        })),
      );
      const locked = await findOwnedJar(tx, userId, jar.id, true);
      if (locked) await startRound(tx, locked, day);
    });
  }
}
