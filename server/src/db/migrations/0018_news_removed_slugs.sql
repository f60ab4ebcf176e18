CREATE TABLE "news_removed_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"answer" text NOT NULL,
	"target_article_id" integer,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_removed_slugs" ADD CONSTRAINT "news_removed_slugs_target_article_id_news_articles_id_fk" FOREIGN KEY ("target_article_id") REFERENCES "public"."news_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_removed_slugs" ADD CONSTRAINT "news_removed_slugs_answer_check" CHECK ("answer" IN ('article', 'list', 'gone'));--> statement-breakpoint
-- What a deleted article's addresses answer is public content: a change tells every server process
-- (migration 0001), like news_slug_redirects (content/tags.ts maps it to 'news').
CREATE TRIGGER news_removed_slugs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_removed_slugs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
