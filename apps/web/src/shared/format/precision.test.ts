import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PLACES,
  moneyText,
  percentText,
  priceText,
  qtyText,
  signedMoneyText,
} from './precision';

describe('the precision rule', () => {
  it('shows a price at exactly the pair’s decimals, to the nearest, grouped', () => {
    expect(priceText('85.52346', 3)).toBe('85.523');
    expect(priceText('85.5235', 3)).toBe('85.524');
    expect(priceText('65000', 2)).toBe('65,000.00');
    expect(priceText('1.1', 5)).toBe('1.10000');
  });

  it('shows a quantity at exactly the pair’s decimals, never more than there is', () => {
    expect(qtyText('0.01239', 4)).toBe('0.0123');
    expect(qtyText('1500', 4)).toBe('1,500.0000');
  });

  it('shows money at the currency’s places, at least two, rounded down unless a cost', () => {
    expect(moneyText('1913.639495', 2)).toBe('1,913.63');
    expect(moneyText('1913.6', 2)).toBe('1,913.60');
    expect(moneyText('0.5', 8)).toBe('0.50');
    expect(moneyText('0.00012345678', 8)).toBe('0.00012345');
    expect(moneyText('3', 8)).toBe('3.00');
    expect(moneyText('12.345601', 2, 'cost')).toBe('12.35');
    expect(moneyText('12.34', 2, 'cost')).toBe('12.34');
    expect(moneyText('-2.349', 2)).toBe('-2.34');
  });

  it('falls back to the largest precision while the places are unknown', () => {
    expect(FALLBACK_PLACES).toBe(8);
    expect(moneyText('1913.639495', undefined)).toBe('1,913.639495');
    expect(priceText('1.123456789', undefined)).toBe('1.12345678');
  });

  it('signs a profit and shows a dash for what is not a decimal', () => {
    expect(signedMoneyText('80.129', 2)).toBe('+80.12');
    expect(signedMoneyText('-250', 2)).toBe('-250.00');
    // Signed figures round towards zero on both sides: a gain or a loss is never overstated.
    expect(signedMoneyText('-2.349', 2)).toBe('-2.34');
    expect(signedMoneyText('-0.73995', 2)).toBe('-0.73');
    expect(signedMoneyText('-0.004', 2)).toBe('0.00');
    expect(signedMoneyText('0.001', 2)).toBe('0.00');
    for (const missing of ['None', '', null, undefined, 'NaN', '1e5']) {
      expect(moneyText(missing, 2)).toBe('--');
      expect(priceText(missing, 2)).toBe('--');
      expect(qtyText(missing, 2)).toBe('--');
    }
  });

  it('shows a percentage half-up at two places unless told', () => {
    expect(percentText('66.6666')).toBe('66.67%');
    expect(percentText('41657.5236')).toBe('41,657.52%');
    expect(percentText('0.52189', { fraction: true })).toBe('52.19%');
    expect(percentText('0.8')).toBe('0.80%');
    expect(percentText('12.345', { places: 1 })).toBe('12.3%');
    expect(percentText(null)).toBe('--');
  });
});
