ALTER TABLE "event_gifts" DROP CONSTRAINT "event_gifts_gift_id_gifts_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase_items" DROP CONSTRAINT "purchase_items_gift_id_gifts_id_fk";
--> statement-breakpoint
ALTER TABLE "event_gifts" ADD CONSTRAINT "event_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;