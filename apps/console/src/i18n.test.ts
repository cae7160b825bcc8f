import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS } from './i18n';
import { PRODUCT_CATALOGUES } from './products/texts';

/** Every console text in every language: no key missing, none extra, none empty. */
describe('console texts', () => {
  const keys = Object.keys(CATALOGUES.en!).sort();

  it('has a catalogue for each of the eight languages the picker offers', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(LANGS.map(([l]) => l).sort());
    expect(LANGS).toHaveLength(8);
  });

  it.each(LANGS.map(([l]) => l))('%s has every key and only those, none empty', (lang) => {
    const c = CATALOGUES[lang]!;
    expect(Object.keys(c).sort()).toEqual(keys);
    expect(Object.entries(c).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('translates beyond English: most texts of every other language differ from it', () => {
    for (const [lang] of LANGS.filter(([l]) => l !== 'en')) {
      const c = CATALOGUES[lang]!;
      const same = keys.filter((k) => c[k as keyof typeof c] === CATALOGUES.en![k as never]);
      // Codes and names (IP, NFT, OTC, 403, Spot...) may read the same in a Latin script.
      expect(same.length / keys.length, `${lang}: ${same.join(', ')}`).toBeLessThan(0.15);
    }
  });
});

/** The products, settings and content screens keep their texts apart (products/texts.ts). */
describe('products texts', () => {
  const en = PRODUCT_CATALOGUES.en!;
  const keys = Object.keys(en).sort();

  it('has a catalogue for each language the picker offers and no other', () => {
    expect(Object.keys(PRODUCT_CATALOGUES).sort()).toEqual(LANGS.map(([l]) => l).sort());
  });

  it.each(LANGS.map(([l]) => l))('%s has every products key and only those, none empty', (lang) => {
    const c = PRODUCT_CATALOGUES[lang]!;
    expect(Object.keys(c).sort()).toEqual(keys);
    expect(Object.entries(c).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('translates beyond English: no other language falls back to the English texts', () => {
    for (const [lang] of LANGS.filter(([l]) => l !== 'en')) {
      const c = PRODUCT_CATALOGUES[lang]!;
      const same = keys.filter((k) => c[k as keyof typeof c] === en[k as keyof typeof en]);
      // Codes and loan-words (NFT, Spot, Options, Page...) may read the same in a Latin script.
      expect(same.length / keys.length, `${lang}: ${same.join(', ')}`).toBeLessThan(0.15);
    }
  });
});
