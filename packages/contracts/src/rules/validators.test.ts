import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contains,
  idCardCheckCharacter,
  inRange,
  inRangeLength,
  isAreaCode,
  isArray,
  isCarPlate,
  isChinese,
  isDate,
  isDigits,
  isEmail,
  isEmpty,
  isIdCard,
  isInternationalPhone,
  isIsoDate,
  isJsonString,
  isLandline,
  isLetters,
  isLettersOrDigits,
  isMobile,
  isNumber,
  isObject,
  isPhoneForArea,
  isUrl,
  lengthOf,
} from './validators';

const table = (predicate: (value: unknown) => boolean, valid: unknown[], invalid: unknown[]) => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(predicate(value)).toBe(true);
  });
  it.each(invalid.map((value) => [value]))('rejects %j', (value) => {
    expect(predicate(value)).toBe(false);
  });
};

describe('isEmail', () => {
  table(
    isEmail,
    [
      'a@b.co',
      'john.doe+tag@mail.example.com',
      'USER_1%x@sub-domain.example.org',
      `${'a'.repeat(64)}@example.com`,
    ],
    [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@b.c', // TLD of one letter
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@example..com',
      'a b@example.com',
      'a@b@example.com',
      '张三@example.com',
      `${'a'.repeat(65)}@example.com`, // local part over 64
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.com`, // 260 > 254
      42,
    ],
  );
});

describe('isMobile (China: 11 digits, 1 then 3-9)', () => {
  table(
    isMobile,
    ['13800138000', '19912345678', '15000000000'],
    [
      '12800138000', // second digit 2
      '10800138000',
      '1380013800', // 10 digits
      '138001380000', // 12 digits
      '+8613800138000',
      '138-0013-8000',
      '23800138000',
      13800138000,
    ],
  );
});

describe('isInternationalPhone (5-15 digits)', () => {
  table(
    isInternationalPhone,
    ['12345', '123456789012345', '2025550123'],
    ['1234', '1234567890123456', '+12025550123', '202 555 0123', ''],
  );
});

describe('isAreaCode and isPhoneForArea', () => {
  it('accepts calling codes with or without plus', () => {
    expect(['+1', '86', '+86', '+852', '1'].every(isAreaCode)).toBe(true);
    expect(['', '+', '0', '+0', '+12345', 'US', '++1'].some(isAreaCode)).toBe(false);
  });

  it('applies the China mobile rule under +86 and 5-15 digits elsewhere', () => {
    expect(isPhoneForArea('13800138000', '+86')).toBe(true);
    expect(isPhoneForArea('12345', '86')).toBe(false);
    expect(isPhoneForArea('12345', '+1')).toBe(true);
    expect(isPhoneForArea('2025550123', '+1')).toBe(true);
    expect(isPhoneForArea('1234', '+1')).toBe(false);
    expect(isPhoneForArea('13800138000', 'abc')).toBe(false);
  });
});

describe('isLandline', () => {
  table(
    isLandline,
    ['0571-12345678', '010-12345678', '021-1234567', '0755-1234567'],
    [
      '057112345678', // hyphen required
      '571-12345678', // area code starts with 0
      '0571-123456', // 6 digits
      '0571-123456789', // 9 digits
      '05711-12345678', // area code of 5
      '0571-1234-5678',
      '13800138000',
    ],
  );
});

describe('isUrl', () => {
  table(
    isUrl,
    [
      'http://example.com',
      'https://tidemark.example/a/b?c=1#d',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:8080',
      'https://127.0.0.1/x',
    ],
    [
      'ftp://example.com',
      'example.com',
      '//example.com',
      'http://',
      'http:/example.com',
      'https://exa mple.com',
      'javascript:alert(1)',
      'http://[zz]',
      '',
    ],
  );
});

describe('isIsoDate', () => {
  table(
    isIsoDate,
    [
      '2024-03-01',
      '2024-02-29', // leap year
      '2000-02-29', // divisible by 400
      '2024-03-01T08:05',
      '2024-03-01T08:05:09',
      '2024-03-01T08:05:09Z',
      '2024-03-01T08:05:09.123Z',
      '2024-03-01T08:05:09.123456789+08:00',
      '2024-03-01T23:59:59-05:30',
    ],
    [
      '2023-02-29',
      '1900-02-29', // century not divisible by 400
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-3-1',
      '20240301',
      '2024-03-01 08:05:09', // space is not ISO
      '2024-03-01t08:05:09z',
      '2024-03-01T24:00:00Z',
      '2024-03-01T08:60:00Z',
      '2024-03-01T08:05:60Z', // no leap seconds
      '2024-03-01T08:05:09+24:00',
      '2024-03-01T08:05:09.Z',
      '2024-03-01T08',
      new Date(),
    ],
  );
});

describe('isDate', () => {
  table(
    isDate,
    [
      '2024-03-01',
      '2024/3/1',
      '2024/03/01 08:05',
      '2024-03-01 08:05:09',
      '2024-03-01T08:05:09Z',
      new Date(0),
    ],
    [
      '2024-03/01',
      '2024-02-30',
      '2024-03-01 24:00',
      '2024-03-01 8:5',
      '01-03-2024',
      'yesterday',
      new Date('x'),
      1_700_000_000,
      null,
    ],
  );
});

describe('isNumber, isDigits, letters and Chinese', () => {
  describe('isNumber', () => {
    table(
      isNumber,
      ['0', '-1', '+1.5', '.5', '123.456', 0, -1.5],
      ['', '1.', '1e3', ' 1', '1 ', '1,000', '--1', Number.NaN, Number.POSITIVE_INFINITY, null],
    );
  });
  describe('isDigits', () => {
    table(isDigits, ['0', '007', '1234567890'], ['', '-1', '1.0', '١٢', '１２', 12]);
  });
  describe('isLetters', () => {
    table(isLetters, ['abc', 'ABCxyz'], ['', 'ab1', 'a b', 'é', '中']);
  });
  describe('isLettersOrDigits', () => {
    table(isLettersOrDigits, ['abc', 'A1b2', '123'], ['', 'a_b', 'a-b', 'a b', '中1']);
  });
  describe('isChinese', () => {
    table(isChinese, ['中文', '㐀', '𠀀', '龥'], ['', '中 文', '中a', '中，', '·', 'ｱ', '한국']);
  });
});

describe('isIdCard', () => {
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(() => idCardCheckCharacter('1234')).toThrow(RangeError);
  });

  table(
    isIdCard,
    [
      '11010519491231002X', // GB 11643 sample, check X
      '11010519491231002x', // lower-case x accepted
      '440524188001010014', // GB 11643 sample, 19th century
      '110105491231002', // legacy 15 digits
    ],
    [
      '110105194912310021', // wrong check character
      '11010519491231002Y',
      '440524188001010015',
      '010105194912310028', // region starts with 0
      '110105194902300025', // Feb 30 (whatever the checksum)
      '110105170001010013', // year 1700
      '110105491331002', // legacy, month 13
      '11010519491231002', // 17 digits
      '1101051949123100211', // 19 digits
      11010519491231002,
    ],
  );

  it('property: any 17-digit body with a real date and its own check character is valid, any other check is not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{5}$/),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.stringMatching(/^\d{3}$/),
        fc.constantFrom(...'0123456789X'),
        (region, birth, sequence, other) => {
          const body = region + birth.toISOString().slice(0, 10).replaceAll('-', '') + sequence;
          const check = idCardCheckCharacter(body);
          expect(isIdCard(body + check)).toBe(true);
          if (other !== check) expect(isIdCard(body + other)).toBe(false);
        },
      ),
    );
  });
});

describe('isCarPlate', () => {
  table(
    isCarPlate,
    [
      '京A12345',
      '粤B8K88Z',
      '沪AD12345', // small new-energy, pure electric
      '浙AFA1234', // small new-energy, letter in fourth place
      '苏A12345D', // large new-energy
      '川A1234学',
      '粤Z1234港',
      '冀A1234挂',
    ],
    [
      '京a12345', // lower case
      'A123456', // no province
      '台A12345', // not a mainland province abbreviation here
      '京I12345', // I never used
      '京AO1234', // O never used
      '京A1234', // 6 characters
      '京A123456', // 8 characters, not new-energy
      '沪AD1234A', // small new-energy must end in 4 digits
      '沪A1234AD', // large new-energy needs 5 digits
      '沪AE12345', // E is not a new-energy mark
      '京A12学34',
    ],
  );
});

describe('isJsonString', () => {
  table(
    isJsonString,
    ['{}', '[]', '{"a":1}', ' [1, 2] '],
    ['', '1', '"a"', 'null', 'true', '{a:1}', "{'a':1}", '[', {}, null],
  );
});

describe('isObject and isArray', () => {
  it('isObject accepts plain objects only', () => {
    expect(isObject({})).toBe(true);
    expect(isObject({ a: 1 })).toBe(true);
    expect(isObject(Object.create(null))).toBe(true);
    for (const value of [
      null,
      undefined,
      [],
      new Date(),
      new Map(),
      'x',
      1,
      () => 1,
      new (class Thing {})(),
    ]) {
      expect(isObject(value)).toBe(false);
    }
  });

  it('isArray accepts arrays only', () => {
    expect(isArray([])).toBe(true);
    expect(isArray([1])).toBe(true);
    expect(isArray({ length: 0 })).toBe(false);
    expect(isArray('ab')).toBe(false);
  });
});

describe('isEmpty', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '\t\n\u3000',
    [],
    {},
    Object.create(null),
    new Map(),
    new Set(),
  ])('empty: %j', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    0,
    Number.NaN,
    false,
    true,
    'a',
    ' a ',
    [0],
    [undefined],
    { a: undefined },
    new Date(0),
    () => 1,
    new Set([1]),
  ])('not empty: %j', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('inRange', () => {
  it('includes both bounds', () => {
    expect(inRange(1, 1, 5)).toBe(true);
    expect(inRange(5, 1, 5)).toBe(true);
    expect(inRange(0, 1, 5)).toBe(false);
    expect(inRange(6, 1, 5)).toBe(false);
  });

  it('compares decimal strings exactly', () => {
    expect(inRange('0.30000000000000000001', '0.1', '0.3')).toBe(false);
    expect(inRange('0.3', 0.1, '0.3')).toBe(true);
    expect(inRange('123456789012345678901234.5', '0', '123456789012345678901234.5')).toBe(true);
    expect(inRange('-1.5', -2, -1)).toBe(true);
  });

  it('is false for unreadable values and for min > max', () => {
    expect(inRange('1,000', 0, 5000)).toBe(false);
    expect(inRange('abc', 0, 5)).toBe(false);
    expect(inRange(Number.NaN, 0, 5)).toBe(false);
    expect(inRange(1, 0, Number.POSITIVE_INFINITY)).toBe(false);
    expect(inRange(3, 5, 1)).toBe(false);
  });
});

describe('inRangeLength and lengthOf', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(lengthOf('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(lengthOf('𠀀中')).toBe(2);
    expect(inRangeLength('😀😀', 1, 2)).toBe(true);
  });

  it('includes both bounds and counts array elements', () => {
    expect(inRangeLength('ab', 2, 3)).toBe(true);
    expect(inRangeLength('abcd', 2, 3)).toBe(false);
    expect(inRangeLength('a', 2, 3)).toBe(false);
    expect(inRangeLength([1, 2, 3], 3, 3)).toBe(true);
    expect(inRangeLength(123, 0, 5)).toBe(false);
  });
});

describe('contains', () => {
  it('finds substrings and array elements', () => {
    expect(contains('Tidemark', 'dem')).toBe(true);
    expect(contains('Tidemark', 'DEM')).toBe(false); // case-sensitive
    expect(contains('Tidemark', '')).toBe(true);
    expect(contains(['a', 'b'], 'b')).toBe(true);
    expect(contains([Number.NaN], Number.NaN)).toBe(true);
    expect(contains(['1'], 1)).toBe(false);
    expect(contains('123', 2)).toBe(false);
  });
});
