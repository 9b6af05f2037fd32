CREATE TABLE "batch_mappings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_rows" (
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"form" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipment_id" integer,
	CONSTRAINT "batch_rows_batch_id_row_number_pk" PRIMARY KEY("batch_id","row_number"),
	CONSTRAINT "batch_rows_key_unique" UNIQUE("key"),
	CONSTRAINT "batch_rows_shipment_id_unique" UNIQUE("shipment_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"file_hash" text NOT NULL,
	"file_kind" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"kyc_type" text NOT NULL,
	"kyc_document_id" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_by_user_id" integer,
	"api_key_id" integer,
	"runs" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "batches_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "batch_mappings" ADD CONSTRAINT "batch_mappings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_rows_status_idx" ON "batch_rows" USING btree ("batch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_file_unique" ON "batches" USING btree ("customer_id","test","file_hash");--> statement-breakpoint
CREATE INDEX "batches_customer_idx" ON "batches" USING btree ("customer_id","created_at");