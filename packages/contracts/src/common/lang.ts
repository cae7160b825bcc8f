/** Interface languages of the description, in its own codes. `tw` is an alias of `hk`. */
export const LANGS = ['zh', 'en', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Native names shown in the language picker (option_name) with English and Traditional Chinese names. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{
  code: Lang;
  option_name: string;
  en_name: string;
  tw_name: string;
}> = [
  { code: 'zh', option_name: '简体中文', en_name: 'Simplified Chinese', tw_name: '簡體中文' },
  { code: 'en', option_name: 'English', en_name: 'English', tw_name: '英文' },
  { code: 'hk', option_name: '繁體中文', en_name: 'Traditional Chinese', tw_name: '繁體中文' },
  { code: 'th', option_name: 'ภาษาไทย', en_name: 'Thai', tw_name: '泰文' },
  { code: 'jp', option_name: '日本語', en_name: 'Japanese', tw_name: '日文' },
  { code: 'kor', option_name: '한국어', en_name: 'Korean', tw_name: '韓文' },
  { code: 'fra', option_name: 'Français', en_name: 'French', tw_name: '法文' },
  { code: 'spa', option_name: 'Español', en_name: 'Spanish', tw_name: '西班牙文' },
];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The description's own codes (and `tw`); anything else is not a language of the product. */
export function normalizeLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'tw') return 'hk';
  return isLang(v) ? v : null;
}

const BCP47_TO_LANG: ReadonlyArray<[RegExp, Lang]> = [
  [/^zh-(tw|hk|mo|hant)/, 'hk'],
  [/^zh/, 'zh'],
  [/^en/, 'en'],
  [/^th/, 'th'],
  [/^ja/, 'jp'],
  [/^ko/, 'kor'],
  [/^fr/, 'fra'],
  [/^es/, 'spa'],
];

/**
 * Picks the best product language from an `accept-language` header, honouring q-values.
 * Accepts the product's own codes too (the description's client sends them there).
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const own = normalizeLang(tag);
    if (own) return own;
    const match = BCP47_TO_LANG.find(([pattern]) => pattern.test(tag));
    if (match) return match[1];
  }
  return null;
}

/** The `lang` field wins, then `accept-language`, then the default. */
export function resolveLang(field: unknown, acceptLanguage?: string | null): Lang {
  return normalizeLang(field) ?? langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}

export type Translations = Record<Lang, string>;
