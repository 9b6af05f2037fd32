import { TIMEZONE } from './constants.ts';
import { INTL_LOCALE, type Language } from './language.ts';

/**
 * Numbers and dates as a page in `language` shows them, through Intl with the language's locale
 * (INTL_LOCALE: Arabic is ar-KW with Western digits). English output is exactly what the screens
 * printed before issue 15 (the spec's examples, the e2e journeys and the unit tests assert it), so
 * every English branch here keeps the old format. Formatters are made on first use and kept: a
 * formatter loads locale (and time-zone) data, a long task on a phone (issue 11).
 */

interface DecimalSymbols {
  /** Digits 0-9 in the locale's numbering system. */
  digits: string;
  group: string;
  decimal: string;
  /** What goes before a negative number: Arabic puts a left-to-right mark before the '-'. */
  minus: string;
}

/**
 * One formatter (or table) per language, made on first use: Intl's constructors are slow and a
 * page formats many values.
 */
function perLanguage<F>(make: (language: Language) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = make(language)));
    return format;
  };
}

const symbolsOf = perLanguage((language): DecimalSymbols => {
  const locale = INTL_LOCALE[language];
  const parts = new Intl.NumberFormat(locale).formatToParts(-1234.5);
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join(''),
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    minus: parts
      .slice(0, firstDigit)
      .map((part) => part.value)
      .join(''),
  };
});

/**
 * A decimal written the English way ('-1,234.50', as the exact fils arithmetic prints it) in the
 * language's symbols. Used instead of Intl.NumberFormat on a float so that amounts keep their
 * exact half-away-from-zero rounding (12.345 as a float is 12.3449..., which Intl rounds down).
 */
export function localizeDecimal(text: string, language: Language): string {
  if (language === 'en') return text;
  const symbols = symbolsOf(language);
  return text.replace(/[0-9,.-]/g, (char) => {
    if (char === ',') return symbols.group;
    if (char === '.') return symbols.decimal;
    if (char === '-') return symbols.minus;
    return symbols.digits[Number(char)] ?? char;
  });
}

// English was toLocaleString('en-US'); en-GB writes the same (',' groups, '.' decimals).
const numberFormat = perLanguage(
  (language) => new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 3 }),
);

/** A count or figure with thousands separators: 12345 -> '12,345' in both languages. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return numberFormat(language).format(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const calendarFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A calendar date (YYYY-MM-DD) as people read it: '22 Nov 2026', '22 نوفمبر 2026'; anything
 * else is returned as it is (a carrier's own wording, an empty value).
 */
export function formatCalendarDate(isoDate: string, language: Language = 'en'): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  // Noon UTC: the same calendar day in every time zone the browser may be in.
  return calendarFormat(language).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)),
  );
}

/**
 * A date as a record holds it (the carrier's tracking rows and AWB date, a booking's collection
 * date): English pages show it as recorded ('2026-11-22', as the spec's tables and the e2e
 * journeys read it); Arabic pages show an ISO date with the Arabic month ('22 نوفمبر 2026') and
 * anything else as recorded.
 */
export function formatRecordDate(value: string, language: Language = 'en'): string {
  return language === 'en' ? value : formatCalendarDate(value, language);
}

/** The English month abbreviations the blog cards have always shown ('Sep', where en-GB says 'Sept'). */
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const monthYearFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * The month and year of a calendar date (YYYY-MM-DD), as the blog cards show them: 'Mar 2026' in
 * English, 'مارس 2026' in Arabic (Intl, the month spelled, Western digits).
 */
export function formatMonthYear(isoDate: string, language: Language = 'en'): string {
  const match = ISO_DATE.exec(isoDate);
  if (language !== 'en' && match) {
    return monthYearFormat(language).format(
      new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12)),
    );
  }
  const [year, month] = isoDate.split('-');
  return `${EN_MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

const kuwaitFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(
      INTL_LOCALE[language],
      language === 'en'
        ? { timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }
        : {
            timeZone: TIMEZONE,
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          },
    ),
);

/**
 * An instant on Kuwait's clock, date and time: '22 Nov 2026, 14:05' in English (as the document
 * links' expiry read before), '22 نوفمبر 2026 في 14:05' in Arabic. Arabic spells the month and
 * keeps the 24-hour clock, as the tracking times and collection windows are written; its numeric
 * medium style would put right-to-left marks between the date's numbers.
 */
export function formatKuwaitDateTime(instant: string | Date, language: Language = 'en'): string {
  return kuwaitFormat(language).format(typeof instant === 'string' ? new Date(instant) : instant);
}
