ALTER TABLE "pre_user_requests" ADD COLUMN "event_info_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "auto_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "auto_publish_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pre_user_requests_converted_at_index" ON "pre_user_requests" USING btree ("converted_at") WHERE "pre_user_requests"."converted_at" is not null and not "pre_user_requests"."auto_published";--> statement-breakpoint
-- Requests converted before these columns existed: converted when their account was made. When
-- their wizard was sent is not known (the conversion changed the row since), so they do not feed
-- the waiting time. A request still waiting had its wizard sent at its last change at the latest.
UPDATE "pre_user_requests" r SET "converted_at" = u."created_at"
  FROM "users" u
  WHERE r."account_created" AND r."user_id" = u."id" AND r."converted_at" IS NULL;--> statement-breakpoint
UPDATE "pre_user_requests" SET "event_info_sent_at" = "updated_at"
  WHERE "event_info_json" IS NOT NULL AND NOT "account_created" AND "event_info_sent_at" IS NULL;
