import i18next from 'i18next';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@tidemark/contracts';
import { setFigureLanguage } from '../format/amount';
import { loadAntdLocale } from './antd-locale';
import { PAGE_NAMESPACES, SHELL_NAMESPACES } from './page-namespaces';

/**
 * The i18next instance. Catalogues are bundled JSON (src/locales/<lang>/<namespace>.json), one
 * file per language and namespace (the shell's two in one): only the chosen language is
 * downloaded, and only the namespaces of the shell and of the pages on screen
 * (`page-namespaces.ts`); another route's come with that route, before it renders.
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

/** What the shell reads (tab bar, nav bar, errors): loaded at start, whatever the route. */
export const SHELL: readonly Namespace[] = SHELL_NAMESPACES;

type Catalogue = Record<string, unknown>;
const catalogueLoaders = import.meta.glob<Catalogue>('../../locales/*/*.json', {
  import: 'default',
});

function loaderFor(lang: Lang, ns: Namespace): (() => Promise<Catalogue>) | undefined {
  return catalogueLoaders[`../../locales/${lang}/${ns}.json`];
}

export const i18n = i18next.createInstance();

/** `<lang>/<namespace>` of the catalogues added to i18next. */
const loaded = new Set<string>();
/** The namespaces of what is on screen (pages hold theirs while mounted), with a count. */
const held = new Map<Namespace, number>();

const currentLang = (): Lang => normalizeLang(i18n.language) ?? DEFAULT_LANG;

async function loadCatalogues(lang: Lang, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...new Set(namespaces)].map(async (ns) => {
      if (loaded.has(`${lang}/${ns}`)) return;
      const load = loaderFor(lang, ns);
      if (!load) throw new Error(`Missing catalogue ${lang}/${ns}`);
      // Each catalogue is added once, whole: no deep merge and no defensive copy of a module's
      // data (both were most of a long task at start on a phone).
      i18n.addResourceBundle(lang, ns, await load(), false, true, { skipCopy: true });
      loaded.add(`${lang}/${ns}`);
    }),
  );
}

/** Whether `namespaces` of the current language are there (a page can render at once). */
export function namespacesReady(namespaces: readonly Namespace[]): boolean {
  const lang = currentLang();
  return namespaces.every((ns) => loaded.has(`${lang}/${ns}`));
}

/** Loads `namespaces` of the current language (a page before it renders, a late notice). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return loadCatalogues(currentLang(), namespaces);
}

/**
 * Marks `namespaces` as on screen until the returned function is called: a language switch
 * loads them in the new language before switching.
 */
export function holdNamespaces(namespaces: readonly Namespace[]): () => void {
  for (const ns of namespaces) held.set(ns, (held.get(ns) ?? 0) + 1);
  return () => {
    for (const ns of namespaces) {
      const count = (held.get(ns) ?? 1) - 1;
      if (count > 0) held.set(ns, count);
      else held.delete(ns);
    }
  };
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

/** Starts i18next in `lang` with the shell's catalogues and those of `namespaces`. */
export async function initI18n(
  lang: Lang,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<void> {
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
  await Promise.all([
    loadCatalogues(normalizeLang(lang) ?? DEFAULT_LANG, namespaces),
    applyLanguage(lang),
  ]);
}

/**
 * Loads the language's catalogues of the shell and of what is on screen, switches to it and
 * updates `<html lang>`. A page that mounted meanwhile (its namespaces loaded in the old
 * language) gets its own before the switch is done.
 */
export async function applyLanguage(value: string): Promise<Lang> {
  const lang = normalizeLang(value) ?? DEFAULT_LANG;
  await Promise.all([loadCatalogues(lang, [...SHELL, ...held.keys()]), loadAntdLocale(lang)]);
  // Figures take the language's separators before anything renders in it.
  setFigureLanguage(lang);
  await i18n.changeLanguage(lang);
  while (![...held.keys()].every((ns) => loaded.has(`${lang}/${ns}`))) {
    await loadCatalogues(lang, held.keys());
    // Renders again what was drawn with keys of a namespace that had just arrived.
    await i18n.changeLanguage(lang);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
  return lang;
}

/**
 * The namespaces `page` reads beyond the shell's, as `page-namespaces.ts` declares them; every
 * namespace for a page it does not know (its keys must never show).
 */
export function pageNamespaces(page: string): readonly Namespace[] {
  return (PAGE_NAMESPACES[page] as readonly Namespace[] | undefined) ?? NAMESPACES;
}

/** Translation outside React (api client, toasts). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
