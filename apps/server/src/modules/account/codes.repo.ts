import type { CodePurpose } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

/** Serialises sends to one target for the rest of the transaction. */
export async function lockTarget(q: Queryable, target: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${target}`]);
}

/** Codes sent to the target in the last `recentS` seconds and 24 hours, and from the IP in the last hour. */
export async function sendCounts(
  q: Queryable,
  target: string,
  ip: string,
  recentS: number,
): Promise<{ recent: number; today: number; from_ip: number }> {
  const { rows } = await q.query<{ recent: number; today: number; from_ip: number }>(
    `SELECT
       count(*) FILTER (WHERE target = $1 AND created_at > now() - make_interval(secs => $3))::int AS recent,
       count(*) FILTER (WHERE target = $1 AND created_at > now() - interval '24 hours')::int AS today,
       count(*) FILTER (WHERE ip = $2 AND created_at > now() - interval '1 hour')::int AS from_ip
     FROM verification_codes
    WHERE (target = $1 OR ip = $2) AND created_at > now() - interval '24 hours'`,
    [target, ip, recentS],
  );
  return must(rows[0], 'counts return a row');
}

export async function insertCode(
  q: Queryable,
  c: {
    purpose: CodePurpose;
    channel: 'email' | 'sms';
    target: string;
    hash: Buffer;
    ttlMin: number;
    ip: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO verification_codes (purpose, channel, target, code_hash, expires_at, ip)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6)`,
    [c.purpose, c.channel, c.target, c.hash, c.ttlMin, c.ip],
  );
}

/** The newest unspent, unexpired code for (target, purpose), locked. */
export async function liveCode(
  q: Queryable,
  target: string,
  purpose: CodePurpose,
): Promise<{ id: number; code_hash: Buffer; attempts: number } | null> {
  const { rows } = await q.query<{ id: number; code_hash: Buffer; attempts: number }>(
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [target, purpose],
  );
  return rows[0] ?? null;
}

export async function consumeCode(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1', [id]);
}

export async function countWrongTry(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}
