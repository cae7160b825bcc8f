import {
  COPY_FOLLOW_STATUS,
  COPY_FOLLOW_TYPE,
  COPY_NUMBER_DECIMALS,
  COPY_TRADER_STATUS,
  DEFAULT_COIN_IDS,
  LEVER_STATUS,
  SOCKET_EVENTS,
  pageWindow,
  type CopyFollow,
  type CopyFollowRequest,
  type CopyMe,
  type CopyMyCopy,
  type CopyPosition,
  type CopySkip,
  type CopyTraderDetail,
  type CopyTraderRow,
  type PageQuery,
  type Lang,
} from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { cmp, dec, isZero, normal } from '../../platform/money';
import type { Platform } from '../../platform/module';
import { getSetting, getSettings } from '../../platform/settings';
import { lockUser } from '../lever';
import type { Services } from '../../platform/module';
import * as repo from './copytrade.repo';
import { computeStats } from './stats';
import { tradeDemoHistory } from './demo';
import {
  applicationView,
  followView,
  myCopyView,
  positionView,
  skipView,
  traderDetailView,
  traderRowView,
} from './copytrade.view';
import { settleHeldShare } from './mirror';

/** Held shares paid per run of the shares job (the next run takes the rest). */
const SHARES_PER_RUN = 500;

/** How often the demo traders look for their next trade (demo data only). */
const DEMO_TRADING_EVERY_MS = 20_000;

export type CopyDeps = Pick<Platform, 'db' | 'log' | 'realtime' | 'clock' | 'config'> & {
  lever: Services['lever'];
};

