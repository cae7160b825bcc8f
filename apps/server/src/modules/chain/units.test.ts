import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountToBaseUnits, baseUnitsToAmount } from './units';

describe('chain amounts', () => {
  it('converts base units to ledger amounts exactly', () => {
    expect(baseUnitsToAmount(1_500_000n, 6, 6)).toBe('1.5');
    expect(baseUnitsToAmount(1n, 6, 6)).toBe('0.000001');
    expect(baseUnitsToAmount(10n ** 18n, 18, 8)).toBe('1');
    expect(baseUnitsToAmount(12_345_678_900_000_000_000n, 18, 8)).toBe('12.3456789');
  });

  it('refuses what the ledger cannot hold', () => {
    expect(baseUnitsToAmount(1n, 18, 8)).toBeNull();
    expect(baseUnitsToAmount(10n ** 18n + 1n, 18, 8)).toBeNull();
    expect(baseUnitsToAmount(-1n, 6, 6)).toBeNull();
  });

  it('converts ledger amounts to base units and refuses extra digits', () => {
    expect(amountToBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(amountToBaseUnits('0.000001', 6)).toBe(1n);
    expect(amountToBaseUnits('2.50000000', 18)).toBe(25n * 10n ** 17n);
    expect(() => amountToBaseUnits('0.0000001', 6)).toThrow();
    expect(() => amountToBaseUnits('-1', 6)).toThrow();
  });

  it('round-trips every amount the ledger holds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          const amount = baseUnitsToAmount(units, decimals, decimals);
          expect(amount).not.toBeNull();
          expect(amountToBaseUnits(amount!, decimals)).toBe(units);
        },
      ),
    );
  });
});
