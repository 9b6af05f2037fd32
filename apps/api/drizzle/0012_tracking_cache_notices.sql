-- Each API process keeps tracking answers by airway bill (src/tracking/trackingAnswers.ts). The
-- database announces every change they could show, so every writer does (the API, the carrier's
-- updates, seeds, bulk loads, SQL by hand): once per statement, on channel courier_cache
-- (src/cache/cacheBus.ts), a notice 'tracking:<awb>' per number the statement touched, or one
-- 'tracking' (every number) past 100 numbers or for a TRUNCATE. A notice leaves with the commit,
-- never for a rollback, and a transaction's identical notices arrive once.
CREATE FUNCTION "notify_tracking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  numbers text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('courier_cache', 'tracking');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r."awb") INTO numbers FROM new_rows r WHERE r."awb" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r."awb") INTO numbers FROM old_rows r WHERE r."awb" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT r."awb") INTO numbers
    FROM (SELECT o."awb" FROM old_rows o UNION SELECT n."awb" FROM new_rows n) r
    WHERE r."awb" IS NOT NULL;
  END IF;
  IF cardinality(numbers) > 100 THEN
    PERFORM pg_notify('courier_cache', 'tracking');
  ELSIF numbers IS NOT NULL THEN
    PERFORM pg_notify('courier_cache', 'tracking:' || n) FROM unnest(numbers) n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tracking_events_notify_insert" AFTER INSERT ON "tracking_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "tracking_events_notify_update" AFTER UPDATE ON "tracking_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "tracking_events_notify_delete" AFTER DELETE ON "tracking_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "tracking_events_notify_truncate" AFTER TRUNCATE ON "tracking_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
-- A shipment gives tracking its airway bill, booking date and destination.
CREATE TRIGGER "shipments_notify_tracking_insert" AFTER INSERT ON "shipments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "shipments_notify_tracking_update" AFTER UPDATE ON "shipments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "shipments_notify_tracking_delete" AFTER DELETE ON "shipments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_tracking_changed"();--> statement-breakpoint
CREATE TRIGGER "shipments_notify_tracking_truncate" AFTER TRUNCATE ON "shipments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_tracking_changed"();
