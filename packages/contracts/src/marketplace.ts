// Marketplace: categories, hot tags, public jars, subscribe and star.
import { Type, type Static } from '@sinclair/typebox';
import { Jar } from './jars';
import { MARKETPLACE_KEYWORD_MAX_LENGTH, TAG_MAX_LENGTH } from './limits';
import { Id, IdParams, Nullable, PageOf, PageQuery, StringEnum } from './schema-helpers';

export const Category = Type.Object({ id: Id, name: Type.String() });
export type Category = Static<typeof Category>;
export const CategoryList = Type.Array(Category);

/** The category every publish form preselects; seeded on first start. */
export const DEFAULT_CATEGORY_NAME = '其他';

/** GET /api/public/hot-tags?size → tag names, most used first. */
export const HotTagsQuery = Type.Object({ size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) });
export type HotTagsQuery = Static<typeof HotTagsQuery>;
export const HotTags = Type.Array(Type.String());
export type HotTags = Static<typeof HotTags>;

/** Shown when the hot-tag fetch comes back empty (SPEC §9, GLOSSARY). */
export const DEFAULT_HOT_TAGS = ['备考', '考公', '四六级', '雅思', '高考', '唐诗'] as const;

export const JAR_TYPES = ['FREE', 'PAID'] as const;
export type JarType = (typeof JAR_TYPES)[number];
export const JarTypeSchema = StringEnum(JAR_TYPES);

/** Public jar (SPEC §3); price in cents. `subscribed`/`starred` are relative to the caller when signed in. */
export const PublicJar = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  type: JarTypeSchema,
  price: Type.Integer({ minimum: 0 }),
  totalStars: Type.Integer({ minimum: 0 }),
  totalSubscribes: Type.Integer({ minimum: 0 }),
  totalItems: Type.Integer({ minimum: 0 }),
  cover: Nullable(Type.String()),
  coverBlurHash: Type.Optional(Nullable(Type.String())),
  category: Type.Optional(Nullable(Category)),
  tags: Type.Optional(Type.Array(Type.String())),
  subscribed: Type.Optional(Type.Boolean()),
  /** The caller's own (BUYER) jar of this public jar, when subscribed: where 已订阅 · 去学习 leads. */
  subscribedJarId: Type.Optional(Id),
  /** The caller created it: its page offers 编辑 / 管理, not 订阅. */
  mine: Type.Optional(Type.Boolean()),
  starred: Type.Optional(Type.Boolean()),
});
export type PublicJar = Static<typeof PublicJar>;
export const PublicJarPage = PageOf(PublicJar);
export type PublicJarPage = Static<typeof PublicJarPage>;

/** GET /api/public/jars/page: search by name, by category or by tag. */
export const MarketplaceQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: MARKETPLACE_KEYWORD_MAX_LENGTH })),
    categoryId: Type.Optional(Id),
    tag: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })),
  }),
]);
export type MarketplaceQuery = Static<typeof MarketplaceQuery>;

/** GET /api/public/jars/{id}: a public jar with its first knowledge points as a preview (signed out too). */
export const PublicJarPreviewItem = Type.Object({
  id: Id,
  content: Type.String(),
  /** The point's 正面 (question side), null when it has none. */
  front: Type.Optional(Nullable(Type.String())),
});
export const PublicJarDetail = Type.Composite([
  PublicJar,
  Type.Object({ preview: Type.Array(PublicJarPreviewItem), publishedAt: Type.String() }),
]);
export type PublicJarDetail = Static<typeof PublicJarDetail>;
/** How many knowledge points the public page shows before subscribing (our choice). */
export const PUBLIC_JAR_PREVIEW_SIZE = 5;

/** GET /api/public/categories/{id}/jars/page and /api/public/tags/{tag}/jars/page. */
export const CategoryJarsParams = IdParams;
export const TagJarsParams = Type.Object({ tag: Type.String({ minLength: 1, maxLength: TAG_MAX_LENGTH }) });
export type TagJarsParams = Static<typeof TagJarsParams>;

/** What 同步 (PUT /api/jars/{id}/reload) did for a buyer; `message` is 新增 N 条，更新 M 条，移除 K 条. */
export const JarSyncResult = Type.Object({
  added: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  removed: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type JarSyncResult = Static<typeof JarSyncResult>;
export const syncMessage = ({ added, updated, removed }: Pick<JarSyncResult, 'added' | 'updated' | 'removed'>) =>
  `新增 ${added} 条，更新 ${updated} 条，移除 ${removed} 条`;

export const MARKETPLACE_MESSAGES = {
  jarNotFound: '未找到该知识罐，它可能已下架',
  ownJar: '这是你自己发布的知识罐，无需订阅',
  alreadySubscribed: '你已订阅该知识罐，请在「我订阅的」中查看',
} as const;
export const JarReloadResult = Type.Composite([Jar, Type.Object({ sync: JarSyncResult })]);
export type JarReloadResult = Static<typeof JarReloadResult>;
