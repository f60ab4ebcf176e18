-- Changes proposed for review (docs/decisions/090): one per record, what a writer submitted and where it
-- stands. No public page reads it, so it has no change trigger.
CREATE TABLE "entry_proposals" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"returned_by" integer,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "entry_proposals" ADD CONSTRAINT "entry_proposals_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_proposals" ADD CONSTRAINT "entry_proposals_submitted_by_staff_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_proposals" ADD CONSTRAINT "entry_proposals_returned_by_staff_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;