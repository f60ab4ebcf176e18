-- The site's identity (docs/decisions/029) is the `settings` row 'site.identity', shown on every public page: a
-- change to it tells every server process to drop what it rendered with it (server/src/content/tags.ts
-- maps the payload 'settings' to the identity's tag). The other settings rows (the staff time zone, who is
-- told about contact messages) are not public content, so changing them empties no cache.
CREATE TRIGGER settings_site_identity_written AFTER INSERT OR UPDATE ON settings
  FOR EACH ROW WHEN (NEW.key = 'site.identity') EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER settings_site_identity_deleted AFTER DELETE ON settings
  FOR EACH ROW WHEN (OLD.key = 'site.identity') EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER settings_truncated AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
