import { ID_MAX, LANGS } from '@tidemark/contracts';

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

/** The most users one announcement names (the route's limit). */
export const MAX_ANNOUNCEMENT_USERS = 1000;

/**
 * The user ids typed as "12, 15": every item a whole number from 1 up to ID_MAX, at most
 * MAX_ANNOUNCEMENT_USERS of them; null when any is not ("1,,2" or "x" was sent as 0 or NaN).
 */
export function userIdsOf(text: string | undefined): number[] | null {
  const items = String(text ?? '')
    .split(',')
    .map((s) => s.trim());
  if (items.length > MAX_ANNOUNCEMENT_USERS) return null;
  const ids: number[] = [];
  for (const item of items) {
    if (!/^[1-9]\d{0,9}$/.test(item)) return null;
    const id = Number(item);
    if (id > ID_MAX) return null;
    ids.push(id);
  }
  return ids;
}

/**
 * The announcement form as the route takes it: texts per written language, chosen users' ids
 * (the form checked them with `userIdsOf`; ids it would refuse are sent as none, never as 0).
 */
export function announcementPayload(v: Record<string, string | undefined>) {
  const texts = (prefix: string) =>
    Object.fromEntries(
      ORDERED_LANGS.filter((l) => v[`${prefix}_${l}`]?.trim()).map((l) => [l, v[`${prefix}_${l}`]]),
    );
  return {
    segment: v.segment,
    user_ids: v.segment === 'users' ? (userIdsOf(v.user_ids) ?? []) : undefined,
    title: texts('title'),
    content: texts('content'),
  };
}
