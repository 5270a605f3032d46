CREATE TABLE "pre_register_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"pre_user_request_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_register_codes" ADD CONSTRAINT "pre_register_codes_pre_user_request_id_pre_user_requests_id_fk" FOREIGN KEY ("pre_user_request_id") REFERENCES "public"."pre_user_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_register_codes_pre_user_request_id_index" ON "pre_register_codes" USING btree ("pre_user_request_id");--> statement-breakpoint
-- The live access code each request kept moves to the new table, so that links already mailed keep working.
INSERT INTO "pre_register_codes" ("code_hash", "pre_user_request_id", "expires_at")
SELECT "email_code_hash", "id", "email_code_expires_at" FROM "pre_user_requests"
WHERE "email_code_hash" IS NOT NULL AND "email_code_expires_at" > now()
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "pre_user_requests" DROP COLUMN "email_code_hash";--> statement-breakpoint
ALTER TABLE "pre_user_requests" DROP COLUMN "email_code_expires_at";