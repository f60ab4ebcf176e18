-- The company of the group a contact message is addressed to (docs/decisions/084): a company's page sends
-- its slug with the form, the server stores that company's record; null is the group (every message
-- before this one, and every message from the group's own pages). `company` stays the visitor's own,
-- as they typed it. A company deleted gives its messages back to the group's queue (SET NULL), where they
-- are still read. The index is a company's queue newest first (the inbox's filter by company) and the
-- look-up a company's deletion makes.
ALTER TABLE "contact_messages" ADD COLUMN "to_company_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_to_company_id_entries_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_to_company_idx" ON "contact_messages" USING btree ("to_company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
