import type { Queryable } from '../../platform/db';

export interface ApplicationRow {
  id: number;
  user_id: number;
  level: number;
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
}

const APP_COLUMNS = `id, user_id, level, id_type, name, card_id, front_pic, reverse_pic, status, reason,
  extract(epoch FROM created_at)::bigint AS created_at`;

/** The user's newest application of one level. */
export async function latest(
  q: Queryable,
  userId: number,
  level: 1 | 2,
): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${APP_COLUMNS} FROM kyc_applications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1`,
    [userId, level],
  );
  return rows[0] ?? null;
}

/** Level 1: the document's details. Unique constraints name a card in use or an open application. */
export async function insertLevel1(
  q: Queryable,
  userId: number,
  a: { idType: number; name: string; cardId: string },
): Promise<void> {
  await q.query(
    `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id) VALUES ($1, 1, $2, $3, $4)`,
    [userId, a.idType, a.name, a.cardId],
  );
}

/** Level 2: the document's photos. */
export async function insertLevel2(
  q: Queryable,
  userId: number,
  a: { frontPic: string; reversePic: string },
): Promise<void> {
  await q.query(
    `INSERT INTO kyc_applications (user_id, level, front_pic, reverse_pic) VALUES ($1, 2, $2, $3)`,
    [userId, a.frontPic, a.reversePic],
  );
}

/** Applications of one status, oldest first, with the applicant's e-mail or phone. */
export async function applicationPage(
  q: Queryable,
  status: 'pending' | 'approved' | 'rejected',
  window: { limit: number; offset: number },
): Promise<{ rows: Array<ApplicationRow & { account: string }>; total: number }> {
  const { rows } = await q.query<ApplicationRow & { account: string; total: number }>(
    `SELECT k.id, k.user_id, k.level, k.id_type, k.name, k.card_id, k.front_pic, k.reverse_pic, k.status, k.reason,
            extract(epoch FROM k.created_at)::bigint AS created_at,
            coalesce(u.email, '+' || u.area_code || ' ' || u.phone) AS account, count(*) OVER ()::int AS total
       FROM kyc_applications k JOIN users u ON u.id = k.user_id
      WHERE k.status = $1 ORDER BY k.id LIMIT $2 OFFSET $3`,
    [status, window.limit, window.offset],
  );
  return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export async function lockApplication(q: Queryable, id: number): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${APP_COLUMNS} FROM kyc_applications WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function closeApplication(
  q: Queryable,
  a: { id: number; status: 'approved' | 'rejected'; reason: string; operatorId: number },
): Promise<void> {
  await q.query(
    `UPDATE kyc_applications SET status = $2, reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1`,
    [a.id, a.status, a.reason, a.operatorId],
  );
}

/** Raises (never lowers) the user's verification level. */
export async function raiseKycLevel(q: Queryable, userId: number, level: number): Promise<void> {
  await q.query('UPDATE users SET kyc_level = GREATEST(kyc_level, $2) WHERE id = $1', [
    userId,
    level,
  ]);
}

/** Identity applications waiting for review (the console's queue). */
export async function pendingKycCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_applications WHERE status = 'pending'`,
  );
  return rows[0]!.n;
}

/** A user's identity applications, newest first (the console's user page). */
export async function applicationsOfUser(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    id: number;
    level: number;
    status: string;
    name: string | null;
    id_number: string | null;
    created_at: number;
  }>(
    `SELECT id::int, level::int, status, name, card_id AS id_number,
            extract(epoch FROM created_at)::bigint::int AS created_at
       FROM kyc_applications WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  return rows;
}
