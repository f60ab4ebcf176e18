-- The companies an article is about (docs/decisions/085): the ids of their records (entries of kind
-- company), ascending, copied from the working copy when the article is published, as its category is.
-- Every article before this one names none. The GIN index answers the news list's company filter and its
-- count (`company_ids @> ARRAY[id]`) when a company's articles are few; for a company with many, the list
-- walks news_articles_published_idx in order and reads the array in the row it lands on.
ALTER TABLE "news_articles" ADD COLUMN "company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "news_articles_companies_idx" ON "news_articles" USING gin ("company_ids");
