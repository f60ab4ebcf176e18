-- Any change to public content, by the app, the seed script, plain SQL or a future admin area,
-- tells every listening server to empty its caches (server/src/content/cache.ts).
CREATE OR REPLACE FUNCTION notify_content_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER news_articles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER impact_metrics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON impact_metrics
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER success_stories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON success_stories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
