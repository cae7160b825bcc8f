import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS } from './i18n';

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
