ALTER TABLE "payouts" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "closing_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "balance_override_reason" text;