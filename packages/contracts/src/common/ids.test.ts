import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema, intSchema } from './ids';
import { pageQuerySchema } from './pagination';

describe('whole numbers on the wire', () => {
  it('takes a JSON integer or a string of decimal digits', () => {
    expect(idSchema.parse(4)).toBe(4);
    expect(idSchema.parse('4')).toBe(4);
    expect(idSchema.parse(String(ID_MAX))).toBe(ID_MAX);
    expect(intSchema(-1, 5).parse('-1')).toBe(-1);
    expect(intSchema(0, 5).parse('0')).toBe(0);
  });

  it('refuses every other spelling that Number() would have taken', () => {
    const loose: unknown[] = [
      '0x4',
      '0o4',
      '0b100',
      '1e3',
      ' 4',
      '4 ',
      '4.0',
      '4.',
      '+4',
      '04',
      '',
      '-4',
      'Infinity',
      true,
      false,
      null,
      [4],
      { valueOf: 4 },
      4.5,
      NaN,
      Infinity,
      0,
      -1,
      ID_MAX + 1,
      '99999999999999999999',
    ];
    for (const value of loose)
      expect(idSchema.safeParse(value).success, JSON.stringify(String(value))).toBe(false);
    expect(intSchema(0, 5).safeParse('-0').success).toBe(false);
  });

  it('keeps page and limit strict too, with their defaults', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema.parse({ page: '2', limit: 20 })).toEqual({ page: 2, limit: 20 });
    for (const limit of ['1e1', '0x10', ' 10', '10.0', true, 101])
      expect(pageQuerySchema.safeParse({ limit }).success, String(limit)).toBe(false);
  });
});
