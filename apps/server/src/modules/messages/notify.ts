import type { MESSAGE_KINDS } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import * as repo from './messages.repo';

export type NotifyKind = keyof typeof MESSAGE_KINDS;
/**
 * Parameters of a message; `currency_id` is turned into the currency's code as `currency`, and
 * any `<x>_currency_id` into `<x>_currency`.
 */
export type NotifyParams = Record<string, string | number | null | undefined>;

/** NUMERIC columns come back with 18 places; a message shows the significant ones. */
const trimDecimal = (v: string) =>
  /^-?\d+\.\d+$/.test(v) ? v.replace(/0+$/, '').replace(/\.$/, '') : v;

async function stored(tx: Queryable, params: NotifyParams): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (name === 'currency_id' || name.endsWith('_currency_id'))
      out[name.slice(0, -3)] = await repo.currencyCode(tx, Number(value));
    else out[name] = trimDecimal(String(value));
  }
  return out;
}

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
  await repo.insertMessage(tx, { userId, kind, params: await stored(tx, params), eventKey });
}

/** `notify` for many events in one statement (a settlement batch), inside the caller's transaction. */
export async function notifyMany(
  tx: Queryable,
  events: Array<{ userId: number; kind: NotifyKind; params: NotifyParams; eventKey: string }>,
): Promise<void> {
  const rows = [];
  for (const e of events)
    rows.push({
      userId: e.userId,
      kind: e.kind,
      params: await stored(tx, e.params),
      eventKey: e.eventKey,
    });
  await repo.insertMessages(tx, rows);
}

/**
 * One message summing many events (e.g. a day's income of all a user's orders) instead of one
 * each: the first event writes it, each later one adds its `sumParam` to it. Only for events
 * the caller has claimed in the same transaction, so a re-run adds nothing.
 */
export async function notifySum(
  tx: Queryable,
  userId: number,
  kind: NotifyKind,
  params: NotifyParams,
  sumParam: string,
  eventKey: string,
): Promise<void> {
  await repo.addToMessage(
    tx,
    { userId, kind, params: await stored(tx, params), eventKey },
    sumParam,
  );
}
