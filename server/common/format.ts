import { LOCALE, type Lang } from './lang';

// Numbers and dates as a Serbian or Croatian reader writes them, for the screens and the report texts alike:
// decimal commas ("12,10", "20,00 €"), dates in the genitive ("24. novembra 2026.", "24. studenoga 2026.").

const ZONE = 'Europe/Belgrade';
/** CLDR has Croatian genitive month names but not Serbian ones ("24. novembar 2026."): they are written here. */
const SERBIAN_GENITIVE = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
];

const parts = (iso: string | Date) => {
  const d =
    typeof iso === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso) : iso;
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(d)
    .split('-')
    .map(Number);
  return { d, year, month, day };
};

/** "24. novembra 2026." / "24. studenoga 2026." */
export function formatDate(lang: Lang, iso: string | Date): string {
  const { d, year, month, day } = parts(iso);
  if (lang === 'rs') return `${day}. ${SERBIAN_GENITIVE[month - 1]} ${year}.`;
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE,
  }).format(d);
}

/** "24. 11. 2026." (a list's dates, where the long form would crowd the line) */
export function formatShortDate(_lang: Lang, iso: string | Date): string {
  const { year, month, day } = parts(iso);
  return `${day}. ${month}. ${year}.`;
}

/** "24. 5." (a chip's date, where the year is plain from the list) */
export function formatDayMonth(_lang: Lang, iso: string | Date): string {
  const { month, day } = parts(iso);
  return `${day}. ${month}.`;
}

/** An instant as a clock on the wall of `zone` shows it: "2026-11-29 16:00". */
export function wallClock(instant: Date, zone: string = ZONE): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * An instant as a kickoff is stored and shown in the product, in Belgrade's time: "2026-11-29 16:00", or the day
 * alone ("2026-11-29") when only the day is known.
 */
export function localKickoff(iso: string, timeKnown = true): string {
  const shown = wallClock(new Date(iso));
  return timeKnown ? shown : shown.slice(0, 10);
}

// A report formats hundreds of numbers: each formatter is built once per language and style, not per number.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LOCALE[lang], options)));
  return format;
}

/** "12,10" with `digits` decimals. */
export function formatDecimal(lang: Lang, x: number, digits = 2): string {
  return numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** "20,00 €", "1.200,00 RSD", "20,00 KM" (Bosnian marks as Bosnians write them). */
export function formatMoney(lang: Lang, amount: number, currency = 'EUR'): string {
  const text = numberFormat(lang, { style: 'currency', currency }).format(amount);
  return currency === 'BAM' ? text.replace('BAM', 'KM') : text;
}
