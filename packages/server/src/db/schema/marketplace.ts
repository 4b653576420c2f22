import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jarItems, jars } from './jars';
import { users } from './users';

/** Marketplace categories, seeded on first start; `position` is the side-menu order. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});

/** A creator's request to publish a jar (ARCHITECTURE §4 Publishing): PUBLISHING → PUBLISHED | REJECTED | CANCELLED. */
export const publishTasks = pgTable(
  'publish_tasks',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jarId: text('jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['FREE', 'PAID'] }).notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags').array().notNull(),
    status: text('status', { enum: ['PUBLISHING', 'PUBLISHED', 'REJECTED', 'CANCELLED'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('publish_tasks_user_seq_idx').on(table.userId, table.seq),
    index('publish_tasks_status_seq_idx').on(table.status, table.seq),
    // At most one task in review per jar.
    uniqueIndex('publish_tasks_one_in_review_idx').on(table.jarId).where(sql`${table.status} = 'PUBLISHING'`),
    // One 已发布 record per jar: publishing a published jar updates it, approving a newer task retires the older one.
    uniqueIndex('publish_tasks_one_published_idx').on(table.jarId).where(sql`${table.status} = 'PUBLISHED'`),
  ],
);

/**
 * A jar in the marketplace; the public id is the creator's jar id. `name` is the name as approved; `searchText` is
 * lower(name + tags) and `grams` its distinct CJK unigrams and bigrams plus every prefix of each latin word, so
 * `grams @> query_grams AND search_text LIKE '%q%'` is an index scan for 1-, 2- and 4-character Chinese queries
 * on PGlite and PostgreSQL alike (no extension). The two totals are kept exact by triggers (see the migration).
 */
export const publishedJars = pgTable(
  'published_jars',
  {
    jarId: text('jar_id')
      .primaryKey()
      .references(() => jars.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** lower(name): exact and prefix matches rank first; its text_pattern_ops index answers `LIKE 'q%'`. */
    nameKey: text('name_key').notNull(),
    type: text('type', { enum: ['FREE', 'PAID'] }).notNull(),
    price: integer('price').notNull().default(0),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags').array().notNull(),
    searchText: text('search_text').notNull(),
    grams: text('grams').array().notNull(),
    totalSubscribes: integer('total_subscribes').notNull().default(0),
    totalStars: integer('total_stars').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('published_jars_grams_idx').using('gin', table.grams),
    index('published_jars_tags_idx').using('gin', table.tags),
    index('published_jars_name_key_idx').on(table.nameKey.op('text_pattern_ops')),
    // NULLS FIRST is what a plain ORDER BY … DESC means: only then can a page walk these indexes in order.
    index('published_jars_category_rank_idx').on(
      table.categoryId,
      table.totalSubscribes.desc().nullsFirst(),
      table.totalStars.desc().nullsFirst(),
      table.seq.desc().nullsFirst(),
    ),
    index('published_jars_rank_idx').on(table.totalSubscribes.desc().nullsFirst(), table.totalStars.desc().nullsFirst(), table.seq.desc().nullsFirst()),
    index('published_jars_user_seq_idx').on(table.userId, table.seq),
  ],
);

/** 收藏: one row per person and public jar. */
export const stars = pgTable(
  'stars',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jarId: text('jar_id')
      .notNull()
      .references(() => publishedJars.jarId, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jarId] }), index('stars_user_seq_idx').on(table.userId, table.seq)],
);

/**
 * A BUYER jar's link to the public jar it copies (ARCHITECTURE §4 Subscriptions). No foreign key to the source:
 * a jar its creator unpublished or deleted stays with its buyers as at their last sync. Deleting the buyer jar
 * deletes the row, which is the unsubscribe.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    buyerJarId: text('buyer_jar_id')
      .primaryKey()
      .references(() => jars.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceJarId: text('source_jar_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_source_idx').on(table.userId, table.sourceJarId),
    index('subscriptions_source_idx').on(table.sourceJarId),
  ],
);

/**
 * A buyer's item ↔ the creator's item it copies (both keep their own stable ids). `syncedContent` is the creator's
 * text as of the last sync: a buyer item whose content differs from it was edited by the buyer, and keeps that edit.
 */
export const subscriptionItems = pgTable(
  'subscription_items',
  {
    buyerItemId: text('buyer_item_id')
      .primaryKey()
      .references(() => jarItems.id, { onDelete: 'cascade' }),
    buyerJarId: text('buyer_jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
    sourceItemId: text('source_item_id').notNull(),
    syncedContent: text('synced_content').notNull(),
    /** The creator's 正面 as of the last sync (null: none); with syncedContent it tells a buyer's own edit. */
    syncedFront: text('synced_front'),
    removedByCreator: boolean('removed_by_creator').notNull().default(false),
  },
  (table) => [
    uniqueIndex('subscription_items_jar_source_idx').on(table.buyerJarId, table.sourceItemId),
    index('subscription_items_source_idx').on(table.sourceItemId),
  ],
);
