import { compareDecimals, isPlainDecimal, numberToDecimalString } from '../format/decimal';

/**
 * The description's generic validators (section 5), as plain predicates. Each takes `unknown`
 * and answers false for a value of the wrong type, so a form can hand over whatever it holds.
 * Text is matched as given: nothing is trimmed (use `trimText` first where that is wanted).
 */

const isString = (value: unknown): value is string => typeof value === 'string';

// ---------------------------------------------------------------- contact

/** Longest address SMTP carries (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;
const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * A practical e-mail rule: ASCII local part of letters, digits and _ % + - with single dots
 * between them; a domain of dot-separated labels (no leading/trailing hyphen) ending in a
 * letters-only TLD of 2+ characters. No quoted local parts, IP literals or raw IDN.
 */
export function isEmail(value: unknown): value is string {
  if (!isString(value) || value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value))
    return false;
  return value.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH;
}

/** China mainland mobile number (the description's rule): 11 digits, 1 then 3-9. */
export function isMobile(value: unknown): value is string {
  return isString(value) && /^1[3-9]\d{9}$/.test(value);
}

export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 15;

/** A national number without its area code, for any country: 5-15 digits (E.164 caps at 15). */
export function isInternationalPhone(value: unknown): value is string {
  return isString(value) && /^\d{5,15}$/.test(value);
}

/** A country calling code as the client sends it: "+1", "86", "+852" (1-4 digits, no leading 0). */
export function isAreaCode(value: unknown): value is string {
  return isString(value) && /^\+?[1-9]\d{0,3}$/.test(value);
}

/** China's calling code: numbers under it follow the mobile rule. */
export const CHINA_AREA_CODE = '86';

/**
 * A phone number under an area code: under +86 the China mobile rule, elsewhere 5-15 digits.
 * False when the area code itself is malformed.
 */
export function isPhoneForArea(value: unknown, areaCode: string): value is string {
  if (!isAreaCode(areaCode)) return false;
  return areaCode.replace(/^\+/, '') === CHINA_AREA_CODE
    ? isMobile(value)
    : isInternationalPhone(value);
}

/** Chinese landline: area code 0 + 2-3 digits, a hyphen, then 7-8 digits ("0571-12345678", "010-1234567"). */
export function isLandline(value: unknown): value is string {
  return isString(value) && /^0\d{2,3}-\d{7,8}$/.test(value);
}

// ---------------------------------------------------------------- web and dates

/** An absolute http or https URL with a host, without whitespace ("https://tidemark.example/a?b=1"). */
export function isUrl(value: unknown): value is string {
  if (!isString(value) || !/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

const isClockTime = (hour: number, minute: number, second: number): boolean =>
  hour <= 23 && minute <= 59 && second <= 59;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

/**
 * ISO 8601 calendar date "YYYY-MM-DD", or date-time "YYYY-MM-DDTHH:mm[:ss[.fraction]][Z|±HH:mm]"
 * (upper-case T and Z; seconds 00-59, no leap second; offset up to ±23:59). The date must exist.
 */
export function isIsoDate(value: unknown): value is string {
  if (!isString(value)) return false;
  const date = ISO_DATE_PATTERN.exec(value);
  if (date) return isCalendarDate(Number(date[1]), Number(date[2]), Number(date[3]));
  const time = ISO_DATETIME_PATTERN.exec(value);
  if (!time) return false;
  const [, year, month, day, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] =
    time;
  return (
    isCalendarDate(Number(year), Number(month), Number(day)) &&
    isClockTime(Number(hour), Number(minute), Number(second)) &&
    isClockTime(Number(offsetHour), Number(offsetMinute), 0)
  );
}

const LOOSE_DATE_PATTERN =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date as people type it or as the old API printed it: "2024-03-01", "2024/3/1",
 * "2024-03-01 08:05" or "2024-03-01 08:05:09" (one separator throughout), any ISO date
 * (`isIsoDate`), or a valid Date object. The calendar date and the clock time must exist.
 */
export function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (!isString(value)) return false;
  if (isIsoDate(value)) return true;
  const match = LOOSE_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, , month, day, hour = '0', minute = '0', second = '0'] = match;
  return (
    isCalendarDate(Number(year), Number(month), Number(day)) &&
    isClockTime(Number(hour), Number(minute), Number(second))
  );
}

// ---------------------------------------------------------------- numbers and characters

/**
 * A finite number, or a string in plain decimal notation: optional sign, digits with an
 * optional fraction, or a bare fraction (".5"). Not "1.", not "1e3", not " 1", not "".
 */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return isString(value) && /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value);
}

/** One or more ASCII digits 0-9 (so leading zeros are fine: "007"). */
export function isDigits(value: unknown): value is string {
  return isString(value) && /^\d+$/.test(value);
}

/** One or more ASCII letters. */
export function isLetters(value: unknown): value is string {
  return isString(value) && /^[A-Za-z]+$/.test(value);
}

