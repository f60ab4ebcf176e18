CREATE TABLE "sign_in_address_lifts" (
	"ip" text PRIMARY KEY NOT NULL,
	"lifted_at" timestamp with time zone NOT NULL
);
