-- A company's words gained `sector`, `story` and `services` (docs/decisions/084), and a version's hash reads
-- every word field in the declared order (common/src/model/versions.ts `wordsHash`): the hash of a company's
-- words changed, though its words did not, so every translation of a company would read as out of date.
--
-- A translation's state holds: one whose `from.hash` is the hash of its source's words over the old fields
-- (tagline, description, stat) matched them and now records the hash over today's fields (tagline, sector,
-- description, story, services, stat, as common/src/entries/kinds.ts declares them); one out of date keeps
-- its hash, which matches neither. The company's history is converted the same way, so a version restored
-- keeps its state (docs/decisions/039: old snapshots are rewritten in the migration that changes the shape).
-- The hashes are the site's own (veb_words_hash, migration 0025).

-- A company's versions ({"en": {...}, "fr": {"from": {"locale": "en", "hash": ...}}}) with today's hashes.
CREATE FUNCTION veb_company_hashes(company_versions jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  old_fields text[] := '{tagline,description,stat}';
  new_fields text[] := '{tagline,sector,description,story,services,stat}';
  converted jsonb := company_versions;
  loc text;
  v jsonb;
  source text;
BEGIN
  FOR loc, v IN SELECT * FROM jsonb_each(company_versions) LOOP
    source := v -> 'from' ->> 'locale';
    CONTINUE WHEN source IS NULL OR NOT (company_versions ? source);
    IF v -> 'from' ->> 'hash' = veb_words_hash(company_versions -> source -> 'words', old_fields) THEN
      converted := jsonb_set(converted, ARRAY[loc, 'from', 'hash'],
        to_jsonb(veb_words_hash(company_versions -> source -> 'words', new_fields)));
    END IF;
  END LOOP;
  RETURN converted;
END;
$$;
--> statement-breakpoint
-- Rows keep their updated_at: the data is converted, not changed (the touch trigger would stamp now).
ALTER TABLE "entries" DISABLE TRIGGER "entries_touch";
--> statement-breakpoint
UPDATE "entries" SET "versions" = veb_company_hashes("versions")
WHERE "kind" = 'company' AND jsonb_typeof("versions") = 'object'
  AND "versions" IS DISTINCT FROM veb_company_hashes("versions");
--> statement-breakpoint
-- A version of a company deleted before migration 0025 keeps no words ({values: {}, versions: {}}).
UPDATE "revisions" SET "snapshot" = jsonb_set("snapshot", '{versions}', veb_company_hashes("snapshot" -> 'versions'))
WHERE "record_type" = 'company' AND jsonb_typeof("snapshot" -> 'versions') = 'object'
  AND "snapshot" -> 'versions' IS DISTINCT FROM veb_company_hashes("snapshot" -> 'versions');
--> statement-breakpoint
ALTER TABLE "entries" ENABLE TRIGGER "entries_touch";
--> statement-breakpoint
DROP FUNCTION veb_company_hashes(jsonb);
