CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guest_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "privacy_policy" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "terms_of_use" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "data_controller_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "data_controller_email" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "legal_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "guest_data_retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_index" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_index" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_kind_actor_id_created_at_index" ON "audit_log" USING btree ("actor_kind","actor_id","created_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_guest_data_retention_months_range" CHECK ("settings"."guest_data_retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_legal_version_positive" CHECK ("settings"."legal_version" >= 1);--> statement-breakpoint
-- The audit log is append-only: rows are added, never changed nor removed, by anyone.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
