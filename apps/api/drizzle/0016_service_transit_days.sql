-- Working days from pickup of each service, for the expected delivery date of tracking; null
-- leaves a service to its route zone's default (packages/domain/src/expectedDelivery.ts).
ALTER TABLE "rate_services" ADD COLUMN "transit_min_days" integer;--> statement-breakpoint
ALTER TABLE "rate_services" ADD COLUMN "transit_max_days" integer;