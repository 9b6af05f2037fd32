/**
 * Kuwait's six governorates and their residential and commercial areas, in English and Arabic,
 * as addresses are written in Kuwait (governorate, area, block, street, house). The list the
 * address forms offer: an area is chosen within its governorate. Names follow the PACI's usual
 * English spelling; the English names of the governorates are those the demo's city list uses.
 * Data, not words of the interface: they are place names, shown in the reader's language.
 */
export const KUWAIT_GOVERNORATES = [
  { id: 'capital', en: 'Capital', ar: 'العاصمة' },
  { id: 'hawalli', en: 'Hawalli', ar: 'حولي' },
  { id: 'farwaniya', en: 'Farwaniya', ar: 'الفروانية' },
  { id: 'mubarak_al_kabeer', en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير' },
  { id: 'ahmadi', en: 'Ahmadi', ar: 'الأحمدي' },
  { id: 'jahra', en: 'Jahra', ar: 'الجهراء' },
] as const;
type KuwaitGovernorate = (typeof KUWAIT_GOVERNORATES)[number]['id'];

interface KuwaitArea {
  governorate: KuwaitGovernorate;
  en: string;
  ar: string;
}

const areas = (governorate: KuwaitGovernorate, names: [en: string, ar: string][]): KuwaitArea[] =>
  names.map(([en, ar]) => ({ governorate, en, ar }));

export const KUWAIT_AREAS: readonly KuwaitArea[] = [
  ...areas('capital', [
    ['Kuwait City', 'مدينة الكويت'],
    ['Sharq', 'شرق'],
    ['Mirqab', 'المرقاب'],
    ['Qibla', 'القبلة'],
    ['Dasman', 'دسمان'],
    ['Bneid Al-Gar', 'بنيد القار'],
    ['Dasma', 'الدسمة'],
    ['Daiya', 'الدعية'],
    ['Shamiya', 'الشامية'],
    ['Shuwaikh', 'الشويخ'],
    ['Kaifan', 'كيفان'],
    ['Adailiya', 'العديلية'],
    ['Khaldiya', 'الخالدية'],
    ['Qadsiya', 'القادسية'],
    ['Mansouriya', 'المنصورية'],
    ['Abdullah Al-Salem', 'ضاحية عبدالله السالم'],
    ['Nuzha', 'النزهة'],
    ['Faiha', 'الفيحاء'],
    ['Rawda', 'الروضة'],
    ['Surra', 'السرة'],
    ['Yarmouk', 'اليرموك'],
    ['Qurtuba', 'قرطبة'],
    ['Granada', 'غرناطة'],
    ['Sulaibikhat', 'الصليبخات'],
    ['Doha', 'الدوحة'],
    ['Nahda', 'النهضة'],
    ['Jaber Al-Ahmad', 'مدينة جابر الأحمد'],
  ]),
  ...areas('hawalli', [
    ['Hawalli', 'حولي'],
    ['Salmiya', 'السالمية'],
    ['Jabriya', 'الجابرية'],
    ['Rumaithiya', 'الرميثية'],
    ['Salwa', 'سلوى'],
    ['Mishref', 'مشرف'],
    ['Bayan', 'بيان'],
    ['Shaab', 'الشعب'],
    ['Shuhada', 'الشهداء'],
    ['Siddiq', 'الصديق'],
    ['Hittin', 'حطين'],
    ['Salam', 'السلام'],
    ['Zahra', 'الزهراء'],
    ['Mubarak Al-Abdullah', 'مبارك العبدالله'],
    ['Bidea', 'البدع'],
  ]),
  ...areas('farwaniya', [
    ['Farwaniya', 'الفروانية'],
    ['Khaitan', 'خيطان'],
    ['Jleeb Al-Shuyoukh', 'جليب الشيوخ'],
    ['Abbasiya', 'العباسية'],
    ['Rabiya', 'الرابية'],
    ['Rehab', 'الرحاب'],
    ['Ardiya', 'العارضية'],
    ['Andalous', 'الأندلس'],
    ['Ishbiliya', 'إشبيلية'],
    ['Omariya', 'العمرية'],
    ['Firdous', 'الفردوس'],
    ['Sabah Al-Nasser', 'صباح الناصر'],
    ['Riggae', 'الرقعي'],
    ['Abdullah Al-Mubarak', 'عبدالله المبارك'],
    ['Dhajeej', 'الضجيج'],
  ]),
  ...areas('mubarak_al_kabeer', [
    ['Mubarak Al-Kabeer', 'مبارك الكبير'],
    ['Qurain', 'القرين'],
    ['Qusour', 'القصور'],
    ['Adan', 'العدان'],
    ['Sabah Al-Salem', 'صباح السالم'],
    ['Messila', 'المسيلة'],
    ['Abu Fatira', 'أبو فطيرة'],
    ['Funaitees', 'الفنيطيس'],
    ['Abu Al-Hasaniya', 'أبو الحصانية'],
  ]),
  ...areas('ahmadi', [
    ['Ahmadi', 'الأحمدي'],
    ['Fahaheel', 'الفحيحيل'],
    ['Mangaf', 'المنقف'],
    ['Abu Halifa', 'أبو حليفة'],
    ['Fintas', 'الفنطاس'],
    ['Mahboula', 'المهبولة'],
    ['Egaila', 'العقيلة'],
    ['Riqqa', 'الرقة'],
    ['Hadiya', 'هدية'],
    ['Sabahiya', 'الصباحية'],
    ['Fahad Al-Ahmad', 'فهد الأحمد'],
    ['Ali Sabah Al-Salem', 'علي صباح السالم'],
    ['Dhaher', 'الظهر'],
    ['Jaber Al-Ali', 'جابر العلي'],
    ['Wafra', 'الوفرة'],
    ['Khairan', 'الخيران'],
    ['Zour', 'الزور'],
    ['Sabah Al-Ahmad', 'مدينة صباح الأحمد'],
    ['Mina Abdullah', 'ميناء عبدالله'],
  ]),
  ...areas('jahra', [
    ['Jahra', 'الجهراء'],
    ['Saad Al-Abdullah', 'سعد العبدالله'],
    ['Naeem', 'النعيم'],
    ['Qasr', 'القصر'],
    ['Waha', 'الواحة'],
    ['Oyoun', 'العيون'],
    ['Taima', 'تيماء'],
    ['Sulaibiya', 'الصليبية'],
    ['Amghara', 'أمغرة'],
    ['Abdali', 'العبدلي'],
    ['Kabd', 'كبد'],
  ]),
];

/** A name compared as people type it: case, spaces, hyphens and the Arabic article aside. */
const keyOf = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^(al[- ]|ال)/u, '')
    .replace(/[\s\-'’]+/gu, '');

/** The areas of a governorate, in the list's order. */
export const areasOf = (governorate: KuwaitGovernorate): KuwaitArea[] =>
  KUWAIT_AREAS.filter((a) => a.governorate === governorate);

/** The area a typed name (English or Arabic, 'salmiya', 'السالمية') stands for, if it is one. */
export function findKuwaitArea(name: string): KuwaitArea | undefined {
  const key = keyOf(name.trim());
  if (!key) return undefined;
  return KUWAIT_AREAS.find((a) => keyOf(a.en) === key || keyOf(a.ar) === key);
}
