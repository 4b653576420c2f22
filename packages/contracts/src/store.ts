// The creator's store: published jars and publish tasks under /api/users/me/store.
import { Type, type Static } from '@sinclair/typebox';
import { PUBLISH_MAX_TAGS } from './limits';
import { JarTypeSchema } from './marketplace';
import { Id, Nullable, PageQuery, StringEnum, Timestamp } from './schema-helpers';
import { TagList } from './tags';

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
  tags: TagList(PUBLISH_MAX_TAGS),
});
export type PublishTaskBody = Static<typeof PublishTaskBody>;

/** GET /api/users/me/store/jars/page?type&page&size — type omitted means 全部. */
export const StoreJarsQuery = Type.Composite([PageQuery, Type.Object({ type: Type.Optional(JarTypeSchema) })]);
export type StoreJarsQuery = Static<typeof StoreJarsQuery>;
