import { describe, expect, it } from 'vitest';
import { COLORS, directionOf, upDownColor } from './colors';

describe('upDownColor', () => {
  it('is green up, red down, grey flat by default', () => {
    expect(upDownColor(1, false)).toBe('#28ba98');
    expect(upDownColor(-0.5, false)).toBe('#F04A5A');
    expect(upDownColor(0, false)).toBe(COLORS.flat);
  });

  it('swaps rise and fall colours for "red up, green down"', () => {
    expect(upDownColor(1, true)).toBe(COLORS.down);
    expect(upDownColor(-1, true)).toBe(COLORS.up);
    expect(upDownColor(0, true)).toBe(COLORS.flat);
  });

  it('reads the sign of decimal strings without parsing them', () => {
    expect(directionOf('0.00000001')).toBe('up');
    expect(directionOf('-0.00120000')).toBe('down');
    expect(directionOf('-0.0000')).toBe('flat');
    expect(directionOf('0')).toBe('flat');
    expect(directionOf(null)).toBe('flat');
    expect(directionOf(Number.NaN)).toBe('flat');
  });
});
