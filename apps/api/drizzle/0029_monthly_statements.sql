CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"month" text NOT NULL,
	"language" text NOT NULL,
	"shipment_count" integer NOT NULL,
	"charges_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"cod_collected_fils" integer NOT NULL,
	"cod_remitted_fils" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"generated_by" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "statements_month" CHECK ("statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "statements_total" CHECK ("statements"."total_fils" = "statements"."charges_fils" + "statements"."vat_fils")
);
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statements_customer_month_unique" ON "statements" USING btree ("customer_id","month");