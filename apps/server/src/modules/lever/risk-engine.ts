import { LEVER_STATUS, SOCKET_EVENTS } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { SerialBatches } from '../../platform/coalesce';
import type { Tx } from '../../platform/db';
import { isOpen, type InstrumentRow, type Tick } from '../market';
import { leverSettings } from './lever.settings';
import { entryReached, mustLiquidate, stopReached, stopTriggered } from './formulas';
import { usable, type Mark } from './marks';
import * as repo from './lever.repo';
import type { Deps } from './lever.service';
import { publish } from './lever.events';
import { leverTradeEvent } from './lever.view';
import {
  accountState,
  closePosition,
  liquidate,
  lockUser,
  MARGIN_CURRENCY,
  noneEnded,
  openPosition,
  valuation,
  type AccountState,
  type Ended,
  type MarkOf,
} from './settlement';

/**
 * Users evaluated per database read, and reads per evaluation: an evaluation is bounded however
 * many trade. When there are more accounts than that, the next evaluation starts where this one
 * stopped (round robin), so every account is reached.
 */
export const RISK_LIMITS = { usersPerPage: 200, pagesMax: 50 };
/** Ticks waiting for the engine: beyond this the oldest are dropped (and it is logged). */
const PENDING_TICKS_MAX = 100_000;
const ACTOR = 'system:lever-risk';

/**
 * The risk engine: after each flush of the market data has committed its ticks to the tick log,
 * it walks those ticks in order and, at each one, for every account with a position in that
 * instrument: opens limit entries the tick reached, closes positions whose TP or SL it crossed,
 * and liquidates the account when its risk rate is at or below the threshold. Every action is
 * one transaction that re-decides under lock from the same recorded tick and stores it; a tick
 * of a closed market, or a mark older than the staleness limit, settles nothing.
 */
export class RiskEngine {
  /** Ticks recorded but not yet walked; one walk takes all of them (evaluations never queue up). */
  private readonly ticks = new SerialBatches<Tick>({
    walk: (batch) => this.evaluate(batch),
    onError: (err) => this.deps.log.error({ err }, 'lever risk evaluation failed'),
    max: PENDING_TICKS_MAX,
    onDrop: (dropped) =>
      this.deps.log.warn(
        { dropped },
        'lever risk: evaluation far behind the feed; oldest ticks dropped',
      ),
  });
  /** The user id after which the next evaluation starts. */
  private cursor = 0;
  /** The marks as far as the walk has gone (the commands' marks may already be ahead). */
  private walked = new Map<number, Mark>();
  limits = { ...RISK_LIMITS };

  constructor(private readonly deps: Deps) {}

  init(): void {
    this.walked = this.deps.marks.snapshot();
  }

  /** From the market data, once `ticks` are in the tick log. */
  onRecorded(ticks: Tick[]): void {
    const known = ticks.filter((t) => this.deps.market.instrument(t.symbol));
    for (const t of known)
      this.deps.marks.set(this.deps.market.instrument(t.symbol)!.id, { price: t.price, ts: t.ts });
    this.ticks.push(known);
  }

  /** Resolves when every tick recorded so far has been evaluated. */
  idle(): Promise<void> {
    return this.ticks.idle();
  }

  stop(): Promise<void> {
    return this.ticks.stop();
  }

  private async evaluate(ticks: Tick[]): Promise<void> {
    const start = new Map(this.walked);
    const touched = [...new Set(ticks.map((t) => this.deps.market.instrument(t.symbol)!.id))];
    const threshold = (await leverSettings(this.deps.db)).liquidationRate;
    const { usersPerPage, pagesMax } = this.limits;
    // From the cursor to the last user, then from the first user up to the cursor.
    const from = this.cursor;
    let after = from;
    let upTo: number | null = null;
    let pages = 0;
    for (;;) {
      if (pages === pagesMax || this.ticks.stopped) {
        this.cursor = after;
        this.deps.log.warn(
          { after },
          'lever risk: more accounts than one evaluation reaches; the next starts here',
        );
        break;
      }
      const users = await repo.usersActiveIn(this.deps.db, touched, after, usersPerPage, upTo);
      pages++;
      if (users.length) await this.evaluateUsers(users, ticks, new Map(start), threshold);
      if (users.length === usersPerPage) {
        after = users[users.length - 1]!;
        continue;
      }
      if (upTo === null && from > 0) {
        after = 0;
        upTo = from;
        continue;
      }
      this.cursor = 0;
      break;
    }
    for (const t of ticks)
      this.walked.set(this.deps.market.instrument(t.symbol)!.id, { price: t.price, ts: t.ts });
  }

