// data.json of 下载我的数据, written as a stream of JSON text: each section is read and written a page at a time
// (memos 500 at a time with their tags and reviews, jars one at a time with their points), so the biggest account
// costs a page of rows in memory, not the account. README.md (below) documents the format for the learner; keep
// the two in step. `version` grows when a field changes meaning or goes; new fields may appear without it.
import { extensionFor, type AttachmentType } from '@memory/contracts';
import type { Database } from '../../db/database';
import type { SmartCurveExport } from '../fsrs-fit/service';
import {
  curvesOf,
  jarsOf,
  memoPage,
  orphanReviewPage,
  ordersOf,
  pointsOf,
  profileOf,
  publishTasksOf,
  reviewsOfUnits,
  settingsOf,
  starsOf,
  subscriptionsOf,
  tagsOfMemos,
  unitsOfJar,
} from './queries';

export const DATA_FORMAT_VERSION = 1;

/** A stored file as data.json and the zip name it: `files/<id>.<ext>`. */
export interface ExportedFile {
  id: string;
  type: AttachmentType;
  contentType: string;
  sizeBytes: number | null;
  memoId: string | null;
  jarItemId: string | null;
  createdAt: Date;
}

export const filePath = (file: Pick<ExportedFile, 'id' | 'contentType'>) => `files/${file.id}.${extensionFor(file.contentType)}`;

const MEMO_PAGE = 500;
const REVIEW_PAGE = 5000;

type Review = Awaited<ReturnType<typeof reviewsOfUnits>>[number];

const reviewJson = ({ unitId: _unit, ...review }: Review) => ({ ...review, gradedAt: review.gradedAt?.toISOString() ?? null });

function groupReviews(rows: readonly Review[]): Map<string, Review[]> {
  const grouped = new Map<string, Review[]>();
  for (const row of rows) {
    const list = grouped.get(row.unitId) ?? [];
    list.push(row);
    grouped.set(row.unitId, list);
  }
  return grouped;
}

