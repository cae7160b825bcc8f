import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords seen most in breaches), loaded
 * once on first use. The contracts check the length; this is the server's second rule.
 */
let common: Set<string> | null = null;

/**
 * True for a password too easy to guess: on the list (ignoring case), or made of fewer than
 * three different characters (`aaaaaaa`, `1212121`), or one short group repeated (`abcabcabc`);
 * the list has few of those, and they fall to the first guesses of any attacker.
 */
export function isTooCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) return true;
  if (new Set(password).size < 3) return true;
  return /^(.{1,4})\1+$/su.test(password);
}