/** One or more ASCII letters or digits. */
export function isLettersOrDigits(value: unknown): value is string {
  return isString(value) && /^[A-Za-z0-9]+$/.test(value);
}

/**
 * One or more Chinese characters: Unicode CJK unified ideographs (the basic block, extension
 * A and the supplementary-plane extensions). Punctuation and the middle dot do not count.
 */
export function isChinese(value: unknown): value is string {
  return isString(value) && /^\p{Unified_Ideograph}+$/u.test(value);
}

// ---------------------------------------------------------------- identity documents

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARACTERS = '10X98765432';

/**
 * The check character of an 18-digit resident ID (GB 11643, ISO 7064 MOD 11-2) for its
 * first 17 digits. Throws RangeError when `first17` is not 17 digits.
 */
export function idCardCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('an ID card body is 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK_CHARACTERS[sum % 11] ?? '';
}

/**
 * Chinese resident ID: 18 characters (region not starting with 0, birth date 18xx-20xx that
 * exists, sequence, check character with X in either case that matches the checksum), or the
 * legacy 15 digits (birth date 19YYMMDD that exists, no checksum).
 */
export function isIdCard(value: unknown): value is string {
  if (!isString(value)) return false;
  const long = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (long) {
    return (
      isCalendarDate(Number(long[1]), Number(long[2]), Number(long[3])) &&
      idCardCheckCharacter(value.slice(0, 17)) === value.slice(17).toUpperCase()
    );
  }
  const legacy = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(value);
  return (
    legacy !== null &&
    isCalendarDate(1900 + Number(legacy[1]), Number(legacy[2]), Number(legacy[3]))
  );
}

/** Province abbreviations that open a Chinese mainland plate. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_LETTER = '[A-HJ-NP-Z]'; // plates never use I or O
const PLATE_CHARACTER = '[A-HJ-NP-Z0-9]';
const REGULAR_PLATE = new RegExp(
  `^[${PLATE_PROVINCES}]${PLATE_LETTER}${PLATE_CHARACTER}{4}(?:${PLATE_CHARACTER}|[挂学警港澳])$`,
);
const NEW_ENERGY_PLATE = new RegExp(
  `^[${PLATE_PROVINCES}]${PLATE_LETTER}(?:[DF]${PLATE_CHARACTER}\\d{4}|\\d{5}[DF])$`,
);

/**
 * Chinese mainland plate, upper case: regular 7 characters (province, letter, 5 letters or
 * digits, the last may be 挂 学 警 港 澳), or new-energy 8 characters (small: D/F, a letter or
 * digit, 4 digits; large: 5 digits then D/F). Letters I and O never appear.
 */
export function isCarPlate(value: unknown): value is string {
  return isString(value) && (REGULAR_PLATE.test(value) || NEW_ENERGY_PLATE.test(value));
}

// ---------------------------------------------------------------- structures

/** A string that JSON.parse reads as an object or an array ('{}' yes; '1', '"a"', 'null' no). */
export function isJsonString(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** A plain object (literal, `new Object()`, `Object.create(null)`); not arrays, null, Dates or class instances. */
export function isObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/**
 * Empty: null, undefined, a string of whitespace only (or ''), [], a plain object without own
 * enumerable keys, an empty Map or Set. Never empty: numbers (0 and NaN too), booleans, Dates,
 * functions, class instances.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (isString(value)) return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (isObject(value)) return Object.keys(value).length === 0;
  return false;
}

// ---------------------------------------------------------------- ranges

function toDecimal(value: number | string): string | null {
  if (typeof value === 'number')
    return Number.isFinite(value) ? numberToDecimalString(value) : null;
  return isString(value) && isPlainDecimal(value) ? value : null;
}

/**
 * min <= value <= max, compared exactly. Each may be a finite number or a plain decimal
 * string (so amounts compare without floating point). False when any is neither, or min > max.
 */
export function inRange(
  value: number | string,
  min: number | string,
  max: number | string,
): boolean {
  const [v, low, high] = [toDecimal(value), toDecimal(min), toDecimal(max)];
  if (v === null || low === null || high === null) return false;
  return compareDecimals(low, v) <= 0 && compareDecimals(v, high) <= 0;
}

/** Length in Unicode code points for strings (an emoji or a rare ideograph counts 1), elements for arrays. */
export function lengthOf(value: string | readonly unknown[]): number {
  return isString(value) ? [...value].length : value.length;
}

/** min <= length <= max, with `lengthOf`. False for other types. */
export function inRangeLength(value: unknown, min: number, max: number): boolean {
  if (!isString(value) && !Array.isArray(value)) return false;
  const length = lengthOf(value as string | readonly unknown[]);
  return min <= length && length <= max;
}

/** A string holds `part` (every string holds ''), or an array holds the element (SameValueZero). */
export function contains(value: string | readonly unknown[], part: unknown): boolean {
  if (isString(value)) return isString(part) && value.includes(part);
  return Array.isArray(value) && value.includes(part);
}
