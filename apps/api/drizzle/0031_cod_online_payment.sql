ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'shipping' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receiver_channel" text;