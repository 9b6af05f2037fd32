ALTER TABLE "countries" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_services" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;