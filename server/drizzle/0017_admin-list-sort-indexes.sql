CREATE INDEX "events_title_order_index" ON "events" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "events_active_title_order_index" ON "events" USING btree ("active",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "payouts_status_requested_amount_cents_id_index" ON "payouts" USING btree ("status","requested_amount_cents","id");--> statement-breakpoint
CREATE INDEX "pre_user_requests_name_order_index" ON "pre_user_requests" USING btree (lower("first_name" || ' ' || "last_name"),"id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "purchases_status_total_price_cents_id_index" ON "purchases" USING btree ("status","total_price_cents","id");--> statement-breakpoint
CREATE INDEX "users_first_name_order_index" ON "users" USING btree (lower("first_name"),"id","first_name");--> statement-breakpoint
CREATE INDEX "users_email_id_index" ON "users" USING btree ("email","id");