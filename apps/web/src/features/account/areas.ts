import type { Lang } from '@tidemark/contracts';

/**
 * Countries and regions for the area-code picker: ISO 3166 code and calling code. Their
 * names come from the browser's own translations (Intl.DisplayNames) in the app's language,
 * so the list needs no catalogue of its own.
 */
export interface Area {
  iso: string;
  dial: string;
}

export const AREAS: readonly Area[] = [
  { iso: 'US', dial: '1' },
  { iso: 'CA', dial: '1' },
  { iso: 'GB', dial: '44' },
  { iso: 'FR', dial: '33' },
  { iso: 'DE', dial: '49' },
  { iso: 'ES', dial: '34' },
  { iso: 'IT', dial: '39' },
  { iso: 'NL', dial: '31' },
  { iso: 'CH', dial: '41' },
  { iso: 'SE', dial: '46' },
  { iso: 'PT', dial: '351' },
  { iso: 'PL', dial: '48' },
  { iso: 'TR', dial: '90' },
  { iso: 'RU', dial: '7' },
  { iso: 'UA', dial: '380' },
  { iso: 'CN', dial: '86' },
  { iso: 'HK', dial: '852' },
  { iso: 'MO', dial: '853' },
  { iso: 'TW', dial: '886' },
  { iso: 'JP', dial: '81' },
  { iso: 'KR', dial: '82' },
  { iso: 'TH', dial: '66' },
  { iso: 'VN', dial: '84' },
  { iso: 'SG', dial: '65' },
  { iso: 'MY', dial: '60' },
  { iso: 'ID', dial: '62' },
  { iso: 'PH', dial: '63' },
  { iso: 'IN', dial: '91' },
  { iso: 'PK', dial: '92' },
  { iso: 'AE', dial: '971' },
  { iso: 'SA', dial: '966' },
  { iso: 'IL', dial: '972' },
  { iso: 'EG', dial: '20' },
  { iso: 'NG', dial: '234' },
  { iso: 'ZA', dial: '27' },
  { iso: 'AU', dial: '61' },
  { iso: 'NZ', dial: '64' },
  { iso: 'MX', dial: '52' },
  { iso: 'BR', dial: '55' },
  { iso: 'AR', dial: '54' },
  { iso: 'CL', dial: '56' },
  { iso: 'CO', dial: '57' },
];

/** The area a new form starts with, by the app's language. */
const DEFAULT_AREA_BY_LANG: Record<Lang, string> = {
  en: 'US',
  zh: 'CN',
  hk: 'HK',
  th: 'TH',
  jp: 'JP',
  kor: 'KR',
  fra: 'FR',
  spa: 'ES',
};

export function defaultArea(lang: Lang): Area {
  const iso = DEFAULT_AREA_BY_LANG[lang];
  return AREAS.find((area) => area.iso === iso) ?? (AREAS[0] as Area);
}

export function findArea(iso: string): Area | undefined {
  return AREAS.find((area) => area.iso === iso);
}

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** The area's name in a BCP 47 locale; the ISO code when the browser has no name for it. */
export function areaName(iso: string, locale: string): string {
  return namer(locale)?.of(iso) ?? iso;
}

/** Matches the name in the app's language or in English, the ISO code or the calling code. */
export function searchAreas(query: string, locale: string): Area[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return [...AREAS];
  return AREAS.filter(
    (area) =>
      area.dial.startsWith(needle) ||
      area.iso.toLowerCase() === needle ||
      areaName(area.iso, locale).toLowerCase().includes(needle) ||
      areaName(area.iso, 'en').toLowerCase().includes(needle),
  );
}
