import { describe, expect, it } from 'vitest';
import { COLORS, LIGHT_THEME_COLORS, directionOf, upDownColor } from './colors';

describe('upDownColor', () => {
  it('is green up, red down, grey flat: the description’s colours on the dark theme', () => {
    expect(upDownColor(1, false, 'dark')).toBe('#28ba98');
    expect(upDownColor(-0.5, false, 'dark')).toBe('#F04A5A');
    expect(upDownColor(0, false, 'dark')).toBe(COLORS.flat);
  });

  it('uses darker shades of them on the light theme, for AA contrast', () => {
    expect(upDownColor(1, false)).toBe(LIGHT_THEME_COLORS.up);
    expect(upDownColor(-1, false, 'light')).toBe(LIGHT_THEME_COLORS.down);
    expect(upDownColor(0, false)).toBe(LIGHT_THEME_COLORS.flat);
  });

  it('swaps rise and fall colours for "red up, green down"', () => {
    expect(upDownColor(1, true, 'dark')).toBe(COLORS.down);
    expect(upDownColor(-1, true, 'dark')).toBe(COLORS.up);
    expect(upDownColor(1, true)).toBe(LIGHT_THEME_COLORS.down);
    expect(upDownColor(0, true)).toBe(LIGHT_THEME_COLORS.flat);
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
