import type { MESSAGE_KINDS } from '@tidemark/contracts';
import type { Queryable } from './db';

/*
 * The inbox's write side. Any business event (a fill, a settlement, a KYC decision, a deposit)
 * writes its user's message inside the transaction of the event, exactly like `recordAudit`
 * writes the audit row: a plain insert that holds no state of any module. It lives in the
 * platform, not in the messages module, so that a module with an event to tell does not depend
 * on the messages module at all: the module graph (`orderModules`) then names only the services
 * a module really calls, and the messages module (reading, marking read, pushing the unread
 * count after commit, purging) stays a leaf that nobody needs for writing.
 */

export type NotifyKind = keyof typeof MESSAGE_KINDS;
/**
 * Parameters of a message; `currency_id` is turned into the currency's code as `currency`, and
 * any `<x>_currency_id` into `<x>_currency`.
 */
export type NotifyParams = Record<string, string | number | null | undefined>;

async function insertMessage(
  q: Queryable,
  m: { userId: number; kind: string; params: Record<string, string>; eventKey: string | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO messages (user_id, kind, params, event_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, event_key) DO NOTHING`,
    [m.userId, m.kind, JSON.stringify(m.params), m.eventKey],
  );
  return (rowCount ?? 0) > 0;
}

/** Many messages in one statement; an event already written is left as it is. */
async function insertMessages(
  q: Queryable,
  ms: Array<{ userId: number; kind: string; params: Record<string, string>; eventKey: string }>,
): Promise<void> {
  if (!ms.length) return;
  await q.query(
    `INSERT INTO messages (user_id, kind, params, event_key)
     SELECT u, k, p::jsonb, e FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS v(u, k, p, e)
     ON CONFLICT (user_id, event_key) DO NOTHING`,
    [
      ms.map((m) => m.userId),
      ms.map((m) => m.kind),
      ms.map((m) => JSON.stringify(m.params)),
      ms.map((m) => m.eventKey),
    ],
  );
}

/**
 * Writes a message or, when the event's message exists, adds `amount` to its `sumParam` (the
 * caller's claim of each part makes a re-run add nothing). The sum shows unread again.
 */
async function addToMessage(
  q: Queryable,
  m: { userId: number; kind: string; params: Record<string, string>; eventKey: string },
  sumParam: string,
): Promise<void> {
  await q.query(
    `INSERT INTO messages (user_id, kind, params, event_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, event_key) DO UPDATE SET read_at = NULL,
       params = messages.params || jsonb_build_object($5::text,
         trim_scale(COALESCE((messages.params->>$5::text)::numeric, 0) + ($3::jsonb->>$5::text)::numeric)::text)`,
    [m.userId, m.kind, JSON.stringify(m.params), m.eventKey, sumParam],
  );
}

async function currencyCode(q: Queryable, currencyId: number): Promise<string> {
  const { rows } = await q.query<{ code: string }>('SELECT code FROM currencies WHERE id = $1', [
    currencyId,
  ]);
  return rows[0]?.code ?? String(currencyId);
}

/** NUMERIC columns come back with 18 places; a message shows the significant ones. */
const trimDecimal = (v: string) =>
  /^-?\d+\.\d+$/.test(v) ? v.replace(/0+$/, '').replace(/\.$/, '') : v;

async function stored(tx: Queryable, params: NotifyParams): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (name === 'currency_id' || name.endsWith('_currency_id'))
      out[name.slice(0, -3)] = await currencyCode(tx, Number(value));
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
  await insertMessage(tx, { userId, kind, params: await stored(tx, params), eventKey });
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
  await insertMessages(tx, rows);
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
  await addToMessage(tx, { userId, kind, params: await stored(tx, params), eventKey }, sumParam);
}
