-- Review before publication (docs/decisions/089): where an article stands in review (submitted by a
-- writer, or returned to them with a comment), since when, by whom; and a note on a history version (the
-- reviewer's comment). Every article before this one was never submitted: all null.
ALTER TABLE "news_articles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "returned_by" integer;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_submitted_by_staff_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_returned_by_staff_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;