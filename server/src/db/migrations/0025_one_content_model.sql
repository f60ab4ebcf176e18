-- One content model (docs/decisions/078). Every translatable record keeps what is the same in every
-- language once, in `values` (or its own columns), and its words as one version per language written,
-- in one shape: {"en": {"words": {...}, "changedAt": "..."}, "fr": {"words": {...}, "from": {"locale":
-- "en", "hash": "..."}, "changedAt": "..."}}. No language is required; `from` names the version a
-- translation was written from and the hash of that version's words when it last matched them.
--
-- Today's data comes over with nothing lost: English moves from the records' own fields into its
-- version; French and Swahili keep their words, and a translation out of date stays out of date (its
-- old hash of the English no longer matches, so it keeps a hash that cannot match); one that was current
-- now records the English as it is, so a later change of the English marks it. Fields a translation could
-- leave to English (a company's chip, a story's company) are copied into it, so the pages read as before.
-- Impact metrics and success stories become content kinds ('impactArea', 'metric', 'story'); their audit
-- lines, histories and images follow them. The three history tables become one, `revisions`.
--
-- The hashes are the site's own (common/src/model/versions.ts `wordsHash`, cyrb53 over UTF-16 code
-- units), written in SQL below; `veb_text_hash` and `veb_words_hash` stay, and a test compares them with
-- the TypeScript on random text (server/src/db/content-model-migration.test.ts).

