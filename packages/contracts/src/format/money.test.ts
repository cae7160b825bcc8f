import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatVolume,
  localizeFigure,
  NUMBER_SEPARATORS,
} from './money';

const fra = { separators: NUMBER_SEPARATORS.fra };
const spa = { separators: NUMBER_SEPARATORS.spa };

describe('money at its places', () => {
  it('fixes the places, rounding towards zero unless told, grouped', () => {
    expect(formatMoney('95838.2', 2)).toBe('95,838.20');
    expect(formatMoney('0.080575', 2)).toBe('0.08');
    expect(formatMoney('9.90099', 2)).toBe('9.90');
    expect(formatMoney('-2000015.26685', 2)).toBe('-2,000,015.26');
    expect(formatMoney('0.125', 2, { rounding: 'half-up' })).toBe('0.13');
    expect(formatMoney('0.121', 2, { rounding: 'up' })).toBe('0.13');
  });

  it('keeps at least the fewest places asked and trims zeros beyond them', () => {
    expect(formatMoney('0.5', 8, { minPlaces: 2 })).toBe('0.50');
    expect(formatMoney('0.00012345678', 8, { minPlaces: 2 })).toBe('0.00012345');
    expect(formatMoney('3', 8, { minPlaces: 0 })).toBe('3');
  });

  it('shows a dash (or what it is told) for what is not a decimal', () => {
    for (const missing of [null, undefined, '', 'None', '1e5', '1,000']) {
      expect(formatMoney(missing, 2)).toBe('--');
    }
    expect(formatMoney('n/a', 2, { otherwise: 'n/a' })).toBe('n/a');
  });

  it('writes the separators of the reader’s language', () => {
    expect(formatMoney('1234567.891', 2, fra)).toBe('1\u202f234\u202f567,89');
    expect(formatMoney('1234567.891', 2, spa)).toBe('1.234.567,89');
    expect(formatMoney('1234567.891', 2, { separators: NUMBER_SEPARATORS.jp })).toBe(
      '1,234,567.89',
    );
    expect(localizeFigure('-1,234.5', NUMBER_SEPARATORS.spa)).toBe('-1.234,5');
  });
});

describe('signed amounts', () => {
  it('round towards zero on both sides and sign a gain only', () => {
    expect(formatSignedMoney('-0.73995', 2)).toBe('-0.73');
    expect(formatSignedMoney('0.73995', 2)).toBe('+0.73');
    expect(formatSignedMoney('-1250', 2)).toBe('-1,250.00');
    expect(formatSignedMoney('-0.004', 2)).toBe('0.00');
    expect(formatSignedMoney('0', 2)).toBe('0.00');
    expect(formatSignedMoney('12.5', 8, { minPlaces: 2 })).toBe('+12.50');
    expect(formatSignedMoney('oops', 2)).toBe('--');
    expect(formatSignedMoney('-1234.5', 2, fra)).toBe('-1\u202f234,50');
  });
});

describe('percentages', () => {
  it('round half-up at two places unless a precision is stated', () => {
    expect(formatPercent('66.666666')).toBe('66.67%');
    expect(formatPercent('34.7926')).toBe('34.79%');
    expect(formatPercent('0.005')).toBe('0.01%');
    expect(formatPercent('0.8')).toBe('0.80%');
    expect(formatPercent('12.345', { places: 1 })).toBe('12.3%');
    expect(formatPercent('1234.5')).toBe('1,234.50%');
  });

  it('read a fraction as a share of one', () => {
    expect(formatPercent('0.52189', { fraction: true })).toBe('52.19%');
    expect(formatPercent('0.65', { fraction: true })).toBe('65.00%');
    expect(formatPercent('1.5', { fraction: true })).toBe('150.00%');
    expect(formatPercent('0.000051', { fraction: true })).toBe('0.01%');
    expect(formatPercent('-0.02', { fraction: true })).toBe('-2.00%');
  });

  it('sign a rise when asked and localise the decimal separator', () => {
    expect(formatPercent('2.5', { signed: true })).toBe('+2.50%');
    expect(formatPercent('-0.4', { signed: true })).toBe('-0.40%');
    expect(formatPercent('0.001', { signed: true })).toBe('0.00%');
    expect(formatPercent('52.189', fra)).toBe('52,19%');
    expect(formatPercent(null)).toBe('--');
  });
});

describe('volumes', () => {
  it('show one decimal in every tier', () => {
    expect(formatVolume('712.1004')).toBe('712.1');
    expect(formatVolume('18734')).toBe('18.7K');
    expect(formatVolume('2345678')).toBe('2.3M');
    expect(formatVolume('1000')).toBe('1000.0');
    expect(formatVolume('0')).toBe('0.0');
    expect(formatVolume('0.05')).toBe('0.1');
  });

  it('never shows a false zero for a small volume', () => {
    expect(formatVolume('0.0153')).toBe('<0.1');
    expect(formatVolume('0.0153', spa)).toBe('<0,1');
    expect(formatVolume('18734', fra)).toBe('18,7K');
    expect(formatVolume('None')).toBe('--');
  });
});
