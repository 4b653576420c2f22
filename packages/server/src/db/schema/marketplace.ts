import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Marketplace categories, seeded on first start; `position` is the side-menu order. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull(),
});
