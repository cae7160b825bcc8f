import { pageWindow } from '@tidemark/contracts';
import type { z } from 'zod';
import type { RealState, realRequest } from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { AppError, fail } from '../../platform/errors';
import { notify } from '../../platform/inbox';
import type { AccountDeps } from './account.service';
import * as repo from './account.repo';
import * as kycRepo from './kyc.repo';
import type { ApplicationRow } from './kyc.repo';

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

const constraintOf = (err: unknown) => (err as { constraint?: string }).constraint;

export async function state(deps: AccountDeps, userId: number): Promise<RealState> {
  const [user, basic, advanced] = await Promise.all([
    repo.byId(deps.db, userId),
    kycRepo.latest(deps.db, userId, 1),
    kycRepo.latest(deps.db, userId, 2),
  ]);
  const u = must(user, `user ${userId} of a session exists`);
  const code = (a: ApplicationRow | null) =>
    a?.status === 'approved' ? 2 : a?.status === 'pending' ? 1 : 0;
  return {
    real_status:
      advanced && advanced.status !== 'rejected' ? 2 : basic && basic.status !== 'rejected' ? 1 : 0,
    review_status: code(basic),
    advanced_review_status: code(advanced),
    level: u.kyc_level,
    basic: levelState(basic),
    advanced: levelState(advanced),
    email_bound: u.email_bound_at !== null,
    phone_bound: u.phone_bound_at !== null,
    name: basic?.name ?? null,
    id_type: basic?.id_type ?? null,
    card_id: mask(basic?.card_id ?? null),
  };
}

/** Level 1 (document details) or level 2 (document photos). */
export async function submit(
  deps: AccountDeps,
  userId: number,
  input: z.infer<typeof realRequest>,
): Promise<void> {
  const u = must(await repo.byId(deps.db, userId), `user ${userId} of a session exists`);
  if (!u.email_bound_at || !u.phone_bound_at) fail('kyc_contacts_required');
  if (input.real_type === '1') {
    const current = await kycRepo.latest(deps.db, userId, 1);
    if (current && current.status !== 'rejected') fail('kyc_already_submitted');
    try {
      await kycRepo.insertLevel1(deps.db, userId, {
        idType: Number(input.id_type),
        name: input.name,
        cardId: input.card_id.toUpperCase(),
      });
    } catch (err) {
      if (constraintOf(err) === 'kyc_card_unique') throw new AppError('kyc_card_in_use');
      if (constraintOf(err) === 'kyc_one_open_per_level')
        throw new AppError('kyc_already_submitted');
      throw err;
    }
    return;
  }
  if (u.kyc_level < 1) fail('kyc_level1_first');
  const current = await kycRepo.latest(deps.db, userId, 2);
  if (current && current.status !== 'rejected') fail('kyc_already_submitted');
  for (const pic of [input.front_pic, input.reverse_pic]) {
    if (!(await repo.uploadOwnedBy(deps.db, pic.replace(/^\/uploads\//, ''), userId, 'kyc')))
      fail('kyc_image_invalid');
  }
  if (input.front_pic === input.reverse_pic) fail('kyc_image_invalid');
  try {
    await kycRepo.insertLevel2(deps.db, userId, {
      frontPic: input.front_pic,
      reversePic: input.reverse_pic,
    });
  } catch (err) {
    if (constraintOf(err) === 'kyc_one_open_per_level') throw new AppError('kyc_already_submitted');
    throw err;
  }
}

// ---------------------------------------------------------------- operator review

export function listApplications(
  q: Queryable,
  status: 'pending' | 'approved' | 'rejected',
  page: { page: number; limit: number },
) {
  const [limit, offset] = pageWindow(page);
  return kycRepo.applicationPage(q, status, { limit, offset });
}

/**
 * Approves or rejects one pending application in one transaction, with an audit entry
 * naming the operator. Approval raises the user's level; both contacts must be bound.
 */
export async function review(
  deps: AccountDeps,
  operator: { operatorId: number; ip: string },
  decision: { id: number; approve: boolean; reason?: string },
): Promise<{ userId: number; level: number }> {
  return deps.db.tx(async (tx) => {
    const a = (await kycRepo.lockApplication(tx, decision.id)) ?? fail('not_found');
    if (a.status !== 'pending') fail('kyc_not_pending');
    const u = must(await repo.byId(tx, a.user_id, true), `applicant ${a.user_id} exists`);
    if (decision.approve && (!u.email_bound_at || !u.phone_bound_at)) fail('kyc_contacts_required');
    await kycRepo.closeApplication(tx, {
      id: a.id,
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.reason ?? '',
      operatorId: operator.operatorId,
    });
    if (decision.approve) await kycRepo.raiseKycLevel(tx, u.id, a.level);
    await notify(
      tx,
      u.id,
      decision.approve ? 'kyc_approved' : 'kyc_rejected',
      { level: a.level, reason: decision.reason ?? '' },
      `kyc:${a.id}`,
    );
    await recordAudit(tx, operator, {
      action: decision.approve ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc_application',
      targetId: a.id,
      detail: { user_id: u.id, level: a.level, reason: decision.reason ?? '' },
    });
    return { userId: u.id, level: a.level };
  });
}
