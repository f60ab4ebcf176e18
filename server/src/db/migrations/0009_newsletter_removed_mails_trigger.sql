-- An issue's figures (sent, failed, waiting, of its recipients) come from its outbox rows; rows are
-- deleted when a subscriber unsubscribes (waiting mail is dropped), is removed, or is erased (privacy).
-- Whoever deletes them, this counts what they had become per issue first, so the figures stay true.
-- One statement-level trigger with the deleted rows as a table: a bulk delete costs one upsert per issue.
CREATE OR REPLACE FUNCTION keep_removed_newsletter_mails() RETURNS trigger AS $$
BEGIN
  INSERT INTO newsletter_removed_mails AS kept (issue_id, sent, failed, withdrawn)
  SELECT issue_id,
    count(*) FILTER (WHERE status = 'sent'),
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status NOT IN ('sent', 'failed'))
  FROM removed
  WHERE kind = 'newsletter_issue' AND issue_id IS NOT NULL
  GROUP BY issue_id
  ON CONFLICT (issue_id) DO UPDATE SET
    sent = kept.sent + excluded.sent,
    failed = kept.failed + excluded.failed,
    withdrawn = kept.withdrawn + excluded.withdrawn;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_keep_newsletter_figures AFTER DELETE ON mail_outbox
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION keep_removed_newsletter_mails();