CREATE FUNCTION veb_imul(a bigint, b bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  -- Math.imul on unsigned 32-bit patterns, without overflowing 64 bits.
  SELECT ((a * (b & 65535)) + (((a * (b >> 16)) & 65535) << 16)) & 4294967295
$$;
--> statement-breakpoint
CREATE FUNCTION veb_text_hash(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  h1 bigint := 3735928559;
  h2 bigint := 1103547991;
  r1 bigint;
  r2 bigint;
  c text;
  cp integer;
  u integer;
BEGIN
  FOREACH c IN ARRAY coalesce(string_to_array(t, NULL), ARRAY[]::text[]) LOOP
    cp := ascii(c);
    FOREACH u IN ARRAY CASE WHEN cp > 65535
      THEN ARRAY[55296 + ((cp - 65536) >> 10), 56320 + ((cp - 65536) & 1023)]
      ELSE ARRAY[cp] END LOOP
      h1 := veb_imul(h1 # u, 2654435761);
      h2 := veb_imul(h2 # u, 1597334677);
    END LOOP;
  END LOOP;
  r1 := veb_imul(h1 # (h1 >> 16), 2246822507) # veb_imul(h2 # (h2 >> 13), 3266489909);
  r2 := veb_imul(h2 # (h2 >> 16), 2246822507) # veb_imul(r1 # (r1 >> 13), 3266489909);
  RETURN lpad(to_hex(4294967296 * (2097151 & r2) + r1), 14, '0');
END;
$$;
--> statement-breakpoint
-- JavaScript's String.prototype.trim() removes these (WhiteSpace and LineTerminator).
CREATE FUNCTION veb_trim(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(t, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
$$;
--> statement-breakpoint
-- `asText`: a list's lines joined by line breaks, nothing as empty, trimmed.
CREATE FUNCTION veb_as_text(v jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT veb_trim(CASE jsonb_typeof(v)
    WHEN 'array' THEN (SELECT coalesce(string_agg(CASE jsonb_typeof(e) WHEN 'string' THEN e #>> '{}'
      WHEN 'null' THEN '' ELSE e::text END, E'\n' ORDER BY o), '') FROM jsonb_array_elements(v) WITH ORDINALITY AS x(e, o))
    WHEN 'string' THEN v #>> '{}'
    WHEN 'null' THEN ''
    ELSE coalesce(v::text, '') END)
$$;
--> statement-breakpoint
-- `wordsHash`: the hash of JSON.stringify of the fields' texts, in the fields' order.
CREATE FUNCTION veb_words_hash(words jsonb, fields text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT veb_text_hash('[' || coalesce((SELECT string_agg(to_json(veb_as_text(words -> f))::text, ',' ORDER BY o)
    FROM unnest(fields) WITH ORDINALITY AS x(f, o)), '') || ']')
$$;
--> statement-breakpoint
-- `cleanWords`: the fields that hold words, strings trimmed, lists without blank lines.
CREATE FUNCTION veb_clean_words(words jsonb, fields text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(f, cleaned), '{}'::jsonb) FROM (
    SELECT f, CASE jsonb_typeof(words -> f)
      WHEN 'string' THEN to_jsonb(veb_trim(words ->> f))
      WHEN 'array' THEN (SELECT coalesce(jsonb_agg(to_jsonb(veb_trim(e #>> '{}')) ORDER BY o), '[]'::jsonb)
        FROM jsonb_array_elements(words -> f) WITH ORDINALITY AS x(e, o) WHERE veb_trim(coalesce(e #>> '{}', '')) <> '')
      WHEN 'null' THEN NULL
      ELSE words -> f END AS cleaned
    FROM unnest(fields) AS f
  ) c WHERE cleaned IS NOT NULL AND cleaned <> '""'::jsonb AND cleaned <> '[]'::jsonb
$$;
--> statement-breakpoint
CREATE FUNCTION veb_iso(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- A figure typed as text ("11,000+", "$1B", "R120M+", "70%", "5-year", "2030") as one value:
-- {kind, number, currency?, plus?, short?} (common/src/model/figure.ts). Null when it holds no number.
CREATE FUNCTION veb_figure(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := regexp_match(t, '(?:R|\$|UGX\s?)?([0-9]+(?:[,. \u00a0\u202f][0-9]{3})*(?:[.,][0-9]+)?)(?:\s?((?:[KMBkmb]n?|Md))(?![A-Za-z]))?\s?(\+)?');
  digits text;
  n numeric;
  unit text;
  currency text;
  kind text;
BEGIN
  IF parts IS NULL THEN RETURN NULL; END IF;
  digits := regexp_replace(parts[1], '[ \u00a0\u202f]', '', 'g');
  -- "11,000" and "11.000" group thousands; "1.5" and "1,5" are decimals.
  IF digits ~ '^[0-9]{1,3}([,.][0-9]{3})+$' THEN digits := regexp_replace(digits, '[,.]', '', 'g');
  ELSE digits := replace(digits, ',', '.'); END IF;
  n := digits::numeric;
  unit := lower(coalesce(parts[2], ''));
  n := n * CASE WHEN unit LIKE 'k%' THEN 1000 WHEN unit LIKE 'm%' AND unit <> 'md' THEN 1000000
    WHEN unit LIKE 'b%' OR unit = 'md' THEN 1000000000 ELSE 1 END;
  currency := CASE WHEN t ~ '^\s*R\s?[0-9]' THEN 'ZAR' WHEN t ~ '\$' THEN 'USD' WHEN t ~ 'UGX' THEN 'UGX' END;
  kind := CASE WHEN t ~ '%' THEN 'percent' WHEN currency IS NOT NULL THEN 'amount'
    WHEN t ~* 'year|\mans?\M|miaka' THEN 'years'
    WHEN parts[1] ~ '^(19|20)[0-9]{2}$' AND parts[2] IS NULL AND parts[3] IS NULL THEN 'year'
    ELSE 'count' END;
  RETURN jsonb_strip_nulls(jsonb_build_object('kind', kind, 'number', n, 'currency', currency,
    'plus', CASE WHEN parts[3] IS NOT NULL THEN true END, 'short', CASE WHEN unit <> '' THEN true END));
END;
$$;
--> statement-breakpoint
-- A chip's words with its figure taken out: a leading figure is dropped ("33 cooperatives supported" ->
-- "cooperatives supported"), one inside the words becomes {value} ("Watu {value} wamefunzwa").
CREATE FUNCTION veb_words_without_figure(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  token text := (regexp_match(t, '((?:R|\$|UGX\s?)?[0-9]+(?:[,. \u00a0\u202f][0-9]{3})*(?:[.,][0-9]+)?(?:\s?(?:[KMBkmb]n?|Md)(?![A-Za-z]))?\+?)'))[1];
  at integer;
BEGIN
  IF token IS NULL THEN RETURN t; END IF;
  at := strpos(t, token);
  IF veb_trim(left(t, at - 1)) = '' THEN RETURN veb_trim(substr(t, at + length(token))); END IF;
  RETURN left(t, at - 1) || '{value}' || substr(t, at + length(token));
END;
$$;
--> statement-breakpoint
-- English in `english`, French and Swahili in `translations` ({fr: {..., _source}}) as versions. The old
-- hash read `old_fields` of `old_english` (the record before this migration); `optional` are the fields a
-- translation could leave to English.
CREATE FUNCTION veb_versions(old_english jsonb, english jsonb, translations jsonb, fields text[], old_fields text[],
  optional text[], at timestamptz) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  en_words jsonb := veb_clean_words(english, fields);
  result jsonb := '{}'::jsonb;
  loc text;
  t jsonb;
  w jsonb;
  hash text;
BEGIN
  IF en_words <> '{}'::jsonb THEN
    result := jsonb_build_object('en', jsonb_build_object('words', en_words, 'changedAt', veb_iso(at)));
  END IF;
  FOREACH loc IN ARRAY ARRAY['fr', 'sw'] LOOP
    t := translations -> loc;
    CONTINUE WHEN t IS NULL OR jsonb_typeof(t) <> 'object';
    w := veb_clean_words(t, fields);
    CONTINUE WHEN w = '{}'::jsonb;
    w := (veb_clean_words(english, optional) - ARRAY(SELECT jsonb_object_keys(w))) || w;
    IF en_words = '{}'::jsonb THEN
      result := result || jsonb_build_object(loc, jsonb_build_object('words', w, 'changedAt', veb_iso(at)));
      CONTINUE;
    END IF;
    hash := CASE WHEN t ? '_source' AND t ->> '_source' <> veb_words_hash(old_english, old_fields)
      THEN 'was:' || (t ->> '_source') ELSE veb_words_hash(en_words, fields) END;
    result := result || jsonb_build_object(loc, jsonb_build_object('words', w,
      'from', jsonb_build_object('locale', 'en', 'hash', hash), 'changedAt', veb_iso(at)));
  END LOOP;
  RETURN result;
END;
$$;
--> statement-breakpoint
CREATE TEMP TABLE veb_kind_words (kind text PRIMARY KEY, fields text[] NOT NULL, old_fields text[] NOT NULL,
  optional text[] NOT NULL) ON COMMIT DROP;
--> statement-breakpoint
INSERT INTO veb_kind_words VALUES
  ('company', '{tagline,description,stat}', '{tagline,description,stat}', '{stat}'),
  ('leader', '{role,bio}', '{role,bio}', '{}'),
  ('hiringCategory', '{title}', '{title}', '{}'),
  ('job', '{title,description,requirements}', '{title,description,requirements}', '{requirements}'),
  ('internship', '{title,description}', '{title,description}', '{}'),
  ('office', '{name,address,hours,departments}', '{name,address,hours,departments}', '{hours,departments}'),
  ('quickContact', '{title,description}', '{title,description}', '{}'),
  ('partner', '{description}', '{description}', '{}'),
  ('milestone', '{title,description}', '{title,description}', '{}'),
  ('value', '{title,description}', '{title,description}', '{}'),
  ('benefit', '{title,description}', '{title,description}', '{}'),
  ('opportunity', '{sector,title,opportunity,impact,details}', '{sector,title,opportunity,impact,details}', '{details}'),
  ('structure', '{title,description,benefits}', '{title,description,benefits}', '{benefits}'),
  ('reason', '{title,description}', '{title,description}', '{}'),
  ('figure', '{label}', '{value,label}', '{}'),
  ('legalSection', '{title,body}', '{title,body}', '{}');
--> statement-breakpoint

-- Rows keep their updated_at: the data is converted, not changed (the touch triggers would stamp now).
ALTER TABLE "entries" DISABLE TRIGGER "entries_touch";
--> statement-breakpoint
ALTER TABLE "news_translations" DISABLE TRIGGER "news_translations_touch";
--> statement-breakpoint
ALTER TABLE "newsletter_issues" DISABLE TRIGGER "newsletter_issues_touch";
--> statement-breakpoint

-- ---- Content entries -------------------------------------------------------------------------------
ALTER TABLE "entries" ADD COLUMN "versions" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- A company's chip: its figure becomes the same in every language (`statValue`); its words keep the rest.
CREATE FUNCTION veb_chip(kind text, words jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'company' AND jsonb_typeof(words) = 'object' AND words ? 'stat'
    THEN words || jsonb_build_object('stat', veb_words_without_figure(words ->> 'stat')) ELSE words END
$$;
--> statement-breakpoint
CREATE FUNCTION veb_chip_translations(kind text, english jsonb, translations jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'company' AND veb_figure(english ->> 'stat') IS NOT NULL
    THEN (SELECT coalesce(jsonb_object_agg(loc, veb_chip(kind, t)), '{}'::jsonb) FROM jsonb_each(translations) AS x(loc, t))
    ELSE translations END
$$;
--> statement-breakpoint
-- What stays in `values`: the fields that are the same in every language, figures as one value.
CREATE FUNCTION veb_entry_values(kind text, v jsonb, fields text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT (v - coalesce(fields, '{}') - 'revisedOn') || CASE
    WHEN kind = 'figure' THEN jsonb_build_object('value', coalesce(veb_figure(v ->> 'value'), '{"kind":"count","number":0}'::jsonb))
    WHEN kind = 'company' AND veb_figure(v ->> 'stat') IS NOT NULL THEN jsonb_build_object('statValue', veb_figure(v ->> 'stat'))
    ELSE '{}'::jsonb END
$$;
--> statement-breakpoint
-- A legal section's versions are dated by the day staff gave its last revision (its "Last updated").
CREATE FUNCTION veb_entry_changed(kind text, v jsonb, at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'legalSection' AND v ->> 'revisedOn' ~ '^\d{4}-\d{2}-\d{2}$'
    THEN ((v ->> 'revisedOn') || 'T12:00:00Z')::timestamptz ELSE at END
$$;
--> statement-breakpoint
-- An entry's (or an entry version's) words per language.
CREATE FUNCTION veb_entry_versions(kind text, v jsonb, translations jsonb, at timestamptz) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT veb_versions(v, CASE WHEN veb_figure(v ->> 'stat') IS NOT NULL THEN veb_chip(kind, v) ELSE v END,
    veb_chip_translations(kind, v, translations), k.fields, k.old_fields, k.optional, veb_entry_changed(kind, v, at))
  FROM veb_kind_words k WHERE k.kind = veb_entry_versions.kind
$$;
--> statement-breakpoint
UPDATE "entries" e SET
  "versions" = veb_entry_versions(e."kind", e."values", e."translations", e."updated_at"),
  "values" = veb_entry_values(e."kind", e."values", k.fields),
  -- A figure whose text held no number is hidden rather than shown as 0; its words stay in its history.
  "published" = e."published" AND NOT (e."kind" = 'figure' AND veb_figure(e."values" ->> 'value') IS NULL)
FROM veb_kind_words k WHERE k.kind = e."kind";
--> statement-breakpoint
ALTER TABLE "entries" DROP COLUMN "translations";
--> statement-breakpoint

-- ---- Impact metrics and success stories become content kinds ----------------------------------------
CREATE TEMP TABLE veb_moved (old_type text NOT NULL, old_id integer NOT NULL, new_id integer NOT NULL,
  PRIMARY KEY (old_type, old_id)) ON COMMIT DROP;
--> statement-breakpoint
-- One impact area per category the metrics name, in the order the impact page showed them (by name).
CREATE TEMP TABLE veb_areas ON COMMIT DROP AS
  SELECT "category", row_number() OVER (ORDER BY "category") - 1 AS position,
    (array_agg("translations" ORDER BY "position", "id"))[1] AS translations,
    max("updated_at") AS updated_at
  FROM "impact_metrics" GROUP BY "category";
--> statement-breakpoint
ALTER TABLE veb_areas ADD COLUMN entry_id integer;
--> statement-breakpoint
UPDATE veb_areas a SET entry_id = nextval(pg_get_serial_sequence('entries', 'id'));
--> statement-breakpoint
INSERT INTO "entries" ("id", "kind", "position", "published", "values", "versions", "created_at", "updated_at")
SELECT a.entry_id, 'impactArea', a.position, true, '{}'::jsonb,
  veb_versions(jsonb_build_object('title', a."category"), jsonb_build_object('title', a."category"),
    (SELECT coalesce(jsonb_object_agg(loc, jsonb_build_object('title', t ->> 'category')), '{}'::jsonb)
      FROM jsonb_each(a.translations) AS x(loc, t) WHERE t ? 'category'),
    '{title}', '{title}', '{}', a.updated_at),
  a.updated_at, a.updated_at
FROM veb_areas a;
--> statement-breakpoint
INSERT INTO veb_moved (old_type, old_id, new_id)
SELECT 'metric', m."id", nextval(pg_get_serial_sequence('entries', 'id'))
FROM "impact_metrics" m JOIN veb_areas a ON a."category" = m."category" ORDER BY a.position, m."position", m."id";
--> statement-breakpoint
INSERT INTO "entries" ("id", "kind", "position", "published", "values", "versions", "created_at", "updated_at")
SELECT mv.new_id, 'metric', row_number() OVER (ORDER BY a.position, m."position", m."id") - 1, m."active",
  jsonb_strip_nulls(jsonb_build_object('metricKey', m."metric_key", 'area', a.entry_id,
    'value', coalesce(veb_figure(m."value"), '{"kind":"count","number":0}'::jsonb), 'icon', m."icon")),
  veb_versions(jsonb_build_object('category', m."category", 'value', m."value", 'label', m."label",
    'description', m."description"), jsonb_build_object('label', m."label", 'description', m."description"), m."translations", '{label,description}', '{category,value,label,description}',
    '{}', m."updated_at"),
  m."created_at", m."updated_at"
FROM "impact_metrics" m JOIN veb_areas a ON a."category" = m."category" JOIN veb_moved mv
  ON mv.old_type = 'metric' AND mv.old_id = m."id";
--> statement-breakpoint
INSERT INTO veb_moved (old_type, old_id, new_id)
SELECT 'story', s."id", nextval(pg_get_serial_sequence('entries', 'id')) FROM "success_stories" s
ORDER BY s."position", s."id";
--> statement-breakpoint
INSERT INTO "entries" ("id", "kind", "position", "published", "values", "versions", "created_at", "updated_at")
SELECT mv.new_id, 'story', row_number() OVER (ORDER BY s."position", s."id") - 1, s."published",
  jsonb_strip_nulls(jsonb_build_object('name', s."name", 'year', s."year", 'photo', s."image_id",
    'imageUrl', CASE WHEN s."image_id" IS NULL THEN s."image_url" END)),
  veb_versions(jsonb_build_object('title', s."title", 'company', s."company", 'category', s."category",
    'location', s."location", 'story', s."story", 'impact', s."impact"), jsonb_build_object('title', s."title",
    'company', s."company", 'category', s."category", 'location', s."location", 'story', s."story",
    'impact', s."impact"), s."translations",
    '{title,company,category,location,story,impact}', '{title,company,category,location,story,impact}',
    '{company,location}', s."updated_at"),
  s."created_at", s."updated_at"
FROM "success_stories" s JOIN veb_moved mv ON mv.old_type = 'story' AND mv.old_id = s."id";
--> statement-breakpoint
-- The audit log names the same records under their new address.
UPDATE "audit_log" l SET "target_type" = 'entry', "target_id" = mv.new_id::text,
  "details" = coalesce(l."details", '{}'::jsonb) || jsonb_build_object('kind', mv.old_type)
FROM veb_moved mv WHERE l."target_type" = mv.old_type AND l."target_id" = mv.old_id::text;
--> statement-breakpoint

-- Reorderings named the records by their old ids.
UPDATE "audit_log" l SET "details" = l."details" || jsonb_build_object(
    'from', (SELECT jsonb_agg(coalesce(mv.new_id, (x.id)::int) ORDER BY x.o) FROM jsonb_array_elements_text(l."details" -> 'from') WITH ORDINALITY AS x(id, o)
      LEFT JOIN veb_moved mv ON mv.old_type = CASE WHEN l."action" = 'metrics.reordered' THEN 'metric' ELSE 'story' END AND mv.old_id = (x.id)::int),
    'to', (SELECT jsonb_agg(coalesce(mv.new_id, (x.id)::int) ORDER BY x.o) FROM jsonb_array_elements_text(l."details" -> 'to') WITH ORDINALITY AS x(id, o)
      LEFT JOIN veb_moved mv ON mv.old_type = CASE WHEN l."action" = 'metrics.reordered' THEN 'metric' ELSE 'story' END AND mv.old_id = (x.id)::int))
WHERE l."action" IN ('metrics.reordered', 'stories.reordered') AND jsonb_typeof(l."details" -> 'from') = 'array'
  AND jsonb_typeof(l."details" -> 'to') = 'array';
--> statement-breakpoint

-- ---- One history ------------------------------------------------------------------------------------
ALTER TABLE "record_revisions" RENAME TO "revisions";
--> statement-breakpoint
ALTER INDEX "record_revisions_record_idx" RENAME TO "revisions_record_idx";
--> statement-breakpoint
ALTER TABLE "revisions" RENAME CONSTRAINT "record_revisions_created_by_staff_users_id_fk" TO "revisions_created_by_staff_users_id_fk";
--> statement-breakpoint
ALTER TABLE "revisions" RENAME CONSTRAINT "record_revisions_pkey" TO "revisions_pkey";
--> statement-breakpoint
ALTER SEQUENCE "record_revisions_id_seq" RENAME TO "revisions_id_seq";
--> statement-breakpoint
-- Metrics' and stories' versions: their snapshots in the one shape.
UPDATE "revisions" r SET "record_id" = mv.new_id,
  "snapshot" = jsonb_build_object(
    'values', jsonb_strip_nulls(jsonb_build_object('metricKey', r."snapshot" ->> 'metricKey',
      'area', (SELECT a.entry_id FROM veb_areas a WHERE a."category" = r."snapshot" ->> 'category'),
      'value', coalesce(veb_figure(r."snapshot" ->> 'value'), '{"kind":"count","number":0}'::jsonb),
      'icon', r."snapshot" -> 'icon')),
    'versions', veb_versions(r."snapshot", r."snapshot", coalesce(r."snapshot" -> 'translations', '{}'::jsonb), '{label,description}',
      '{category,value,label,description}', '{}', r."created_at"),
    'published', coalesce((r."snapshot" ->> 'active')::boolean, true))
FROM veb_moved mv WHERE r."record_type" = 'metric' AND mv.old_type = 'metric' AND mv.old_id = r."record_id";
--> statement-breakpoint
UPDATE "revisions" r SET "record_id" = mv.new_id,
  "snapshot" = jsonb_build_object(
    'values', jsonb_strip_nulls(jsonb_build_object('name', r."snapshot" ->> 'name', 'year', r."snapshot" -> 'year',
      'photo', r."snapshot" -> 'imageId', 'imageUrl', CASE WHEN jsonb_typeof(r."snapshot" -> 'imageId') = 'number'
        THEN NULL ELSE r."snapshot" -> 'imageUrl' END)),
    'versions', veb_versions(r."snapshot", r."snapshot", coalesce(r."snapshot" -> 'translations', '{}'::jsonb),
      '{title,company,category,location,story,impact}', '{title,company,category,location,story,impact}',
      '{company,location}', r."created_at"),
    'published', coalesce((r."snapshot" ->> 'published')::boolean, true))
FROM veb_moved mv WHERE r."record_type" = 'story' AND mv.old_type = 'story' AND mv.old_id = r."record_id";
--> statement-breakpoint
-- A version of a metric or story deleted before today has no record to follow: it keeps its type and id.
UPDATE "revisions" r SET "snapshot" = jsonb_build_object('values', '{}'::jsonb, 'versions', '{}'::jsonb, 'earlier', r."snapshot")
WHERE r."record_type" IN ('metric', 'story') AND NOT (r."snapshot" ? 'versions');
--> statement-breakpoint
-- Entries' versions, as the entries themselves were converted above (their kinds' word fields).
CREATE TEMP TABLE veb_revision_ids (old_type text NOT NULL, old_id integer NOT NULL, new_id integer NOT NULL) ON COMMIT DROP;
--> statement-breakpoint
INSERT INTO veb_revision_ids (old_type, old_id, new_id)
SELECT 'entry', r."id", nextval('revisions_id_seq') FROM "entry_revisions" r ORDER BY r."id";
--> statement-breakpoint
INSERT INTO "revisions" ("id", "record_type", "record_id", "action", "snapshot", "created_at", "created_by", "created_by_label")
SELECT ids.new_id, r."kind", r."entry_id", r."action",
  jsonb_build_object('values', veb_entry_values(r."kind", r."values", k.fields),
    'versions', coalesce(veb_entry_versions(r."kind", r."values", r."translations", r."created_at"), '{}'::jsonb),
    'published', r."published"),
  r."created_at", r."created_by", r."created_by_label"
FROM "entry_revisions" r JOIN veb_revision_ids ids ON ids.old_type = 'entry' AND ids.old_id = r."id"
LEFT JOIN veb_kind_words k ON k.kind = r."kind";
--> statement-breakpoint

-- ---- News -------------------------------------------------------------------------------------------
ALTER TABLE "news_translations" RENAME TO "news_versions";
--> statement-breakpoint
ALTER TABLE "news_versions" RENAME CONSTRAINT "news_translations_article_id_locale_pk" TO "news_versions_article_id_locale_pk";
--> statement-breakpoint
ALTER TABLE "news_versions" RENAME CONSTRAINT "news_translations_article_id_news_articles_id_fk" TO "news_versions_article_id_news_articles_id_fk";
--> statement-breakpoint
ALTER INDEX "news_translations_slug_key" RENAME TO "news_versions_slug_key";
--> statement-breakpoint
ALTER TRIGGER "news_translations_changed" ON "news_versions" RENAME TO "news_versions_changed";
--> statement-breakpoint
ALTER TRIGGER "news_translations_touch" ON "news_versions" RENAME TO "news_versions_touch";
--> statement-breakpoint
ALTER TABLE "news_versions" ADD COLUMN "from_locale" text;
--> statement-breakpoint
ALTER TABLE "news_versions" ADD COLUMN "from_hash" text;
--> statement-breakpoint
ALTER TABLE "news_versions" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "news_versions" SET "from_locale" = CASE WHEN "source_hash" IS NOT NULL THEN 'en' END,
  "from_hash" = "source_hash", "changed_at" = "updated_at";
--> statement-breakpoint
ALTER TABLE "news_versions" DROP COLUMN "source_hash";
--> statement-breakpoint
-- English, published, becomes a version like the others.
INSERT INTO "news_versions" ("article_id", "locale", "slug", "title", "excerpt", "content", "image_alt", "changed_at",
  "created_at", "updated_at")
SELECT "id", 'en', "slug", "title", "excerpt", "content", "image_alt", "updated_at", "created_at", "updated_at"
FROM "news_articles" WHERE "status" = 'published';
--> statement-breakpoint
-- A working copy or a version in its history, as a record: its words per language, the rest once.
CREATE FUNCTION veb_article_record(data jsonb, at timestamptz) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'values', jsonb_build_object('category', coalesce(data ->> 'category', ''), 'author', coalesce(data ->> 'author', ''),
      'imageId', data -> 'imageId', 'imageUrl', data -> 'imageUrl'),
    'versions', coalesce((SELECT jsonb_object_agg(loc, jsonb_strip_nulls(jsonb_build_object(
        'words', jsonb_strip_nulls(jsonb_build_object('title', v ->> 'title', 'slug', v ->> 'slug', 'excerpt', v ->> 'excerpt',
          'contentHtml', v ->> 'contentHtml', 'imageAlt', v ->> 'imageAlt')),
        'from', CASE WHEN loc <> 'en' AND v ? 'source' AND (data -> 'versions') ? 'en'
          THEN jsonb_build_object('locale', 'en', 'hash', v ->> 'source') END,
        'changedAt', veb_iso(at))))
      FROM jsonb_each(coalesce(data -> 'versions', '{}'::jsonb)) AS x(loc, v)
      WHERE jsonb_typeof(v) = 'object' AND (veb_trim(coalesce(v ->> 'title', '')) <> ''
        OR veb_trim(coalesce(v ->> 'excerpt', '')) <> '' OR veb_trim(coalesce(v ->> 'contentHtml', '')) <> '')), '{}'::jsonb))
$$;
--> statement-breakpoint
UPDATE "news_drafts" SET "data" = veb_article_record("data", "saved_at");
--> statement-breakpoint
-- An article that is not on the site and has no working copy (a draft from before working copies) keeps
-- its words as its working copy: its English columns, which are dropped below, are the only copy of them.
INSERT INTO "news_drafts" ("article_id", "data", "saved_at", "saved_by")
SELECT a."id", veb_article_record(jsonb_build_object('category', a."category", 'author', a."author",
    'imageId', a."image_id", 'imageUrl', a."image_url",
    'versions', jsonb_build_object('en', jsonb_build_object('title', a."title", 'slug', a."slug", 'excerpt', a."excerpt",
      'contentHtml', a."content", 'imageAlt', a."image_alt"))), a."updated_at"), a."updated_at", a."updated_by"
FROM "news_articles" a
WHERE a."status" <> 'published' AND NOT EXISTS (SELECT 1 FROM "news_drafts" d WHERE d."article_id" = a."id");
--> statement-breakpoint
INSERT INTO veb_revision_ids (old_type, old_id, new_id)
SELECT 'news', r."id", nextval('revisions_id_seq') FROM "news_revisions" r ORDER BY r."id";
--> statement-breakpoint
INSERT INTO "revisions" ("id", "record_type", "record_id", "action", "snapshot", "created_at", "created_by", "created_by_label")
SELECT ids.new_id, 'news', r."article_id", r."kind", veb_article_record(r."data", r."created_at"), r."created_at",
  r."created_by", r."created_by_label"
FROM "news_revisions" r JOIN veb_revision_ids ids ON ids.old_type = 'news' AND ids.old_id = r."id";
--> statement-breakpoint
-- Restores named the version they restored: the same version, under its new number.
UPDATE "audit_log" l SET "details" = l."details" || jsonb_build_object('revision', ids.new_id)
FROM veb_revision_ids ids WHERE ids.old_type = 'entry' AND l."action" = 'entry.restored'
  AND (l."details" ->> 'revision') = ids.old_id::text;
--> statement-breakpoint
UPDATE "audit_log" l SET "details" = l."details" || jsonb_build_object('revisionId', ids.new_id)
FROM veb_revision_ids ids WHERE ids.old_type = 'news' AND (l."details" ->> 'revisionId') = ids.old_id::text
  AND l."target_type" = 'news';
--> statement-breakpoint
DROP TABLE "news_revisions";
--> statement-breakpoint
DROP TABLE "entry_revisions";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP CONSTRAINT IF EXISTS "news_articles_slug_key";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_articles_slug_key";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "slug";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "title";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "excerpt";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "content";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "image_alt";
--> statement-breakpoint
ALTER TABLE "news_articles" DROP COLUMN "lang";
--> statement-breakpoint

-- ---- Newsletter issues ------------------------------------------------------------------------------
ALTER TABLE "newsletter_issues" ADD COLUMN "versions" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "newsletter_issues" SET "versions" = veb_versions(jsonb_build_object('subject', "subject", 'intro', "intro"),
  jsonb_build_object('subject', "subject", 'intro', "intro"), "translations", '{subject,intro}', '{subject,intro}', '{}', "updated_at"),
  "send_choice" = CASE WHEN "send_choice" IS NULL THEN NULL ELSE jsonb_build_object('locales', "send_choice" -> 'locales',
    'fallback', CASE WHEN ("send_choice" ->> 'fallbackToEnglish')::boolean THEN 'en' END) END;
--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP COLUMN "subject";
--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP COLUMN "intro";
--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP COLUMN "translations";
--> statement-breakpoint

-- ---- Images' alt text -------------------------------------------------------------------------------
ALTER TABLE "media" ADD COLUMN "versions" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "media" SET "versions" = veb_versions(jsonb_build_object('alt', "alt" ->> 'en'), jsonb_build_object('alt', "alt" ->> 'en'),
  (SELECT coalesce(jsonb_object_agg(loc, jsonb_build_object('alt', a)), '{}'::jsonb)
    FROM jsonb_each("alt") AS x(loc, a) WHERE loc IN ('fr', 'sw')),
  '{alt}', '{alt}', '{}', "created_at");
--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "alt";
--> statement-breakpoint

-- ---- The map card's total becomes a figure like the others ------------------------------------------
-- (it was a number in the code): a database with the demo's figures gets it, in the words the card used.
INSERT INTO "entries" ("kind", "position", "published", "values", "versions")
SELECT 'figure', (SELECT coalesce(max("position"), -1) + 1 FROM "entries" WHERE "kind" = 'figure'), true,
  '{"place":"home.map.countries","value":{"kind":"count","number":34}}'::jsonb,
  jsonb_build_object(
    'en', jsonb_build_object('words', '{"label":"Countries in total"}'::jsonb, 'changedAt', veb_iso(now())),
    'fr', jsonb_build_object('words', '{"label":"Pays au total"}'::jsonb, 'changedAt', veb_iso(now()),
      'from', jsonb_build_object('locale', 'en', 'hash', veb_words_hash('{"label":"Countries in total"}', '{label}'))),
    'sw', jsonb_build_object('words', '{"label":"Jumla ya nchi"}'::jsonb, 'changedAt', veb_iso(now()),
      'from', jsonb_build_object('locale', 'en', 'hash', veb_words_hash('{"label":"Countries in total"}', '{label}'))))
WHERE EXISTS (SELECT 1 FROM "entries" WHERE "kind" = 'figure')
  AND NOT EXISTS (SELECT 1 FROM "entries" WHERE "kind" = 'figure' AND "values" ->> 'place' = 'home.map.countries');
--> statement-breakpoint

-- ---- Every record has a version to merge on -----------------------------------------------------------
-- A record never saved since histories began gets its present state as its first version ('earlier'), so
-- the first two people to edit it both have a base to merge against.
INSERT INTO "revisions" ("record_type", "record_id", "action", "snapshot", "created_at")
SELECT e."kind", e."id", 'earlier', jsonb_build_object('values', e."values", 'versions', e."versions",
  'published', e."published"), e."updated_at"
FROM "entries" e WHERE NOT EXISTS (SELECT 1 FROM "revisions" r WHERE r."record_type" = e."kind" AND r."record_id" = e."id");
--> statement-breakpoint
INSERT INTO "revisions" ("record_type", "record_id", "action", "snapshot", "created_at")
SELECT 'news', a."id", 'earlier', coalesce(d."data", jsonb_build_object(
    'values', jsonb_build_object('category', a."category", 'author', a."author", 'imageId', a."image_id",
      'imageUrl', a."image_url"),
    'versions', coalesce((SELECT jsonb_object_agg(v."locale", jsonb_strip_nulls(jsonb_build_object(
        'words', jsonb_strip_nulls(jsonb_build_object('title', v."title", 'slug', v."slug", 'excerpt', v."excerpt",
          'contentHtml', v."content", 'imageAlt', v."image_alt")),
        'from', CASE WHEN v."from_locale" IS NOT NULL THEN jsonb_build_object('locale', v."from_locale", 'hash', v."from_hash") END,
        'changedAt', veb_iso(v."changed_at"))))
      FROM "news_versions" v WHERE v."article_id" = a."id"), '{}'::jsonb))), a."updated_at"
FROM "news_articles" a LEFT JOIN "news_drafts" d ON d."article_id" = a."id"
WHERE NOT EXISTS (SELECT 1 FROM "revisions" r WHERE r."record_type" = 'news' AND r."record_id" = a."id");
--> statement-breakpoint
INSERT INTO "revisions" ("record_type", "record_id", "action", "snapshot", "created_at")
SELECT 'newsletter', i."id", 'earlier', jsonb_build_object('values', jsonb_build_object('articleIds', i."article_ids"),
  'versions', i."versions"), i."updated_at"
FROM "newsletter_issues" i;
--> statement-breakpoint
INSERT INTO "revisions" ("record_type", "record_id", "action", "snapshot", "created_at")
SELECT 'media', m."id", 'earlier', jsonb_build_object('values', '{}'::jsonb, 'versions', m."versions"), m."created_at"
FROM "media" m;
--> statement-breakpoint

-- ---- Done -------------------------------------------------------------------------------------------
ALTER TABLE "entries" ENABLE TRIGGER "entries_touch";
--> statement-breakpoint
ALTER TABLE "news_versions" ENABLE TRIGGER "news_versions_touch";
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ENABLE TRIGGER "newsletter_issues_touch";
--> statement-breakpoint
DROP TABLE "impact_metrics";
--> statement-breakpoint
DROP TABLE "success_stories";
--> statement-breakpoint
DROP FUNCTION veb_entry_versions(text, jsonb, jsonb, timestamptz);
--> statement-breakpoint
DROP FUNCTION veb_entry_changed(text, jsonb, timestamptz);
--> statement-breakpoint
DROP FUNCTION veb_entry_values(text, jsonb, text[]);
--> statement-breakpoint
DROP FUNCTION veb_chip_translations(text, jsonb, jsonb);
--> statement-breakpoint
DROP FUNCTION veb_chip(text, jsonb);
--> statement-breakpoint
DROP FUNCTION veb_versions(jsonb, jsonb, jsonb, text[], text[], text[], timestamptz);
--> statement-breakpoint
DROP FUNCTION veb_article_record(jsonb, timestamptz);
--> statement-breakpoint
DROP FUNCTION veb_words_without_figure(text);
--> statement-breakpoint
DROP FUNCTION veb_figure(text);
--> statement-breakpoint
DROP FUNCTION veb_iso(timestamptz);
--> statement-breakpoint
DROP FUNCTION veb_clean_words(jsonb, text[]);
