import i18next from 'i18next';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@tidemark/contracts';
import { loadAntdLocale } from './antd-locale';

/**
 * The i18next instance. Catalogues are bundled JSON (src/locales/<lang>/<namespace>.json),
 * split per language so only the chosen language is downloaded.
 */
export const NAMESPACES = [
  'common',
  'routes',
  'home',
  'auth',
  'setting',
  'account',
  'wallet',
  'market',
  'content',
  'spot',
  'options',
  'lever',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Catalogue = Record<string, unknown>;
const catalogueLoaders = import.meta.glob<Catalogue>('../../locales/*/*.json', {
  import: 'default',
});

function loaderFor(lang: Lang, ns: Namespace): (() => Promise<Catalogue>) | undefined {
  return catalogueLoaders[`../../locales/${lang}/${ns}.json`];
}

export const i18n = i18next.createInstance();

const loaded = new Set<Lang>();

async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = loaderFor(lang, ns);
      if (!load) throw new Error(`Missing catalogue ${lang}/${ns}`);
      i18n.addResourceBundle(lang, ns, await load(), true, true);
    }),
  );
  loaded.add(lang);
}

/** BCP 47 tag for `<html lang>` and `accept-language` from the description's language codes. */
export const BCP47: Record<Lang, string> = {
  zh: 'zh-CN',
  en: 'en',
  hk: 'zh-HK',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

export async function initI18n(lang: Lang): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: Object.keys(BCP47),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await applyLanguage(lang);
}

/** Loads the language's catalogues, switches to it and updates `<html lang>`. */
export async function applyLanguage(value: string): Promise<Lang> {
  const lang = normalizeLang(value) ?? DEFAULT_LANG;
  await Promise.all([loadLanguage(lang), loadAntdLocale(lang)]);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
  return lang;
}

/** Translation outside React (api client, toasts). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
