ALTER TABLE "shipments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_shipment_idx" ON "payments" USING btree ("shipment_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Online bookings made so far were paid before they were recorded (make_online_payment).
UPDATE "shipments" SET "paid_at" = "created_at" WHERE "payment_type" = 'online' AND "payment_id" IS NOT NULL;
