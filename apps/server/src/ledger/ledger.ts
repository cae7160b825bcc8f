import { must } from '../platform/assert';
import { AppError } from '../platform/errors';
import type { Queryable } from '../platform/db';
import { lockShards, type ShardedSystemAccount } from './accounts';
import {
  add,
  cmp,
  dec,
  isNegative,
  isPositive,
  isZero,
  min,
  neg,
  sub,
  sum,
  type Amount,
} from '../platform/money';

/**
 * The double-entry core (TigerBeetle vocabulary): journals of postings that sum to zero per
 * currency, holds that are posted or released, client-made idempotency keys, accounts locked
 * in id order. No HTTP, no module imports. Every function takes the caller's transaction.
 */
export type Bucket = 'available' | 'frozen';

export interface Posting {
  accountId: number;
  bucket: Bucket;
  /** Signed decimal string: credit positive, debit negative. */
  amount: Amount;
}

export interface JournalMeta {
  /** Unique per intent: a repeat with the same key returns the first journal and moves nothing. */
  key: string;
  /** A reason code of the wallet catalogue (shown in bills). */
  reason: string;
  refType: string;
  refId: string | number;
  /** user:<id>, operator:<id> or system:<name>. */
  actor: string;
  memo?: string;
}

export interface PostResult {
  journalId: number;
  /** True when the key was seen before: nothing moved this time. */
  replay: boolean;
}

interface LockedAccount {
  id: number;
  currency_id: number;
  available: string;
  frozen: string;
  allow_negative: boolean;
}

/** Programming errors (an unbalanced journal) are assertions, not user errors. */
export class LedgerInvariantError extends Error {}

const POSTINGS_MAX = 64;

/**
 * SQL pieces of the merged reads (one round trip: keys seen before, holds, accounts):
 * `lockedAccounts(ids)` is the CTE `a` locking the accounts whose ids `ids` yields, in id
 * order; `ACCOUNTS_JSON` reads them back as `LockedAccount`s; `replayedJson(keys)` the journals
 * already posted under those keys, as [key, id] pairs.
 */
const lockedAccounts = (ids: string) => `a AS (
       SELECT id, currency_id, available, frozen, allow_negative FROM ledger_accounts
        WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE
     )`;
const ACCOUNTS_JSON = `(SELECT json_agg(json_build_object('id', id, 'currency_id', currency_id,
                    'available', available::text, 'frozen', frozen::text,
                    'allow_negative', allow_negative) ORDER BY id) FROM a) AS accounts`;
const replayedJson = (keys: string) => `(SELECT json_agg(json_build_array(idempotency_key, id))
              FROM journals WHERE idempotency_key = ANY(${keys}::text[])) AS replayed`;

/** One idempotency key twice in one batch is a caller's error. */
function assertKeysUnique(keys: string[], caller: string): void {
  if (new Set(keys).size !== keys.length)
    throw new LedgerInvariantError(`${caller}: one idempotency key twice in a batch`);
}

export function postJournal(
  tx: Queryable,
  meta: JournalMeta,
  postings: Posting[],
): Promise<PostResult> {
  return postJournalWith(tx, meta, postings, null);
}

/**
 * `postJournal`, and with `newHold` the hold it opens, inserted in the same statement (a new
 * journal only: a replay opens nothing). `holdId` is that hold's id.
 */
