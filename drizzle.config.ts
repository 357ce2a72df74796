import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in src/server/db/migrations from the schema; the same files run
// on PGlite and PostgreSQL. `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
