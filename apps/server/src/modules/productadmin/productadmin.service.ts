import type {
  ConsoleInstrumentEdit,
  ConsoleOptionPeriodRequest,
  ConsoleSetting,
  ConsoleSettingUpdate,
  ConsoleSpotPairEdit,
  PageQuery,
} from '@tidemark/contracts';
import { pageWindow } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, normal } from '../../platform/money';
import { SETTINGS, isSettingKey } from '../../platform/settings';
import * as repo from './productadmin.repo';

interface Deps {
  db: Db;
  clock: Clock;
  /** Applies changed terms to the nodes' in-memory copies (market instruments, spot pairs). */
  onInstrumentTerms: (
    id: number,
    t: { leverages: number[]; lot_size: string; min_lots: string; max_lots: string },
  ) => void;
  onSpotPairTerms: (
    id: number,
    t: Pick<repo.SpotPairAdminRow, 'min_qty' | 'max_qty' | 'min_notional' | 'maker_level_qty'>,
  ) => void;
}

const GROUP_BY_PREFIX: Array<[string, ConsoleSetting['group']]> = [
  ['spot_', 'spot'],
  ['exchange_', 'spot'],
  ['lever_', 'contracts'],
  ['copy_', 'contracts'],
  ['invite_', 'community'],
  ['otc_', 'otc'],
  ['loan_', 'loans'],
  ['nft_', 'nft'],
];
const groupOf = (key: string): ConsoleSetting['group'] =>
  GROUP_BY_PREFIX.find(([p]) => key.startsWith(p))?.[1] ?? 'site';

const instrumentView = (r: repo.InstrumentAdminRow) => ({ ...r, leverages: r.leverages.join(',') });

const parseLeverages = (v: string) =>
  [...new Set(v.split(',').map((x) => Number(x.trim())))].sort((a, b) => a - b);

export function createProductAdmin(deps: Deps) {
  const { db } = deps;
  const today = () => new Date(deps.clock.nowMs()).toISOString().slice(0, 10);

  return {
    async settings(group: ConsoleSetting['group'] | undefined): Promise<ConsoleSetting[]> {
      const stored = await repo.storedSettings(db);
      return Object.entries(SETTINGS)
        .map(([key, def]) => ({
          key,
          value: stored.get(key) ?? def.default,
          default: def.default,
          public: def.public,
          group: groupOf(key),
        }))
        .filter((s) => !group || s.group === group);
    },

    /** Stores a setting after reading it with the registry's own schema: what is saved is what the code can read. */
    async updateSetting(actor: AuditActor, input: ConsoleSettingUpdate): Promise<ConsoleSetting> {
      if (!isSettingKey(input.key)) return fail('setting_not_found');
      const def = SETTINGS[input.key];
      if (!def.schema.safeParse(input.value).success)
        fail('validation_failed', [{ field: 'value', code: 'invalid' }]);
      await db.tx(async (tx) => {
        const before = (await repo.lockSetting(tx, input.key)) ?? def.default;
        await repo.upsertSetting(tx, input.key, input.value, def.public);
        await recordAudit(tx, actor, {
          action: 'settings.update',
          targetType: 'setting',
          targetId: input.key,
          detail: { before, after: input.value },
        });
      });
      return {
        key: input.key,
        value: input.value,
        default: def.default,
        public: def.public,
        group: groupOf(input.key),
      };
    },

    async instruments(
      q: {
        kind?: string | undefined;
        symbol?: string | undefined;
        sort: 'sort_order' | 'symbol' | 'kind';
      } & PageQuery,
    ) {
      const { rows, total } = await repo.instruments(db, q, ...pageWindow(q));
      return { rows: rows.map(instrumentView), total };
    },

    /**
     * Trading terms of an instrument: hours, tick and lot, leverages, listing, and which products
     * trade it. Leverages and lot limits apply at once; hours, tick size and listing feed the
     * price feed and the market lists, which read them at start (so a change applies at the next start, docs/domain.md).
     */
    async editInstrument(actor: AuditActor, input: ConsoleInstrumentEdit) {
      const after = await db.tx(async (tx) => {
        const before = (await repo.lockInstrument(tx, input.id)) ?? fail('not_found');
        const next: repo.InstrumentTerms = {
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
        if (before.active && !next.active && (await repo.openOnInstrument(tx, input.id)) > 0)
          fail('instrument_has_open_orders');
        await repo.updateInstrument(tx, input.id, next);
        for (const product of ['options', 'lever', 'spot'] as const) {
          const wanted = input[`${product}_active`];
          if (wanted === undefined) continue;
          if (!(await repo.setPairActive(tx, product, input.id, wanted)))
            fail('validation_failed', [{ field: `${product}_active`, code: 'invalid' }]);
        }
        const after = (await repo.lockInstrument(tx, input.id))!;
        await recordAudit(tx, actor, {
          action: 'instrument.edit',
          targetType: 'instrument',
          targetId: input.id,
          detail: { before: instrumentView(before), after: instrumentView(after) },
        });
        return after;
      });
      deps.onInstrumentTerms(after.id, after);
      return instrumentView(after);
    },

    optionPeriods: () => repo.optionPeriods(db),

    /** A period's payout and stake limits; accepted orders carry their own payout rate. */
    async saveOptionPeriod(actor: AuditActor, input: ConsoleOptionPeriodRequest) {
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
        const before = await repo.lockOptionPeriod(tx, input.seconds);
        await repo.upsertOptionPeriod(tx, next);
        await recordAudit(tx, actor, {
          action: before ? 'options.period.edit' : 'options.period.create',
          targetType: 'option_period',
          targetId: input.seconds,
          detail: { before, after: next },
        });
      });
      return next;
    },

    spotPairs: () => repo.spotPairs(db),

    async editSpotPair(actor: AuditActor, input: ConsoleSpotPairEdit) {
      const after = await db.tx(async (tx) => {
        const before = (await repo.lockSpotPair(tx, input.instrument_id)) ?? fail('not_found');
        const next = {
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
        await repo.updateSpotPair(tx, input.instrument_id, next);
        const after = { ...before, ...next };
        await recordAudit(tx, actor, {
          action: 'spot.pair.edit',
          targetType: 'spot_pair',
          targetId: input.instrument_id,
          detail: { before, after },
        });
        return after;
      });
      deps.onSpotPairTerms(after.instrument_id, after);
      return after;
    },

    earnProducts: (status: string, page: PageQuery) =>
      repo.earnProducts(db, today(), status, ...pageWindow(page)),
    dualProducts: (status: string, page: PageQuery) =>
      repo.dualProducts(db, status, ...pageWindow(page)),
    launchpadProjects: (status: string, page: PageQuery) =>
      repo.launchpadProjects(db, status, ...pageWindow(page)),
  };
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;
