import fs from 'node:fs';
import path from 'node:path';
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

/** WCAG 2 relative luminance and contrast ratio, to hold the light palette to AA (4.5:1). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** The colour over white with `alpha` of itself painted on top (the order book's depth bar). */
function tinted(hex: string, alpha: number): string {
  const mixed = [1, 3, 5].map((offset) =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * alpha + 255 * (1 - alpha)),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('light palette contrast', () => {
  it('keeps rise and fall text at AA over the order book’s 8% depth bar of the same colour', () => {
    for (const color of [LIGHT_THEME_COLORS.up, LIGHT_THEME_COLORS.down]) {
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, tinted(color, 0.08))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('text on filled colours, both themes', () => {
  // theme.css is what the browser paints: read each theme's block of it, not a copy of the values.
  const css = fs.readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    return css.slice(start, css.indexOf('\n}', start));
  };
  const value = (text: string, name: string) =>
    new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(text)?.[1];

  it('gives badges, buy/sell and chosen tabs AA text on every rise, fall, flat and primary fill', () => {
    const light = block(':root');
    const dark = block("html[data-prefers-color-scheme='dark']");
    for (const [name, theme] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const onFill = value(theme, '--tm-on-fill');
      expect(onFill, `${name} --tm-on-fill`).toBeDefined();
      for (const fill of ['--tm-up', '--tm-down', '--tm-flat', '--tm-primary', '--tm-error']) {
        const colour = value(theme, fill);
        expect(colour, `${name} ${fill}`).toBeDefined();
        expect(contrast(onFill!, colour!), `${name} ${fill} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // antd-mobile's text on its solid fills (primary buttons, capsule tabs) follows it in dark.
    expect(dark).toContain('--adm-color-text-light-solid: var(--tm-on-fill)');
  });

  it('keeps error text and danger buttons at AA: the danger fill is the error red in both themes', () => {
    const light = block(':root');
    const dark = block("html[data-prefers-color-scheme='dark']");
    expect(light).toContain('--adm-color-danger: var(--tm-error)');
    expect(dark).not.toContain('--adm-color-danger');
    for (const [name, theme, backgrounds] of [
      ['light', light, ['--tm-card-bg', '--tm-page-bg']],
      ['dark', dark, ['--tm-card-bg', '--tm-page-bg']],
    ] as const) {
      const error = value(theme, '--tm-error');
      expect(error, `${name} --tm-error`).toBeDefined();
      // Danger buttons: antd-mobile's solid-fill text is white in light, --tm-on-fill in dark.
      const onFill = value(theme, '--tm-on-fill')!;
      expect(contrast(onFill, error!), `${name} text on ${error}`).toBeGreaterThanOrEqual(4.5);
      for (const background of backgrounds) {
        const bg = value(theme, background);
        expect(bg, `${name} ${background}`).toBeDefined();
        expect(contrast(error!, bg!), `${name} ${error} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('keeps the order book’s prices at AA over their depth bar in the dark theme', () => {
    const dark = block("html[data-prefers-color-scheme='dark']");
    const card = value(dark, '--tm-card-bg')!;
    const book = fs.readFileSync(
      path.join(__dirname, '../../features/spot/components/spot.module.css'),
      'utf8',
    );
    const opacity = Number(
      /prefers-color-scheme='dark'\]\) \.bar \{\s*opacity:\s*([\d.]+)/.exec(book)?.[1],
    );
    expect(opacity).toBeGreaterThan(0);
    const over = (hex: string, alpha: number, bg: string) =>
      `#${[1, 3, 5]
        .map((o) =>
          Math.round(
            parseInt(hex.slice(o, o + 2), 16) * alpha +
              parseInt(bg.slice(o, o + 2), 16) * (1 - alpha),
          )
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    for (const name of ['--tm-up', '--tm-down']) {
      const colour = value(dark, name)!;
      expect(contrast(colour, over(colour, opacity, card)), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
