-- 100x data (docs/decisions/051): drizzle's desc() made DESC NULLS LAST indexes, which an ORDER BY ... DESC (nulls first) cannot read in order,
-- so every newest-first list sorted its whole table; the same indexes again as DESC NULLS FIRST.
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
DROP INDEX "news_articles_published_idx";--> statement-breakpoint
DROP INDEX "news_articles_category_idx";--> statement-breakpoint
DROP INDEX "news_revisions_article_idx";--> statement-breakpoint
DROP INDEX "entry_revisions_entry_idx";--> statement-breakpoint
DROP INDEX "record_revisions_record_idx";--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_articles_category_idx" ON "news_articles" USING btree ("category","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_revisions_article_idx" ON "news_revisions" USING btree ("article_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entry_revisions_entry_idx" ON "entry_revisions" USING btree ("entry_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "record_revisions_record_idx" ON "record_revisions" USING btree ("record_type","record_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The inbox's counts (per status, unread, and the totals made of them) and the subscribers' per status,
-- kept by the tables' own triggers so a list does not count 1,000,000 rows on every request. Whoever
-- writes (the app, a tool, a restore: its truncate and inserts), the counts follow. Not in schema.ts on
-- purpose: a backup leaves them out and they are rebuilt by the triggers as the rows come back.
CREATE TABLE "contact_message_counts" (
	"status" text NOT NULL,
	"unread" boolean NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("status", "unread")
);
--> statement-breakpoint
INSERT INTO "contact_message_counts" ("status", "unread", "n")
  SELECT "status", "read_at" IS NULL, count(*) FROM "contact_messages" GROUP BY 1, 2;
--> statement-breakpoint
-- One statement-level trigger per event with the changed rows as tables: a bulk change costs one upsert
-- per (status, unread) pair, in key order (two bulk changes lock the rows in the same order).
CREATE FUNCTION count_contact_messages() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contact_message_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO contact_message_counts AS c (status, unread, n)
    SELECT status, read_at IS NULL, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, unread) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_message_counts AS c (status, unread, n)
    SELECT status, read_at IS NULL, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, unread) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO contact_message_counts AS c (status, unread, n)
    SELECT status, unread, sum(d) FROM (
      SELECT status, read_at IS NULL AS unread, 1 AS d FROM added
      UNION ALL SELECT status, read_at IS NULL, -1 FROM removed
    ) AS changed GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (status, unread) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_insert AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_contact_messages();
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_update AFTER UPDATE ON contact_messages
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_contact_messages();
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_delete AFTER DELETE ON contact_messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_contact_messages();
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_truncate AFTER TRUNCATE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION count_contact_messages();
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "newsletter_subscriber_counts" ("status", "n")
  SELECT "status", count(*) FROM "newsletter_subscribers" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION count_newsletter_subscribers() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM newsletter_subscriber_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO newsletter_subscriber_counts AS c (status, n)
    SELECT status, count(*) FROM added GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO newsletter_subscriber_counts AS c (status, n)
    SELECT status, -count(*) FROM removed GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO newsletter_subscriber_counts AS c (status, n)
    SELECT status, sum(d) FROM (
      SELECT status, 1 AS d FROM added UNION ALL SELECT status, -1 FROM removed
    ) AS changed GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_insert AFTER INSERT ON newsletter_subscribers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_newsletter_subscribers();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_update AFTER UPDATE ON newsletter_subscribers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_newsletter_subscribers();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_delete AFTER DELETE ON newsletter_subscribers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_newsletter_subscribers();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_truncate AFTER TRUNCATE ON newsletter_subscribers
  FOR EACH STATEMENT EXECUTE FUNCTION count_newsletter_subscribers();
