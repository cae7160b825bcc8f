import { pageWindow } from '@tidemark/contracts';
import type { Lang } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

/** Each row in the request's language, or English where that language has no text. */
const LOCALISED = `
  SELECT a.id, a.category, a.slug, a.image, a.link, a.version, a.sort_order,
         coalesce(t.title, e.title) AS title, coalesce(t.summary, e.summary) AS summary, coalesce(t.body, e.body) AS body,
         coalesce(t.lang, 'en') AS lang,
         extract(epoch FROM a.created_at)::bigint AS created_at, extract(epoch FROM a.updated_at)::bigint AS updated_at
    FROM articles a
    JOIN article_translations e ON e.article_id = a.id AND e.lang = 'en'
    LEFT JOIN article_translations t ON t.article_id = a.id AND t.lang = $1`;

export interface ArticleRow {
  id: number;
  category: string;
  slug: string | null;
  image: string;
  link: string;
  version: number;
  title: string;
  summary: string;
  body: string;
  lang: Lang;
  created_at: number;
  updated_at: number;
}

export async function list(
  q: Queryable,
  lang: Lang,
  category: string,
  page: { page: number; limit: number },
) {
  const { rows } = await q.query<ArticleRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${LOCALISED} WHERE a.category = $2 AND a.published) x
      ORDER BY sort_order, id DESC LIMIT $3 OFFSET $4`,
    [lang, category, ...pageWindow(page)],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function byId(q: Queryable, lang: Lang, id: number): Promise<ArticleRow | null> {
  const { rows } = await q.query<ArticleRow>(
    `${LOCALISED} WHERE a.id = $2 AND a.published AND a.category IN ('news', 'banner', 'popup')`,
    [lang, id],
  );
  return rows[0] ?? null;
}

export async function bySlug(q: Queryable, lang: Lang, slug: string): Promise<ArticleRow | null> {
  const { rows } = await q.query<ArticleRow>(`${LOCALISED} WHERE a.slug = $2 AND a.published`, [
    lang,
    slug,
  ]);
  return rows[0] ?? null;
}

export async function all(q: Queryable, lang: Lang, category: string): Promise<ArticleRow[]> {
  const { rows } = await q.query<ArticleRow>(
    `${LOCALISED} WHERE a.category = $2 AND a.published ORDER BY a.sort_order, a.id DESC`,
    [lang, category],
  );
  return rows;
}

export async function save(
  q: Queryable,
  a: {
    id?: number | undefined;
    category: string;
    slug?: string | undefined;
    image: string;
    link: string;
    sort_order: number;
    published: boolean;
  },
  translations: Record<string, { title: string; summary?: string; body?: string }>,
): Promise<number> {
  let id = a.id;
  if (id) {
    const { rowCount } = await q.query(
      `UPDATE articles SET category = $2, slug = $3, image = $4, link = $5, sort_order = $6, published = $7,
              version = version + 1, updated_at = now() WHERE id = $1`,
      [id, a.category, a.slug ?? null, a.image, a.link, a.sort_order, a.published],
    );
    if (!rowCount) return 0;
    await q.query('DELETE FROM article_translations WHERE article_id = $1', [id]);
  } else {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO articles (category, slug, image, link, sort_order, published) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [a.category, a.slug ?? null, a.image, a.link, a.sort_order, a.published],
    );
    id = must(rows[0], 'inserted article row').id;
  }
  for (const [lang, t] of Object.entries(translations)) {
    await q.query(
      `INSERT INTO article_translations (article_id, lang, title, summary, body) VALUES ($1, $2, $3, $4, $5)`,
      [id, lang, t.title, t.summary ?? '', t.body ?? ''],
    );
  }
  return id;
}

export async function hasArticles(q: Queryable): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM articles LIMIT 1');
  return Boolean(rowCount);
}

export interface AdminArticleRow {
  id: number;
  category: string;
  slug: string | null;
  published: boolean;
  version: number;
  /** The English title. */
  title: string;
  langs: string[];
  updated_at: number;
}

/** Every article, newest first, with the languages it has (operators' list). */
export async function adminList(
  q: Queryable,
  page: { page: number; limit: number; category?: string | undefined },
): Promise<{ rows: AdminArticleRow[]; total: number }> {
  const { rows } = await q.query<AdminArticleRow & { total: number }>(
    `SELECT a.id, a.category, a.slug, a.published, a.version, e.title,
            (SELECT array_agg(lang ORDER BY lang) FROM article_translations WHERE article_id = a.id) AS langs,
            extract(epoch FROM a.updated_at)::bigint AS updated_at, count(*) OVER ()::int AS total
       FROM articles a JOIN article_translations e ON e.article_id = a.id AND e.lang = 'en'
      WHERE ($3::text IS NULL OR a.category = $3)
      ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [...pageWindow(page), page.category ?? null],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM articles a WHERE ($1::text IS NULL OR a.category = $1)',
    [page.category ?? null],
  );
  return { rows, total: count.rows[0]!.n };
}

/** An article with every translation, as the console edits it (and audits before/after). */
export async function adminDetail(q: Queryable, id: number) {
  const { rows } = await q.query<{
    id: number;
    category: string;
    slug: string | null;
    image: string;
    link: string;
    sort_order: number;
    published: boolean;
    version: number;
    translations: Record<string, { title: string; summary: string; body: string }>;
  }>(
    `SELECT a.id, a.category, a.slug, a.image, a.link, a.sort_order, a.published, a.version,
            COALESCE((SELECT json_object_agg(t.lang, json_build_object('title', t.title, 'summary', t.summary, 'body', t.body))
                        FROM article_translations t WHERE t.article_id = a.id), '{}'::json) AS translations
       FROM articles a WHERE a.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
