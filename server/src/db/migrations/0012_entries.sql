CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"published" boolean NOT NULL,
	"values" jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_label" text
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_revisions" ADD CONSTRAINT "entry_revisions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_kind_idx" ON "entries" USING btree ("kind","position","id");--> statement-breakpoint
CREATE INDEX "entry_revisions_entry_idx" ON "entry_revisions" USING btree ("entry_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TRIGGER entries_touch BEFORE UPDATE ON entries
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
-- A change to a record empties only what its kind feeds, in every server process: the payload
-- 'entries:<kind>' is the kind's cache tag (server/src/content/tags.ts). Row by row, so a statement that
-- touches two kinds notifies both; PostgreSQL folds equal notifications of one transaction into one.
CREATE OR REPLACE FUNCTION notify_entry_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('content_changed', 'entries:' || OLD.kind);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('content_changed', 'entries:' || NEW.kind);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER entries_changed AFTER INSERT OR UPDATE OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION notify_entry_change();
--> statement-breakpoint
CREATE TRIGGER entries_truncated AFTER TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
