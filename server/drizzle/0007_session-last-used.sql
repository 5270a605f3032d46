ALTER TABLE "admin_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Deactivation now deletes an account's sessions; those of accounts deactivated before it are
-- deleted here, so that turning such an account back on brings no old token back.
DELETE FROM "user_sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE NOT "active");--> statement-breakpoint
DELETE FROM "admin_sessions" WHERE "admin_id" IN (SELECT "id" FROM "admins" WHERE NOT "active");
