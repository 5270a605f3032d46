CREATE TABLE "legal_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"privacy_policy" text,
	"terms_of_use" text,
	"text_kept" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_admin_id" integer,
	"published_by" text,
	CONSTRAINT "legal_versions_version_positive" CHECK ("legal_versions"."version" >= 1)
);
--> statement-breakpoint
-- Back-fill, before the consent rows point here: every version that was in force. The current
-- one keeps the settings' texts (null: the platform's default); the older ones were overwritten
-- before versions were kept, and say so (text_kept false). Consent rows can only name versions up to
-- the current one, but the series covers any they name.
INSERT INTO "legal_versions" ("version", "privacy_policy", "terms_of_use", "text_kept", "published_at")
SELECT v,
  CASE WHEN v = cur.version THEN cur.privacy_policy END,
  CASE WHEN v = cur.version THEN cur.terms_of_use END,
  v = cur.version,
  CASE WHEN v = cur.version THEN cur.updated_at END
FROM (
  SELECT coalesce(s.legal_version, 1) AS version, s.privacy_policy, s.terms_of_use, s.updated_at
  FROM (SELECT 1) one
  LEFT JOIN "settings" s ON s.id = 1
) cur
CROSS JOIN LATERAL generate_series(1, greatest(cur.version, (
  SELECT coalesce(max(n), 1) FROM (
    SELECT max(consent_version) AS n FROM "guests"
    UNION ALL SELECT max(consent_version) FROM "event_messages"
    UNION ALL SELECT max(consent_version) FROM "purchases"
    UNION ALL SELECT max(consent_version) FROM "pre_user_requests"
    UNION ALL SELECT max(consent_version) FROM "users"
  ) consents
))) AS v;
--> statement-breakpoint
-- A version, once in force, is what people accepted: its row never changes nor goes.
CREATE FUNCTION legal_versions_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'legal_versions keeps every version: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER legal_versions_kept BEFORE UPDATE OR DELETE ON "legal_versions"
FOR EACH ROW EXECUTE FUNCTION legal_versions_kept();
--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_consent_version_legal_versions_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."legal_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_consent_version_legal_versions_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."legal_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_user_requests" ADD CONSTRAINT "pre_user_requests_consent_version_legal_versions_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."legal_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_consent_version_legal_versions_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."legal_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consent_version_legal_versions_version_fk" FOREIGN KEY ("consent_version") REFERENCES "public"."legal_versions"("version") ON DELETE no action ON UPDATE no action;