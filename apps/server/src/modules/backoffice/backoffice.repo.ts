import type { Queryable } from '../../platform/db';

/** The support desk's canned replies. */

type Window = { limit: number; offset: number };
const epoch = (col: string) => `extract(epoch FROM ${col})::bigint::int`;

/** A reply as stored: `updated_by` is the operator's id (the admin module names it). */
export interface StoredCannedRow {
  id: number;
  title: string;
  text: string;
  updated_by: number;
  updated_at: number;
}

const CANNED_COLUMNS = `id::int, title, text, updated_by::int, ${epoch('updated_at')} AS updated_at`;

export async function cannedReplies(q: Queryable, page: Window) {
  const { rows } = await q.query<StoredCannedRow & { total: number }>(
    `SELECT ${CANNED_COLUMNS}, count(*) OVER ()::int AS total
       FROM canned_replies ORDER BY title, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function cannedReplyForUpdate(q: Queryable, id: number) {
  const { rows } = await q.query<{ id: number; title: string; text: string }>(
    'SELECT id::int, title, text FROM canned_replies WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export async function cannedReply(q: Queryable, id: number): Promise<StoredCannedRow | null> {
  const { rows } = await q.query<StoredCannedRow>(
    `SELECT ${CANNED_COLUMNS} FROM canned_replies WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertCannedReply(
  q: Queryable,
  r: { title: string; text: string; operatorId: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO canned_replies (title, text, updated_by) VALUES ($1, $2, $3) RETURNING id::int',
    [r.title, r.text, r.operatorId],
  );
  return rows[0]!.id;
}

export async function updateCannedReply(
  q: Queryable,
  r: { id: number; title: string; text: string; operatorId: number },
) {
  await q.query(
    'UPDATE canned_replies SET title = $2, text = $3, updated_by = $4, updated_at = now() WHERE id = $1',
    [r.id, r.title, r.text, r.operatorId],
  );
}

export async function deleteCannedReply(q: Queryable, id: number) {
  await q.query('DELETE FROM canned_replies WHERE id = $1', [id]);
}
