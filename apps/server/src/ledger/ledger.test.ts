import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { AppError } from '../platform/errors';
import { add, cmp, sub } from '../platform/money';
import { systemAccount, userAccount } from './accounts';
import { checkLedger } from './invariants';
import {
  hold,
  LedgerInvariantError,
  postJournal,
  releaseHold,
  settleHold,
  transfer,
  type JournalMeta,
} from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const USDT = 3;
let keySeq = 0;
const meta = (reason = 'adjustment', key = `k${++keySeq}-${Math.random()}`): JournalMeta => ({
  key,
  reason,
  refType: 'test',
  refId: keySeq,
  actor: 'system:test',
});
const balance = async (id: number) =>
  (
    await t.db.query<{ available: string; frozen: string }>(
      'SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen FROM ledger_accounts WHERE id = $1',
      [id],
    )
  ).rows[0]!;

async function funded(amount: string) {
  const { userId } = await createUserWithSession(t.db);
  const account = await t.db.tx((tx) => userAccount(tx, userId, USDT, 2));
  const source = await t.db.tx((tx) => systemAccount(tx, 'deposit_clearing', USDT));
  await t.db.tx((tx) => transfer(tx, meta('deposit'), { from: source, to: account, amount }));
  return { userId, account, source };
}

describe('ledger core', () => {
  it('moves money by balanced journals and derives balances from postings', async () => {
    const a = await funded('100.5');
    expect(await balance(a.account)).toEqual({ available: '100.5', frozen: '0' });
    expect(await balance(a.source)).toMatchObject({ available: expect.stringMatching(/^-/) });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses an unbalanced journal as a broken invariant', async () => {
    const a = await funded('10');
    await expect(
      t.db.tx((tx) =>
        postJournal(tx, meta(), [
          { accountId: a.account, bucket: 'available', amount: '-1' },
          { accountId: a.source, bucket: 'available', amount: '2' },
        ]),
      ),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
  });

  it('never lets a user balance go negative, and a refused journal leaves nothing behind', async () => {
    const a = await funded('5');
    const b = await funded('0.1');
    const key = `overdraw-${Math.random()}`;
    await expect(
      t.db.tx((tx) =>
        transfer(tx, meta('adjustment', key), {
          from: a.account,
          to: b.account,
          amount: '5.000000000000000001',
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balance(a.account)).toEqual({ available: '5', frozen: '0' });
    expect(
      (await t.db.query('SELECT 1 FROM journals WHERE idempotency_key = $1', [key])).rowCount,
    ).toBe(0);
  });

  it('returns the first result for a repeated key and moves nothing twice', async () => {
    const a = await funded('10');
    const b = await funded('0.5');
    const m = meta();
    const first = await t.db.tx((tx) =>
      transfer(tx, m, { from: a.account, to: b.account, amount: '3' }),
    );
    const again = await t.db.tx((tx) =>
      transfer(tx, m, { from: a.account, to: b.account, amount: '3' }),
    );
    expect(again).toEqual({ journalId: first.journalId, replay: true });
    expect((await balance(b.account)).available).toBe('3.5');
    // Again once the balance could no longer pay it: still the first journal, nothing moves.
    const spent = await t.db.tx((tx) =>
      transfer(tx, meta(), { from: a.account, to: b.account, amount: '7' }),
    );
    expect(spent.replay).toBe(false);
    const late = await t.db.tx((tx) =>
      transfer(tx, m, { from: a.account, to: b.account, amount: '3' }),
    );
    expect(late).toEqual({ journalId: first.journalId, replay: true });
    expect(await balance(a.account)).toEqual({ available: '0', frozen: '0' });
    expect((await balance(b.account)).available).toBe('10.5');
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM postings WHERE journal_id = $1',
      [first.journalId],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('holds, settles part of a hold onward and releases the rest', async () => {
    const a = await funded('50');
    const fees = await t.db.tx((tx) => systemAccount(tx, 'fees', USDT));
    const h = await t.db.tx((tx) =>
      hold(tx, meta('withdraw_hold'), { accountId: a.account, amount: '20' }),
    );
    expect(await balance(a.account)).toEqual({ available: '30', frozen: '20' });
    await t.db.tx((tx) =>
      settleHold(tx, meta('withdraw_sent'), {
        holdId: h.holdId,
        legs: [
          { accountId: fees, amount: '1' },
          { accountId: a.source, amount: '14' },
        ],
      }),
    );
    expect(await balance(a.account)).toEqual({ available: '30', frozen: '5' });
    await t.db.tx((tx) => releaseHold(tx, meta('withdraw_release'), { holdId: h.holdId }));
    expect(await balance(a.account)).toEqual({ available: '35', frozen: '0' });
    const { rows } = await t.db.query(
      'SELECT status, trim_scale(remaining)::text AS remaining FROM holds WHERE id = $1',
      [h.holdId],
    );
    expect(rows[0]).toEqual({ status: 'closed', remaining: '0' });
    await expect(
      t.db.tx((tx) =>
        settleHold(tx, meta(), { holdId: h.holdId, legs: [{ accountId: fees, amount: '0.1' }] }),
      ),
    ).rejects.toBeInstanceOf(Error);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('answers a repeated settlement or release with its first journal and moves nothing, even from a spent hold', async () => {
    const a = await funded('50');
    const fees = await t.db.tx((tx) => systemAccount(tx, 'fees', USDT));
    const h = await t.db.tx((tx) =>
      hold(tx, meta('withdraw_hold'), { accountId: a.account, amount: '20' }),
    );
    const remaining = async () =>
      (
        await t.db.query<{ remaining: string; status: string }>(
          'SELECT trim_scale(remaining)::text AS remaining, status FROM holds WHERE id = $1',
          [h.holdId],
        )
      ).rows[0]!;
    const part = meta('withdraw_sent');
    const settle = (m: JournalMeta, amount: string) =>
      t.db.tx((tx) => settleHold(tx, m, { holdId: h.holdId, legs: [{ accountId: fees, amount }] }));
    const first = await settle(part, '8');
    expect(first.replay).toBe(false);
    // The same key again: the first journal answers, the hold keeps 12.
    expect(await settle(part, '8')).toEqual({ journalId: first.journalId, replay: true });
    expect(await remaining()).toEqual({ remaining: '12', status: 'open' });
    expect(await balance(a.account)).toEqual({ available: '30', frozen: '12' });

    const rest = meta('withdraw_sent');
    const all = await settle(rest, '12');
    expect(await remaining()).toEqual({ remaining: '0', status: 'closed' });
    // A repeat of the key that spent the hold: the hold has nothing left, yet the answer is the
    // first journal, not an overdrawn hold.
    expect(await settle(rest, '12')).toEqual({ journalId: all.journalId, replay: true });
    // A new key for more than is left moves nothing: with no other hold on the account its
    // frozen balance cannot pay; with one, the hold is overdrawn (a broken invariant).
    await expect(settle(meta('withdraw_sent'), '1')).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    const other = await t.db.tx((tx) =>
      hold(tx, meta('withdraw_hold'), { accountId: a.account, amount: '20' }),
    );
    // The frozen balance could pay again now; the repeat still only answers its first journal.
    expect(await settle(rest, '12')).toEqual({ journalId: all.journalId, replay: true });
    await expect(settle(meta('withdraw_sent'), '1')).rejects.toBeInstanceOf(LedgerInvariantError);
    await t.db.tx((tx) => releaseHold(tx, meta('withdraw_release'), { holdId: other.holdId }));

    const h2 = await t.db.tx((tx) =>
      hold(tx, meta('withdraw_hold'), { accountId: a.account, amount: '5' }),
    );
    const release = meta('withdraw_release');
    const released = await t.db.tx((tx) => releaseHold(tx, release, { holdId: h2.holdId }));
    expect(released).toMatchObject({ replay: false });
    expect(await t.db.tx((tx) => releaseHold(tx, release, { holdId: h2.holdId }))).toBeNull();
    expect(
      await t.db.tx((tx) => releaseHold(tx, release, { holdId: h2.holdId, amount: '5' })),
    ).toEqual({ journalId: released!.journalId, replay: true });
    expect(await balance(a.account)).toEqual({ available: '30', frozen: '0' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('finds a cached balance that disagrees with its postings', async () => {
    const a = await funded('1');
    await t.db.query('UPDATE ledger_accounts SET available = available + 1 WHERE id = $1', [
      a.account,
    ]);
    const problems = await checkLedger(t.db);
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'balance_mismatch' }));
    await t.db.query('UPDATE ledger_accounts SET available = available - 1 WHERE id = $1', [
      a.account,
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('ledger properties', () => {
  type Op =
    | { kind: 'deposit'; user: number; amount: string }
    | { kind: 'move'; from: number; to: number; amount: string }
    | { kind: 'hold'; user: number; amount: string }
    | { kind: 'settle'; hold: number; to: number; amount: string }
    | { kind: 'release'; hold: number }
    | { kind: 'replay'; op: number };
  const amount = fc.constantFrom(
    '0.000000000000000001',
    '0.1',
    '1',
    '2.5',
    '7.25',
    '100',
    '1234.56789',
  );
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(3), amount }),
    fc.record({ kind: fc.constant('move' as const), from: fc.nat(3), to: fc.nat(3), amount }),
    fc.record({ kind: fc.constant('hold' as const), user: fc.nat(3), amount }),
    fc.record({ kind: fc.constant('settle' as const), hold: fc.nat(10), to: fc.nat(3), amount }),
    fc.record({ kind: fc.constant('release' as const), hold: fc.nat(10) }),
    fc.record({ kind: fc.constant('replay' as const), op: fc.nat(40) }),
  );

  it('keeps every invariant and matches a simple model over long random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        const users = await Promise.all(
          [0, 1, 2, 3].map(async () => (await createUserWithSession(t.db)).userId),
        );
        const accounts = await t.db.tx(async (tx) =>
          Promise.all(users.map((u, i) => userAccount(tx, u, USDT, 1 + (i % 4)))),
        );
        const source = await t.db.tx((tx) => systemAccount(tx, 'deposit_clearing', USDT));
        const model = accounts.map(() => ({ available: '0', frozen: '0' }));
        const holds: Array<{ id: number; user: number; remaining: string }> = [];
        const done: Array<() => Promise<unknown>> = [];
        for (const o of ops) {
          const m = meta();
          let run: (() => Promise<unknown>) | null = null;
          let apply: () => void = () => undefined;
          if (o.kind === 'deposit') {
            run = () =>
              t.db.tx((tx) =>
                transfer(tx, m, { from: source, to: accounts[o.user]!, amount: o.amount }),
              );
            apply = () => (model[o.user]!.available = add(model[o.user]!.available, o.amount));
          } else if (o.kind === 'move' && o.from !== o.to) {
            run = () =>
              t.db.tx((tx) =>
                transfer(tx, m, { from: accounts[o.from]!, to: accounts[o.to]!, amount: o.amount }),
              );
            apply = () => {
              model[o.from]!.available = sub(model[o.from]!.available, o.amount);
              model[o.to]!.available = add(model[o.to]!.available, o.amount);
            };
          } else if (o.kind === 'hold') {
            run = async () => {
              const h = await t.db.tx((tx) =>
                hold(tx, m, { accountId: accounts[o.user]!, amount: o.amount }),
              );
              holds.push({ id: h.holdId, user: o.user, remaining: o.amount });
            };
            apply = () => {
              model[o.user]!.available = sub(model[o.user]!.available, o.amount);
              model[o.user]!.frozen = add(model[o.user]!.frozen, o.amount);
            };
          } else if (
            o.kind === 'settle' &&
            holds[o.hold] &&
            cmp(holds[o.hold]!.remaining, o.amount) >= 0
          ) {
            const h = holds[o.hold]!;
            run = () =>
              t.db.tx((tx) =>
                settleHold(tx, m, {
                  holdId: h.id,
                  legs: [{ accountId: accounts[o.to]!, amount: o.amount }],
                }),
              );
            apply = () => {
              h.remaining = sub(h.remaining, o.amount);
              model[h.user]!.frozen = sub(model[h.user]!.frozen, o.amount);
              model[o.to]!.available = add(model[o.to]!.available, o.amount);
            };
          } else if (o.kind === 'release' && holds[o.hold]) {
            const h = holds[o.hold]!;
            run = () => t.db.tx((tx) => releaseHold(tx, m, { holdId: h.id }));
            apply = () => {
              model[h.user]!.frozen = sub(model[h.user]!.frozen, h.remaining);
              model[h.user]!.available = add(model[h.user]!.available, h.remaining);
              h.remaining = '0';
            };
          } else if (o.kind === 'replay' && done[o.op]) {
            // A repeated request with its original key moves nothing.
            await done[o.op]!();
            continue;
          }
          if (!run) continue;
          try {
            await run();
            apply();
            done.push(run);
          } catch (err) {
            // Only a refusal for lack of funds is allowed, and it must have changed nothing.
            if (!(err instanceof AppError) || err.code !== 'insufficient_balance') throw err;
          }
        }
        for (const [i, id] of accounts.entries()) {
          const b = await balance(id);
          expect(cmp(b.available, model[i]!.available), `available of ${i}`).toBe(0);
          expect(cmp(b.frozen, model[i]!.frozen), `frozen of ${i}`).toBe(0);
          expect(b.available.startsWith('-') || b.frozen.startsWith('-')).toBe(false);
        }
        expect(await checkLedger(t.db)).toEqual([]);
      }),
      { numRuns: 12, seed: 20261122 },
    );
  });

  it('never overdraws under 200 concurrent withdrawals and transfers against one balance', async () => {
    const a = await funded('100');
    const spot = a.account;
    const lever = await t.db.tx((tx) => userAccount(tx, a.userId, USDT, 3));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        t.db.tx<unknown>((tx) =>
          i % 2
            ? hold(tx, meta('withdraw_hold'), { accountId: spot, amount: '1' })
            : transfer(tx, meta('account_transfer'), { from: spot, to: lever, amount: '1' }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).code === 'insufficient_balance',
    ).length;
    expect([ok, refused]).toEqual([100, 100]);
    const spotBalance = await balance(spot);
    const leverBalance = await balance(lever);
    expect(spotBalance.available).toBe('0');
    expect(cmp(add(spotBalance.frozen, leverBalance.available), '100')).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
