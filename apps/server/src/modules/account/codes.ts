import crypto from 'node:crypto';
import type { CodePurpose } from '@tidemark/contracts';
import type { Db, Queryable, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import * as repo from './codes.repo';

/** docs/domain.md security defaults. */
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
  input: {
    channel: 'email' | 'sms';
    target: string;
    purpose: CodePurpose;
    ip: string;
    ipHourlyMax: number;
  },
): Promise<string> {
  // Serialise sends to one target so two parallel requests cannot both pass the 60 s rule.
  await repo.lockTarget(tx, input.target);
  const counts = await repo.sendCounts(tx, input.target, input.ip, CODE_RESEND_S);
  if (counts.recent > 0) throw new AppError('code_send_too_soon');
  if (counts.today >= CODE_DAILY_MAX_PER_TARGET) throw new AppError('code_daily_limit');
  if (counts.from_ip >= input.ipHourlyMax) throw new AppError('rate_limited');
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await repo.insertCode(tx, {
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    hash: digest(input.purpose, input.target, code),
    ttlMin: CODE_TTL_MIN,
    ip: input.ip,
  });
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
  const row = await repo.liveCode(tx, input.target, input.purpose);
  if (!row || row.attempts >= CODE_TRIES_MAX) throw new WrongCode(null);
  if (!crypto.timingSafeEqual(row.code_hash, digest(input.purpose, input.target, input.code)))
    throw new WrongCode(row.id);
  if (input.consume) await repo.consumeCode(tx, row.id);
}

export async function recordWrongCode(db: Db, err: unknown): Promise<void> {
  if (err instanceof WrongCode && err.codeId !== null) {
    await repo.countWrongTry(db, err.codeId);
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
