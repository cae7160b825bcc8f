import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

export interface FeedbackRow {
  id: number;
  user_id: number;
  category: 'account' | 'deposit' | 'trade' | 'bug' | 'suggestion' | 'other';
  content: string;
  images: string[];
  reply: string | null;
  created_s: number;
  replied_s: number | null;
}

const COLUMNS = `id, user_id, category, content, images, reply,
  extract(epoch FROM created_at)::bigint AS created_s, extract(epoch FROM replied_at)::bigint AS replied_s`;

/** How many of these upload names are the user's own feedback screenshots. */
export async function ownUploads(q: Queryable, userId: number, names: string[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM uploads WHERE user_id = $1 AND kind = 'feedback' AND name = ANY($2::text[])`,
    [userId, names],
  );
  return rows[0]!.n;
}

export async function insert(
  q: Queryable,
  f: { userId: number; category: string; content: string; images: string[] },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO feedback (user_id, category, content, images) VALUES ($1, $2, $3, $4) RETURNING id`,
    [f.userId, f.category, f.content, f.images],
  );
  return rows[0]!.id;
}

export async function list(
  q: Queryable,
  filter: { userId: number | null; replied: boolean | null; page: number; limit: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = `($1::bigint IS NULL OR user_id = $1) AND ($2::boolean IS NULL OR (reply IS NOT NULL) = $2)`;
  const { rows } = await q.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM feedback WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [filter.userId, filter.replied, ...pageWindow(filter)],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM feedback WHERE ${where}`,
    [filter.userId, filter.replied],
  );
  return { rows, total: count.rows[0]!.n };
}

export async function lock(q: Queryable, id: number): Promise<FeedbackRow | null> {
  const { rows } = await q.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM feedback WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function reply(
  q: Queryable,
  id: number,
  r: { reply: string; operatorId: number },
): Promise<void> {
  await q.query(
    'UPDATE feedback SET reply = $2, operator_id = $3, replied_at = now() WHERE id = $1',
    [id, r.reply, r.operatorId],
  );
}

/** Feedback not answered yet (the console's queue). */
export async function openFeedbackCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM feedback WHERE reply IS NULL',
  );
  return rows[0]!.n;
}
