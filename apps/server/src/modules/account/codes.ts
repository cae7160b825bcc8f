import crypto from 'node:crypto';
import type { CodePurpose } from '@tidemark/contracts';
import type { Db, Queryable, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';

/** DOMAIN.md security defaults. */
export const CODE_TTL_MIN = 10;
export const CODE_TRIES_MAX = 5;
export const CODE_RESEND_S = 60;
export const CODE_DAILY_MAX_PER_TARGET = 10;
export const CODE_HOURLY_MAX_PER_IP = 30;

const digest = (purpose: string, target: string, code: string) =>
  crypto.createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest();

/** Creates a fresh 6-digit code after the send limits pass; returns it for the outbox only. */
export async function issueCode(
  tx: Queryable,
  input: { channel: 'email' | 'sms'; target: string; purpose: CodePurpose; ip: string; ipHourlyMax: number },
): Promise<string> {
  // Serialise sends to one target so two parallel requests cannot both pass the 60 s rule.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${input.target}`]);
  const { rows } = await tx.query<{ recent: number; today: number; from_ip: number }>(
    `SELECT
       count(*) FILTER (WHERE target = $1 AND created_at > now() - make_interval(secs => $3))::int AS recent,
       count(*) FILTER (WHERE target = $1 AND created_at > now() - interval '24 hours')::int AS today,
       count(*) FILTER (WHERE ip = $2 AND created_at > now() - interval '1 hour')::int AS from_ip
     FROM verification_codes
    WHERE (target = $1 OR ip = $2) AND created_at > now() - interval '24 hours'`,
    [input.target, input.ip, CODE_RESEND_S],
  );
  const counts = rows[0]!;
  if (counts.recent > 0) throw new AppError('code_send_too_soon');
  if (counts.today >= CODE_DAILY_MAX_PER_TARGET) throw new AppError('code_daily_limit');
  if (counts.from_ip >= input.ipHourlyMax) throw new AppError('rate_limited');
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await tx.query(
    `INSERT INTO verification_codes (purpose, channel, target, code_hash, expires_at, ip)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6)`,
    [input.purpose, input.channel, input.target, digest(input.purpose, input.target, code), CODE_TTL_MIN, input.ip],
  );
  return code;
}

/** A wrong code; the caller's transaction rolls back, then `recordWrongCode` counts the try. */
export class WrongCode extends AppError {
  constructor(readonly codeId: number | null) {
    super('code_invalid');
  }
}

/**
 * Checks the newest live code for (target, purpose) inside the command's transaction and,
 * when `consume`, spends it there, so a replay fails. Throws WrongCode otherwise.
 */
export async function useCode(
  tx: Queryable,
  input: { target: string; purpose: CodePurpose; code: string; consume: boolean },
): Promise<void> {
  const { rows } = await tx.query<{ id: number; code_hash: Buffer; attempts: number }>(
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [input.target, input.purpose],
  );
  const row = rows[0];
  if (!row || row.attempts >= CODE_TRIES_MAX) throw new WrongCode(null);
  if (!crypto.timingSafeEqual(row.code_hash, digest(input.purpose, input.target, input.code))) throw new WrongCode(row.id);
  if (input.consume) await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1', [row.id]);
}

export async function recordWrongCode(db: Db, err: unknown): Promise<void> {
  if (err instanceof WrongCode && err.codeId !== null) {
    await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [err.codeId]);
  }
}

/** Runs a command in one transaction; a wrong code is counted after the rollback. */
export async function withCode<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.tx(fn);
  } catch (err) {
    await recordWrongCode(db, err);
    throw err;
  }
}

export const phoneTarget = (areaCode: string, phone: string) => `+${areaCode}${phone}`;
export const emailTarget = (email: string) => email.trim().toLowerCase();
