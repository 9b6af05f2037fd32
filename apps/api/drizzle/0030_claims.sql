CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"step" text NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"event_id" bigint,
	"file_id" text NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"shipment_id" integer NOT NULL,
	"customer_id" integer,
	"claimant_role" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"value_fils" bigint NOT NULL,
	"state" text NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_event_id_claim_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."claim_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_files_file_idx" ON "claim_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_key_unique" ON "claims" USING btree ("shipment_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_unique" ON "claims" USING btree ("shipment_id","claimant_role") WHERE "claims"."state" in ('submitted', 'more_info_requested');--> statement-breakpoint
CREATE INDEX "claims_state_idx" ON "claims" USING btree ("state","id" DESC NULLS LAST);