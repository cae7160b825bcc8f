import type { Queryable } from '../../platform/db';
import type { Amount } from '../../platform/money';
import type { Mark } from './marks';
import type { PositionRow } from './lever.repo';
import type { CloseReason, Ended } from './settlement';

/**
 * What another module does inside the transaction that opens or closes a position (copy
 * trading mirrors a trader's positions here, at the same recorded tick). A hook works only
 * through the transaction it is given, so it holds no state of one app and the same hook can
 * serve every app of a process; what it ends for other users goes in `ended.others`, published
 * after the commit with the owner's events.
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

const hooks = new Set<PositionHook>();

export function addPositionHook(hook: PositionHook): void {
  hooks.add(hook);
}

export async function positionOpened(
  tx: Queryable,
  p: PositionRow,
  tick: Mark,
  atMs: number,
  ended: Ended,
): Promise<void> {
  for (const h of hooks) await h.opened(tx, p, tick, atMs, ended);
}

/** Runs every hook; true when one of them told the owner of the close. */
export async function positionClosed(
  ...args: Parameters<PositionHook['closed']>
): Promise<boolean> {
  let told = false;
  for (const h of hooks) if (await h.closed(...args)) told = true;
  return told;
}
