import { describe, expect, it } from 'vitest';
import { commonErrors, fieldErrors } from '../common/errors';
import { LANGS } from '../common/lang';
import type { NicknameProblem, PasswordProblem, SignatureProblem } from './account';
import type { AmountProblem } from './amount';
import { ruleErrors } from './errors';

describe('ruleErrors', () => {
  it('has a non-empty text in every language for every code', () => {
    for (const [code, definition] of Object.entries(ruleErrors)) {
      for (const lang of LANGS)
        expect(definition.text[lang].trim(), `${code}.${lang}`).not.toBe('');
    }
  });

  it('does not redefine a common or field code', () => {
    for (const code of Object.keys(ruleErrors)) {
      expect(code in commonErrors, code).toBe(false);
      expect(code in fieldErrors, code).toBe(false);
    }
  });

  it('uses stable snake_case codes', () => {
    for (const code of Object.keys(ruleErrors)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('states the limits the rules enforce', () => {
    expect(ruleErrors.password_too_long.text.en).toContain('64');
    expect(ruleErrors.nickname_too_long.text.en).toContain('10');
    expect(ruleErrors.signature_too_long.text.en).toContain('30');
  });
});

describe('codes the rules emit', () => {
  // Every problem code a check function or schema of this folder can produce. The Record type
  // makes a new problem code a compile error here until it is listed.
  const emitted: Record<
    | PasswordProblem
    | NicknameProblem
    | SignatureProblem
    | AmountProblem
    | 'passwords_mismatch'
    | 'verification_code_invalid'
    | 'email_invalid'
    | 'mobile_invalid'
    | 'phone_invalid',
    true
  > = {
    password_too_short: true,
    password_too_long: true,
    passwords_mismatch: true,
    verification_code_invalid: true,
    nickname_too_short: true,
    nickname_too_long: true,
    nickname_invalid: true,
    signature_too_short: true,
    signature_too_long: true,
    amount_invalid: true,
    amount_not_positive: true,
    email_invalid: true,
    mobile_invalid: true,
    phone_invalid: true,
  };

  it('all have texts, and so do the shared required/invalid codes', () => {
    expect(Object.keys(emitted).sort()).toEqual(Object.keys(ruleErrors).sort());
    expect(Object.keys(fieldErrors)).toEqual(expect.arrayContaining(['required', 'invalid']));
  });
});
