/** Merchants: a user's status and application, an operator's review and queue. */
import type { PageQuery } from '@tidemark/contracts';
import { recordAudit, type AuditActor } from '../../platform/audit';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { getSettings } from '../../platform/settings';
import * as repo from './otc.repo';
import type { Deps } from './otc.shared';

export async function merchantStatus(deps: Deps, userId: number) {
  const m = await repo.merchant(deps.db, userId);
  const { otc_fiat_rates: rates } = await getSettings(deps.db, ['otc_fiat_rates']);
  return {
    status: m?.status ?? ('none' as const),
    name: m?.name ?? null,
    reject_reason: m?.status === 'rejected' ? m.reject_reason : null,
    fiats: Object.keys(rates),
  };
}

export async function applyMerchant(deps: Deps, userId: number, name: string) {
  return deps.db.tx(async (tx) => {
    if ((await repo.kycLevel(tx, userId)) < 2) fail('otc_merchant_level');
    if (!(await repo.applyMerchant(tx, userId, name))) fail('otc_merchant_exists');
    return { status: 'pending' as const, name, reject_reason: null, fiats: [] as string[] };
  });
}

export async function reviewMerchant(
  deps: Deps,
  actor: AuditActor,
  userId: number,
  approve: boolean,
  reason?: string,
) {
  return deps.db.tx(async (tx) => {
    const after = approve ? 'approved' : 'rejected';
    const why = approve ? null : (reason ?? null);
    const before = (await repo.reviewMerchant(tx, userId, after, why)) ?? fail('not_found');
    await recordAudit(tx, actor, {
      action: 'otc.merchant_review',
      targetType: 'otc_merchant',
      targetId: userId,
      detail: { before: { status: before }, after: { status: after, reason: why } },
    });
    return { user_id: userId, status: after };
  });
}

export async function approvedMerchant(q: Queryable, userId: number) {
  const m = await repo.merchant(q, userId);
  if (m?.status !== 'approved') fail('otc_not_merchant');
}

export async function merchantQueue(
  deps: Deps,
  f: { status: 'pending' | 'approved' | 'rejected' } & PageQuery,
) {
  return repo.merchantQueue(deps.db, {
    status: f.status,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
}
