-- A success story's company is one of the group's companies, referred to by its record (`values.company`,
-- the company's id), no longer its name typed again in each language; a story about someone outside the
-- group's companies (a cooperative, a school) names that organisation in words (`organisation`).
--
-- A story whose company words, in any language, are a company's name (trimmed, whatever the case) refers
-- to that company (a published one first, then in the staff's order), and every version drops the words.
-- Any other keeps them, each language its own, as `organisation`: nothing is lost. The story's history is
-- converted the same way, so "Restore as draft" brings back the company too (docs/decisions/039: old
-- snapshots are rewritten in the migration that changes the shape).
--
-- A translation's state holds: `organisation` takes the company words' place in the fields' order, so a
-- story that keeps its words hashes as before; a story that now refers to a company has new words without
-- them, and a translation that matched its source then matches it now (one out of date stays so).
-- The hashes are the site's own (veb_words_hash, migration 0025).

-- The company a story's versions name, or null (the parameter is not called `versions`: in a query of
-- "entries" that would be the company's column).
CREATE FUNCTION veb_story_company(story_versions jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT c."id" FROM "entries" c
  WHERE c."kind" = 'company' AND EXISTS (
    SELECT 1 FROM jsonb_each(story_versions) AS v(loc, version)
    WHERE jsonb_typeof(version -> 'words' -> 'company') = 'string'
      AND lower(veb_trim(version -> 'words' ->> 'company')) = lower(veb_trim(c."values" ->> 'name')))
  ORDER BY c."published" DESC, c."position", c."id"
  LIMIT 1
$$;
--> statement-breakpoint
-- A story's state ({values, versions, ...}: an entry's or a version of its history) in the new shape.
CREATE FUNCTION veb_story_state(state jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  old_fields text[] := '{title,company,category,location,story,impact}';
  new_fields text[] := '{title,organisation,category,location,story,impact}';
  versions jsonb := coalesce(state -> 'versions', '{}'::jsonb);
  company_id integer := veb_story_company(versions);
  converted jsonb := '{}'::jsonb;
  loc text;
  v jsonb;
  w jsonb;
  source text;
BEGIN
  FOR loc, v IN SELECT * FROM jsonb_each(versions) LOOP
    w := coalesce(v -> 'words', '{}'::jsonb) - 'company';
    IF company_id IS NULL AND (v -> 'words') ? 'company' THEN
      w := w || jsonb_build_object('organisation', v -> 'words' -> 'company');
    END IF;
    -- Only a company's name in it: no words left, as the write path keeps no version without words.
    CONTINUE WHEN w = '{}'::jsonb;
    converted := converted || jsonb_build_object(loc, v || jsonb_build_object('words', w));
  END LOOP;
  IF company_id IS NOT NULL THEN
    FOR loc, v IN SELECT * FROM jsonb_each(converted) LOOP
      source := v -> 'from' ->> 'locale';
      CONTINUE WHEN source IS NULL OR NOT (versions ? source) OR NOT (converted ? source);
      IF v -> 'from' ->> 'hash' = veb_words_hash(versions -> source -> 'words', old_fields) THEN
        converted := jsonb_set(converted, ARRAY[loc, 'from', 'hash'],
          to_jsonb(veb_words_hash(converted -> source -> 'words', new_fields)));
      END IF;
    END LOOP;
  END IF;
  RETURN state || jsonb_build_object(
    'values', coalesce(state -> 'values', '{}'::jsonb) || jsonb_build_object('company', company_id),
    'versions', converted);
END;
$$;
--> statement-breakpoint
-- Rows keep their updated_at: the data is converted, not changed (the touch trigger would stamp now).
ALTER TABLE "entries" DISABLE TRIGGER "entries_touch";
--> statement-breakpoint
UPDATE "entries" e SET "values" = s.state -> 'values', "versions" = s.state -> 'versions'
FROM (SELECT "id", veb_story_state(jsonb_build_object('values', "values", 'versions', "versions")) AS state
  FROM "entries" WHERE "kind" = 'story') s
WHERE e."id" = s."id";
--> statement-breakpoint
-- A version of a story deleted before migration 0025 keeps no words to convert ({values: {}, versions: {}}).
UPDATE "revisions" SET "snapshot" = veb_story_state("snapshot")
WHERE "record_type" = 'story' AND jsonb_typeof("snapshot" -> 'versions') = 'object'
  AND "snapshot" -> 'versions' <> '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "entries" ENABLE TRIGGER "entries_touch";
--> statement-breakpoint
DROP FUNCTION veb_story_state(jsonb);
--> statement-breakpoint
DROP FUNCTION veb_story_company(jsonb);
