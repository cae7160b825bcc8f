/**
 * The description's punctuation filter: inputs such as names and remarks refuse these.
 * ASCII punctuation except - _ . and space (names and e-mails need those), plus the
 * full-width Chinese punctuation a Chinese keyboard produces.
 */
export const ASCII_SPECIAL_CHARACTERS = '!@#$%^&*()+=[]{};:\'"\\|,<>/?`~';
export const FULL_WIDTH_SPECIAL_CHARACTERS = '！￥…（）—【】；：“”‘’、，。《》？';

export const SPECIAL_CHARACTERS: ReadonlySet<string> = new Set([
  ...ASCII_SPECIAL_CHARACTERS,
  ...FULL_WIDTH_SPECIAL_CHARACTERS,
]);

/** True when any character of `value` is in `SPECIAL_CHARACTERS`. */
export function hasSpecialChars(value: string): boolean {
  for (const character of value) {
    if (SPECIAL_CHARACTERS.has(character)) return true;
  }
  return false;
}
