import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkNickname,
  checkPassword,
  checkPasswordConfirmation,
  checkSignature,
  emailSchema,
  internationalPhoneSchema,
  isNickname,
  isPassword,
  isSignature,
  isVerificationCode,
  makeVerificationCodeSchema,
  mobileSchema,
  nicknameSchema,
  passwordSchema,
  passwordWithConfirmationSchema,
  signatureSchema,
  verificationCodeSchema,
} from './account';

/** The issues of a failed parse as [path, code] pairs; [] on success. */
const problems = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('password', () => {
  it.each([
    ['', 'password_too_short'],
    ['123456', 'password_too_short'], // 6: not longer than six
    ['1234567', null], // 7
    ['a'.repeat(64), null],
    ['a'.repeat(65), 'password_too_long'],
    ['密码密码密码', 'password_too_short'], // 6 code points
    ['😀😀😀😀', 'password_too_short'], // 4 code points, 8 UTF-16 units
    ['😀'.repeat(64), null], // 64 code points, 128 units
    ['pass word', null], // spaces are allowed
  ])('%j → %s', (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
    expect(isPassword(password)).toBe(expected === null);
    expect(problems(passwordSchema, password)).toEqual(expected === null ? [] : [['', expected]]);
  });

  it('schema: missing is required, a non-string is invalid', () => {
    expect(problems(passwordSchema, undefined)).toEqual([['', 'required']]);
    expect(problems(passwordSchema, 1234567)).toEqual([['', 'invalid']]);
    expect(isPassword(1234567)).toBe(false);
  });

  it('confirmation must match exactly', () => {
    expect(checkPasswordConfirmation('secret12', 'secret12')).toBeNull();
    expect(checkPasswordConfirmation('secret12', 'Secret12')).toBe('passwords_mismatch');
    expect(checkPasswordConfirmation('secret12', 'secret12 ')).toBe('passwords_mismatch');
  });

  it('password with confirmation reports a mismatch on re_password', () => {
    expect(
      passwordWithConfirmationSchema.parse({ password: 'secret12', re_password: 'secret12' }),
    ).toEqual({
      password: 'secret12',
      re_password: 'secret12',
    });
    expect(
      problems(passwordWithConfirmationSchema, { password: 'secret12', re_password: 'secret13' }),
    ).toEqual([['re_password', 'passwords_mismatch']]);
    expect(problems(passwordWithConfirmationSchema, { password: 'secret12' })).toEqual([
      ['re_password', 'required'],
    ]);
  });

  it('reports each field once: a short password on password, a mismatch on re_password', () => {
    expect(
      problems(passwordWithConfirmationSchema, { password: 'short', re_password: 'short' }),
    ).toEqual([['password', 'password_too_short']]);
    expect(
      problems(passwordWithConfirmationSchema, { password: 'short', re_password: 'other' }),
    ).toEqual([
      ['password', 'password_too_short'],
      ['re_password', 'passwords_mismatch'],
    ]);
  });
});

describe('verification code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['１２３４５６', false], // full-width digits
    ['', false],
  ])('%j → %s (default length 6)', (code, expected) => {
    expect(isVerificationCode(code)).toBe(expected);
    expect(problems(verificationCodeSchema, code)).toEqual(
      expected ? [] : [['', 'verification_code_invalid']],
    );
  });

  it('takes another length', () => {
    expect(isVerificationCode('1234', 4)).toBe(true);
    expect(isVerificationCode('123456', 4)).toBe(false);
    expect(problems(makeVerificationCodeSchema(4), '1234')).toEqual([]);
    expect(problems(makeVerificationCodeSchema(4), '123456')).toEqual([
      ['', 'verification_code_invalid'],
    ]);
  });

  it('rejects a number (codes can start with 0) and bad lengths', () => {
    expect(isVerificationCode(123456)).toBe(false);
    expect(problems(verificationCodeSchema, 123456)).toEqual([['', 'invalid']]);
    expect(() => isVerificationCode('1', 0)).toThrow(RangeError);
    expect(() => isVerificationCode('1', 2.5)).toThrow(RangeError);
    expect(() => makeVerificationCodeSchema(-1)).toThrow(RangeError);
  });
});

describe('nickname', () => {
  it.each([
    ['', 'nickname_too_short'],
    ['a', 'nickname_too_short'], // 1
    ['中', 'nickname_too_short'],
    ['ab', null], // 2
    ['张三', null],
    ['Tide中文9', null],
    ['abcdefghij', null], // 10
    ['一二三四五六七八九十', null], // 10 Chinese characters
    ['𠀀𠀁', null], // extension B ideographs: 2 code points, 4 UTF-16 units
    ['abcdefghijk', 'nickname_too_long'], // 11
    ['一二三四五六七八九十一', 'nickname_too_long'],
    ['a b', 'nickname_invalid'],
    ['a_b', 'nickname_invalid'],
    ['a!', 'nickname_invalid'],
    ['张三！', 'nickname_invalid'],
    ['é1', 'nickname_invalid'],
    ['😀😀', 'nickname_invalid'],
    ['한국', 'nickname_invalid'],
    [' ab', 'nickname_invalid'], // not trimmed
    ['abcdefghij!', 'nickname_too_long'], // length is checked first
  ])('%j → %s', (nickname, expected) => {
    expect(checkNickname(nickname)).toBe(expected);
    expect(isNickname(nickname)).toBe(expected === null);
    expect(problems(nicknameSchema, nickname)).toEqual(expected === null ? [] : [['', expected]]);
  });
});

describe('signature', () => {
  it.each([
    ['', 'signature_too_short'],
    ['a', 'signature_too_short'],
    ['ab', null],
    ['a'.repeat(29), null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), 'signature_too_long'],
    ['字'.repeat(30), null],
    ['😀'.repeat(30), null], // 30 code points, 60 UTF-16 units
    ['😀'.repeat(31), 'signature_too_long'],
    ['😀', 'signature_too_short'], // 1 code point, 2 UTF-16 units
    ['Hi! 你好，世界。', null], // any characters
  ])('%j → %s', (signature, expected) => {
    expect(checkSignature(signature)).toBe(expected);
    expect(isSignature(signature)).toBe(expected === null);
    expect(problems(signatureSchema, signature)).toEqual(expected === null ? [] : [['', expected]]);
  });
});

describe('contact schemas', () => {
  it('email', () => {
    expect(emailSchema.parse('user@example.com')).toBe('user@example.com');
    expect(problems(emailSchema, 'user@')).toEqual([['', 'email_invalid']]);
    expect(problems(emailSchema, undefined)).toEqual([['', 'required']]);
  });

  it('mobile', () => {
    expect(mobileSchema.parse('13800138000')).toBe('13800138000');
    expect(problems(mobileSchema, '12800138000')).toEqual([['', 'mobile_invalid']]);
  });

  it('international phone', () => {
    expect(internationalPhoneSchema.parse('2025550123')).toBe('2025550123');
    expect(problems(internationalPhoneSchema, '1234')).toEqual([['', 'phone_invalid']]);
  });
});
