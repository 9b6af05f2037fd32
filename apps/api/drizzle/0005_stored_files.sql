CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_files_created_at_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Uploads are JPEG, PNG, PDF and Word files, already compressed: stored out of line without another compression pass.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
