CREATE TABLE "address_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entry" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "collection_shipments" (
	"collection_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	CONSTRAINT "collection_shipments_collection_id_shipment_id_pk" PRIMARY KEY("collection_id","shipment_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(awb, '') || ' ' || shipment_no || ' ' || coalesce(record->>'reference_number', '') || ' ' || coalesce(record->>'receiver_company_name', '') || ' ' || coalesce(record->>'receiver_attention', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shipments" ADD CONSTRAINT "collection_shipments_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shipments" ADD CONSTRAINT "collection_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_customer_idx" ON "address_book" USING btree ("customer_id","kind","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collection_shipments_shipment_idx" ON "collection_shipments" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_customer_created_idx" ON "collections" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_customer_created_idx" ON "shipments" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Pickups booked before this migration belong to the account of their shipment (booking_no = shipment_no).
UPDATE "collections" SET "customer_id" = s."customer_id" FROM "shipments" s WHERE s."shipment_no" = "collections"."booking_no" AND s."customer_id" IS NOT NULL;
