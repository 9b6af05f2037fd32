/*
 * Arabic names of the reference rows that no maintained package names in Arabic. (Vehicle types
 * and identity documents travel as codes and the site's catalogues name them.) Countries take
 * theirs from i18n-iso-countries (its 'ar' locale); the cities of other countries keep their
 * English names (no Arabic source, and transliterating them is not ours to invent).
 */

/** Kuwait's governorates (country-state-city's Kuwaiti states), by their ISO 3166-2 code. */
export const KUWAIT_REGIONS_AR: Readonly<Record<string, string>> = {
  AH: 'محافظة الأحمدي',
  FA: 'محافظة الفروانية',
  JA: 'محافظة الجهراء',
  KU: 'محافظة العاصمة',
  HA: 'محافظة حولي',
  MU: 'محافظة مبارك الكبير',
};

/** The shipment services (tariff.ts RATE_SERVICES), by code. */
export const RATE_SERVICES_AR: Readonly<Record<string, string>> = {
  'EXP-DOC': 'مستندات سريعة',
  'EXP-PKG': 'طرود سريعة',
  ECO: 'شحن سريع اقتصادي',
  'DOM-SD': 'محلي في اليوم نفسه',
  'DOM-ND': 'محلي في اليوم التالي',
};
