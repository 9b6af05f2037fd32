CREATE TABLE "courier_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"signature_file_id" text,
	"photo_file_id" text,
	"lat" double precision,
	"lng" double precision,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_actions_position" CHECK (("courier_actions"."lat" is null) = ("courier_actions"."lng" is null) and ("courier_actions"."lat" is null or ("courier_actions"."lat" between -90 and 90 and "courier_actions"."lng" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "courier_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_actions" ADD CONSTRAINT "courier_actions_stop_id_courier_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."courier_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_actions" ADD CONSTRAINT "courier_actions_courier_id_staff_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_stops" ADD CONSTRAINT "courier_stops_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_stops" ADD CONSTRAINT "courier_stops_courier_id_staff_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_actions_key_unique" ON "courier_actions" USING btree ("courier_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "courier_actions_stop_idx" ON "courier_actions" USING btree ("stop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_stops_shipment_day_kind" ON "courier_stops" USING btree ("shipment_id","run_date","kind");--> statement-breakpoint
CREATE INDEX "courier_stops_run_idx" ON "courier_stops" USING btree ("courier_id","run_date","position");