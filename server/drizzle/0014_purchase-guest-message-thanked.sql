ALTER TABLE "purchases" ADD COLUMN "guest_message" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "thanked_at" timestamp with time zone;