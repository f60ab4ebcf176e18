-- Each staff member's language: their screens and every e-mail sent to them; an invitation
-- carries the one the inviting owner chose, which the account starts in. English for everyone so far.
ALTER TABLE "staff_invitations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;