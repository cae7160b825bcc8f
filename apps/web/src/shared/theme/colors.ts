/**
 * Colours of the description (section 9). Rise/fall colours swap when the user picks
 * "red up, green down"; everything that shows a direction goes through `upDownColor`.
 */
export const COLORS = {
  up: '#28ba98',
  down: '#F04A5A',
  flat: '#909399',
  success: '#19be6b',
  error: '#fa3534',
  primary: '#2979ff',
  warning: '#ff9900',
} as const;

/**
 * The same hues darkened for light backgrounds, where the description's green, red and grey
 * fall short of WCAG AA for text (2.5:1, 3.6:1, 3.1:1 on white); these reach 4.5:1 and more,
 * also over the order book's 8% tint of themselves (5.1:1) and as a background under white text. The dark theme keeps the description's colours.
 */
export const LIGHT_THEME_COLORS = {
  up: '#0c7259',
  down: '#c0283d',
  flat: '#667085',
} as const;

export type Direction = 'up' | 'down' | 'flat';

/**
 * Direction of a signed value. Accepts numbers and the decimal strings amounts travel as
 * (never parsed to a float: only the sign and whether a non-zero digit exists matter).
 */
export function directionOf(sign: number | string | null | undefined): Direction {
  if (sign === null || sign === undefined) return 'flat';
  if (typeof sign === 'number') {
    if (Number.isNaN(sign) || sign === 0) return 'flat';
    return sign > 0 ? 'up' : 'down';
  }
  const text = sign.trim();
  if (!/[1-9]/.test(text)) return 'flat';
  return text.startsWith('-') ? 'down' : 'up';
}

/** The colour of a rise, fall or no change, honouring "red up, green down" and the theme. */
export function upDownColor(
  sign: number | string | null | undefined,
  redUpGreenDown: boolean,
  mode: 'light' | 'dark' = 'light',
): string {
  const palette = mode === 'dark' ? COLORS : LIGHT_THEME_COLORS;
  const direction = directionOf(sign);
  if (direction === 'flat') return palette.flat;
  const rising = direction === 'up';
  return rising !== redUpGreenDown ? palette.up : palette.down;
}
