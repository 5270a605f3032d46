CREATE TYPE "public"."document_type" AS ENUM('CPF', 'CNPJ');--> statement-breakpoint
CREATE TYPE "public"."pix_key_type" AS ENUM('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM');--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"document_type" "document_type" NOT NULL,
	"document" text NOT NULL,
	"pix_key_type" "pix_key_type" NOT NULL,
	"pix_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_destinations_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_holder_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_document_type" "document_type";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_document" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_pix_key_type" "pix_key_type";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_pix_key" text;--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;