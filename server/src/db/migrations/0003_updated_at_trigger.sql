-- updated_at is kept by the database on every change, whoever makes it (the app, the seed script,
-- plain SQL): share cards and the sitemap's lastmod depend on it. A writer that sets it explicitly
-- to a later time (tests, imports) keeps its value.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at OR NEW.updated_at < now() THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER news_articles_touch BEFORE UPDATE ON news_articles
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER impact_metrics_touch BEFORE UPDATE ON impact_metrics
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER success_stories_touch BEFORE UPDATE ON success_stories
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER staff_users_touch BEFORE UPDATE ON staff_users
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER settings_touch BEFORE UPDATE ON settings
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
