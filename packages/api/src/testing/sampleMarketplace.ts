// A plausible marketplace for stories and screenshots: published jars (some the fake user's, one starred) and a
// publish request in every state. Fresh objects on each call, since the fake backend mutates its state.
import { DEFAULT_CATEGORY_NAME, type PublishTask } from '@memory/contracts';
import { createFakePublicJar, createFakePublishTask, type FakePublicJar } from './marketplaceHandlers';

const exam = { id: 'cat-exam', name: '考试' };
const language = { id: 'cat-language', name: '语言' };
const other = { id: 'cat-other', name: DEFAULT_CATEGORY_NAME };

export function samplePublicJars(): FakePublicJar[] {
  return [
    createFakePublicJar({
      id: 'pub-tang',
      name: '唐诗三百首 · 小学必背',
      description: '小学阶段必背的 75 首古诗，每首一个知识点：诗句、作者和一句白话释义。',
      category: exam,
      tags: ['唐诗', '小学', '语文'],
      totalItems: 75,
      totalSubscribes: 1280,
      totalStars: 342,
      starred: true,
      preview: [
        { id: 'tang-1', content: '床前明月光，疑是地上霜。举头望明月，低头思故乡。——李白《静夜思》' },
        { id: 'tang-2', content: '白日依山尽，黄河入海流。欲穷千里目，更上一层楼。——王之涣《登鹳雀楼》' },
        { id: 'tang-3', content: '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。——孟浩然《春晓》' },
      ],
    }),
    createFakePublicJar({
      id: 'pub-ielts',
      name: '雅思核心词汇 3000：按话题分组、例句来自真题的长名字知识罐',
      description: '按环境、教育、科技等 20 个话题分组，每个词配一个剑桥真题例句和常见搭配。适合 6.5 分目标的考生每天 20 个。',
      category: language,
      tags: ['雅思', '英语', 'Python 关键字'],
      totalItems: 3000,
      totalSubscribes: 56,
      totalStars: 9,
      mine: true,
    }),
    createFakePublicJar({
      id: 'pub-python',
      name: 'Python 关键字',
      description: '',
      category: other,
      tags: ['编程'],
      totalItems: 35,
      totalSubscribes: 3,
      totalStars: 0,
      subscribed: true,
      mine: true,
    }),
  ];
}

export function samplePublishTasks(): PublishTask[] {
  return [
    createFakePublishTask({ id: 'task-review', jarId: 'jar-geo', jarName: '中国地理：省会与简称', tags: ['地理', '初中'], status: 'PUBLISHING', createdAt: '2026-11-22T09:30:00.000Z' }),
    createFakePublishTask({
      id: 'task-published',
      jarId: 'pub-ielts',
      jarName: '雅思核心词汇 3000：按话题分组、例句来自真题的长名字知识罐',
      category: 'cat-language',
      categoryName: '语言',
      tags: ['雅思', '英语', 'Python 关键字'],
      status: 'PUBLISHED',
      createdAt: '2026-11-20T02:00:00.000Z',
    }),
    createFakePublishTask({
      id: 'task-rejected',
      jarId: 'jar-ads',
      jarName: '考研政治押题',
      category: 'cat-exam',
      categoryName: '考试',
      status: 'REJECTED',
      reason: '知识点中含有课程推广链接，删除后可重新提交',
      createdAt: '2026-11-18T12:00:00.000Z',
    }),
    createFakePublishTask({ id: 'task-cancelled', jarId: 'jar-draft', jarName: '化学方程式', status: 'CANCELLED', createdAt: '2026-11-15T08:00:00.000Z' }),
  ];
}
