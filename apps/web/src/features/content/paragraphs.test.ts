import { describe, expect, it } from 'vitest';
import { PARAGRAPHS_MAX, toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('splits on blank lines into paragraphs and on single newlines into lines', () => {
    expect(
      toParagraphs('Customer service: always.\nE-mail: a@b.c\n\nWe never ask for codes.'),
    ).toEqual([['Customer service: always.', 'E-mail: a@b.c'], ['We never ask for codes.']]);
  });

  it('treats CRLF, whitespace-only separators and repeated blank lines alike', () => {
    expect(toParagraphs('One\r\n \r\n\r\nTwo\r\nthree\n\t\n')).toEqual([['One'], ['Two', 'three']]);
  });

  it('keeps markup as text (rendering never interprets it)', () => {
    expect(toParagraphs('<b>bold</b>')).toEqual([['<b>bold</b>']]);
  });

  it('returns nothing for an empty body and caps very long bodies', () => {
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs(undefined)).toEqual([]);
    expect(
      toParagraphs(Array.from({ length: PARAGRAPHS_MAX + 5 }, (_, i) => `p${i}`).join('\n\n')),
    ).toHaveLength(PARAGRAPHS_MAX);
  });
});
