import { describe, expect, it } from 'vitest';
import { trimText } from './text';

describe('trimText', () => {
  const sample = ' \t a b\u3000c \n';

  it.each([
    ['both', 'a b\u3000c'],
    ['left', 'a b\u3000c \n'],
    ['right', ' \t a b\u3000c'],
    ['all', 'abc'],
  ] as const)('%s', (mode, expected) => {
    expect(trimText(sample, mode)).toBe(expected);
  });

  it('defaults to both', () => {
    expect(trimText('  x  ')).toBe('x');
  });

  it('treats no-break and ideographic spaces as whitespace', () => {
    expect(trimText('\u00a0\u3000值\u3000\u00a0')).toBe('值');
  });

  it('leaves strings without whitespace and the empty string alone', () => {
    expect(trimText('abc', 'all')).toBe('abc');
    expect(trimText('', 'all')).toBe('');
    expect(trimText('   ', 'left')).toBe('');
  });

  it('rejects an unknown mode', () => {
    expect(() => trimText('x', 'middle' as 'all')).toThrow(RangeError);
  });
});
