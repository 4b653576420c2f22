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

/**
 * GET /api/users/me/store/jar-publish-tasks/page?status&jarId — status omitted means every task; jarId narrows to one
 * jar's tasks (the publish page reads the jar's 已发布 record, at most one per jar, to offer 更新).
 */
export const PublishTaskPageQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(StringEnum(PUBLISH_STATUSES)), jarId: Type.Optional(Id) }),
]);
export type PublishTaskPageQuery = Static<typeof PublishTaskPageQuery>;
export const PublishTaskPage = PageOf(PublishTask);
export type PublishTaskPage = Static<typeof PublishTaskPage>;
