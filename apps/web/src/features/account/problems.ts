import { ERROR_CATALOG, fieldErrors, type Lang } from '@tidemark/contracts';

/**
 * The text of a problem code (`password_too_short`, `required`, ...) in a language, from the
 * contracts' catalogue: the same words the server answers with, available before any request.
 */
export function problemText(code: string, lang: Lang): string {
  const own = Object.prototype.hasOwnProperty.call(ERROR_CATALOG, code)
    ? ERROR_CATALOG[code as keyof typeof ERROR_CATALOG]
    : Object.prototype.hasOwnProperty.call(fieldErrors, code)
      ? fieldErrors[code as keyof typeof fieldErrors]
      : fieldErrors.invalid;
  return own.text[lang];
}
