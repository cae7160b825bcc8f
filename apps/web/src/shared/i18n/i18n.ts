import i18next from 'i18next';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@tidemark/contracts';
import { loadAntdLocale } from './antd-locale';
import { FIRST_SCREEN_NAMESPACES as FIRST_SCREEN } from './first-screen';

/**
 * The i18next instance. Catalogues are bundled JSON (src/locales/<lang>/<namespace>.json),
 * split per language and namespace: only the chosen language is downloaded, and at start only
 * the namespaces of the shell and the home screen (the others come with the first other page).
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
  'launchpad',
  'dual',
  'earn',
  'nft',
  'copytrade',
  'community',
  'otc',
  'loans',
  'alerts',
  'liabilities',
  'verify',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the shell and the home screen read (loaded at start; see first-screen.ts). */
export const FIRST_SCREEN_NAMESPACES: readonly Namespace[] = FIRST_SCREEN;

type Catalogue = Record<string, unknown>;
const catalogueLoaders = import.meta.glob<Catalogue>('../../locales/*/*.json', {
  import: 'default',
});

function loaderFor(lang: Lang, ns: Namespace): (() => Promise<Catalogue>) | undefined {
  return catalogueLoaders[`../../locales/${lang}/${ns}.json`];
}

export const i18n = i18next.createInstance();

/** The namespaces every language switch loads: the first screen's, then all of them. */
let wanted: readonly Namespace[] = NAMESPACES;
/** `<lang>/<namespace>` of the catalogues added to i18next. */
const loaded = new Set<string>();

async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all(
    wanted.map(async (ns) => {
      if (loaded.has(`${lang}/${ns}`)) return;
      const load = loaderFor(lang, ns);
      if (!load) throw new Error(`Missing catalogue ${lang}/${ns}`);
      i18n.addResourceBundle(lang, ns, await load(), true, true);
      loaded.add(`${lang}/${ns}`);
    }),
  );
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

/** Starts i18next in `lang` with the catalogues of `namespaces` (all unless told). */
export async function initI18n(
  lang: Lang,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<void> {
  wanted = namespaces;
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

/** Every namespace of the current language: awaited before a page other than home renders. */
export async function loadAllNamespaces(): Promise<void> {
  wanted = NAMESPACES;
  await loadLanguage(normalizeLang(i18n.language) ?? DEFAULT_LANG);
}

/** Translation outside React (api client, toasts). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
