CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"filename" text,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variants_media_id_format_width_pk" PRIMARY KEY("media_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "news_drafts" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" integer
);
--> statement-breakpoint
CREATE TABLE "news_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_label" text
);
--> statement-breakpoint
CREATE TABLE "news_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image_alt" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "success_stories" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_drafts" ADD CONSTRAINT "news_drafts_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_drafts" ADD CONSTRAINT "news_drafts_saved_by_staff_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_slug_redirects" ADD CONSTRAINT "news_slug_redirects_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_hash_key" ON "media" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "news_revisions_article_idx" ON "news_revisions" USING btree ("article_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "news_translations_slug_key" ON "news_translations" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_featured_key" ON "news_articles" USING btree ("featured_rank");--> statement-breakpoint
-- The published French and Swahili versions and old slugs are public content: a change tells every
-- server process (migration 0001). Drafts and revisions are not: saving one empties no cache.
CREATE TRIGGER news_translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER news_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
--> statement-breakpoint
CREATE TRIGGER news_translations_touch BEFORE UPDATE ON news_translations
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
