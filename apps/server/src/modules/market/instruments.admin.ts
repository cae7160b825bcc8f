import type { ConsoleInstrumentEdit, PageQuery } from '@tidemark/contracts';
import { pageWindow } from '@tidemark/contracts';
import type { Db, Queryable } from '../../platform/db';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, normal } from '../../platform/money';
import * as repo from './market.repo';
import type { MarketData } from './market.service';

/** The products that trade instruments, in the order an edit applies their switches. */
const PRODUCTS = ['options', 'lever', 'spot'] as const;
export type InstrumentProductName = (typeof PRODUCTS)[number];

/**
 * A product trading instruments (seconds options, contracts, spot), as the operator's instrument
 * edit reaches it: its own pair table, inside the edit's transaction. Each of those modules
 * gives its own to `market.addInstrumentProduct` when it is built.
 */
export interface InstrumentProduct {
  name: InstrumentProductName;
  /** Each listed instrument's switch; an instrument that is no pair of the product is absent. */
  pairsActive(q: Queryable, instrumentIds: number[]): Promise<Map<number, boolean>>;
  /** Switches the pair on or off; false when the instrument is no pair of the product. */
  setPairActive(q: Queryable, instrumentId: number, active: boolean): Promise<boolean>;
  /** What users still hold open on the instrument (positions, orders). */
  openOn(q: Queryable, instrumentId: number): Promise<number>;
}

type Flags = { [P in InstrumentProductName as `${P}_active`]: boolean | null };

const parseLeverages = (v: string) =>
  [...new Set(v.split(',').map((x) => Number(x.trim())))].sort((a, b) => a - b);

/** The console's instruments: terms from this module's table, product switches from each product's. */
export function createInstrumentAdmin(db: Db, market: MarketData) {
  const product = (name: InstrumentProductName) =>
    market.instrumentProducts().find((p) => p.name === name);

  async function withFlags(q: Queryable, rows: repo.InstrumentTermsRow[]) {
    const ids = rows.map((r) => r.id);
    const flags = new Map<InstrumentProductName, Map<number, boolean>>();
    for (const name of PRODUCTS) {
      const p = product(name);
      flags.set(name, p ? await p.pairsActive(q, ids) : new Map());
    }
    return rows.map((r) => {
      const own = Object.fromEntries(
        PRODUCTS.map((name) => [`${name}_active`, flags.get(name)!.get(r.id) ?? null]),
      ) as Flags;
      return { ...r, leverages: r.leverages.join(','), ...own };
    });
  }

  return {
    async instruments(
      q: {
        kind?: string | undefined;
        symbol?: string | undefined;
        sort: 'sort_order' | 'symbol' | 'kind';
      } & PageQuery,
    ) {
      const { rows, total } = await repo.instrumentTerms(db, q, ...pageWindow(q));
      return { rows: await withFlags(db, rows), total };
    },

    /**
     * Trading terms of an instrument: hours, tick and lot, leverages, listing, and which products
     * trade it. Leverages and lot limits apply at once; hours, tick size and listing feed the
     * price feed and the market lists, which read them at start (so a change applies at the next start, docs/domain.md).
     */
    async editInstrument(actor: AuditActor, input: ConsoleInstrumentEdit) {
      const after = await db.tx(async (tx) => {
        const before = (await repo.lockInstrumentTerms(tx, input.id)) ?? fail('not_found');
        const [beforeView] = await withFlags(tx, [before]);
        const next: repo.NewInstrumentTerms = {
          hours: input.hours ?? before.hours,
          tick_size: input.tick_size === undefined ? before.tick_size : normal(input.tick_size),
          lot_size: input.lot_size === undefined ? before.lot_size : normal(input.lot_size),
          min_lots: input.min_lots === undefined ? before.min_lots : normal(input.min_lots),
          max_lots: input.max_lots === undefined ? before.max_lots : normal(input.max_lots),
          leverages:
            input.leverages === undefined ? before.leverages : parseLeverages(input.leverages),
          active: input.active ?? before.active,
        };
        if (cmp(next.min_lots, next.max_lots) > 0)
          fail('validation_failed', [{ field: 'max_lots', code: 'invalid' }]);
        // A delisted instrument gets no prices after the next start: nothing open may depend on it.
        if (before.active && !next.active) {
          let open = 0;
          for (const name of PRODUCTS) open += (await product(name)?.openOn(tx, input.id)) ?? 0;
          if (open > 0) fail('instrument_has_open_orders');
        }
        await repo.updateInstrumentTerms(tx, input.id, next);
        for (const name of PRODUCTS) {
          const wanted = input[`${name}_active`];
          if (wanted === undefined) continue;
          if (!(await product(name)?.setPairActive(tx, input.id, wanted)))
            fail('validation_failed', [{ field: `${name}_active`, code: 'invalid' }]);
        }
        const after = (await repo.lockInstrumentTerms(tx, input.id))!;
        const [afterView] = await withFlags(tx, [after]);
        await recordAudit(tx, actor, {
          action: 'instrument.edit',
          targetType: 'instrument',
          targetId: input.id,
          detail: { before: beforeView, after: afterView },
        });
        return { after, afterView: afterView! };
      });
      market.updateTerms(after.after.id, after.after);
      return after.afterView;
    },
  };
}

export type InstrumentAdmin = ReturnType<typeof createInstrumentAdmin>;