  private async evaluateUsers(
    users: number[],
    ticks: Tick[],
    local: Map<number, Mark>,
    threshold: string,
  ): Promise<void> {
    const positions = await repo.activePositionsOfUsers(this.deps.db, users);
    const balances = await repo.balances(this.deps.db, users, MARGIN_CURRENCY);
    const states = new Map<number, AccountState>(
      users.map((u) => [
        u,
        {
          positions: positions.filter((p) => p.user_id === u),
          balance: balances.get(u) ?? { available: '0', frozen: '0' },
        },
      ]),
    );
    const acted = new Set<number>();
    for (const t of ticks) {
      const i = this.deps.market.instrument(t.symbol)!;
      const mark = { price: t.price, ts: t.ts };
      local.set(i.id, mark);
      if (!isOpen(i.hours, t.ts)) continue;
      for (const [userId, state] of states) {
        if (!state.positions.some((p) => p.instrument_id === i.id)) continue;
        const after = await this.evaluateAccount(
          userId,
          state,
          i,
          mark,
          this.markOf(local, t.ts),
          threshold,
        ).catch((err: unknown) => {
          this.deps.log.error(
            { err, userId, symbol: t.symbol },
            'lever risk action failed; retried on the next tick',
          );
          return null;
        });
        if (after) {
          states.set(userId, after);
          acted.add(userId);
        }
      }
    }
    // Accounts nothing happened to still get their live values (PnL, risk rate) at the new marks.
    const markOf = this.markOf(local, Number.MAX_SAFE_INTEGER);
    for (const [userId, state] of states)
      if (!acted.has(userId))
        this.deps.realtime.toUser(userId, SOCKET_EVENTS.leverTrade, leverTradeEvent(state, markOf));
  }

  /** Marks at a moment of the walk: usable when the market is open and the mark fresh then. */
  private markOf(local: Map<number, Mark>, atMs: number): MarkOf {
    return (instrumentId) => {
      const mark = local.get(instrumentId);
      const i = this.deps.market.instruments().find((x) => x.id === instrumentId);
      return { mark, usable: Boolean(i) && usable(i!, mark, atMs).ok };
    };
  }

  /** Triggers, then liquidation, of one account at one tick; returns its new state if anything happened. */
  private async evaluateAccount(
    userId: number,
    start: AccountState,
    i: InstrumentRow,
    mark: Mark,
    markOf: MarkOf,
    threshold: string,
  ): Promise<AccountState | null> {
    let state = start;
    let acted = false;
    // Each pass acts on one position; a filled entry may meet its stop on the same tick.
    for (let pass = 0; pass <= 2 * start.positions.length; pass++) {
      const p = state.positions.find(
        (x) =>
          x.instrument_id === i.id &&
          (x.status === LEVER_STATUS.entrusted
            ? x.stop_state === 'waiting'
              ? stopTriggered(x, mark.price)
              : entryReached(x.side, x.open_price, mark.price)
            : stopReached(x, mark.price) !== null),
      );
      if (!p) break;
      await this.act(userId, async (tx, ended) => {
        const locked = must(await repo.lockPosition(tx, p.id), `lever position ${p.id}`);
        // A stop-limit entry whose stop the tick reached becomes a limit entry, with that tick
        // stored; the same tick may then open it.
        if (
          locked.status === LEVER_STATUS.entrusted &&
          locked.stop_state === 'waiting' &&
          stopTriggered(locked, mark.price)
        ) {
          await repo.markTriggered(tx, locked.id, mark);
          locked.stop_state = 'triggered';
        }
        if (
          locked.status === LEVER_STATUS.entrusted &&
          locked.stop_state !== 'waiting' &&
          entryReached(locked.side, locked.open_price, mark.price)
        )
          await openPosition(tx, this.deps.hooks, locked, mark, mark.ts, ACTOR, ended);
        const reason = locked.status === LEVER_STATUS.open ? stopReached(locked, mark.price) : null;
        if (reason)
          await closePosition(tx, this.deps.hooks, locked, mark, reason, mark.ts, ACTOR, ended);
      });
      state = await accountState(this.deps.db, userId);
      acted = true;
    }
    const { equity, marginTotal } = valuation(state, markOf);
    if (mustLiquidate(equity, marginTotal, threshold)) {
      await this.act(userId, (tx, ended) =>
        liquidate(tx, this.deps.hooks, userId, markOf, threshold, mark.ts, ACTOR, ended).then(
          () => undefined,
        ),
      );
      state = await accountState(this.deps.db, userId);
      acted = true;
    }
    return acted ? state : null;
  }

  private async act(userId: number, fn: (tx: Tx, ended: Ended) => Promise<void>): Promise<void> {
    const ended = noneEnded();
    await this.deps.db.tx(async (tx) => {
      await lockUser(tx, userId);
      await fn(tx, ended);
    });
    await publish(this.deps, userId, ended);
  }
}
