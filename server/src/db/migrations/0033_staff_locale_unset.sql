-- An account's language is unset until chosen (docs/decisions/091): one made without a language takes
-- its browser's at its first sign-in. Accounts before this keep theirs (nothing tells a default from a choice).
ALTER TABLE "staff_users" ALTER COLUMN "locale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "locale" DROP NOT NULL;
