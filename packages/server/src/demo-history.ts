import { randomUUID } from 'node:crypto';
import type { Grade, Post, ReviewEvent, TimelineFetchResponse } from '@memory/contracts';
import { addDays } from './calendar';
import { pinnedAt, setNow, today } from './clock';
import { seededRandom } from './random';

/**
 * The demo person's last three weeks, so that every screen has something true to show on the first visit: memos
 * written on several days, the two jars started three weeks ago, and each past day's feed met and graded as a
 * learner would (with two days skipped). It is replayed through the product's own API, day by day with the server's
 * clock moved (src/clock.ts), before the server listens: the schedule, the forecast, the heat map, true retention
 * and 智能曲线's history are the ones the product itself made, not rows written beside it.
 */

/** Days of history before today. */
export const DEMO_HISTORY_DAYS = 21;

/** Days (counted back from today) the demo person did not open the app: their posts wait, overdue, for the next day. */
const DAYS_OFF = new Set([16, 9]);

interface DemoMemo {
  /** Written this many days before today. */
  daysAgo: number;
  content: string;
  tags: string[];
  curveId: 'EBBINGHAUS' | 'SMART' | 'PER_DAY_LAST_A_WEEK' | 'PER_WEEK_LAST_THREE_WEEKS';
}

export const DEMO_MEMOS: readonly DemoMemo[] = [
  { daysAgo: 21, content: 'ephemeral /ɪˈfemərəl/ adj. 短暂的，转瞬即逝的', tags: ['英语单词'], curveId: 'EBBINGHAUS' },
  { daysAgo: 21, content: '光合作用的产物是葡萄糖和氧气，发生在叶绿体中。', tags: ['生物'], curveId: 'EBBINGHAUS' },
  { daysAgo: 21, content: '地球上最深的海沟是马里亚纳海沟，最深处约 11 000 米。', tags: ['地理'], curveId: 'SMART' },
  { daysAgo: 18, content: 'ubiquitous /juːˈbɪkwɪtəs/ adj. 无处不在的', tags: ['英语单词'], curveId: 'SMART' },
  { daysAgo: 18, content: '秦始皇统一六国是在公元前 221 年。', tags: ['历史'], curveId: 'EBBINGHAUS' },
  { daysAgo: 14, content: 'resilient /rɪˈzɪliənt/ adj. 有韧性的，能迅速恢复的', tags: ['英语单词'], curveId: 'SMART' },
  { daysAgo: 14, content: '水的化学式是 H₂O：一个水分子由两个氢原子和一个氧原子构成。', tags: ['化学'], curveId: 'PER_DAY_LAST_A_WEEK' },
  { daysAgo: 14, content: '“学而不思则罔，思而不学则殆。”——《论语·为政》', tags: ['国学'], curveId: 'EBBINGHAUS' },
  { daysAgo: 11, content: '珠穆朗玛峰海拔 8 848.86 米（2020 年中尼两国共同测定）。', tags: ['地理'], curveId: 'SMART' },
  { daysAgo: 10, content: 'meticulous /məˈtɪkjələs/ adj. 一丝不苟的，极其仔细的', tags: ['英语单词'], curveId: 'EBBINGHAUS' },
  { daysAgo: 7, content: '牛顿第二定律：F = ma，物体的加速度与所受合力成正比，与质量成反比。', tags: ['物理'], curveId: 'SMART' },
  { daysAgo: 7, content: '《红楼梦》的作者是曹雪芹，后四十回一般认为由高鹗续写。', tags: ['文学'], curveId: 'PER_WEEK_LAST_THREE_WEEKS' },
  { daysAgo: 4, content: 'pragmatic /præɡˈmætɪk/ adj. 务实的，讲究实际的', tags: ['英语单词'], curveId: 'SMART' },
  { daysAgo: 2, content: '长江全长约 6 300 千米，是中国第一长河、世界第三长河。', tags: ['地理'], curveId: 'EBBINGHAUS' },
];

/** The product's API as the demo person: a call that does not answer 2xx throws. */
export type DemoApi = (method: 'POST' | 'PUT', url: string, payload?: object) => Promise<unknown>;

/**
 * Runs `work` with the clock at 20:00 in China `daysAgo` days before today (the demo person's first day, for
 * seedDemoUser: the account, its membership and the jars' first batches date from then), then puts it back.
 */
export async function asOfDaysAgo<T>(daysAgo: number, work: () => Promise<T>): Promise<T> {
  const before = pinnedAt();
  setNow(eveningOf(addDays(today(), -daysAgo)));
  try {
    return await work();
  } finally {
    setNow(before);
  }
}

/**
 * Replays the history after seedDemoUser made the person `days` days ago: each past day at 20:00 in China, that
 * day's memos written, then the whole feed met — visible posts seen, hidden ones revealed and nearly all graded
 * (mostly 记得, sometimes 模糊, 忘了 or 很熟; a few left ungraded, which count as 记得). The clock is put back
 * however it ends.
 */
export async function replayDemoHistory(api: DemoApi, days = DEMO_HISTORY_DAYS): Promise<void> {
  // The same demo on every first start.
  const random = seededRandom(20261129);
  for (let daysAgo = days; daysAgo >= 1; daysAgo -= 1) {
    await asOfDaysAgo(daysAgo, async () => {
      for (const memo of DEMO_MEMOS.filter((candidate) => candidate.daysAgo === daysAgo)) {
        await api('POST', '/api/memos', { content: memo.content, tags: memo.tags, curveId: memo.curveId });
      }
      if (!DAYS_OFF.has(daysAgo)) await reviewTheFeed(api, random);
    });
  }
}

async function reviewTheFeed(api: DemoApi, random: () => number): Promise<void> {
  const held: string[] = [];
  for (;;) {
    const page = (await api('PUT', '/api/timeline/fetch?size=20', held.length > 0 ? { held } : undefined)) as TimelineFetchResponse;
    if (page.entries.length === 0) return;
    await api('POST', '/api/reviews/events', { events: page.entries.flatMap((post) => eventsFor(post, random)) });
    held.push(...page.entries.map((post) => post.id));
    if (page.remaining === 0) return;
  }
}

function eventsFor(post: Post, random: () => number): ReviewEvent[] {
  if (!post.hidden) return [{ id: randomUUID(), reviewId: post.id, type: 'seen' }];
  const revealed: ReviewEvent = { id: randomUUID(), reviewId: post.id, type: 'revealed' };
  const grade = gradeFor(random());
  return grade ? [revealed, { id: randomUUID(), reviewId: post.id, type: 'graded', grade }] : [revealed];
}

/** A learner's usual mix; null: revealed, not graded. */
function gradeFor(draw: number): Grade | null {
  if (draw < 0.1) return 'AGAIN';
  if (draw < 0.25) return 'HARD';
  if (draw < 0.85) return 'GOOD';
  if (draw < 0.95) return 'EASY';
  return null;
}

/** 20:00 China time (12:00 UTC) of `day`. */
function eveningOf(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

