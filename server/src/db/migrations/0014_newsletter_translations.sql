-- Newsletter issues join the one translation model (docs/decisions/035): the English subject and
-- introduction become text columns, French and Swahili move to `translations` as {fr: {subject, intro}}.
-- A language is carried over when it has any text (a half-written one is then shown as missing, not lost);
-- without `_source` it counts as current, as the demo content's translations do.
ALTER TABLE "newsletter_issues" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "newsletter_issues" SET "translations" = coalesce((
	SELECT jsonb_object_agg(locale, jsonb_strip_nulls(jsonb_build_object(
		'subject', nullif(btrim("subject" ->> locale), ''),
		'intro', nullif(btrim("intro" ->> locale), ''))))
	FROM unnest(ARRAY['fr', 'sw']) AS locale
	WHERE nullif(btrim("subject" ->> locale), '') IS NOT NULL OR nullif(btrim("intro" ->> locale), '') IS NOT NULL
), '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "newsletter_issues" ALTER COLUMN "subject" SET DATA TYPE text USING coalesce("subject" ->> 'en', '');--> statement-breakpoint
ALTER TABLE "newsletter_issues" ALTER COLUMN "intro" SET DATA TYPE text USING coalesce("intro" ->> 'en', '');
