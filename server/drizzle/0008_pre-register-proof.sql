CREATE TABLE "pre_register_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pre_user_request_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "email_code_hash" text;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "email_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_register_tokens" ADD CONSTRAINT "pre_register_tokens_pre_user_request_id_pre_user_requests_id_fk" FOREIGN KEY ("pre_user_request_id") REFERENCES "public"."pre_user_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_register_tokens_pre_user_request_id_index" ON "pre_register_tokens" USING btree ("pre_user_request_id");