CREATE TABLE "row_counts" (
	"key" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "event_details_event_date_index";--> statement-breakpoint
DROP INDEX "events_active_created_at_index";--> statement-breakpoint
DROP INDEX "events_created_at_index";--> statement-breakpoint
DROP INDEX "payouts_status_created_at_index";--> statement-breakpoint
DROP INDEX "purchases_status_created_at_index";--> statement-breakpoint
DROP INDEX "users_created_at_index";--> statement-breakpoint
CREATE INDEX "event_details_event_date_event_id_index" ON "event_details" USING btree ("event_date","event_id");--> statement-breakpoint
CREATE INDEX "events_active_created_at_id_index" ON "events" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "events_created_at_id_index" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_created_at_id_index" ON "payouts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_status_created_at_id_index" ON "purchases" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_index" ON "users" USING btree ("created_at","id");