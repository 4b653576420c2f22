// The creator's store: published jars and publish tasks under /api/users/me/store.
import { Type, type Static } from '@sinclair/typebox';
import { PUBLISH_MAX_TAGS } from './limits';
import { JarTypeSchema } from './marketplace';
import { Id, Nullable, PageOf, PageQuery, StringEnum, Timestamp } from './schema-helpers';
import { TAG_MAX_LENGTH } from './limits';

/** PUBLISHING (审核中) → PUBLISHED | REJECTED; PUBLISHING → CANCELLED by the creator. */
export const PUBLISH_STATUSES = ['PUBLISHING', 'PUBLISHED', 'REJECTED', 'CANCELLED'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const PublishTask = Type.Object({
  id: Id,
  jarId: Id,
  jarName: Type.String(),
  type: JarTypeSchema,
  /** Category id. */
  category: Id,
  categoryName: Type.String(),
  tags: Type.Array(Type.String()),
  status: StringEnum(PUBLISH_STATUSES),
  /** Why a moderator rejected it. */
  reason: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type PublishTask = Static<typeof PublishTask>;

/** POST /api/users/me/store/jar-publish-tasks. Only FREE is open for now (PAID 暂未开放), the server enforces it. */
export const PublishTaskBody = Type.Object({
  jarId: Id,
  type: JarTypeSchema,
  category: Id,
  /** At most PUBLISH_MAX_TAGS once blanks and duplicates are dropped (SPEC §5); the server says 400 `tags` beyond. */
  tags: Type.Array(Type.String({ maxLength: TAG_MAX_LENGTH }), { maxItems: PUBLISH_MAX_TAGS * 4, default: [] }),
});
export type PublishTaskBody = Static<typeof PublishTaskBody>;

/** GET /api/users/me/store/jars/page?type&page&size — type omitted means 全部. */
export const StoreJarsQuery = Type.Composite([PageQuery, Type.Object({ type: Type.Optional(JarTypeSchema) })]);
export type StoreJarsQuery = Static<typeof StoreJarsQuery>;

/** GET /api/users/me/store/jar-publish-tasks/page?status — status omitted means every task. */
export const PublishTaskPageQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(StringEnum(PUBLISH_STATUSES)) })]);
export type PublishTaskPageQuery = Static<typeof PublishTaskPageQuery>;
export const PublishTaskPage = PageOf(PublishTask);
export type PublishTaskPage = Static<typeof PublishTaskPage>;

export const PUBLISH_MESSAGES = {
  tooManyTags: `最多 ${PUBLISH_MAX_TAGS} 个标签，请删掉多余的标签`,
  paidClosed: '付费发布暂未开放，请选择免费',
  notCreator: '只有知识罐的创建者可以发布它；订阅的知识罐不能发布',
  premiumRequired: '发布知识罐仅限会员使用，请前往「会员卡」开通',
  unknownCategory: '分类不存在，请重新选择',
  inReview: '该知识罐已有审核中的发布申请，请等待审核或先取消',
  taskNotFound: '未找到该发布记录',
  notCancellable: '只有审核中的发布申请可以取消',
  notRepublishable: '只有已驳回或已取消的发布申请可以重新提交',
  emptyJar: '知识罐里还没有知识点，添加后再发布',
} as const;
