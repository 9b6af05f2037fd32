CREATE TABLE "cod_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"collected_fils" integer NOT NULL,
	"fee_fils" integer NOT NULL,
	"shipping_fils" integer NOT NULL,
	"net_fils" integer NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"collected_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "cod_entries_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "cod_entries_shipment_id_unique" UNIQUE("shipment_id"),
	CONSTRAINT "cod_entries_figures" CHECK ("cod_entries"."collected_fils" >= 0 and "cod_entries"."fee_fils" >= 0 and "cod_entries"."shipping_fils" >= 0 and "cod_entries"."net_fils" = "cod_entries"."collected_fils" - "cod_entries"."fee_fils" - "cod_entries"."shipping_fils")
);
--> statement-breakpoint
CREATE TABLE "remittance_entries" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"entry_count" integer NOT NULL,
	"collected_fils" integer NOT NULL,
	"fee_fils" integer NOT NULL,
	"shipping_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittances_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "remittances_period" CHECK ("remittances"."period_from" <= "remittances"."period_to")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_amount_fils" integer;--> statement-breakpoint
ALTER TABLE "operating_settings" ADD COLUMN "cod_fee_fils" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "operating_settings" ADD COLUMN "cod_fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operating_settings" ADD COLUMN "cod_deduct_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_entries" ADD CONSTRAINT "cod_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_entries" ADD CONSTRAINT "cod_entries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_entries" ADD CONSTRAINT "remittance_entries_entry_id_cod_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cod_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_entries" ADD CONSTRAINT "remittance_entries_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_entries_customer_idx" ON "cod_entries" USING btree ("customer_id","collected_on","id");--> statement-breakpoint
CREATE INDEX "remittance_entries_remittance_idx" ON "remittance_entries" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "remittances_customer_idx" ON "remittances" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cod_amount" CHECK ("shipments"."cod_amount_fils" is null or ("shipments"."cod_amount_fils" > 0 and "shipments"."cod_amount_fils" <= 5000000));