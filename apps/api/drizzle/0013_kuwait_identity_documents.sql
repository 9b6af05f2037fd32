-- The identity documents a Kuwaiti courier asks for (Civil ID, passport, a company's commercial
-- licence) join the reference table; the Indian documents stay for shipments to India.
INSERT INTO "kyc_types" ("code", "name") VALUES
  ('civilid', 'Civil ID'),
  ('passport', 'Passport'),
  ('commerciallicence', 'Commercial licence')
ON CONFLICT ("code") DO NOTHING;
