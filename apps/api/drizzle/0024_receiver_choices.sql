CREATE TABLE "receiver_choices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"awb" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"channel" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receiver_choices" ADD CONSTRAINT "receiver_choices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_choices_key_unique" ON "receiver_choices" USING btree ("shipment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "receiver_choices_shipment_idx" ON "receiver_choices" USING btree ("shipment_id","id" DESC NULLS LAST);