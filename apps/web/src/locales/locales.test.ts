import { describe, expect, it } from 'vitest';
import { LANGS } from '@tidemark/contracts';

/**
 * Every language has every key of every namespace, with a non-empty text, and nothing more
 * (docs/architecture.md habit 14). English is the reference.
 */
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

type Catalogues = Map<string, Map<string, unknown>>; // lang → namespace → tree

function collect(): Catalogues {
  const byLang: Catalogues = new Map();
  for (const [file, tree] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) throw new Error(`unexpected catalogue file ${file}`);
    const [, lang = '', ns = ''] = match;
    if (!byLang.has(lang)) byLang.set(lang, new Map());
    byLang.get(lang)?.set(ns, tree);
  }
  return byLang;
}

/** Flattens to `a.b.c → value`; anything that is not an object is a leaf. */
function flatten(
  tree: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree))
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogues = collect();
const reference = catalogues.get('en') ?? new Map<string, unknown>();

describe('locale catalogues', () => {
  it('exist for exactly the eight product languages', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LANGS].sort());
  });

  it('have the same namespaces in every language', () => {
    const namespaces = [...reference.keys()].sort();
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect([...(catalogues.get(lang)?.keys() ?? [])].sort(), lang).toEqual(namespaces);
    }
  });

  for (const lang of LANGS) {
    describe(lang, () => {
      for (const [ns, enTree] of reference) {
        const enKeys = flatten(enTree);
        const own = flatten(catalogues.get(lang)?.get(ns));

        it(`${ns}: has no missing keys`, () => {
          const missing = [...enKeys.keys()].filter((key) => !own.has(key));
          expect(missing).toEqual([]);
        });

        it(`${ns}: has no extra keys`, () => {
          const extra = [...own.keys()].filter((key) => !enKeys.has(key));
          expect(extra).toEqual([]);
        });

        it(`${ns}: every value is a non-empty string with the same placeholders`, () => {
          const problems: string[] = [];
          for (const [key, value] of own) {
            if (typeof value !== 'string' || value.trim() === '') {
              problems.push(`${key}: empty or not a string`);
              continue;
            }
            const expected = enKeys.get(key);
            if (
              typeof expected === 'string' &&
              placeholders(expected).join() !== placeholders(value).join()
            ) {
              problems.push(`${key}: placeholders differ from en`);
            }
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
