import { isIsoDate } from '../rules/validators';

/**
 * A point in time as the app meets it: a Date, a Unix timestamp (number or digit string;
 * 10 digits or fewer = seconds, more = milliseconds), or an ISO 8601 string
 * ("2024-03-01", "2024-03-01T08:00:00Z"; a space may stand for the "T").
 */
export type TimeInput = Date | number | string;

/** Timestamps with at most this many integer digits are seconds (the wire's 10-digit Unix seconds). */
export const SECONDS_TIMESTAMP_MAX_DIGITS = 10;
export const DEFAULT_DATE_FORMAT = 'yyyy-mm-dd';

function fromTimestamp(value: number): Date {
  const digits = Math.trunc(Math.abs(value)).toString().length;
  return new Date(digits <= SECONDS_TIMESTAMP_MAX_DIGITS ? value * 1000 : value);
}

/**
 * Reads a `TimeInput` into a Date. ISO strings follow JavaScript's rules: a date alone is UTC
 * midnight, a date-time without an offset is local time. Throws RangeError on anything that
 * is not a valid time (including calendar-impossible dates such as "2023-02-29").
 */
export function toDate(input: TimeInput): Date {
  let date: Date | undefined;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number' && Number.isFinite(input)) date = fromTimestamp(input);
  else if (typeof input === 'string') {
    const text = input.trim();
    if (/^-?\d+$/.test(text)) date = fromTimestamp(Number(text));
    else {
      const iso = text.replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, '$1T');
      if (isIsoDate(iso)) date = new Date(iso);
    }
  }
  if (!date || Number.isNaN(date.getTime()))
    throw new RangeError(`not a valid time: ${String(input)}`);
  return date;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const OFFSET_PATTERN = /^(?:Z|([+-])(\d{2}):?(\d{2}))$/;
const formatterCache = new Map<string, Intl.DateTimeFormat>();
/** Bound on cached Intl formatters (one per distinct time zone asked for). */
const FORMATTER_CACHE_MAX = 64;

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatterCache.size >= FORMATTER_CACHE_MAX) formatterCache.clear();
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

function utcParts(date: Date): DateParts {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

function partsIn(date: Date, timeZone: string | undefined): DateParts {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const offset = OFFSET_PATTERN.exec(timeZone);
  if (offset) {
    const [, sign = '+', hours = '00', minutes = '00'] = offset;
    if (Number(hours) > 14 || Number(minutes) > 59)
      throw new RangeError(`invalid UTC offset: ${timeZone}`);
    const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
    return utcParts(new Date(date.getTime() + offsetMs));
  }
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

export interface FormatDateOptions {
  /**
   * IANA zone ("Asia/Shanghai", "UTC") or UTC offset ("+08:00", "-0530", "Z"). Default: the
   * runtime's local zone. An unknown zone throws RangeError (from Intl).
   */
  timeZone?: string;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Formats a time with the description's tokens (as its UI kit's helper): yyyy year,
 * mm month, dd day, hh hour (00-23), MM minutes, ss seconds. Every other character is kept.
 * formatDate(1700000000, 'yyyy-mm-dd hh:MM:ss', { timeZone: 'UTC' }) → '2023-11-14 22:13:20'.
 */
export function formatDate(
  input: TimeInput,
  format = DEFAULT_DATE_FORMAT,
  options: FormatDateOptions = {},
): string {
  const parts = partsIn(toDate(input), options.timeZone);
  const tokens: Record<string, string> = {
    yyyy: pad(parts.year, 4),
    mm: pad(parts.month),
    dd: pad(parts.day),
    hh: pad(parts.hour),
    MM: pad(parts.minute),
    ss: pad(parts.second),
  };
  return format.replace(/yyyy|mm|dd|hh|MM|ss/g, (token) => tokens[token] ?? token);
}

/** Under this many seconds old a time is "just now". */
export const JUST_NOW_SECONDS = 300;
/** From this many days old a time is shown as a date. */
export const RELATIVE_DAYS_LIMIT = 30;

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;

/** A relative time with no words in it: the web app translates `unit` and fills in `value`. */
export type RelativeTime =
  | { unit: 'just_now'; value: 0 }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; value: string };

export interface RelativeTimeOptions extends FormatDateOptions {
  /** The reference "now" (default Date.now()); tests inject it. */
  now?: TimeInput;
  /** Format of the 'date' result (default 'yyyy-mm-dd'). */
  dateFormat?: string;
}

/**
 * The description's relative time. Age in whole seconds (floored), then:
 * age < 300 s → just_now; < 1 h → minutes (5-59); < 1 day → hours (1-23);
 * < 30 days → days (1-29); 30 days or older → date. Pinned: a time in the future by less than
 * 300 s (clock skew) is just_now; further in the future it is shown as a date.
 */
export function relativeTime(input: TimeInput, options: RelativeTimeOptions = {}): RelativeTime {
  const time = toDate(input);
  const now = options.now === undefined ? Date.now() : toDate(options.now).getTime();
  const ageSeconds = Math.floor((now - time.getTime()) / 1000);
  const asDate = (): RelativeTime => ({
    unit: 'date',
    value: formatDate(time, options.dateFormat ?? DEFAULT_DATE_FORMAT, {
      timeZone: options.timeZone,
    }),
  });
  if (ageSeconds < 0)
    return ageSeconds > -JUST_NOW_SECONDS ? { unit: 'just_now', value: 0 } : asDate();
  if (ageSeconds < JUST_NOW_SECONDS) return { unit: 'just_now', value: 0 };
  if (ageSeconds < HOUR_SECONDS)
    return { unit: 'minutes', value: Math.floor(ageSeconds / MINUTE_SECONDS) };
  if (ageSeconds < DAY_SECONDS)
    return { unit: 'hours', value: Math.floor(ageSeconds / HOUR_SECONDS) };
  if (ageSeconds < RELATIVE_DAYS_LIMIT * DAY_SECONDS)
    return { unit: 'days', value: Math.floor(ageSeconds / DAY_SECONDS) };
  return asDate();
}
