import { pageWindow } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';

export interface MessageRow {
  id: number;
  user_id: number;
  kind: string;
  params: Record<string, string>;
  read: boolean;
  created_s: number;
  /** Announcement texts by language, when the message is an announcement. */
  a_title: Record<string, string> | null;
  a_content: Record<string, string> | null;
}

const SELECT = `SELECT m.id, m.user_id, m.kind, m.params, m.read_at IS NOT NULL AS read,
  extract(epoch FROM m.created_at)::bigint AS created_s, a.title AS a_title, a.content AS a_content
  FROM messages m LEFT JOIN announcements a ON a.id = m.announcement_id`;

export async function ownMessages(
  q: Queryable,
  userId: number,
  filter: { read: boolean | null; page: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = `m.user_id = $1 AND ($2::boolean IS NULL OR (m.read_at IS NOT NULL) = $2)`;
  const { rows } = await q.query<MessageRow>(
    `${SELECT} WHERE ${where} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [userId, filter.read, ...pageWindow(filter)],
  );
  const count = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m WHERE ${where}`,
    [userId, filter.read],
  );
  return { rows, total: count.rows[0]!.n };
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rows[0]!.n;
}

/** Marks one of the user's own messages read; false when it is not theirs or does not exist. */
export async function markRead(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE messages SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return (rowCount ?? 0) > 0;
}

export async function markAllRead(q: Queryable, userId: number): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rowCount ?? 0;
}

export async function deleteOwn(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM messages WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function insertAnnouncement(
  q: Queryable,
  a: {
    segment: string;
    title: Record<string, string>;
    content: Record<string, string>;
    operatorId: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO announcements (segment, title, content, operator_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [a.segment, JSON.stringify(a.title), JSON.stringify(a.content), a.operatorId],
  );
  return rows[0]!.id;
}

/** Which of these user ids name no user. */
export async function unknownUserIds(q: Queryable, userIds: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT wanted.id::text AS id FROM unnest($1::bigint[]) AS wanted(id)
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = wanted.id)`,
    [userIds],
  );
  return rows.map((r) => Number(r.id));
}

/** One inbox row per recipient of the segment, in one statement; returns how many. */
export async function fanOut(
  q: Queryable,
  announcementId: number,
  segment: string,
  userIds: number[],
): Promise<number> {
  const { rowCount } = await q.query(
    `INSERT INTO messages (user_id, kind, announcement_id, event_key)
     SELECT u.id, 'announcement', $1::bigint, 'announcement:' || $1::bigint::text FROM users u
     WHERE CASE $2::text
       WHEN 'all' THEN true
       WHEN 'verified' THEN u.kyc_level >= 1
       WHEN 'unverified' THEN u.kyc_level = 0
       ELSE u.id = ANY($3::bigint[]) END
     ON CONFLICT (user_id, event_key) DO NOTHING`,
    [announcementId, segment, userIds],
  );
  const n = rowCount ?? 0;
  await q.query('UPDATE announcements SET recipients = $2 WHERE id = $1', [announcementId, n]);
  return n;
}

export interface AnnouncementRow {
  id: number;
  segment: 'all' | 'verified' | 'unverified' | 'users';
  title: Record<string, string>;
  recipients: number;
  operator_id: number;
  created_s: number;
}

export async function announcements(
  q: Queryable,
  page: { page: number; limit: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const { rows } = await q.query<AnnouncementRow>(
    `SELECT id, segment, title, recipients, operator_id, extract(epoch FROM created_at)::bigint AS created_s
     FROM announcements ORDER BY id DESC LIMIT $1 OFFSET $2`,
    pageWindow(page),
  );
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements');
  return { rows, total: count.rows[0]!.n };
}

/** Messages written in the last `windowS` seconds (bounded): what the live push looks at. */
export async function recent(
  q: Queryable,
  windowS: number,
  limit: number,
): Promise<Array<{ id: number; user_id: number }>> {
  const { rows } = await q.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM messages WHERE created_at > now() - make_interval(secs => $1)
     ORDER BY id DESC LIMIT $2`,
    [windowS, limit],
  );
  return rows;
}

/** Deletes messages written before `before` (bounded batch); returns how many. */
export async function purgeBefore(q: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE created_at < $1 LIMIT $2)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