async function postJournalWith(
  tx: Queryable,
  meta: JournalMeta,
  postings: Posting[],
  newHold: { accountId: number; amount: Amount } | null,
  /**
   * The hold this journal pays out of (`payFromHold`): its accounts are locked already, and its
   * remaining amount becomes `left` in the same statement (a new journal only). Checked after
   * the balances, as the separate update it replaces was: a negative `left` is an overdrawn hold.
   */
  fromHold: { locked: LockedAccount[]; holdId: number; left: Amount } | null = null,
): Promise<PostResult & { holdId?: number }> {
  if (postings.length < 2 || postings.length > POSTINGS_MAX)
    throw new LedgerInvariantError(`a journal needs 2..${POSTINGS_MAX} postings`);
  for (const p of postings) {
    if (isZero(p.amount)) throw new LedgerInvariantError('zero posting');
    dec(p.amount); // throws on anything that is not a number
  }
  const ids = [...new Set(postings.map((p) => p.accountId))].sort((a, b) => a - b);
  const byId = new Map(
    (
      fromHold?.locked ??
      (
        await tx.query<LockedAccount>(
          `SELECT id, currency_id, available::text, frozen::text, allow_negative
             FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
          [ids],
        )
      ).rows
    ).map((a) => [a.id, a]),
  );
  if (ids.some((id) => !byId.has(id))) throw new LedgerInvariantError('unknown ledger account');
  const locked = ids.map((id) => byId.get(id)!);

  const perCurrency = new Map<number, Amount[]>();
  for (const p of postings) {
    const currency = byId.get(p.accountId)!.currency_id;
    perCurrency.set(currency, [...(perCurrency.get(currency) ?? []), p.amount]);
  }
  for (const [currency, amounts] of perCurrency) {
    if (!isZero(sum(amounts)))
      throw new LedgerInvariantError(
        `journal ${meta.key} does not balance in currency ${currency}`,
      );
  }

  const next = new Map(locked.map((a) => [a.id, { available: a.available, frozen: a.frozen }]));
  for (const p of postings) {
    const balance = next.get(p.accountId)!;
    balance[p.bucket] = add(balance[p.bucket], p.amount);
  }
  for (const [id, balance] of next) {
    const account = byId.get(id)!;
    if (!account.allow_negative && (isNegative(balance.available) || isNegative(balance.frozen))) {
      // A replay answers its first journal even when the balance could not pay it again.
      const first = await journalByKey(tx, meta.key);
      if (first !== null) return { journalId: first, replay: true };
      throw new AppError('insufficient_balance');
    }
  }
  if (fromHold && isNegative(fromHold.left)) {
    // More than the hold has left: a repeat of a key that spent it answers its first journal.
    const first = await journalByKey(tx, meta.key);
    if (first !== null) return { journalId: first, replay: true };
    throw new LedgerInvariantError(`hold ${fromHold.holdId} overdrawn`);
  }
  // The journal, the new balances and the postings in one statement (one round trip instead of
  // three): a data-modifying WITH runs to completion whatever the outer insert reads, and the
  // accounts are already locked above, so every UPDATE finds its row. A key posted before
  // inserts no journal, and then nothing else moves either (the update and the postings both
  // hang on the journal inserted): the statement returns no row and the first journal answers.
  const values: unknown[] = [
    meta.key,
    meta.reason,
    meta.refType,
    String(meta.refId),
    meta.actor,
    meta.memo ?? '',
  ];
  const balances = [...next].map(([id, balance]) => {
    const o = values.length;
    values.push(id, balance.available, balance.frozen);
    return `($${o + 1}::bigint, $${o + 2}::numeric, $${o + 3}::numeric)`;
  });
  const rows = postings.map((p) => {
    const o = values.length;
    values.push(p.accountId, byId.get(p.accountId)!.currency_id, p.bucket, p.amount);
    return `($${o + 1}::bigint, $${o + 2}::int, $${o + 3}::text, $${o + 4}::numeric)`;
  });
  let hold = '';
  if (fromHold) {
    const o = values.length;
    values.push(fromHold.holdId, fromHold.left);
    hold = `, held AS (
       UPDATE holds SET remaining = $${o + 2}::numeric,
              status = CASE WHEN $${o + 2}::numeric = 0 THEN 'closed' ELSE 'open' END,
              closed_at = CASE WHEN $${o + 2}::numeric = 0 THEN now() ELSE NULL END
        WHERE id = $${o + 1}::bigint AND EXISTS (SELECT 1 FROM journal)
     )`;
  }
  if (newHold) {
    const o = values.length;
    values.push(newHold.accountId, newHold.amount);
    hold += `, hold AS (
       INSERT INTO holds (account_id, amount, remaining, ref_type, ref_id)
       SELECT $${o + 1}::bigint, $${o + 2}::numeric, $${o + 2}::numeric, $3, $4 FROM journal
       RETURNING id
     )`;
  }
  const { rows: posted } = await tx.query<{ journal_id: number; hold_id?: number }>(
    `WITH journal AS (
       INSERT INTO journals (idempotency_key, reason, ref_type, ref_id, actor, memo)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
     ), balances AS (
       UPDATE ledger_accounts a SET available = v.available, frozen = v.frozen
         FROM (VALUES ${balances.join(', ')}) AS v (id, available, frozen)
        WHERE a.id = v.id AND EXISTS (SELECT 1 FROM journal)
     ), posting AS (
       INSERT INTO postings (journal_id, account_id, currency_id, bucket, amount)
       SELECT journal.id, v.account_id, v.currency_id, v.bucket, v.amount
         FROM journal, (VALUES ${rows.join(', ')}) AS v (account_id, currency_id, bucket, amount)
     )${hold}
     SELECT journal.id AS journal_id${newHold ? ', (SELECT id FROM hold) AS hold_id' : ''} FROM journal`,
    values,
  );
  if (posted[0])
    return {
      journalId: Number(posted[0].journal_id),
      replay: false,
      ...(newHold ? { holdId: Number(posted[0].hold_id) } : {}),
    };
  const first = await journalByKey(tx, meta.key);
  if (first === null) throw new LedgerInvariantError(`journal ${meta.key} was not posted`);
  return { journalId: first, replay: true };
}

async function journalByKey(tx: Queryable, key: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM journals WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** available → available between two accounts of one currency. */
export function transfer(
  tx: Queryable,
  meta: JournalMeta,
  move: { from: number; to: number; amount: Amount },
): Promise<PostResult> {
  assertPositive(move.amount);
  return postJournal(tx, meta, [
    { accountId: move.from, bucket: 'available', amount: neg(move.amount) },
    { accountId: move.to, bucket: 'available', amount: move.amount },
  ]);
}

/** Freezes an amount of an account for a purpose; returns the hold id (the first one on a replay). */
export async function hold(
  tx: Queryable,
  meta: JournalMeta,
  input: { accountId: number; amount: Amount },
): Promise<{ holdId: number; replay: boolean }> {
  assertPositive(input.amount);
  const result = await postJournalWith(
    tx,
    meta,
    [
      { accountId: input.accountId, bucket: 'available', amount: neg(input.amount) },
      { accountId: input.accountId, bucket: 'frozen', amount: input.amount },
    ],
    input,
  );
  if (result.replay) {
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM holds WHERE ref_type = $1 AND ref_id = $2 AND account_id = $3 ORDER BY id LIMIT 1',
      [meta.refType, String(meta.refId), input.accountId],
    );
    return { holdId: rows[0]!.id, replay: true };
  }
  return { holdId: must(result.holdId, `hold of journal ${meta.key}`), replay: false };
}

/**
 * Pays out of a hold in two round trips: the hold and every account the journal can touch
 * (the hold's own and `accountIds`) locked and read in one statement, holds first as everywhere;
 * then `postJournal`'s statement, which also writes what is left of the hold. `build` gets the
 * locked hold and says what leaves it and the postings (null: nothing to post). A key posted
 * before moves nothing and answers its first journal, as `postJournal` does, even when the
 * hold no longer has the amount.
 */
async function payFromHold(
  tx: Queryable,
  meta: JournalMeta,
  holdId: number,
  accountIds: number[],
  build: (h: { account_id: number; remaining: Amount }) => {
    amount: Amount;
    postings: Posting[];
  } | null,
): Promise<PostResult | null> {
  const {
    rows: [read],
  } = await tx.query<{
    hold: { id: number; account_id: number; remaining: string } | null;
    accounts: LockedAccount[] | null;
  }>(
    `WITH h AS (
       SELECT id, account_id, remaining FROM holds WHERE id = $1 FOR UPDATE
     ), ${lockedAccounts('ARRAY(SELECT account_id FROM h UNION SELECT unnest($2::bigint[]))')}
     SELECT (SELECT json_build_object('id', id, 'account_id', account_id,
                    'remaining', remaining::text) FROM h) AS hold,
            ${ACCOUNTS_JSON}`,
    [holdId, [...new Set(accountIds)]],
  );
  const h = read!.hold;
  if (!h) throw new LedgerInvariantError(`unknown hold ${holdId}`);
  const move = build(h);
  if (!move) return null;
  return postJournalWith(tx, meta, move.postings, null, {
    locked: read!.accounts ?? [],
    holdId,
    left: sub(h.remaining, move.amount),
  });
}

/**
 * Posts part or all of a hold onward: the held account's frozen bucket pays `legs` (each to
 * another account's available, or frozen, bucket). Sum of legs = amount taken from the hold.
 */
export async function settleHold(
  tx: Queryable,
  meta: JournalMeta,
  input: { holdId: number; legs: Array<{ accountId: number; amount: Amount; bucket?: Bucket }> },
): Promise<PostResult> {
  const total = sum(input.legs.map((l) => l.amount));
  const result = await payFromHold(
    tx,
    meta,
    input.holdId,
    // Only the legs that move money name an account to lock, as before.
    input.legs.filter((l) => !isZero(l.amount)).map((l) => l.accountId),
    (h) => {
      assertPositive(total);
      return {
        amount: total,
        postings: [
          { accountId: h.account_id, bucket: 'frozen', amount: neg(total) },
          ...input.legs
            .filter((l) => !isZero(l.amount))
            .map((l) => ({
              accountId: l.accountId,
              bucket: l.bucket ?? ('available' as const),
              amount: l.amount,
            })),
        ],
      };
    },
  );
  return must(result, `settlement of hold ${input.holdId}`);
}

/** Returns part (or by default all that is left) of a hold to the account's available bucket. */
export async function releaseHold(
  tx: Queryable,
  meta: JournalMeta,
  input: { holdId: number; amount?: Amount },
): Promise<PostResult | null> {
  return payFromHold(tx, meta, input.holdId, [], (h) => {
    const amount = input.amount ?? h.remaining;
    if (isZero(amount)) return null;
    return {
      amount,
      postings: [
        { accountId: h.account_id, bucket: 'frozen', amount: neg(amount) },
        { accountId: h.account_id, bucket: 'available', amount },
      ],
    };
  });
}

function assertPositive(amount: Amount): void {
  if (!isPositive(amount)) throw new LedgerInvariantError(`amount must be positive, got ${amount}`);
}

/**
 * The legs that take `amount` out of a sharded system account's available balance (fees): shard 0
 * first, then the other shards in order, so the debit succeeds whenever the account as a whole
 * can pay while every row stays non-negative. When it cannot, the whole amount is asked of shard 0
 * and the journal is refused with insufficient_balance, as with a single row. Locks every row of
 * the account together with `alsoLock` (the other accounts of the journal) in id order.
 */
export async function debitShards(
  tx: Queryable,
  code: ShardedSystemAccount,
  currencyId: number,
  amount: Amount,
  alsoLock: number[] = [],
): Promise<Posting[]> {
  assertPositive(amount);
  const rows = await lockShards(tx, code, currencyId, alsoLock);
  const base = rows[0]!;
  if (cmp(sum(rows.map((r) => r.available)), amount) < 0)
    return [{ accountId: base.id, bucket: 'available', amount: neg(amount) }];
  const legs: Posting[] = [];
  let left = amount;
  for (const r of rows) {
    if (!isPositive(left)) break;
    const take = min(left, r.available);
    if (!isPositive(take)) continue;
    legs.push({ accountId: r.id, bucket: 'available', amount: neg(take) });
    left = sub(left, take);
  }
  return legs;
}

type HoldOutcome = { holdId: number; replay: boolean } | { refused: 'insufficient_balance' };

/**
 * Many holds in one set of statements (group-committed acceptance): each request is what
 * `hold` takes, with the account null when it does not exist yet (nothing to hold: refused,
 * and no account is opened for it). Requests are granted in order against each account's
 * running balance; one that the available bucket cannot cover is refused and moves nothing,
 * the others go on. Returns one outcome per request, in order.
 */
export async function holdMany(
  tx: Queryable,
  requests: Array<{ meta: JournalMeta; accountId: number | null; amount: Amount }>,
): Promise<HoldOutcome[]> {
  const out: Array<HoldOutcome | null> = requests.map(() => null);
  for (const r of requests) assertPositive(r.amount);
  const keys = requests.map((r) => r.meta.key);
  assertKeysUnique(keys, 'holdMany');
  const ids = [
    ...new Set(requests.flatMap((r) => (r.accountId !== null ? [r.accountId] : []))),
  ].sort((a, b) => a - b);
  // One round trip instead of two: the keys posted before, and the accounts locked in id order.
  const {
    rows: [read],
  } = await tx.query<{
    replayed: Array<[string, number]> | null;
    accounts: LockedAccount[] | null;
  }>(
    `WITH ${lockedAccounts('$2::bigint[]')}
     SELECT ${replayedJson('$1')}, ${ACCOUNTS_JSON}`,
    [keys, ids],
  );
  const replayed = new Map(read!.replayed ?? []);
  const locked = read!.accounts ?? [];
  if (locked.length !== ids.length) throw new LedgerInvariantError('unknown ledger account');
  const byId = new Map(locked.map((a) => [a.id, { ...a }]));
  for (const [i, r] of requests.entries()) {
    if (!replayed.has(r.meta.key)) continue;
    // Rare (a retried batch): the first hold answers, as `hold` does.
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM holds WHERE ref_type = $1 AND ref_id = $2 AND account_id = $3 ORDER BY id LIMIT 1',
      [r.meta.refType, String(r.meta.refId), r.accountId],
    );
    out[i] = { holdId: rows[0]!.id, replay: true };
  }

  const granted: number[] = [];
  for (const [i, r] of requests.entries()) {
    if (out[i] !== null) continue;
    const account = r.accountId === null ? undefined : byId.get(r.accountId);
    const left = account ? sub(account.available, r.amount) : null;
    if (!account || left === null || (!account.allow_negative && isNegative(left))) {
      out[i] = { refused: 'insufficient_balance' };
      continue;
    }
    account.available = left;
    account.frozen = add(account.frozen, r.amount);
    granted.push(i);
  }
  if (!granted.length) return out as HoldOutcome[];

  const g = granted.map((i) => requests[i]!);
  const touched = [...new Set(g.map((r) => r.accountId!))];
  // Journals, the new balances, their postings (available → frozen) and the holds in one
  // statement: one round trip instead of four. Each journal is found by its key, unique in the
  // batch (`replayedKeys`).
  const { rows: holds } = await tx.query<{
    id: number;
    ref_type: string;
    ref_id: string;
    account_id: number;
    journals: number;
  }>(
    `WITH journal AS (
       INSERT INTO journals (idempotency_key, reason, ref_type, ref_id, actor, memo)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key
     ), balances AS (
       UPDATE ledger_accounts a SET available = v.available, frozen = v.frozen
         FROM unnest($7::bigint[], $8::numeric[], $9::numeric[]) AS v (id, available, frozen)
        WHERE a.id = v.id
     ), request AS (
       SELECT * FROM unnest($1::text[], $10::bigint[], $11::int[], $12::numeric[], $3::text[], $4::text[])
              AS r (key, account_id, currency_id, amount, ref_type, ref_id)
     ), posting AS (
       INSERT INTO postings (journal_id, account_id, currency_id, bucket, amount)
       SELECT journal.id, r.account_id, r.currency_id, b.bucket,
              CASE b.bucket WHEN 'available' THEN -r.amount ELSE r.amount END
         FROM request r JOIN journal ON journal.idempotency_key = r.key
        CROSS JOIN (VALUES ('available'), ('frozen')) AS b (bucket)
     ), hold AS (
       INSERT INTO holds (account_id, amount, remaining, ref_type, ref_id)
       SELECT account_id, amount, amount, ref_type, ref_id FROM request
       RETURNING id, ref_type, ref_id, account_id
     )
     SELECT hold.*, (SELECT count(*)::int FROM journal) AS journals FROM hold`,
    [
      g.map((r) => r.meta.key),
      g.map((r) => r.meta.reason),
      g.map((r) => r.meta.refType),
      g.map((r) => String(r.meta.refId)),
      g.map((r) => r.meta.actor),
      g.map((r) => r.meta.memo ?? ''),
      touched,
      touched.map((id) => byId.get(id)!.available),
      touched.map((id) => byId.get(id)!.frozen),
      g.map((r) => r.accountId!),
      g.map((r) => byId.get(r.accountId!)!.currency_id),
      g.map((r) => r.amount),
    ],
  );
  // A key taken meanwhile by another transaction: the caller retries the requests one by one
  // (this transaction rolls back, with whatever the statement wrote for the others).
  if (Number(holds[0]?.journals ?? 0) !== g.length)
    throw new LedgerInvariantError('holdMany: a journal key was taken concurrently');
  const holdOf = new Map(
    holds.map((h) => [`${h.ref_type}\u0000${h.ref_id}\u0000${h.account_id}`, h.id]),
  );
  for (const i of granted) {
    const r = requests[i]!;
    const holdId = holdOf.get(`${r.meta.refType}\u0000${String(r.meta.refId)}\u0000${r.accountId}`);
    if (holdId === undefined)
      throw new LedgerInvariantError('holdMany: two holds share a reference');
    out[i] = { holdId, replay: false };
  }
  return out as HoldOutcome[];
}

/** One step of `moveHolds`: part of a hold paid onward (`legs`), or what is left of it released (no legs). */
export interface HoldMove {
  meta: JournalMeta;
  holdId: number;
  legs?: Array<{ accountId: number; amount: Amount; bucket?: Bucket }>;
}

/**
 * A batch's idempotency keys already posted, with their journal ids (a batch's replays move
 * nothing). One key twice in the same batch is a caller's error.
 */
async function replayedKeys(
  tx: Queryable,
  keys: string[],
  caller: string,
): Promise<Map<string, number>> {
  assertKeysUnique(keys, caller);
  const { rows } = await tx.query<{ id: number; idempotency_key: string }>(
    'SELECT id, idempotency_key FROM journals WHERE idempotency_key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((r) => [r.idempotency_key, r.id]));
}

/**
 * `settleHold` and `releaseHold` for many holds in one set of statements (a matching batch's
 * fills): holds and accounts are locked once, in id order; the moves apply in the order given,
 * each one journal, with the checks of `postJournal` after each (balanced per currency, no
 * account that may not go negative below zero); then one insert of journals, one of postings,
 * one update of accounts and one of holds. A release of nothing posts nothing; a replayed key
 * moves nothing. Returns each move's journal id (null: nothing posted).
 */
export async function moveHolds(tx: Queryable, moves: HoldMove[]): Promise<Array<number | null>> {
  if (!moves.length) return [];
  const keys = moves.map((m) => m.meta.key);
  assertKeysUnique(keys, 'moveHolds');
  const holdIds = [...new Set(moves.map((m) => m.holdId))].sort((a, b) => a - b);
  const legAccounts = [
    ...new Set(
      moves.flatMap((m) => (m.legs ?? []).filter((l) => !isZero(l.amount)).map((l) => l.accountId)),
    ),
  ].sort((a, b) => a - b);
  // One round trip instead of three: the keys posted before, the holds (locked in id order),
  // then every account the moves can touch (locked in id order), as three JSON columns.
  const {
    rows: [read],
  } = await tx.query<{
    replayed: Array<[string, number]> | null;
    holds: Array<{ id: number; account_id: number; remaining: string }> | null;
    accounts: LockedAccount[] | null;
  }>(
    `WITH h AS (
       SELECT id, account_id, remaining FROM holds WHERE id = ANY($2::bigint[]) ORDER BY id FOR UPDATE
     ), ${lockedAccounts('ARRAY(SELECT account_id FROM h UNION SELECT unnest($3::bigint[]))')}
     SELECT ${replayedJson('$1')},
            (SELECT json_agg(json_build_object('id', id, 'account_id', account_id,
                    'remaining', remaining::text) ORDER BY id) FROM h) AS holds,
            ${ACCOUNTS_JSON}`,
    [keys, holdIds, legAccounts],
  );
  const replayed = new Map(read!.replayed ?? []);
  const holds = read!.holds ?? [];
  if (holds.length !== holdIds.length) throw new LedgerInvariantError('unknown hold');
  const hold = new Map(holds.map((h) => [h.id, { ...h }]));

  const entries: Array<{ meta: JournalMeta; postings: Posting[] }> = [];
  const posted: Array<number | null> = moves.map(() => null);
  const entryOf: number[] = [];
  for (const [i, m] of moves.entries()) {
    const h = hold.get(m.holdId)!;
    if (replayed.has(m.meta.key)) {
      posted[i] = replayed.get(m.meta.key)!;
      continue;
    }
    const legs = (m.legs ?? []).filter((l) => !isZero(l.amount));
    const total = m.legs ? sum(m.legs.map((l) => l.amount)) : h.remaining;
    if (m.legs) assertPositive(total);
    else if (isZero(total)) continue;
    const left = sub(h.remaining, total);
    if (isNegative(left)) throw new LedgerInvariantError(`hold ${h.id} overdrawn`);
    h.remaining = left;
    entries.push({
      meta: m.meta,
      postings: [
        { accountId: h.account_id, bucket: 'frozen', amount: neg(total) },
        ...(m.legs
          ? legs.map((l) => ({
              accountId: l.accountId,
              bucket: l.bucket ?? ('available' as const),
              amount: l.amount,
            }))
          : [{ accountId: h.account_id, bucket: 'available' as const, amount: total }]),
      ],
    });
    entryOf.push(i);
  }
  const changed = holds.filter((h) => hold.get(h.id)!.remaining !== h.remaining);
  const journalIds = await postJournalBatch(tx, entries, {
    accounts: read!.accounts ?? [],
    holds: changed.map((h) => ({ id: h.id, remaining: hold.get(h.id)!.remaining })),
  });
  for (const [k, i] of entryOf.entries()) posted[i] = journalIds[k]!;
  return posted;
}

/**
 * `postJournal` for many journals in one set of statements (a settlement run's payouts): a key
 * seen before moves nothing and answers its first journal; the new ones are checked and posted
 * as `postJournal` would, in order. Returns each entry's journal id.
 */
export async function postJournals(
  tx: Queryable,
  entries: Array<{ meta: JournalMeta; postings: Posting[] }>,
): Promise<number[]> {
  if (!entries.length) return [];
  const replayed = await replayedKeys(
    tx,
    entries.map((e) => e.meta.key),
    'postJournals',
  );
  const fresh = entries.filter((e) => !replayed.has(e.meta.key));
  const ids = await postJournalBatch(tx, fresh);
  const posted = new Map(fresh.map((e, i) => [e.meta.key, ids[i]!]));
  return entries.map((e) => replayed.get(e.meta.key) ?? posted.get(e.meta.key)!);
}

/**
 * Journals (new keys only) posted with one insert each of journals and postings and one update
 * of accounts; every journal is checked as `postJournal` checks it, in order.
 */
async function postJournalBatch(
  tx: Queryable,
  entries: Array<{ meta: JournalMeta; postings: Posting[] }>,
  with_: {
    /** The accounts, locked already in this transaction (a superset of those posted to). */
    accounts?: LockedAccount[];
    /** Holds' new remaining amounts, written in the same statement (`moveHolds`). */
    holds?: Array<{ id: number; remaining: Amount }>;
  } = {},
): Promise<number[]> {
  if (!entries.length) return [];
  for (const e of entries) {
    if (e.postings.length < 2 || e.postings.length > POSTINGS_MAX)
      throw new LedgerInvariantError(`a journal needs 2..${POSTINGS_MAX} postings`);
    for (const p of e.postings) {
      if (isZero(p.amount)) throw new LedgerInvariantError('zero posting');
      dec(p.amount);
    }
  }
  const ids = [...new Set(entries.flatMap((e) => e.postings.map((p) => p.accountId)))].sort(
    (a, b) => a - b,
  );
  const locked =
    with_.accounts ??
    (
      await tx.query<LockedAccount>(
        `SELECT id, currency_id, available::text, frozen::text, allow_negative
           FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
        [ids],
      )
    ).rows;
  const byId = new Map(locked.map((a) => [a.id, a]));
  if (ids.some((id) => !byId.has(id))) throw new LedgerInvariantError('unknown ledger account');
  const balance = new Map(ids.map((id) => [id, { ...byId.get(id)! }]));
  for (const e of entries) {
    const perCurrency = new Map<number, Amount[]>();
    for (const p of e.postings) {
      const currency = byId.get(p.accountId)!.currency_id;
      perCurrency.set(currency, [...(perCurrency.get(currency) ?? []), p.amount]);
      const b = balance.get(p.accountId)!;
      b[p.bucket] = add(b[p.bucket], p.amount);
    }
    for (const [currency, amounts] of perCurrency)
      if (!isZero(sum(amounts)))
        throw new LedgerInvariantError(
          `journal ${e.meta.key} does not balance in currency ${currency}`,
        );
    for (const p of e.postings) {
      const b = balance.get(p.accountId)!;
      if (
        !byId.get(p.accountId)!.allow_negative &&
        (isNegative(b.available) || isNegative(b.frozen))
      )
        throw new AppError('insufficient_balance');
    }
  }
  // Journals, postings and the new balances in one statement (one round trip instead of three);
  // each posting finds its journal by the journal's key, unique within the batch.
  const rows = entries.flatMap((e) => e.postings.map((p) => [e.meta.key, p] as const));
  const touched = [...balance.keys()];
  const { rows: journals } = await tx.query<{ id: number; idempotency_key: string }>(
    `WITH journal AS (
       INSERT INTO journals (idempotency_key, reason, ref_type, ref_id, actor, memo)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       RETURNING id, idempotency_key
     ), posting AS (
       INSERT INTO postings (journal_id, account_id, currency_id, bucket, amount)
       SELECT journal.id, v.account_id, v.currency_id, v.bucket, v.amount
         FROM unnest($7::text[], $8::bigint[], $9::int[], $10::text[], $11::numeric[])
              AS v (key, account_id, currency_id, bucket, amount)
         JOIN journal ON journal.idempotency_key = v.key
     ), balances AS (
       UPDATE ledger_accounts a SET available = v.available, frozen = v.frozen
         FROM unnest($12::bigint[], $13::numeric[], $14::numeric[]) AS v (id, available, frozen)
        WHERE a.id = v.id
     ), hold AS (
       UPDATE holds h SET remaining = v.remaining,
              status = CASE WHEN v.remaining = 0 THEN 'closed' ELSE 'open' END,
              closed_at = CASE WHEN v.remaining = 0 THEN now() ELSE NULL END
         FROM unnest($15::bigint[], $16::numeric[]) AS v (id, remaining) WHERE h.id = v.id
     )
     SELECT id, idempotency_key FROM journal`,
    [
      entries.map((e) => e.meta.key),
      entries.map((e) => e.meta.reason),
      entries.map((e) => e.meta.refType),
      entries.map((e) => String(e.meta.refId)),
      entries.map((e) => e.meta.actor),
      entries.map((e) => e.meta.memo ?? ''),
      rows.map(([key]) => key),
      rows.map(([, p]) => p.accountId),
      rows.map(([, p]) => byId.get(p.accountId)!.currency_id),
      rows.map(([, p]) => p.bucket),
      rows.map(([, p]) => p.amount),
      touched,
      touched.map((id) => balance.get(id)!.available),
      touched.map((id) => balance.get(id)!.frozen),
      (with_.holds ?? []).map((h) => h.id),
      (with_.holds ?? []).map((h) => h.remaining),
    ],
  );
  const journalOf = new Map(journals.map((j) => [j.idempotency_key, j.id]));
  return entries.map((e) => journalOf.get(e.meta.key)!);
}
