import { LANGS } from '@tidemark/contracts';

/** What the content editors send and preview, kept pure. */

export type Lang = (typeof LANGS)[number];
/** The console lists English first: it is required and every other language falls back to it. */
export const ORDERED_LANGS: Lang[] = ['en', ...LANGS.filter((l) => l !== 'en')];
export type Texts = Partial<Record<Lang, { title?: string; summary?: string; body?: string }>>;

/** The languages written: one without a title is left out, and users get English there. */
export function writtenTranslations(texts: Texts | undefined): Texts {
  const out: Texts = {};
  for (const l of ORDERED_LANGS) {
    const t = texts?.[l];
    if (t?.title?.trim()) out[l] = t;
  }
  return out;
}

/** The article form's values as the save route takes them (a new article has no id). */
export function articlePayload(
  id: number | undefined,
  v: Record<string, unknown> & { translations?: Texts },
) {
  return {
    ...(id ? { id } : {}),
    category: v.category,
    slug: v.category === 'page' ? v.slug : undefined,
    image: v.image ?? '',
    link: v.link ?? '',
    sort_order: v.sort_order === undefined ? undefined : String(v.sort_order),
    published: Boolean(v.published),
    translations: writtenTranslations(v.translations),
  };
}

/** What a user reading in `lang` sees: its own text, or the English one it falls back to. */
export function previewOf(texts: Texts, lang: Lang) {
  const own = texts[lang];
  return { shown: own?.title ? own : texts.en, fallback: !own?.title && lang !== 'en' };
}

/** A body's paragraphs: plain text split at blank lines (never HTML), as the app shows them. */
export const paragraphs = (body: string | undefined) =>
  (body ?? '').split(/\n\s*\n/).filter(Boolean);

/** The announcement form as the route takes it: texts per written language, chosen users' ids. */
export function announcementPayload(v: Record<string, string | undefined>) {
  const texts = (prefix: string) =>
    Object.fromEntries(
      ORDERED_LANGS.filter((l) => v[`${prefix}_${l}`]?.trim()).map((l) => [l, v[`${prefix}_${l}`]]),
    );
  return {
    segment: v.segment,
    user_ids:
      v.segment === 'users'
        ? String(v.user_ids ?? '')
            .split(',')
            .map((s) => Number(s.trim()))
        : undefined,
    title: texts('title'),
    content: texts('content'),
  };
}
