import { SOCKET_EVENTS } from '@tidemark/contracts';
import type { Deps } from './lever.service';
import { markOfFrom, leverTradeEvent } from './lever.view';
import { accountState, MARGIN_CURRENCY, type Ended } from './settlement';

/**
 * After a commit: what ended (`lever_closed`), the account (`lever_trade`) and a balance nudge,
 * to the owner's sockets only. Failures are logged: the change is committed either way.
 */
export async function publish(
  deps: Pick<Deps, 'db' | 'log' | 'realtime' | 'marks'>,
  userId: number,
  ended: Ended,
): Promise<void> {
  try {
    // No socket of the user anywhere: the account's state (two reads) would reach no one.
    if (deps.realtime.reaches(userId)) {
      const ids = [...ended.closed, ...ended.cancelled];
      if (ids.length) deps.realtime.toUser(userId, SOCKET_EVENTS.leverClosed, { id: ids });
      deps.realtime.toUser(
        userId,
        SOCKET_EVENTS.leverTrade,
        leverTradeEvent(await accountState(deps.db, userId), markOfFrom(deps.marks)),
      );
      deps.realtime.toUser(userId, SOCKET_EVENTS.balance, { currency_id: MARGIN_CURRENCY });
      for (const notice of ended.notices)
        deps.realtime.toUser(userId, SOCKET_EVENTS.message, notice);
    }
  } catch (err) {
    deps.log.warn({ err, userId }, 'lever events failed');
  }
  for (const [other, theirs] of ended.others) await publish(deps, other, theirs);
}
