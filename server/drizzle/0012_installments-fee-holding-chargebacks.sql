CREATE TABLE "chargebacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chargebacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"provider_chargeback_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"documentation_required" boolean DEFAULT false NOT NULL,
	"documentation_deadline" timestamp with time zone,
	"coverage_applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargebacks_providerChargebackId_unique" UNIQUE("provider_chargeback_id")
);
--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "guest_covers_fee_by_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "fee_covered_by_guest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "installment_interest" text DEFAULT 'GUEST' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "holding_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargebacks_purchase_id_index" ON "chargebacks" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "chargebacks_documentation_deadline_index" ON "chargebacks" USING btree ("documentation_deadline");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_max_installments_range" CHECK ("settings"."max_installments" between 1 and 12);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_installment_interest_known" CHECK ("settings"."installment_interest" in ('GUEST', 'PLATFORM'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_holding_days_range" CHECK ("settings"."holding_days" between 0 and 60);