CREATE TABLE "message_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"via" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_notification_opt_outs" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "shipment_notification_opt_outs" ADD CONSTRAINT "shipment_notification_opt_outs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_sent_idx" ON "message_deliveries" USING btree ("sent_at");