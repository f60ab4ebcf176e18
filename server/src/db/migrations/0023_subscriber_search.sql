-- pg_trgm: in PostgreSQL's contrib (a trusted extension: the database's owner may create it) and loaded into PGlite by server/src/db/pglite.ts (docs/decisions/059).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);