import type { ConsoleSpotPairEdit } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, normal } from '../../platform/money';
import type { InstrumentProduct } from '../market';
import * as repo from './spot.repo';
import type { SpotService } from './spot.service';

/** This product's side of the operator's instrument edit (the market module runs it). */
export const spotInstrumentProduct: InstrumentProduct = {
  name: 'spot',
  pairsActive: repo.pairsActive,
  setPairActive: repo.setPairActive,
  openOn: repo.openUserOrdersOn,
};

/** The console's spot pairs: order limits and the market maker's level size, audited. */
export function createSpotAdmin(db: Db, spot: SpotService) {
  return {
    pairs: () => repo.allPairs(db),

    /** Applies to the running engine at once, after the change commits. */
    async editPair(actor: AuditActor, input: ConsoleSpotPairEdit) {
      const after = await db.tx(async (tx) => {
        const before = (await repo.lockPairTerms(tx, input.instrument_id)) ?? fail('not_found');
        const next: repo.PairTerms = {
          min_qty: input.min_qty === undefined ? before.min_qty : normal(input.min_qty),
          max_qty: input.max_qty === undefined ? before.max_qty : normal(input.max_qty),
          min_notional:
            input.min_notional === undefined ? before.min_notional : normal(input.min_notional),
          maker_level_qty:
            input.maker_level_qty === undefined
              ? before.maker_level_qty
              : normal(input.maker_level_qty),
        };
        if (cmp(next.min_qty, next.max_qty) > 0)
          fail('validation_failed', [{ field: 'max_qty', code: 'invalid' }]);
        await repo.updatePairTerms(tx, input.instrument_id, next);
        const after = { ...before, ...next };
        await recordAudit(tx, actor, {
          action: 'spot.pair.edit',
          targetType: 'spot_pair',
          targetId: input.instrument_id,
          detail: { before, after },
        });
        return after;
      });
      spot.updatePairTerms(after.instrument_id, after);
      return after;
    },
  };
}

export type SpotAdmin = ReturnType<typeof createSpotAdmin>;
