import type { Queryable } from '../../platform/db';
import type { Amount } from '../../platform/money';
import type { Mark } from './marks';
import type { PositionRow } from './lever.repo';
import type { CloseReason, Ended } from './settlement';

/**
 * What another module does inside the transaction that opens or closes a position (copy
 * trading mirrors a trader's positions here, at the same recorded tick), registered with
 * `lever.onPosition`. What it ends for other users goes in `ended.others`, published after the
 * commit with the owner's events.
 */
export interface PositionHook {
  opened(tx: Queryable, p: PositionRow, tick: Mark, atMs: number, ended: Ended): Promise<void>;
  /** Resolves true when the hook told the position's owner of the close itself (one message, not two). */
  closed(
    tx: Queryable,
    p: PositionRow,
    tick: Mark,
    reason: CloseReason,
    result: Amount,
    atMs: number,
    ended: Ended,
  ): Promise<boolean>;
}

/** The actor of a copy's opening (followed by the trader's position id). */
export const COPY_ACTOR_PREFIX = 'system:copy:';

/**
 * The hooks of one app's contracts service. Each service holds its own, so an app built after
 * another (a test, a restarted node in one process) runs only the hooks its own modules gave.
 */
export class PositionHooks {
  private readonly hooks = new Set<PositionHook>();

  add(hook: PositionHook): void {
    this.hooks.add(hook);
  }

  async opened(
    tx: Queryable,
    p: PositionRow,
    tick: Mark,
    atMs: number,
    ended: Ended,
  ): Promise<void> {
    for (const h of this.hooks) await h.opened(tx, p, tick, atMs, ended);
  }

  /** Runs every hook; true when one of them told the owner of the close. */
  async closed(...args: Parameters<PositionHook['closed']>): Promise<boolean> {
    let told = false;
    for (const h of this.hooks) if (await h.closed(...args)) told = true;
    return told;
  }
}
