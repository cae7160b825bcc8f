import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/invariants';
import { postJournal } from '../../ledger/ledger';
import { GroupCommit } from '../../platform/group-commit';
import { acceptBatch, commandKey, type Accepted, type SpotCommand } from './accept';

/**
 * Group-committed acceptance changes nothing. Random rounds of spot commands (limit
 * and market orders, both sides, two pairs, cancels of earlier orders — one's own or someone
 * else's —, repeated idempotency keys, orders the funds cannot cover next to ones they can)
 * go through the group-commit path on one app and one command per transaction on another,
 * from the same start; after each round both engines match, and the orders, trades, books,
 * balances, holds and journals must be the same, and each ledger must prove.
 */

const PAIRS = [
  { symbol: 'BTC/USDT', currency: 1, ref: '96000' },
  { symbol: 'ETH/USDT', currency: 2, ref: '3400' },
] as const;
const USDT = 3;
const SEED = 220_022;
const ROUNDS = 30;

let grouped: TestApp;
let single: TestApp;
const users: number[] = [];

async function fund(t: TestApp, userId: number, currencyId: number, amount: string) {
  await t.db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', currencyId);
    const to = await userAccount(tx, userId, currencyId, 2);
    await postJournal(
      tx,
      {
        key: `gc-fund:${userId}:${currencyId}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      [
        { accountId: from, bucket: 'available', amount: `-${amount}` },
        { accountId: to, bucket: 'available', amount },
      ],
    );
  });
}

/** Rich, middling, poor in quote, only base coins, nothing at all. */
const WALLETS: Array<Array<[number, string]>> = [
  [
    [USDT, '500000'],
    [1, '3'],
    [2, '60'],
  ],
  [
    [USDT, '2000'],
    [1, '0.02'],
  ],
  [[USDT, '60']],
  [
    [1, '0.005'],
    [2, '0.5'],
  ],
  [],
];

beforeAll(async () => {
  [grouped, single] = await Promise.all([
    createTestApp({ feed: 'script' }),
    createTestApp({ feed: 'script' }),
  ]);
  for (const t of [grouped, single]) {
    await t.app.services.market.start();
    for (const p of PAIRS) t.app.services.market.script!.push(p.symbol, p.ref, Date.now());
    await t.app.services.market.flush();
    for (const p of PAIRS) await t.app.services.spot.run(p.symbol, { maker: true });
  }
  for (const wallet of WALLETS) {
    const a = await createUserWithSession(grouped.db);
    const b = await createUserWithSession(single.db);
    expect(a.userId).toBe(b.userId);
    users.push(a.userId);
    for (const [currency, amount] of wallet) {
      await fund(grouped, a.userId, currency, amount);
      await fund(single, b.userId, currency, amount);
    }
  }
  // Two apps start here: generous on a loaded machine.
}, 180_000);
afterAll(async () => {
  await grouped?.close();
  await single?.close();
});

type Step =
  | {
      kind: 'place';
      user: number;
      pair: number;
      side: 1 | 2;
      market: boolean;
      /** Basis points from the reference price (limit orders). */
      bp: number;
      /** Multiples of the pair's minimum quantity; 0.5 makes a quantity off the step. */
      lots: number;
      /** Reuse a key this user sent before (index into their keys), or a new one. */
      key: 'none' | 'new' | number;
    }
  | { kind: 'cancel'; user: number; target: number; own: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.nat(WALLETS.length - 1),
      pair: fc.nat(PAIRS.length - 1),
      side: fc.constantFrom(1 as const, 2 as const),
      market: fc.boolean(),
      bp: fc.integer({ min: -150, max: 150 }),
      lots: fc.constantFrom(0.5, 1, 2, 5, 20, 100, 400),
      key: fc.oneof(fc.constantFrom('none' as const, 'new' as const), fc.nat(5)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      user: fc.nat(WALLETS.length - 1),
      target: fc.nat(1000),
      own: fc.boolean(),
    }),
  },
);
const round = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 24 }),
  maxSize: fc.integer({ min: 2, max: 12 }),
});

const MIN_QTY = ['0.0001', '0.001'];
const sentKeys = new Map<number, string[]>();
const placed: Array<{ id: number; user: number }> = [];
let keySeq = 0;

/** The wire input of a step (the same for both apps), or the cancel it asks for. */
type Input = { cancel: number } | { body: Record<string, unknown> };
function input(s: Step, userId: number): Input {
  if (s.kind === 'cancel') {
    const target = placed.length ? placed[s.target % placed.length]! : null;
    return { cancel: target ? target.id : 999_999_999 };
  }
  const pair = PAIRS[s.pair]!;
  const qty = (Number(MIN_QTY[s.pair]!) * s.lots).toFixed(5); // test data, not money math
  const body: Record<string, unknown> = {
    legal_id: USDT,
    currency_id: pair.currency,
    type: s.side,
    amount: qty.replace(/\.?0+$/, ''),
  };
  if (!s.market) body.target_price = ((Number(pair.ref) * (10_000 + s.bp)) / 10_000).toFixed(2);
  const keys = sentKeys.get(userId) ?? [];
  if (s.key === 'new' || (typeof s.key === 'number' && !keys.length)) {
    const k = `gc-${++keySeq}`;
    keys.push(k);
    sentKeys.set(userId, keys);
    body.idempotency_key = k;
  } else if (typeof s.key === 'number') body.idempotency_key = keys[s.key % keys.length];
  return { body };
}

type Answer = string;
const answer = (r: PromiseSettledResult<Accepted>): Answer =>
  r.status === 'fulfilled'
    ? `ok:${r.value.orderId}`
    : `error:${(r.reason as { code?: string }).code ?? String(r.reason)}`;

/** Checks and accepts one round on one app; `maxSize` 1 commits each command alone, in turn. */
async function accept(
  t: TestApp,
  steps: Step[],
  inputs: Input[],
  maxSize: number,
): Promise<Answer[]> {
  const spot = t.app.services.spot;
  // The same reference prices on both apps, kept fresh (a stale price refuses every order).
  for (const p of PAIRS) t.app.services.market.script!.push(p.symbol, p.ref, Date.now());
  await t.app.services.market.flush();
  // Checked first, so that the grouped commands reach the batcher together.
  const commands: Array<SpotCommand | Error> = [];
  for (const [i, s] of steps.entries()) {
    const userId = users[s.user]!;
    const inp = inputs[i]!;
    if ('cancel' in inp) {
      const owner = placed.find((p) => p.id === inp.cancel);
      const who = s.kind === 'cancel' && s.own && owner ? owner.user : userId;
      commands.push({ kind: 'cancel', userId: who, orderId: inp.cancel });
    } else {
      try {
        commands.push(spot.prepareOrder(userId, inp.body as never));
      } catch (err) {
        commands.push(err as Error);
      }
    }
  }
  const gc = new GroupCommit<SpotCommand, Accepted>(t.db, acceptBatch, {
    windowMs: 1,
    maxSize,
    maxInFlight: 1,
    keyOf: commandKey,
  });
  const results: Array<PromiseSettledResult<Accepted>> = [];
  if (maxSize === 1) {
    for (const c of commands)
      results.push(
        ...(await Promise.allSettled([c instanceof Error ? Promise.reject(c) : gc.submit(c)])),
      );
  } else {
    results.push(
      ...(await Promise.allSettled(
        commands.map((c) => (c instanceof Error ? Promise.reject(c) : gc.submit(c))),
      )),
    );
  }
  for (const p of PAIRS) await spot.run(p.symbol);
  return results.map(answer);
}

/** Everything the two paths must agree on, without ids that only the ledger's own order sets. */
async function state(t: TestApp) {
  const q = async (sql: string) => (await t.db.query(sql)).rows;
  const owner = `coalesce('u' || a.user_id, 's:' || a.system_code) || ':' || a.currency_id || ':' || a.account_type`;
  return {
    orders: await q(
      `SELECT id, user_id, instrument_id, side, kind, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount,
              trim_scale(filled)::text AS filled, trim_scale(filled_quote)::text AS filled_quote, trim_scale(fee)::text AS fee,
              status, engine_seq, cancel_requested, idempotency_key FROM spot_orders ORDER BY id`,
    ),
    trades: await q(
      `SELECT id, instrument_id, trim_scale(price)::text AS price, trim_scale(amount)::text AS amount,
              taker_order_id, maker_order_id, taker_side FROM spot_trades ORDER BY id`,
    ),
    balances: await q(
      `SELECT ${owner} AS owner, trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
         FROM ledger_accounts a ORDER BY 1`,
    ),
    holds: await q(
      `SELECT h.ref_type, h.ref_id, ${owner} AS owner, trim_scale(h.amount)::text AS amount,
              trim_scale(h.remaining)::text AS remaining, h.status
         FROM holds h JOIN ledger_accounts a ON a.id = h.account_id ORDER BY 1, 2, 3`,
    ),
    postings: await q(
      `SELECT j.idempotency_key, j.reason, j.ref_type, j.ref_id, j.actor, ${owner} AS owner, p.bucket,
              trim_scale(p.amount)::text AS amount
         FROM postings p JOIN journals j ON j.id = p.journal_id JOIN ledger_accounts a ON a.id = p.account_id
        ORDER BY 1, 6, 7, 8`,
    ),
    books: PAIRS.map((p) => t.app.services.spot.snapshot(p.symbol)),
  };
}

describe('group-committed acceptance', () => {
  it('ends in the same orders, trades, balances and ledger as one order per transaction', async () => {
    const rounds = fc.sample(round, { seed: SEED, numRuns: ROUNDS });
    let refused = 0;
    let accepted = 0;
    for (const r of rounds) {
      const inputs = r.steps.map((s) => input(s, users[s.user]!));
      const a = await accept(grouped, r.steps, inputs, r.maxSize);
      const b = await accept(single, r.steps, inputs, 1);
      if (JSON.stringify(a) !== JSON.stringify(b))
        console.log(JSON.stringify({ r, inputs, a, b, users }, null, 0));
      expect(a).toEqual(b);
      for (const [i, ans] of a.entries()) {
        const s = r.steps[i]!;
        if (ans.startsWith('ok:') && s.kind === 'place') {
          const id = Number(ans.slice(3));
          if (!placed.some((p) => p.id === id)) placed.push({ id, user: users[s.user]! });
        }
        if (ans === 'error:insufficient_balance') refused++;
        if (ans.startsWith('ok:')) accepted++;
      }
      expect(await state(grouped)).toEqual(await state(single));
      expect(await checkLedger(grouped.db)).toEqual([]);
      expect(await checkLedger(single.db)).toEqual([]);
    }
    // The generator reached what the test is about.
    expect(refused).toBeGreaterThan(5);
    expect(accepted).toBeGreaterThan(50);
    const { rows } = await grouped.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id WHERE o.user_id IS NOT NULL',
    );
    expect(rows[0]!.n).toBeGreaterThan(10);
  }, 180_000);
});
