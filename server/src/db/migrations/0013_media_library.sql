-- The media library (docs/decisions/030): an image whose file is replaced keeps its id; its old
-- content-hashed address stays here and answers with a permanent redirect to the current file.
CREATE TABLE "media_aliases" (
	"hash" text PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_aliases" ADD CONSTRAINT "media_aliases_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_aliases_media_idx" ON "media_aliases" USING btree ("media_id");--> statement-breakpoint
-- An image's alt text and files are shown by news and stories (the stories read the file's hash from this
-- table): a change or a deletion tells every server process (migration 0001; server/src/content/tags.ts
-- maps 'media' to both). A new upload is used by nothing yet, so inserting notifies nobody.
CREATE TRIGGER media_changed AFTER UPDATE OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
