import { z } from 'zod';
import { crossField } from '../common/cross-field';
import { fieldSchema } from './field-schema';
import { isEmail, isInternationalPhone, isMobile, lengthOf } from './validators';

/**
 * Account form fields of the description (sections 5 and 9) as predicates, `check*` functions
 * that name the first problem with a stable code, and zod schemas the server and the web app
 * both use. Lengths count Unicode code points, not UTF-16 units. Nothing is trimmed.
 */

// ---------------------------------------------------------------- password

/** "Longer than six characters". */
export const PASSWORD_MIN_LENGTH = 7;
/** Upper bound we add so a hash input stays small; the description sets none. */
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordProblem = 'password_too_short' | 'password_too_long';

export function checkPassword(password: string): PasswordProblem | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  return length > PASSWORD_MAX_LENGTH ? 'password_too_long' : null;
}

export function isPassword(value: unknown): value is string {
  return typeof value === 'string' && checkPassword(value) === null;
}

/** 'passwords_mismatch' unless the confirmation is exactly the password. */
export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): 'passwords_mismatch' | null {
  return password === confirmation ? null : 'passwords_mismatch';
}

export const passwordSchema = fieldSchema(checkPassword);

/**
 * Password plus its confirmation under the wire names of register and update_password
 * (`password`, `re_password`). A mismatch is reported on `re_password`, alongside any
 * problem of `password` itself (so at most one issue per field).
 */
export const passwordWithConfirmationSchema = z
  .object({ password: passwordSchema, re_password: fieldSchema(() => null) })
  .superRefine(
    (value, context) => {
      const problem = checkPasswordConfirmation(value.password, value.re_password);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['re_password'] });
    },
    crossField(['re_password'], {}),
  );

// ---------------------------------------------------------------- verification code

export const VERIFICATION_CODE_LENGTH = 6;

/** Exactly `length` ASCII digits (default 6). Throws RangeError when `length` is not a positive integer. */
export function isVerificationCode(
  value: unknown,
  length = VERIFICATION_CODE_LENGTH,
): value is string {
  if (!Number.isSafeInteger(length) || length < 1)
    throw new RangeError(`code length must be positive, got ${length}`);
  return typeof value === 'string' && value.length === length && /^\d+$/.test(value);
}

/** A verification code field of `length` digits; its problem code is 'verification_code_invalid'. */
export function makeVerificationCodeSchema(length = VERIFICATION_CODE_LENGTH) {
  isVerificationCode('', length); // fail at definition time on a bad length
  return fieldSchema((value) =>
    isVerificationCode(value, length) ? null : 'verification_code_invalid',
  );
}

export const verificationCodeSchema = makeVerificationCodeSchema();

// ---------------------------------------------------------------- nickname and signature

export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 10;
const NICKNAME_CHARACTERS = /^[\p{Unified_Ideograph}A-Za-z0-9]*$/u;

export type NicknameProblem = 'nickname_too_short' | 'nickname_too_long' | 'nickname_invalid';

/**
 * 2-10 characters, each a Chinese character (CJK unified ideograph), an ASCII letter or an
 * ASCII digit. Length is checked first: "a!" is invalid, "a" is too short.
 */
export function checkNickname(nickname: string): NicknameProblem | null {
  const length = lengthOf(nickname);
  if (length < NICKNAME_MIN_LENGTH) return 'nickname_too_short';
  if (length > NICKNAME_MAX_LENGTH) return 'nickname_too_long';
  return NICKNAME_CHARACTERS.test(nickname) ? null : 'nickname_invalid';
}

export function isNickname(value: unknown): value is string {
  return typeof value === 'string' && checkNickname(value) === null;
}

export const nicknameSchema = fieldSchema(checkNickname);

export const SIGNATURE_MIN_LENGTH = 2;
export const SIGNATURE_MAX_LENGTH = 30;

export type SignatureProblem = 'signature_too_short' | 'signature_too_long';

/** 2-30 characters of any kind (the description limits only the length). */
export function checkSignature(signature: string): SignatureProblem | null {
  const length = lengthOf(signature);
  if (length < SIGNATURE_MIN_LENGTH) return 'signature_too_short';
  return length > SIGNATURE_MAX_LENGTH ? 'signature_too_long' : null;
}

export function isSignature(value: unknown): value is string {
  return typeof value === 'string' && checkSignature(value) === null;
}

export const signatureSchema = fieldSchema(checkSignature);

// ---------------------------------------------------------------- contact

export const emailSchema = fieldSchema((value) => (isEmail(value) ? null : 'email_invalid'));
/** China mainland mobile (11 digits, 1 then 3-9). */
export const mobileSchema = fieldSchema((value) => (isMobile(value) ? null : 'mobile_invalid'));
/** Any country's national number without area code: 5-15 digits. */
export const internationalPhoneSchema = fieldSchema((value) =>
  isInternationalPhone(value) ? null : 'phone_invalid',
);
