ALTER TABLE "payouts" ADD COLUMN "shortfall_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "concluded_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "status_set_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "status_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_concluded_by_admin_id_admins_id_fk" FOREIGN KEY ("concluded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_set_by_admin_id_admins_id_fk" FOREIGN KEY ("status_set_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;