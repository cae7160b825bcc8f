/** 'both' ends, 'left' (start), 'right' (end), or 'all' (every whitespace character, inside too). */
export type TrimMode = 'both' | 'left' | 'right' | 'all';

export const TRIM_MODES: readonly TrimMode[] = ['both', 'left', 'right', 'all'];

/**
 * The description's trim helper. Whitespace is JavaScript's: spaces, tabs, line breaks,
 * no-break space and the full-width ideographic space (U+3000) among others.
 * trimText(' a b ', 'all') → 'ab'. Throws RangeError on an unknown mode.
 */
export function trimText(value: string, mode: TrimMode = 'both'): string {
  switch (mode) {
    case 'both':
      return value.trim();
    case 'left':
      return value.trimStart();
    case 'right':
      return value.trimEnd();
    case 'all':
      return value.replace(/\s+/g, '');
    default:
      throw new RangeError(`unknown trim mode: ${String(mode)}`);
  }
}
