import type { MESSAGE_KINDS } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import * as repo from './messages.repo';

export type NotifyKind = keyof typeof MESSAGE_KINDS;
/** Parameters of a message; `currency_id` is turned into the currency's code as `currency`. */
export type NotifyParams = Record<string, string | number | null | undefined>;

/** NUMERIC columns come back with 18 places; a message shows the significant ones. */
const trimDecimal = (v: string) =>
  /^-?\d+\.\d+$/.test(v) ? v.replace(/0+$/, '').replace(/\.$/, '') : v;

/**
 * Writes one inbox message inside the caller's transaction, so it exists exactly when the event
 * does (a rolled-back event leaves no message). `eventKey` makes a re-run write nothing twice.
 * The live push happens after commit (see `push.ts`): nothing is published from here.
 */
export async function notify(
  tx: Queryable,
  userId: number,
  kind: NotifyKind,
  params: NotifyParams,
  eventKey: string,
): Promise<void> {
  const stored: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (name === 'currency_id') stored.currency = await repo.currencyCode(tx, Number(value));
    else stored[name] = trimDecimal(String(value));
  }
  await repo.insertMessage(tx, { userId, kind, params: stored, eventKey });
}
