ALTER TABLE "shipments" ADD COLUMN "current_status" text;--> statement-breakpoint
CREATE INDEX "shipments_current_status_idx" ON "shipments" USING btree ("current_status","id");--> statement-breakpoint
-- Kept by the database, so every writer of tracking events (API, seeds, bulk loads) keeps it: once
-- per statement, from the newest event of each AWB the statement touched (a scan may carry an
-- earlier date than events already recorded).
CREATE FUNCTION "shipments_keep_current_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shipments" s SET "current_status" = latest."status_code"
  FROM (
    SELECT DISTINCT ON (te."awb") te."awb", te."status_code"
    FROM "tracking_events" te
    WHERE te."awb" IN (SELECT DISTINCT n."awb" FROM new_events n)
    ORDER BY te."awb", te."occurred_at" DESC, te."id" DESC
  ) latest
  WHERE s."awb" = latest."awb" AND s."current_status" IS DISTINCT FROM latest."status_code";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tracking_events_keep_current_status" AFTER INSERT ON "tracking_events"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT
  EXECUTE FUNCTION "shipments_keep_current_status"();--> statement-breakpoint
UPDATE "shipments" s SET "current_status" = latest."status_code"
FROM (
  SELECT DISTINCT ON (te."awb") te."awb", te."status_code"
  FROM "tracking_events" te
  ORDER BY te."awb", te."occurred_at" DESC, te."id" DESC
) latest
WHERE s."awb" = latest."awb";
