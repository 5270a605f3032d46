CREATE TABLE "purchase_holds" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_holds_units_positive" CHECK ("purchase_holds"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checkout_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_holds" ADD CONSTRAINT "purchase_holds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_holds_client_index" ON "purchase_holds" USING btree ("client");--> statement-breakpoint
-- A hold lasts while its purchase is unpaid: paid, refused or cancelled, the purchase no longer
-- counts against its client's cap, and the client's address goes with the row.
CREATE FUNCTION purchase_holds_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM purchase_holds WHERE purchase_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_release_hold AFTER UPDATE OF status ON "purchases"
  FOR EACH ROW WHEN (NEW.status <> 'PENDING' AND OLD.status = 'PENDING')
  EXECUTE FUNCTION purchase_holds_release();
