ALTER TABLE "purchases" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "pix_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "pix_qr_base64" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "pix_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_attemptId_unique" UNIQUE("attempt_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_method_known" CHECK ("purchases"."payment_method" in ('pix', 'card'));