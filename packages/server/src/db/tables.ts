// Every table the server knows, for drizzle's typed queries. drizzle-kit reads src/db/schema/*.ts directly.
export * from './schema/users';
export * from './schema/settings';
export * from './schema/curves';
export * from './schema/memos';
export * from './schema/marketplace';
export * from './schema/jars';
export * from './schema/reviews';
export * from './schema/attachments';
export * from './schema/orders';
export * from './schema/limits';
export * from './schema/jobs';
export * from './schema/imports';
export * from './schema/exports';
export * from './schema/card-builder';
export * from './schema/reminders';
export * from './schema/fsrs';
