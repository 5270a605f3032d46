CREATE TABLE "guest_answers" (
	"guest_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "guest_answers_guest_id_question_id_pk" PRIMARY KEY("guest_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "rsvp_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rsvp_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "confirmation_deadline" date;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "children_max_age" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "attending" boolean;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "invitation_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "answer_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_gifts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_confirmations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_daily_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_summary_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_answers" ADD CONSTRAINT "guest_answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_answers" ADD CONSTRAINT "guest_answers_question_id_rsvp_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."rsvp_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_questions" ADD CONSTRAINT "rsvp_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_answers_question_id_index" ON "guest_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "rsvp_questions_event_id_position_index" ON "rsvp_questions" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invitationToken_unique" UNIQUE("invitation_token");--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_children_max_age" CHECK ("event_settings"."children_max_age" between 0 and 17);--> statement-breakpoint
-- Every guest stored before this migration had confirmed presence on the site or been added by the host as coming.
UPDATE "guests" SET "attending" = true, "answered_at" = "created_at";
