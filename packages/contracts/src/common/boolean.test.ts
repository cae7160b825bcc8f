import { describe, expect, it } from 'vitest';
import { booleanField } from './boolean';

describe('booleanField', () => {
  it('maps JSON booleans and the form strings true/false/1/0, and nothing else', () => {
    expect([true, false, 'true', 'false', '1', '0'].map((v) => booleanField.parse(v))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    for (const v of ['no', 'yes', 'FALSE', '', ' true', 1, 0, null, {}])
      expect(booleanField.safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
});
