import type { ConsoleOptionPeriodRequest } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, normal } from '../../platform/money';
import type { InstrumentProduct } from '../market';
import * as repo from './options.repo';

/** This product's side of the operator's instrument edit (the market module runs it). */
export const optionsInstrumentProduct: InstrumentProduct = {
  name: 'options',
  pairsActive: repo.pairsActive,
  setPairActive: repo.setPairActive,
  openOn: repo.openOrdersOn,
};

/** The console's option periods: payout and stake limits, each change audited. */
export function createOptionsAdmin(db: Db) {
  return {
    periods: () => repo.allPeriods(db),

    /** A period's payout and stake limits; accepted orders carry their own payout rate. */
    async savePeriod(actor: AuditActor, input: ConsoleOptionPeriodRequest) {
      if (cmp(input.min_stake, input.max_stake) > 0)
        fail('validation_failed', [{ field: 'max_stake', code: 'invalid' }]);
      const next: repo.PeriodAdminRow = {
        seconds: input.seconds,
        payout_rate: normal(input.payout_rate),
        min_stake: normal(input.min_stake),
        max_stake: normal(input.max_stake),
        active: input.active,
      };
      await db.tx(async (tx) => {
        const before = await repo.lockPeriod(tx, input.seconds);
        await repo.upsertPeriod(tx, next);
        await recordAudit(tx, actor, {
          action: before ? 'options.period.edit' : 'options.period.create',
          targetType: 'option_period',
          targetId: input.seconds,
          detail: { before, after: next },
        });
      });
      return next;
    },
  };
}

export type OptionsAdmin = ReturnType<typeof createOptionsAdmin>;
