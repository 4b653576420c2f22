import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; the server applies them at start
// (src/db/migrate.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
