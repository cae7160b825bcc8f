/**
 * Bank account numbers as people type them: grouped with spaces or hyphens ("DE89 3704 0044
 * 0532 0130 00"), so the 8 to 34 characters the form promises are counted without the
 * separators. A number that starts with the code of a country using IBANs must be a whole
 * IBAN of that country: its length and its ISO 13616 check digits (mod 97) are verified, so a
 * mistyped digit is caught before money is sent to it.
 */

/** IBAN length per country (the SWIFT IBAN registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end. */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Whether the text is shaped like an IBAN: a known IBAN country followed by two digits. */
function looksLikeIban(text: string): boolean {
  return /^[A-Z]{2}\d{2}/.test(text) && IBAN_LENGTHS[text.slice(0, 2)] !== undefined;
}

/**
 * A bank account number: 8 to 34 letters or digits once spaces and hyphens are left out
 * (digits only when `lettersAllowed` is false, unless it is an IBAN); an IBAN must have its
 * country's length and valid check digits.
 */
export function isBankAccountNumber(value: unknown, lettersAllowed: boolean): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value.trim())) return false;
  const text = compact(value);
  if (text.length < 8 || text.length > 34) return false;
  if (looksLikeIban(text))
    return text.length === IBAN_LENGTHS[text.slice(0, 2)] && ibanChecksumHolds(text);
  return lettersAllowed || /^\d+$/.test(text);
}
