/** Disputes: a party's appeal and evidence, an operator's resolution and queue. */
import type { AdminOtcAppeal, PageQuery } from '@tidemark/contracts';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { notify } from '../../platform/inbox';
import * as repo from './otc.repo';
import { tradeOf } from './otc.view';
import type { Deps } from './otc.shared';
import { about, act, publishOrder, refund, settle } from './otc.orders';

export const appeal = (
  deps: Deps,
  userId: number,
  q: { id: number; reason: string; evidence?: string | undefined },
) =>
  act(deps, userId, q.id, async (tx, o) => {
    if (o.status !== 'paid') fail('otc_bad_state');
    // Evidence is the appellant's own upload: never another user's file.
    const name = q.evidence?.replace(/^\/uploads\//, '');
    if (name !== undefined && !(await repo.evidenceOwnedBy(tx, name, userId)))
      fail('otc_evidence_invalid');
    await repo.setStatus(tx, o.id, {
      status: 'appeal',
      appealBy: userId,
      appealReason: q.reason,
      appealEvidence: q.evidence ?? null,
    });
  });

const EVIDENCE_PER_PARTY = 5;

/** Either party adds evidence (their own upload) while the order is in appeal. */
export const addEvidence = (
  deps: Deps,
  userId: number,
  q: { id: number; evidence: string; note: string },
) =>
  act(deps, userId, q.id, async (tx, o, now) => {
    if (o.status !== 'appeal') fail('otc_bad_state');
    if (!(await repo.evidenceOwnedBy(tx, q.evidence.replace(/^\/uploads\//, ''), userId)))
      fail('otc_evidence_invalid');
    if ((await repo.evidenceCount(tx, o.id, userId)) >= EVIDENCE_PER_PARTY)
      fail('otc_evidence_limit');
    await repo.insertEvidence(tx, {
      orderId: o.id,
      userId,
      file: q.evidence,
      note: q.note,
      now,
    });
  });

/** An operator ends an appeal: release to the buyer or refund the seller, audited with the note. */
export async function resolveAppeal(
  deps: Deps,
  actor: AuditActor & { operatorId: number },
  q: { id: number; result: 'release' | 'refund'; note: string },
) {
  const o = await deps.db.tx(async (tx) => {
    const o = (await repo.order(tx, q.id, true)) ?? fail('otc_order_not_found');
    if (o.status !== 'appeal') fail('otc_bad_state');
    const now = deps.clock.nowSeconds();
    const who = `operator:${actor.operatorId}`;
    if (q.result === 'release') await settle(tx, o, who, now);
    else await refund(tx, o, who, 'appeal_refund', now);
    await recordAudit(tx, actor, {
      action: `otc.appeal_${q.result}`,
      targetType: 'otc_order',
      targetId: o.id,
      detail: {
        before: { status: 'appeal' },
        after: { status: q.result === 'release' ? 'done' : 'cancelled' },
        note: q.note,
      },
    });
    for (const party of [o.buyer_id, o.seller_id])
      await notify(
        tx,
        party,
        'otc_appeal_result',
        { ...about(o), result: q.result },
        `otc:${o.id}:appeal`,
      );
    return o;
  });
  publishOrder(deps, o);
  return { id: o.id, result: q.result };
}

/** Appeals with both parties, the appellant's evidence and the whole chat, for the operator. */
export async function appealQueue(
  deps: Deps,
  f: { status: 'open' | 'resolved' } & PageQuery,
): Promise<{ rows: AdminOtcAppeal[]; total: number }> {
  const { rows, total } = await repo.appealQueue(deps.db, {
    open: f.status === 'open',
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  const list: AdminOtcAppeal[] = [];
  for (const o of rows) {
    const side = (user: number) => (user === o.buyer_id ? ('buyer' as const) : ('seller' as const));
    list.push({
      id: o.id,
      ad_id: o.ad_id,
      ...tradeOf(o),
      status: o.status,
      cancel_reason: o.cancel_reason,
      buyer: { user_id: o.buyer_id, account: o.buyer_account },
      seller: { user_id: o.seller_id, account: o.seller_account },
      merchant_side: side(o.merchant_id),
      appeal_by: o.appeal_by === null ? null : side(o.appeal_by),
      appeal_reason: o.appeal_reason,
      appeal_evidence: o.appeal_evidence?.replace(/^\/uploads\//, '') ?? null,
      evidence: (await repo.evidence(deps.db, o.id)).map((e) => ({
        id: e.id,
        from: side(e.user_id),
        name: e.file.replace(/^\/uploads\//, ''),
        note: e.note,
        created: e.created_at,
      })),
      created: o.created_at,
      pay_deadline: o.pay_deadline,
      paid_at: o.paid_at,
      finished_at: o.finished_at,
      chat: (await repo.chat(deps.db, o.id)).map((c) => ({
        id: c.id,
        from: side(c.sender_id),
        body: c.body,
        created: c.created_at,
      })),
    });
  }
  return { rows: list, total };
}