export function createCopyService(deps: CopyDeps) {
  const nowMs = () => deps.clock.nowMs();
  const tell = (userId: number, payload: Record<string, unknown>) => {
    try {
      deps.realtime.toUser(userId, SOCKET_EVENTS.message, { kind: 'copytrade', ...payload });
    } catch (err) {
      deps.log.warn({ err, userId }, 'copy trading message failed');
    }
  };

  /** Recomputes one trader's stats from closed positions (the hourly job, and at approval). */
  async function recompute(traderId: number): Promise<void> {
    const at = nowMs();
    const closed = await repo.closedOwn(deps.db, traderId);
    const s = computeStats(closed, at);
    await repo.saveStats(deps.db, {
      trader_id: traderId,
      ...s,
      assets_under_copy: await repo.assetsUnderCopy(deps.db, traderId),
      computed_at_ms: at,
    });
  }

  let demoTimer: NodeJS.Timeout | null = null;

  return {
    recompute,
    /** Pays the shares held in followers' accounts to their traders; returns how many. */
    async settleShares(): Promise<number> {
      let paid = 0;
      for (const share of await repo.pendingShares(deps.db, SHARES_PER_RUN)) {
        const done = await deps.db.tx((tx) => settleHeldShare(tx, share, nowMs()));
        if (done) {
          paid++;
          tell(share.trader_id, { event: 'share_paid' });
          deps.realtime.toUser(share.trader_id, SOCKET_EVENTS.balance, {
            currency_id: DEFAULT_COIN_IDS.USDT,
          });
          deps.realtime.toUser(share.follower_id, SOCKET_EVENTS.balance, {
            currency_id: DEFAULT_COIN_IDS.USDT,
          });
        }
      }
      return paid;
    },
    /** Demo data: the demo traders keep trading through the engine until they have a history. */
    startDemoTrading() {
      if (!deps.config.demoData || demoTimer) return;
      const step = () =>
        void tradeDemoHistory(deps, deps.lever).catch((err: unknown) =>
          deps.log.warn({ err }, 'demo trading failed'),
        );
      demoTimer = setInterval(step, DEMO_TRADING_EVERY_MS);
      demoTimer.unref();
      step();
    },
    stopDemoTrading() {
      if (demoTimer) clearInterval(demoTimer);
      demoTimer = null;
    },
    async recomputeAll(): Promise<number> {
      const ids = await repo.traderIds(deps.db);
      for (const id of ids) await recompute(id);
      return ids.length;
    },

    /** Recomputes only the traders with a close their stats do not show yet; returns how many. */
    async recomputeStale(): Promise<number> {
      const ids = await repo.staleTraderIds(deps.db);
      for (const id of ids) await recompute(id);
      return ids.length;
    },

    // ---------------------------------------------------------- traders

    async apply(
      userId: number,
      a: { nickname: string; introduction: string; experience: string },
    ): Promise<CopyMe> {
      await deps.db.tx(async (tx) => {
        const t = await repo.trader(tx, userId, true);
        if (
          t &&
          (t.status === COPY_TRADER_STATUS.applied || t.status === COPY_TRADER_STATUS.active)
        )
          fail('copy_already_applied');
        if ((await repo.activeFollowCount(tx, userId)) > 0) fail('copy_stop_following_first');
        await repo.upsertApplication(tx, { userId, ...a, atMs: nowMs() });
      });
      return this.me(userId);
    },

    async me(userId: number): Promise<CopyMe> {
      const t = await repo.trader(deps.db, userId);
      return {
        status: t?.status ?? null,
        nickname: t?.nickname ?? null,
        reject_reason: t?.reject_reason ?? null,
        paused: t?.paused ?? false,
        followers_max: t?.followers_max ?? null,
        follow_num: t ? await repo.followerCount(deps.db, userId) : 0,
        shares_earned: await repo.sharesEarned(deps.db, userId),
        following: await repo.activeFollowCount(deps.db, userId),
      };
    },

    async settings(userId: number, s: { paused: boolean; followers_max?: number | undefined }) {
      await deps.db.tx(async (tx) => {
        const t = await repo.trader(tx, userId, true);
        if (!t || t.status !== COPY_TRADER_STATUS.active) return fail('copy_not_a_trader_yourself');
        await repo.setTraderSettings(
          tx,
          userId,
          s.paused,
          s.followers_max ? s.followers_max : null,
        );
      });
      return this.me(userId);
    },

    /** Stops being a trader: every follow ends; open copies stay with their followers as their own. */
    async stop(userId: number): Promise<CopyMe> {
      const followers = await deps.db.tx(async (tx) => {
        // Under the trader's contract lock: no position of theirs opens or closes meanwhile.
        await lockUser(tx, userId);
        const t = await repo.trader(tx, userId, true);
        if (!t || t.status !== COPY_TRADER_STATUS.active) return fail('copy_not_a_trader_yourself');
        return repo.stopTrader(tx, userId, nowMs());
      });
      for (const f of followers) tell(f, { event: 'trader_stopped', trader_user_id: userId });
      return this.me(userId);
    },

    async applications(q: PageQuery & { status: number }) {
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.applications(deps.db, q.status, limit, offset);
      return {
        total,
        rows: rows.map(applicationView),
      };
    },

    /** Operator: approves or rejects (with a reason) a pending application; audited in the same transaction. */
    async decide(
      operator: { operatorId: number; ip: string },
      d: { user_id: number; approve: boolean; reason?: string | undefined },
    ) {
      const reason = d.reason?.trim() || null;
      if (!d.approve && !reason) fail('copy_reason_required');
      await deps.db.tx(async (tx) => {
        const t = await repo.trader(tx, d.user_id, true);
        if (!t || t.status !== COPY_TRADER_STATUS.applied)
          return fail('copy_application_not_found');
        const status = d.approve ? COPY_TRADER_STATUS.active : COPY_TRADER_STATUS.rejected;
        await repo.decide(tx, d.user_id, {
          status,
          reason: d.approve ? null : reason,
          atMs: nowMs(),
          operatorId: operator.operatorId,
        });
        await recordAudit(tx, operator, {
          action: d.approve ? 'copytrade.approve' : 'copytrade.reject',
          targetType: 'user',
          targetId: d.user_id,
          detail: { before: { status: t.status }, after: { status }, reason },
        });
      });
      // The decision is committed: stats are a convenience the hourly job also computes, so a
      // failure here is logged rather than answered as if the approval had not happened.
      if (d.approve)
        await recompute(d.user_id).catch((err: unknown) =>
          deps.log.warn({ err, userId: d.user_id }, 'trader stats after approval failed'),
        );
      tell(d.user_id, { event: d.approve ? 'trader_approved' : 'trader_rejected', reason });
      return { ok: true as const };
    },

    // ---------------------------------------------------------- followers

    async agreement(userId: number) {
      const version = await getSetting(deps.db, 'copy_agreement_version');
      return { version, accepted: await repo.agreementAccepted(deps.db, userId, version) };
    },

    async acceptAgreement(userId: number, version: number) {
      const current = await getSetting(deps.db, 'copy_agreement_version');
      if (version !== current) fail('copy_agreement_outdated');
      await repo.acceptAgreement(deps.db, userId, version, nowMs());
      return { version, accepted: true };
    },

    /** POST /follow/follow: starts (or changes) one's follow of a trader; copies start with the trader's next position. */
    async follow(userId: number, input: CopyFollowRequest): Promise<CopyFollow> {
      const traderId = input.trader_user_id;
      if (traderId === userId) fail('copy_cannot_follow_self');
      const number = normal(input.number);
      if (dec(number).decimalPlaces() > COPY_NUMBER_DECIMALS) fail('copy_number_invalid');
      const s = await getSettings(deps.db, [
        'copy_follows_max',
        'copy_multiple_max',
        'copy_agreement_version',
      ]);
      if (input.type === COPY_FOLLOW_TYPE.multiple && cmp(number, s.copy_multiple_max) > 0)
        fail('copy_number_invalid');
      if (input.type === COPY_FOLLOW_TYPE.lots && cmp(number, await maxLotsAnywhere()) > 0)
        fail('copy_number_invalid');
      const maxMargin =
        input.max_margin === undefined || input.max_margin === '' || isZero(input.max_margin)
          ? null
          : normal(input.max_margin);
      if (!(await repo.agreementAccepted(deps.db, userId, s.copy_agreement_version)))
        fail('copy_agreement_required');
      await deps.db.tx(async (tx) => {
        // The trader's row locked: the follower cap and pause are decided against one state.
        const t = await repo.trader(tx, traderId, true);
        if (!t || t.status !== COPY_TRADER_STATUS.active) return fail('copy_not_trader');
        const own = await repo.trader(tx, userId);
        if (own && own.status === COPY_TRADER_STATUS.active) fail('copy_trader_cannot_follow');
        const existing = await repo.follow(tx, userId, traderId);
        const isNew = !existing || existing.status !== COPY_FOLLOW_STATUS.active;
        if (isNew) {
          if (t.paused) fail('copy_trader_paused');
          if (
            t.followers_max !== null &&
            (await repo.followerCount(tx, traderId)) >= t.followers_max
          )
            fail('copy_trader_full');
          if ((await repo.activeFollowCount(tx, userId)) >= s.copy_follows_max)
            fail('copy_follows_max');
        }
        await repo.upsertFollow(tx, {
          userId,
          traderId,
          type: input.type,
          number,
          maxMargin,
          atMs: nowMs(),
        });
      });
      const mine = (await repo.myFollows(deps.db, userId)).find((f) => f.trader_id === traderId);
      return followView(mine!);
    },

    /** POST /follow/cancel: no new copies; open copies stay until closed with the trader, by hand, or detached. */
    async cancel(userId: number, traderId: number) {
      const done = await repo.cancelFollow(deps.db, userId, traderId, nowMs());
      if (!done) fail('copy_follow_not_found');
      return { ok: true as const };
    },

    /** POST /follow/selfHolding: the copy no longer closes with the trader and pays no share; the follower manages it. */
    async selfHolding(userId: number, positionId: number) {
      await deps.db.tx(async (tx) => {
        const owner = await repo.positionOwner(tx, positionId);
        const link = await repo.link(tx, positionId);
        if (!owner || owner.user_id !== userId || !link || link.detached_at_ms !== null)
          fail('copy_position_not_found');
        // Under the follower's lever lock, so it cannot race the trader's close of the copy.
        await lockUser(tx, userId);
        const again = await repo.positionOwner(tx, positionId);
        if (again?.status !== LEVER_STATUS.open) fail('copy_position_not_found');
        await repo.detach(tx, positionId, nowMs());
      });
      return { ok: true as const };
    },

    async myFollows(userId: number): Promise<CopyFollow[]> {
      return (await repo.myFollows(deps.db, userId)).map(followView);
    },

    async myCopies(
      userId: number,
      q: PageQuery & { status: number },
    ): Promise<{ rows: CopyMyCopy[]; total: number }> {
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.myCopies(
        deps.db,
        userId,
        q.status === LEVER_STATUS.open,
        limit,
        offset,
      );
      return {
        total,
        rows: rows.map(myCopyView),
      };
    },

    async skips(userId: number, q: PageQuery): Promise<{ rows: CopySkip[]; total: number }> {
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.skips(deps.db, userId, limit, offset);
      return {
        total,
        rows: rows.map(skipView),
      };
    },

    // ---------------------------------------------------------- public views

    async index(
      viewer: number,
      q: PageQuery & { sort: string; open_only?: boolean | undefined },
    ): Promise<{ rows: CopyTraderRow[]; total: number }> {
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.index(deps.db, viewer, {
        sort: q.sort,
        openOnly: q.open_only ?? false,
        limit,
        offset,
      });
      return {
        total,
        rows: rows.map(traderRowView),
      };
    },

    async traderDetail(viewer: number, traderId: number, lang: Lang): Promise<CopyTraderDetail> {
      const t = await repo.trader(deps.db, traderId);
      if (!t || (t.status !== COPY_TRADER_STATUS.active && t.status !== COPY_TRADER_STATUS.stopped))
        return fail('copy_not_trader');
      const st = await repo.stats(deps.db, traderId);
      const mine = (await repo.myFollows(deps.db, viewer)).find((f) => f.trader_id === traderId);
      const last = await repo.lastClosed(deps.db, traderId);
      const s = await getSettings(deps.db, [
        'copy_follows_max',
        'copy_multiple_max',
        'copy_profit_share_rate',
        'lever_fee_rate',
      ]);
      return traderDetailView(
        t,
        {
          stats: st,
          mine,
          last,
          followNum: await repo.followerCount(deps.db, traderId),
          positionCount: await repo.openCount(deps.db, traderId),
          settings: s,
        },
        lang,
      );
    },

    async history(
      traderId: number,
      q: PageQuery,
    ): Promise<{ rows: CopyPosition[]; total: number }> {
      await activeTraderOrStopped(traderId);
      const [limit, offset] = pageWindow(q);
      const { rows, total } = await repo.history(deps.db, traderId, limit, offset);
      return { rows: rows.map(positionView), total };
    },
  };

  async function activeTraderOrStopped(traderId: number) {
    const t = await repo.trader(deps.db, traderId);
    if (!t || (t.status !== COPY_TRADER_STATUS.active && t.status !== COPY_TRADER_STATUS.stopped))
      return fail('copy_not_trader');
  }

  /** The largest lots any contract accepts: fixed lots above it can never be copied. */
  async function maxLotsAnywhere(): Promise<string> {
    const all = deps.lever.deps.market.instruments().map((i) => i.max_lots);
    return all.reduce((a, b) => (cmp(a, b) >= 0 ? a : b), '0');
  }
}

export type CopyService = ReturnType<typeof createCopyService>;
