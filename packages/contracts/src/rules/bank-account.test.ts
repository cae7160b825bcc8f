import { describe, expect, it } from 'vitest';
import { bankCardInternationalRequest, bankCardRequest } from '../wallet/schemas';
import { isBankAccountNumber } from './bank-account';

/** Real IBANs of the registry's examples, as printed (grouped) and as one string. */
const IBANS = [
  ['DE', 'DE89 3704 0044 0532 0130 00'],
  ['GB', 'GB29 NWBK 6016 1331 9268 19'],
  ['FR', 'FR14 2004 1010 0505 0001 3M02 606'],
  ['NO', 'NO93 8601 1117 947'],
  ['MT', 'MT84 MALT 0110 0001 2345 MTLC AST0 01S'],
] as const;

const international = {
  real_name: 'Ada Lovelace',
  bank_name: 'Harbour Bank',
  swift_code: 'DEUTDEFF',
  aba_number: '123456789',
  country: 'Germany',
  address: '1 Quay St',
  phone: '+49 30 1234567',
};
const domestic = {
  real_name: 'Ada Lovelace',
  bank_name: 'Harbour Bank',
  bank_dizhi: '1 Quay St',
  bank_network: '001',
  phone: '+49 30 1234567',
};

describe('bank account numbers', () => {
  it.each(IBANS)('takes a real %s IBAN, grouped or not, on both card forms', (_, grouped) => {
    const compact = grouped.replace(/ /g, '');
    for (const account of [grouped, compact, compact.toLowerCase()]) {
      expect(
        bankCardInternationalRequest.safeParse({ ...international, bank_account: account }).success,
      ).toBe(true);
      expect(bankCardRequest.safeParse({ ...domestic, bank_account: account }).success).toBe(true);
    }
  });

  it('counts the 8 to 34 characters without the spaces that group them', () => {
    expect(isBankAccountNumber('MT84 MALT 0110 0001 2345 MTLC AST0 01S', true)).toBe(true);
    expect(isBankAccountNumber('1234 567', false)).toBe(false);
    expect(isBankAccountNumber('1234 5678', false)).toBe(true);
    expect(isBankAccountNumber('1'.repeat(34), false)).toBe(true);
    expect(isBankAccountNumber('1'.repeat(35), false)).toBe(false);
  });

  it('refuses an IBAN with a mistyped digit or the wrong length for its country', () => {
    expect(isBankAccountNumber('DE89 3704 0044 0532 0130 01', true)).toBe(false);
    expect(isBankAccountNumber('DE89 3704 0044 0532 0130 0', true)).toBe(false);
    expect(isBankAccountNumber('GB29 NWBK 6016 1331 9268 1', true)).toBe(false);
  });

  it('keeps letters out of a domestic number that is not an IBAN, and odd characters out of both', () => {
    expect(isBankAccountNumber('ABC12345678', false)).toBe(false);
    expect(isBankAccountNumber('ABC12345678', true)).toBe(true);
    expect(isBankAccountNumber('1234_5678_90', true)).toBe(false);
    expect(isBankAccountNumber(' -12345678', true)).toBe(false);
    expect(isBankAccountNumber(12345678, true)).toBe(false);
  });
});
