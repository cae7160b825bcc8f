import { describe, expect, it } from 'vitest';
import {
  ASCII_SPECIAL_CHARACTERS,
  FULL_WIDTH_SPECIAL_CHARACTERS,
  hasSpecialChars,
  SPECIAL_CHARACTERS,
} from './special-characters';

describe('hasSpecialChars', () => {
  it.each([...ASCII_SPECIAL_CHARACTERS])('finds ASCII %s', (character) => {
    expect(hasSpecialChars(`ab${character}cd`)).toBe(true);
  });

  it.each([...FULL_WIDTH_SPECIAL_CHARACTERS])('finds full-width %s', (character) => {
    expect(hasSpecialChars(`中${character}文`)).toBe(true);
  });

  it('covers exactly the listed set', () => {
    expect(SPECIAL_CHARACTERS.size).toBe(29 + 20);
    for (const character of '！￥…（）—【】；：“”‘’、，。《》？!@#$%^&*()+=[]{};:\'"\\|,<>/?`~') {
      expect(SPECIAL_CHARACTERS.has(character)).toBe(true);
    }
  });

  it.each(['', 'Tidemark', '张三', 'a-b_c.d', 'hello world', '12345', 'Ünïcödé', '😀'])(
    'lets %j through (hyphen, underscore, dot, space, letters, emoji are not filtered)',
    (value) => {
      expect(hasSpecialChars(value)).toBe(false);
    },
  );
});
