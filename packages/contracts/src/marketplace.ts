// Marketplace: categories, hot tags, public jars, subscribe and star.
import { Type, type Static } from '@sinclair/typebox';
import { TAG_MAX_LENGTH } from './limits';
import { Id, Nullable, PageOf, PageQuery, StringEnum } from './schema-helpers';

export const Category = Type.Object({ id: Id, name: Type.String() });
export type Category = Static<typeof Category>;
export const CategoryList = Type.Array(Category);

/** The category every publish form preselects; seeded on first start (issue 3). */
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
  starred: Type.Optional(Type.Boolean()),
});
export type PublicJar = Static<typeof PublicJar>;
export const PublicJarPage = PageOf(PublicJar);
export type PublicJarPage = Static<typeof PublicJarPage>;

/** GET /api/public/jars/page: search by name, by category or by tag. */
export const MarketplaceQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    categoryId: Type.Optional(Id),
    tag: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })),
  }),
]);
export type MarketplaceQuery = Static<typeof MarketplaceQuery>;