/** JSON of an array whose items come a page at a time: `[`, the items separated by commas, `]`. */
async function* jsonArray<T>(pages: AsyncIterable<readonly T[]>, indent: string): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    for (const item of page) {
      yield `${first ? '' : ','}\n${indent}  ${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield first ? ']' : `\n${indent}]`;
}

async function* once<T>(items: readonly T[]): AsyncGenerator<readonly T[]> {
  yield items;
}

/**
 * data.json, in chunks of text. `files` are the user's stored files (attachments' filesOfUser); `onSection` hears
 * which section is being written (the job's progress).
 */
export async function* accountDataJson(
  db: Database,
  userId: string,
  files: readonly ExportedFile[],
  at: Date,
  /** What other modules hold: 智能曲线's parameters and fits (the fsrs-fit service). */
  sources: { smartCurve: (userId: string) => Promise<SmartCurveExport> },
  onSection: (section: string) => Promise<void> = async () => undefined,
): AsyncGenerator<string> {
  const filesByMemo = new Map<string, string[]>();
  const filesByItem = new Map<string, string[]>();
  for (const file of files) {
    if (file.memoId) filesByMemo.set(file.memoId, [...(filesByMemo.get(file.memoId) ?? []), filePath(file)]);
    if (file.jarItemId) filesByItem.set(file.jarItemId, [...(filesByItem.get(file.jarItemId) ?? []), filePath(file)]);
  }
  const pathOf = new Map(files.map((file) => [file.id, filePath(file)]));

  await onSection('user');
  const profile = await profileOf(db, userId);
  const user = profile
    ? {
        id: profile.id,
        username: profile.username,
        avatar: profile.avatarAttachmentId ? (pathOf.get(profile.avatarAttachmentId) ?? null) : null,
        createdAt: profile.createdAt.toISOString(),
        plan: profile.plan ? { type: profile.plan, expiredAt: profile.planExpiredAt?.toISOString() ?? null } : null,
      }
    : null;
  const settings = Object.fromEntries((await settingsOf(db, userId)).map((row) => [row.name, row.value]));
  yield `{\n  "format": "memory-warehouse-export",\n  "version": ${DATA_FORMAT_VERSION},\n  "exportedAt": ${JSON.stringify(at.toISOString())},\n`;
  yield `  "user": ${JSON.stringify(user)},\n  "settings": ${JSON.stringify(settings)},\n`;

  await onSection('curves');
  const curves = (await curvesOf(db, userId)).map((curve) => ({ ...curve, createdAt: curve.createdAt.toISOString(), deletedAt: curve.deletedAt?.toISOString() ?? null }));
  yield '  "curves": ';
  yield* jsonArray(once(curves), '  ');
  yield ',\n';

  await onSection('smartCurve');
  const smartCurve = await sources.smartCurve(userId);
  yield `  "smartCurve": {\n    "parameters": ${JSON.stringify(smartCurve.parameters)},\n    "fits": `;
  yield* jsonArray(once(smartCurve.fits), '    ');
  yield '\n  },\n';

  await onSection('memos');
  yield '  "memos": ';
  yield* jsonArray(
    (async function* memoPages() {
      let after = 0;
      for (;;) {
        const page = await memoPage(db, userId, after, MEMO_PAGE);
        if (page.length === 0) return;
        after = page.at(-1)!.seq;
        const ids = page.map((memo) => memo.id);
        const [tags, reviews] = await Promise.all([tagsOfMemos(db, ids), reviewsOfUnits(db, userId, ids).then(groupReviews)]);
        const tagsOf = new Map<string, string[]>();
        for (const tag of tags) tagsOf.set(tag.memoId, [...(tagsOf.get(tag.memoId) ?? []), tag.name]);
        yield page.map(({ seq: _seq, ...memo }) => ({
          ...memo,
          createdAt: memo.createdAt.toISOString(),
          updatedAt: memo.updatedAt.toISOString(),
          tags: tagsOf.get(memo.id) ?? [],
          files: filesByMemo.get(memo.id) ?? [],
          // A memo's schedule unit has the memo's id: its reviews are the memo's whole history.
          reviews: (reviews.get(memo.id) ?? []).map(reviewJson),
        }));
      }
    })(),
    '  ',
  );
  yield ',\n';

  await onSection('jars');
  const subscriptions = await subscriptionsOf(db, userId);
  const subscriptionOf = new Map(subscriptions.map((row) => [row.buyerJarId, row]));
  yield '  "jars": ';
  yield* jsonArray(
    (async function* jarPages() {
      for (const jar of await jarsOf(db, userId)) {
        const [points, units] = await Promise.all([pointsOf(db, jar.id), unitsOfJar(db, jar.id)]);
        const reviews = groupReviews(await reviewsOfUnits(db, userId, units.map((unit) => unit.id)));
        const itemReviews = new Map<string, Review[]>();
        const batchReviews: Array<ReturnType<typeof reviewJson> & { batchNo: number | null }> = [];
        for (const unit of units) {
          const list = reviews.get(unit.id) ?? [];
          if (unit.jarItemId) itemReviews.set(unit.jarItemId, [...(itemReviews.get(unit.jarItemId) ?? []), ...list]);
          else batchReviews.push(...list.map((review) => ({ ...reviewJson(review), batchNo: unit.batchNo })));
        }
        const subscription = subscriptionOf.get(jar.id);
        const { coverAttachmentId, ...fields } = jar;
        yield [
          {
            ...fields,
            cover: coverAttachmentId ? (pathOf.get(coverAttachmentId) ?? null) : null,
            createdAt: jar.createdAt.toISOString(),
            updatedAt: jar.updatedAt.toISOString(),
            subscription: subscription ? { sourceJarId: subscription.sourceJarId, createdAt: subscription.createdAt.toISOString(), syncedAt: subscription.syncedAt.toISOString() } : null,
            points: points.map((point) => ({
              ...point,
              createdAt: point.createdAt.toISOString(),
              updatedAt: point.updatedAt.toISOString(),
              files: filesByItem.get(point.id) ?? [],
              reviews: (itemReviews.get(point.id) ?? []).map(reviewJson),
            })),
            batchReviews,
          },
        ];
      }
    })(),
    '  ',
  );
  yield ',\n';

  await onSection('orders');
  const orders = (await ordersOf(db, userId)).map((order) => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    closedAt: order.closedAt?.toISOString() ?? null,
  }));
  yield '  "orders": ';
  yield* jsonArray(once(orders), '  ');
  yield ',\n  "subscriptions": ';
  yield* jsonArray(once(subscriptions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), syncedAt: row.syncedAt.toISOString() }))), '  ');
  yield ',\n  "stars": ';
  yield* jsonArray(once((await starsOf(db, userId)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))), '  ');
  yield ',\n  "publishTasks": ';
  yield* jsonArray(once((await publishTasksOf(db, userId)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }))), '  ');
  yield ',\n';

  await onSection('reviews');
  yield '  "otherReviews": ';
  yield* jsonArray(
    (async function* orphanPages() {
      let after: { unitId: string; reviewIndex: number } | null = null;
      for (;;) {
        const page = await orphanReviewPage(db, userId, after, REVIEW_PAGE);
        if (page.length === 0) return;
        const last = page.at(-1)!;
        after = { unitId: last.unitId, reviewIndex: last.reviewIndex };
        yield page.map((review) => ({ ...review, gradedAt: review.gradedAt?.toISOString() ?? null }));
      }
    })(),
    '  ',
  );
  yield ',\n  "files": ';
  yield* jsonArray(
    once(
      files.map((file) => ({
        path: filePath(file),
        id: file.id,
        type: file.type,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        memoId: file.memoId,
        jarItemId: file.jarItemId,
        createdAt: file.createdAt.toISOString(),
      })),
    ),
    '  ',
  );
  yield '\n}\n';
}

/** README.md of the zip: what each file is, in the product's language. */
export function accountReadme(at: Date, username: string | null): string {
  return `# 记忆仓库 · 我的数据

${username ? `账户：${username}\n` : ''}导出时间：${at.toISOString()}（UTC）

这个压缩包是你在记忆仓库里的全部数据，可以留作备份，或在其他软件中使用。

## 文件

| 文件 | 内容 |
|---|---|
| \`README.md\` | 本说明 |
| \`data.json\` | 全部数据（JSON，UTF-8）：个人资料、设置、MEMO、知识罐与知识点、复习记录与评分、曲线、智能曲线的个性化参数与每次优化、订单、订阅、收藏 |
| \`files/<编号>.<扩展名>\` | 你上传的图片和视频（MEMO 附件、知识点附件、知识罐封面、头像），文件名是附件编号 |

## data.json 的结构

时间均为 ISO 8601（UTC），日期（\`day\` 等）为北京时间的 YYYY-MM-DD。

- \`format\`、\`version\`：格式名与版本号（当前 ${DATA_FORMAT_VERSION}；字段含义改变时版本号才会增加）。
- \`user\`：编号、用户名、头像（\`files/\` 中的路径）、注册时间、套餐（\`plan.type\`：TRAIL 试用 / MONTHLY / BIANNUAL / ANNUAL，\`expiredAt\` 到期时间）。不含密码和登录凭据。
- \`settings\`：设置（名称 → 值），如 DEFAULT_CURVE 默认曲线、THEME_MODE 外观、HISTORY_COUNT 历史条数、DESIRED_RETENTION 目标记忆率。
- \`curves\`：你创建的自定义曲线（\`steps\`：每次复习距上次的天数；\`deletedAt\` 不为空表示已删除）。系统曲线（EBBINGHAUS、SMART 等）只以编号出现在 \`curveId\` 中。
- \`smartCurve\`：智能曲线的个性化参数。\`parameters\` 为正在使用的参数（\`fitId\` 来自哪次优化、\`parameters\` FSRS-6 的 21 个参数、\`adoptedAt\` 启用时间；为空表示使用默认参数）；\`fits\` 为每一次优化，最早的在前：\`trigger\`（AUTO 每周自动 / REQUEST 立即优化）、\`status\`、\`reviewsCounted\` 计入的评分复习数、\`decision\` 与 \`reason\`（BETTER 预测更准 / NOT_ENOUGH_REVIEWS 复习记录还不够 / NOT_BETTER 没有更准）、在同样留出的复习上默认参数与优化后参数的对数损失（\`defaultLogLoss\`、\`fittedLogLoss\`）和 RMSE（\`defaultRmse\`、\`fittedRmse\`）、\`errorReductionPercent\` 预测误差降低的百分比、\`parameters\` 优化得到的参数、\`adoptedAt\` 启用时间。
- \`memos\`：全部 MEMO，最早的在前。\`content\` 为 Markdown；\`status\` 为 ACTIVE 或 CANCELLED（已放弃）；\`aiExplained\` 为保存的 AI 解释；\`tags\` 标签；\`files\` 附件路径；\`reviews\` 复习记录。
- \`jars\`：知识罐，\`role\` 为 CREATOR（你创建的）或 BUYER（从知识市场订阅的，\`subscription.sourceJarId\` 为原知识罐）。\`points\` 为知识点（按知识罐中的顺序）：\`front\` 正面（可为空）、\`content\` 内容（Markdown，可含填空 \`{{c1::答案}}\`）、\`tags\`、\`status\`（ACTIVE / CANCELLED 已放弃）、\`batchNo\` 与 \`introducedDay\`（本轮第几批、哪天开始学习）、\`files\`、\`reviews\`（本轮的复习记录）。\`batchReviews\` 为每批的「新知识点」卡片的浏览记录。
- 复习记录（\`reviews\`）：\`reviewIndex\` 第几次复习（0 为第一次见到）、\`day\` 复习日期、\`curveId\` 当时的曲线、\`hidden\` 是否为回忆卡片、\`revealed\` 是否点了查看、\`grade\` 评分（AGAIN 忘了 / HARD 模糊 / GOOD 记得 / EASY 很熟；为空且 hidden 为 true 时按「记得」计）、\`source\`（SELF 自评 / QUIZ AI 考考我）、\`gradedAt\`、\`importedFrom\`（导入的复习记录：如 \`anki:1700000000000\` 为 Anki 复习记录的编号，这类记录不计入活跃度和真实记忆率；在本应用中的复习为空）。
- \`otherReviews\`：已不属于任何现存内容的复习记录（如知识罐以前各轮的复习、已删除知识罐的复习），\`unitId\` 为当时的复习单元编号。
- \`orders\`：会员卡订单（金额单位：分）。
- \`subscriptions\`：订阅的知识罐（\`buyerJarId\` 你的副本，\`sourceJarId\` 原知识罐）。
- \`stars\`：收藏的公开知识罐。
- \`publishTasks\`：发布到知识市场的记录。
- \`files\`：所有附件的清单（路径、类型、大小、所属 MEMO 或知识点）。

订阅的知识罐中，创建者上传的图片和视频属于创建者，不在 \`files/\` 中。
`;
}
