/** An operator's review of listings waiting to go on sale. */
import type { NftItem } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import * as repo from './nft.repo';
import { itemView } from './nft.view';
import { after, message, publish, rates, type Deps, type Page } from './nft.shared';

export async function reviews(deps: Deps, page: Page) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.pendingReviews(deps.db, page);
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

export async function review(
  deps: Deps,
  actor: AuditActor,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<NftItem> {
  const a = after();
  const ownerAndCode = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItemById(tx, id)) ?? fail('nft_not_found');
    if (i.listing !== 'pending') fail('nft_review_not_pending');
    const nowS = deps.clock.nowSeconds();
    const next = decision.approve ? 'active' : 'rejected';
    await repo.setListing(tx, i.id, next, decision.approve ? '' : decision.reason);
    await recordAudit(tx, actor, {
      action: decision.approve ? 'nft.approve' : 'nft.reject',
      targetType: 'nft_item',
      targetId: i.id,
      detail: {
        code: i.code,
        round: i.round,
        before: 'pending',
        after: next,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    await message(tx, a, {
      userId: i.owner_id,
      kind: decision.approve ? 'approved' : 'rejected',
      itemId: i.id,
      nowS,
    });
    return i.code;
  });
  publish(deps, a);
  const i = must(await repo.item(deps.db, { code: ownerAndCode }), 'reviewed item');
  return itemView(i, deps.clock.nowSeconds(), await rates(deps.db));
}
