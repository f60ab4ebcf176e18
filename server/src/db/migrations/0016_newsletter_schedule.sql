-- Scheduled newsletters: when a scheduled issue starts sending and the languages chosen for it
-- (statuses scheduled, paused and stopped are new values of the text column: no change needed there).
ALTER TABLE "newsletter_issues" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "send_choice" jsonb;--> statement-breakpoint
CREATE INDEX "newsletter_issues_due_idx" ON "newsletter_issues" USING btree ("status","scheduled_at");