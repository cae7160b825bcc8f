import { pageWindow } from '@tidemark/contracts';
import type { z } from 'zod';
import type { RealState, realRequest } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { AppError, fail } from '../../platform/errors';
import type { Deps } from './account.service';
import * as repo from './account.repo';

interface ApplicationRow {
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

async function latest(q: Queryable, userId: number, level: 1 | 2): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${APP_COLUMNS} FROM kyc_applications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1`,
    [userId, level],
  );
  return rows[0] ?? null;
}

const STATE = { pending: 'in_review', approved: 'verified', rejected: 'failed' } as const;
const levelState = (a: ApplicationRow | null) => ({
  state: a ? STATE[a.status] : ('not_verified' as const),
  reason: a?.status === 'rejected' ? a.reason : '',
  submitted_at: a?.created_at ?? null,
});
const mask = (card: string | null) =>
  card
    ? card.length <= 4
      ? '****'
      : `${card.slice(0, 2)}${'*'.repeat(card.length - 4)}${card.slice(-2)}`
    : null;

export async function state(deps: Deps, userId: number): Promise<RealState> {
  const [u, basic, advanced] = await Promise.all([
    repo.byId(deps.db, userId),
    latest(deps.db, userId, 1),
    latest(deps.db, userId, 2),
  ]);
  const code = (a: ApplicationRow | null) =>
    a?.status === 'approved' ? 2 : a?.status === 'pending' ? 1 : 0;
  return {
    real_status:
      advanced && advanced.status !== 'rejected' ? 2 : basic && basic.status !== 'rejected' ? 1 : 0,
    review_status: code(basic),
    advanced_review_status: code(advanced),
    level: u!.kyc_level,
    basic: levelState(basic),
    advanced: levelState(advanced),
    email_bound: u!.email_bound_at !== null,
    phone_bound: u!.phone_bound_at !== null,
    name: basic?.name ?? null,
    id_type: basic?.id_type ?? null,
    card_id: mask(basic?.card_id ?? null),
  };
}

/** Level 1 (document details) or level 2 (document photos). */
export async function submit(
  deps: Deps,
  userId: number,
  input: z.infer<typeof realRequest>,
): Promise<void> {
  const u = (await repo.byId(deps.db, userId))!;
  if (!u.email_bound_at || !u.phone_bound_at) fail('kyc_contacts_required');
  if (input.real_type === '1') {
    const current = await latest(deps.db, userId, 1);
    if (current && current.status !== 'rejected') fail('kyc_already_submitted');
    try {
      await deps.db.query(
        `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id) VALUES ($1, 1, $2, $3, $4)`,
        [userId, Number(input.id_type), input.name, input.card_id.toUpperCase()],
      );
    } catch (err) {
      if ((err as { constraint?: string }).constraint === 'kyc_card_unique')
        throw new AppError('kyc_card_in_use');
      if ((err as { constraint?: string }).constraint === 'kyc_one_open_per_level')
        throw new AppError('kyc_already_submitted');
      throw err;
    }
    return;
  }
  if (u.kyc_level < 1) fail('kyc_level1_first');
  const current = await latest(deps.db, userId, 2);
  if (current && current.status !== 'rejected') fail('kyc_already_submitted');
  for (const pic of [input.front_pic, input.reverse_pic]) {
    if (!(await repo.uploadOwnedBy(deps.db, pic.replace(/^\/uploads\//, ''), userId, 'kyc')))
      fail('kyc_image_invalid');
  }
  if (input.front_pic === input.reverse_pic) fail('kyc_image_invalid');
  try {
    await deps.db.query(
      `INSERT INTO kyc_applications (user_id, level, front_pic, reverse_pic) VALUES ($1, 2, $2, $3)`,
      [userId, input.front_pic, input.reverse_pic],
    );
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'kyc_one_open_per_level')
      throw new AppError('kyc_already_submitted');
    throw err;
  }
}

// ---------------------------------------------------------------- operator review

export async function listApplications(
  q: Queryable,
  status: 'pending' | 'approved' | 'rejected',
  page: { page: number; limit: number },
) {
  const { rows } = await q.query<ApplicationRow & { account: string; total: number }>(
    `SELECT k.id, k.user_id, k.level, k.id_type, k.name, k.card_id, k.front_pic, k.reverse_pic, k.status, k.reason,
            extract(epoch FROM k.created_at)::bigint AS created_at,
            coalesce(u.email, '+' || u.area_code || ' ' || u.phone) AS account, count(*) OVER ()::int AS total
       FROM kyc_applications k JOIN users u ON u.id = k.user_id
      WHERE k.status = $1 ORDER BY k.id LIMIT $2 OFFSET $3`,
    [status, ...pageWindow(page)],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * Approves or rejects one pending application in one transaction, with an audit entry
 * naming the operator. Approval raises the user's level; both contacts must be bound.
 */
export async function review(
  deps: Deps,
  operator: { operatorId: number; ip: string },
  decision: { id: number; approve: boolean; reason?: string },
): Promise<{ userId: number; level: number }> {
  return deps.db.tx(async (tx) => {
    const { rows } = await tx.query<ApplicationRow>(
      `SELECT ${APP_COLUMNS} FROM kyc_applications WHERE id = $1 FOR UPDATE`,
      [decision.id],
    );
    const a = rows[0];
    if (!a) fail('not_found');
    if (a!.status !== 'pending') fail('kyc_not_pending');
    const u = (await repo.byId(tx, a!.user_id, true))!;
    if (decision.approve && (!u.email_bound_at || !u.phone_bound_at)) fail('kyc_contacts_required');
    await tx.query(
      `UPDATE kyc_applications SET status = $2, reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1`,
      [
        a!.id,
        decision.approve ? 'approved' : 'rejected',
        decision.reason ?? '',
        operator.operatorId,
      ],
    );
    if (decision.approve)
      await tx.query('UPDATE users SET kyc_level = GREATEST(kyc_level, $2) WHERE id = $1', [
        u.id,
        a!.level,
      ]);
    await tx.query(
      `INSERT INTO audit_log (operator_id, action, target_type, target_id, detail, ip) VALUES ($1, $2, 'kyc_application', $3, $4, $5)`,
      [
        operator.operatorId,
        decision.approve ? 'kyc.approve' : 'kyc.reject',
        String(a!.id),
        JSON.stringify({ user_id: u.id, level: a!.level, reason: decision.reason ?? '' }),
        operator.ip,
      ],
    );
    return { userId: u.id, level: a!.level };
  });
}
