import enUS from 'antd-mobile/es/locales/en-US';
import type { Lang } from '@tidemark/contracts';

/** antd-mobile's own texts (empty states, pickers…) in the interface language. */
export type AntdLocale = typeof enUS;

// Only the default language ships with the app; the others load with their catalogues.
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
};

const loaded = new Map<Lang, AntdLocale>([['en', enUS]]);

export async function loadAntdLocale(lang: Lang): Promise<void> {
  if (lang === 'en' || loaded.has(lang)) return;
  loaded.set(lang, (await LOADERS[lang]()).default);
}

/** The language's antd-mobile locale once loaded (English until then). */
export function antdLocaleFor(lang: Lang): AntdLocale {
  return loaded.get(lang) ?? enUS;
}
