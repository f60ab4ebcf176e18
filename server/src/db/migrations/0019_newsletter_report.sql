-- An issue's report per language (sent, failed, bounced, unsubscribes after it; docs/decisions/049).
CREATE TABLE "newsletter_issue_unsubscribes" (
	"issue_id" integer NOT NULL,
	"locale" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_issue_unsubscribes_issue_id_locale_pk" PRIMARY KEY("issue_id","locale")
);
--> statement-breakpoint
ALTER TABLE "newsletter_issue_unsubscribes" ADD CONSTRAINT "newsletter_issue_unsubscribes_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bounced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locale" text;--> statement-breakpoint
-- The language of the newsletter mails already written: their subscriber's.
UPDATE "mail_outbox" AS m SET "locale" = s."locale" FROM "newsletter_subscribers" AS s
  WHERE m."subscriber_id" = s."id" AND m."kind" = 'newsletter_issue';--> statement-breakpoint
ALTER TABLE "newsletter_removed_mails" ADD COLUMN "locale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_removed_mails" ADD COLUMN "bounced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_removed_mails" DROP CONSTRAINT "newsletter_removed_mails_pkey";--> statement-breakpoint
ALTER TABLE "newsletter_removed_mails" ADD CONSTRAINT "newsletter_removed_mails_issue_id_locale_pk" PRIMARY KEY("issue_id","locale");--> statement-breakpoint
-- Migration 0009's trigger, now by language and with the bounced among the failed.
CREATE OR REPLACE FUNCTION keep_removed_newsletter_mails() RETURNS trigger AS $$
BEGIN
  INSERT INTO newsletter_removed_mails AS kept (issue_id, locale, sent, failed, bounced, withdrawn)
  SELECT issue_id, coalesce(locale, ''),
    count(*) FILTER (WHERE status = 'sent'),
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'failed' AND bounced),
    count(*) FILTER (WHERE status NOT IN ('sent', 'failed'))
  FROM removed
  WHERE kind = 'newsletter_issue' AND issue_id IS NOT NULL
  GROUP BY issue_id, coalesce(locale, '')
  ON CONFLICT (issue_id, locale) DO UPDATE SET
    sent = kept.sent + excluded.sent,
    failed = kept.failed + excluded.failed,
    bounced = kept.bounced + excluded.bounced,
    withdrawn = kept.withdrawn + excluded.withdrawn;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
