import {
  DEFAULT_HOT_TAGS,
  MARKETPLACE_MESSAGES,
  PUBLIC_JAR_PREVIEW_SIZE,
  type Category,
  type HotTags,
  type MarketplaceQuery,
  type Page,
  type PublicJar,
  type PublicJarDetail,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AttachmentsService } from '../attachments/service';
import {
  cardDetails,
  deleteStar,
  findCategory,
  findPublished,
  hotTags,
  insertStar,
  listCategories,
  pageStars,
  previewItems,
  refreshPublishedDescription,
  relationsOf,
  searchPublished,
  type PublishedJarRow,
} from './queries';

export interface MarketplaceService {
  categories(): Promise<Category[]>;
  /** Most-used tags of published jars (then by their subscribers); SPEC §9's defaults while none is published. */
  hotTags(size: number): Promise<HotTags>;
  /** Search by keyword (Chinese or English), category and tag; `viewerId` fills subscribed / starred. */
  search(query: MarketplaceQuery, viewerId?: string): Promise<Page<PublicJar>>;
  /** A published jar with its first items; unknown or unpublished → 404. */
  detail(jarId: string, viewerId?: string): Promise<PublicJarDetail>;
  tagsOf(jarId: string): Promise<string[]>;
  star(userId: string, jarId: string): Promise<void>;
  unstar(userId: string, jarId: string): Promise<void>;
  myStars(userId: string, page: number, size: number): Promise<Page<PublicJar>>;
  /** Public cards of these published rows, in order. */
  toPublicJars(rows: PublishedJarRow[], viewerId?: string): Promise<PublicJar[]>;
  /** Whether the category exists (the store checks a publish request's). */
  hasCategory(id: string): Promise<boolean>;
  /** A published jar's search text follows its creator's new description (jars calls this); unpublished: nothing. */
  refreshDescription(jarId: string, description: string): Promise<void>;
}

export function createMarketplaceService(db: Database, deps: { attachments: AttachmentsService }): MarketplaceService {
  async function toPublicJars(rows: PublishedJarRow[], viewerId?: string): Promise<PublicJar[]> {
    const ids = rows.map((row) => row.jarId);
    const [details, categoryList, relations] = await Promise.all([
      cardDetails(db, ids),
      listCategories(db),
      viewerId ? relationsOf(db, viewerId, ids) : undefined,
    ]);
    const coverIds = [...details.values()].flatMap((detail) => (detail.coverAttachmentId ? [detail.coverAttachmentId] : []));
    const covers = await deps.attachments.readUrls(coverIds);
    const categoryById = new Map(categoryList.map((category) => [category.id, { id: category.id, name: category.name }]));
    return rows.map((row) => {
      const detail = details.get(row.jarId);
      const cover = detail?.coverAttachmentId ? (covers.get(detail.coverAttachmentId) ?? null) : null;
      return {
        id: row.jarId,
        name: row.name,
        description: detail?.description ?? '',
        type: row.type,
        price: row.price,
        totalStars: row.totalStars,
        totalSubscribes: row.totalSubscribes,
        totalItems: detail?.totalItems ?? 0,
        cover,
        coverBlurHash: cover ? (detail?.coverBlurHash ?? null) : null,
        category: categoryById.get(row.categoryId) ?? null,
        tags: row.tags,
        ...(relations
          ? {
              subscribed: relations.subscribed.has(row.jarId),
              ...(relations.subscribed.has(row.jarId) ? { subscribedJarId: relations.subscribed.get(row.jarId) } : {}),
              mine: row.userId === viewerId,
              starred: relations.starred.has(row.jarId),
            }
          : {}),
      };
    });
  }

  async function loadPublished(jarId: string): Promise<PublishedJarRow> {
    const row = await findPublished(db, jarId);
    if (!row) throw notFound(MARKETPLACE_MESSAGES.jarNotFound);
    return row;
  }

  return {
    toPublicJars,

    async categories() {
      return (await listCategories(db)).map(({ id, name }) => ({ id, name }));
    },

    async hotTags(size) {
      const tags = await hotTags(db, size);
      return tags.length > 0 ? tags : DEFAULT_HOT_TAGS.slice(0, size);
    },

    async search(query, viewerId) {
      const { rows, total } = await searchPublished(db, query, query.page, query.size);
      return { entries: await toPublicJars(rows, viewerId), total, page: query.page, size: query.size };
    },

    async detail(jarId, viewerId) {
      const row = await loadPublished(jarId);
      const [[card], preview] = await Promise.all([toPublicJars([row], viewerId), previewItems(db, jarId, PUBLIC_JAR_PREVIEW_SIZE)]);
      if (!card) throw notFound(MARKETPLACE_MESSAGES.jarNotFound);
      return { ...card, preview, publishedAt: row.publishedAt.toISOString() };
    },

    async tagsOf(jarId) {
      return (await loadPublished(jarId)).tags;
    },

    async star(userId, jarId) {
      await loadPublished(jarId);
      await insertStar(db, userId, jarId, now());
    },

    async unstar(userId, jarId) {
      // A star is always removable (even once its jar is withdrawn); with none to remove, the jar must be one
      // that could be starred, as for star: an unknown or unpublished jar is 404, a published one is a no-op 204.
      if (!(await deleteStar(db, userId, jarId))) await loadPublished(jarId);
    },

    async myStars(userId, page, size) {
      const { rows, total } = await pageStars(db, userId, page, size);
      return { entries: await toPublicJars(rows, userId), total, page, size };
    },

    async hasCategory(id) {
      return (await findCategory(db, id)) !== undefined;
    },

    refreshDescription(jarId, description) {
      return refreshPublishedDescription(db, jarId, description);
    },
  };
}
