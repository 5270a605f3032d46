CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "last_reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "last_reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_services" ADD COLUMN "last_reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_reconcile_turn_idx" ON "purchases" USING btree ("last_reconciled_at" NULLS FIRST,"created_at","id") WHERE "purchases"."status" = 'PENDING';