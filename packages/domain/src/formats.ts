import { TIMEZONE } from './constants.ts';
import { INTL_LOCALE, type Language } from './language.ts';

/**
 * Numbers and dates as a page in `language` shows them, through Intl with the language's locale
 * (INTL_LOCALE: Arabic is ar-KW with Western digits). English output is exactly what the screens
 * printed before Arabic was added (the spec's examples, the e2e journeys and the unit tests assert it), so
 * every English branch here keeps the old format. Formatters are made on first use and kept: a
 * formatter loads locale (and time-zone) data, a long task on a phone.
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

const timeFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: TIMEZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * An instant's time on Kuwait's 24-hour clock, '10:00' (a delivery window's edges). Arabic
 * keeps Western digits (INTL_LOCALE), as the tracking times are written.
 */
export function formatKuwaitTime(instant: string | Date, language: Language = 'en'): string {
  return timeFormat(language).format(typeof instant === 'string' ? new Date(instant) : instant);
}

const dayFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Noon UTC of a calendar date: the same day in every time zone the browser may be in. */
const noonOf = (match: RegExpExecArray) =>
  new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));

/** 'Thu, 5 Mar' and the year, written without Intl (as the blog cards' months are). */
function englishDay(match: RegExpExecArray): { day: string; year: string } {
  const date = noonOf(match);
  return {
    day: `${EN_WEEKDAYS[date.getUTCDay()]}, ${Number(match[3])} ${EN_MONTHS[Number(match[2]) - 1]}`,
    year: match[1]!,
  };
}

/**
 * A calendar date (YYYY-MM-DD) with its weekday, for a day someone plans around (an expected
 * delivery, a day of a shipment's timeline): 'Thu, 5 Mar 2026', 'الخميس، 5 مارس 2026'. English is
 * written without Intl, so a page that shows it loads no locale data; anything that is not a
 * calendar date is returned as it is.
 */
export function formatDayDate(isoDate: string, language: Language = 'en'): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  if (language !== 'en') return dayFormat(language).format(noonOf(match));
  const { day, year } = englishDay(match);
  return `${day} ${year}`;
}

/**
 * Two calendar dates as one span, a shared year written once: 'Mon, 9 Mar – Wed, 11 Mar 2026'
 * (Arabic through Intl's range format); one date when both are the same day. A date that is not
 * YYYY-MM-DD is returned as it is (with the other one).
 */
export function formatDayRange(from: string, to: string, language: Language = 'en'): string {
  const start = ISO_DATE.exec(from);
  const end = ISO_DATE.exec(to);
  if (!start || !end) return [from, to].filter(Boolean).join(' – ');
  if (from === to) return formatDayDate(from, language);
  if (language !== 'en') return dayFormat(language).formatRange(noonOf(start), noonOf(end));
  const first = englishDay(start);
  const last = englishDay(end);
  const head = first.year === last.year ? first.day : `${first.day} ${first.year}`;
  return `${head} – ${last.day} ${last.year}`;
}

const COUNT_RANGE = /^\s*(\d+)\s*(?:to|-|–|—|إلى)\s*(\d+)\s*$/i;
const COUNT = /^\s*(\d+)\s*$/;

/**
 * A figure people type as a span of counts ('6 to 7', '6-7', or one count '5'), in a sentence of
 * the page's language: '6 to 7' in English, '6 إلى 7' in Arabic (the language's digits, kept on
 * one line). Anything
 * else is returned as typed: the figure is free text that staff edit in the back office.
 */
export function formatCountRange(text: string, language: Language = 'en'): string {
  const range = COUNT_RANGE.exec(text);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (from === to) return formatNumber(from, language);
    // Arabic keeps the span on one line (no-break spaces): a line that ends in '6' reads as a count.
    const words = language === 'ar' ? '\u00a0إلى\u00a0' : ' to ';
    return `${formatNumber(from, language)}${words}${formatNumber(to, language)}`;
  }
  const single = COUNT.exec(text);
  return single ? formatNumber(Number(single[1]), language) : text;
}
