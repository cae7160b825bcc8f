import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  parseEventLogs,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_NODE_KEYS } from '../../config';
import { checkLedger } from '../../ledger/invariants';
import { hashPassword } from '../../platform/passwords';
import { cmp } from '../../platform/money';
import { userBalance } from '../../ledger';
import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { TOKEN_ABI } from '../../modules/chain/runtime';
import { prng } from '../../modules/market/simulator';
import { readReserves } from '../../modules/chain/reserves';
import { checkReserves } from '../../../scripts/verify-reserves';
import { amountToBaseUnits, baseUnitsToAmount } from '../../modules/chain/units';
import { createChainApp, startTestChain, type TestChain } from '../chain';
import { call, createUserWithSession, type TestApp } from '../harness';
import { operatorToken } from '../accounts';

/**
 * The chain soak (`npm run soak -- chain`): deposits and withdrawals on a real local node while
 * the chain re-orgs under the watcher (shallower than the confirmations, dropping some
 * transactions and including others again in new blocks) and the watcher is restarted from its
 * stored cursor. At the end the chain and the books must agree one to one:
 * - every deposit transfer on the canonical chain is recorded once, credited once (one journal)
 *   when at or above the minimum, and nothing is credited that the chain does not hold;
 * - every withdrawal is confirmed by exactly one transfer of its amount from the hot wallet,
 *   each hot-wallet nonce used once;
 * - the ledger check passes, and the published reserves re-read from the chain match.
 */
export interface ChainSoakOptions {
  deposits: number;
  withdrawals: number;
  users: number;
  seed: number;
  maxSeconds: number;
  progress?: (line: string) => void;
}

export interface ChainSoakReport {
  seconds: number;
  depositsSent: number;
  depositsOnChain: number;
  depositsCredited: number;
  belowMinimum: number;
  dropped: number;
  withdrawalsRequested: number;
  withdrawalsConfirmed: number;
  reorgs: number;
  restarts: number;
  blocks: number;
  problems: string[];
}

const USDT = 3;
const ETH = 2;
const N = 3;

/** An integer of hundredths (or ten-thousandths) as a decimal text: 1234 at 2 places is 12.34. */
const centsText = (n: number, places: number) => {
  const digits = String(n).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
};

interface SentDeposit {
  hash: Hex;
  raw: Hex;
  nonce: number;
  currency: number;
  units: bigint;
  to: string;
}

export async function runChainSoak(opts: ChainSoakOptions): Promise<ChainSoakReport> {
  const started = Date.now();
  // Seeded (mulberry32, the market simulator's generator), so a seed replays the same run.
  const rnd = prng(opts.seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const problems: string[] = [];
  const chain: TestChain = await startTestChain();
  let t: TestApp | null = null;
  try {
    t = await createChainApp(chain, { confirmations: N });
    const app = t.app;
    const db = t.db;
    const service = app.services.chain;
    const runtime = service.runtimes[0]!;
    const client = runtime.client;
    const op = await operatorToken(app);
    const faucet = privateKeyToAccount(LOCAL_NODE_KEYS.faucet);
    const hot = service.hotAddress! as `0x${string}`;
    const HOT_FUNDING = 10_000_000n * 10n ** 6n;
    await chain.sendUsdt(hot, HOT_FUNDING);

    // Users: a deposit address each (the same one for USDT and ETH), a fund password and a
    // withdrawal address of their own, past its cooling period.
    const payHash = await hashPassword('fund-pass-1');
    const users: Array<{
      userId: number;
      token: string;
      address: string;
      addressIds: Record<number, number>;
    }> = [];
    for (let i = 0; i < opts.users; i++) {
      const u = await createUserWithSession(db, { kycLevel: 1 });
      await db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [u.userId, payHash]);
      const { address } = await app.services.wallet.depositAddress(u.userId, USDT, 'ERC20');
      await app.services.wallet.depositAddress(u.userId, ETH, 'ERC20');
      const own = privateKeyToAccount(generatePrivateKey()).address;
      const addressIds: Record<number, number> = {};
      for (const currency of [USDT, ETH]) {
        const saved = await call(
          app,
          'POST',
          '/api/user/wallet/save',
          { currency, chain: 'ERC20', name: 'Own wallet', address: own },
          { token: u.token },
        );
        if (saved.body.type !== 'ok') throw new Error(JSON.stringify(saved.body));
        addressIds[currency] = (saved.body.message as { id: number }).id;
      }
      users.push({ ...u, address, addressIds });
    }
    await db.query(`UPDATE address_book SET created_at = now() - interval '25 hours'`);

    // Deposits are signed here so a re-org can include the same bytes again.
    let faucetNonce = await client.getTransactionCount({
      address: faucet.address,
      blockTag: 'pending',
    });
    const sent: SentDeposit[] = [];
    /** The faucet's next nonce once nothing of it waits in the pool (a block is mined until so). */
    const settledNonce = async () => {
      for (let i = 0; i < 20; i++) {
        const [latest, pending] = await Promise.all([
          client.getTransactionCount({ address: faucet.address, blockTag: 'latest' }),
          client.getTransactionCount({ address: faucet.address, blockTag: 'pending' }),
        ]);
        if (latest === pending) return latest;
        await chain.mine(1);
      }
      throw new Error('the faucet keeps transactions waiting in the pool');
    };
    const sendDeposit = async () => {
      const u = pick(users);
      const eth = rnd() < 0.2;
      // USDT 1 to 400 with up to 6 decimals (some below the 10 USDT minimum); ETH 0.005 to
      // 0.5 with up to 8 decimals, and now and then one wei more than the ledger can hold.
      const units = eth
        ? BigInt(Math.floor(500_000 + rnd() * 50_000_000)) * 10n ** 10n + (rnd() < 0.05 ? 1n : 0n)
        : BigInt(Math.floor(1_000_000 + rnd() * 399_000_000));
      const request = eth
        ? { to: getAddress(u.address), value: units, gas: 21_000n }
        : {
            to: chain.usdt,
            data: encodeFunctionData({
              abi: TOKEN_ABI,
              functionName: 'transfer',
              args: [getAddress(u.address), units],
            }),
            gas: 80_000n,
          };
      const fees = await client.estimateFeesPerGas();
      const sign = () =>
        faucet.signTransaction({
          type: 'eip1559',
          chainId: runtime.chainId,
          nonce: faucetNonce,
          maxFeePerGas: fees.maxFeePerGas * 2n,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
          ...request,
        });
      let raw = await sign();
      let hash: Hex;
      try {
        hash = await client.sendRawTransaction({ serializedTransaction: raw });
      } catch (err) {
        // The node settles a re-org's new blocks after answering it: the faucet's count read
        // right after can be off. Settle it and sign once more.
        if (!/nonce too low|underpriced/i.test(String(err))) throw err;
        faucetNonce = await settledNonce();
        raw = await sign();
        hash = await client.sendRawTransaction({ serializedTransaction: raw });
      }
      sent.push({
        hash,
        raw,
        nonce: faucetNonce,
        currency: eth ? ETH : USDT,
        units,
        to: u.address.toLowerCase(),
      });
      faucetNonce += 1;
    };

    // A re-org shallower than the confirmations: the node is reverted to a snapshot taken one
    // or two blocks back (after the watcher saw those blocks), some of the faucet's transactions
    // of the dropped blocks are sent again (a prefix by nonce, so none waits on a missing one)
    // and the rest are gone; the hot wallet's are sent again or not at random (the broadcaster
    // sends the same bytes again when its transaction left the chain). New blocks are mined up
    // to the old height, so the same heights now have other hashes.
    let reorgs = 0;
    const reorg = async () => {
      const snapshot = await chain.test.snapshot();
      const from = await client.getBlockNumber({ cacheTime: 0 });
      const count = 1 + Math.floor(rnd() * (N - 1));
      for (let i = 0; i < count && sent.length < opts.deposits; i++) await sendDeposit();
      await steps();
      const head = await client.getBlockNumber({ cacheTime: 0 });
      // The broadcaster's sends add blocks too: a re-org as deep as the confirmations would
      // drop what may be credited, which is another test's subject (the deep re-org alert).
      if (head === from || head - from > BigInt(N - 1)) return;
      const hashes: Hex[] = [];
      for (let n = from + 1n; n <= head; n++) {
        const block = await client.getBlock({ blockNumber: n });
        hashes.push(...block.transactions);
      }
      const byHash = new Map(sent.map((x) => [x.hash, x]));
      const faucetTxs = hashes
        .map((h) => byHash.get(h))
        .filter((x): x is SentDeposit => x !== undefined)
        .sort((x, y) => x.nonce - y.nonce);
      const keep = faucetTxs.slice(0, Math.floor(rnd() * (faucetTxs.length + 1)));
      const again: Hex[] = keep.map((x) => x.raw);
      if (rnd() < 0.5) {
        const { rows } = await db.query<{ raw: string }>(
          `SELECT v.raw FROM chain_tx_versions v JOIN chain_txs c ON c.id = v.chain_tx_id
            WHERE lower(v.hash) = ANY($1::text[]) ORDER BY c.nonce`,
          [hashes.map((h) => h.toLowerCase())],
        );
        again.push(...rows.map((r) => r.raw as Hex));
      }
      await chain.test.revert({ id: snapshot });
      reorgs += 1;
      for (const raw of again) {
        // The node may hold a dropped transaction in its pool already: that one is mined anyway.
        await client.sendRawTransaction({ serializedTransaction: raw }).catch((err: unknown) => {
          if (!/already|nonce too low|underpriced/i.test(String(err))) throw err;
        });
      }
      const now = await client.getBlockNumber({ cacheTime: 0 });
      if (now < head) await chain.mine(Number(head - now));
      faucetNonce = await settledNonce();
    };

    let restarts = 0;
    const restartWatcher = () => {
      service.watchers[0] = service.newWatcher(runtime);
      restarts += 1;
    };
    const steps = async () => {
      await service.watchers[0]!.step();
      await service.broadcaster.step();
    };

    // Withdrawals from what has been credited; each is approved by an operator at once.
    const withdrawalIds: number[] = [];
    const spendable = async (userId: number, currency: number) =>
      (await userBalance(db, userId, currency, ACCOUNT_TYPES.change)).available;
    const requestWithdrawal = async () => {
      for (let tries = 0; tries < 5; tries++) {
        const u = pick(users);
        const currency = rnd() < 0.2 ? ETH : USDT;
        // USDT 10.00 to 160.00; ETH 0.0100 to 0.1100: within what the user has.
        const amount =
          currency === USDT
            ? centsText(1000 + Math.floor(rnd() * 15_000), 2)
            : centsText(100 + Math.floor(rnd() * 1000), 4);
        if (cmp(await spendable(u.userId, currency), amount) < 0) continue;
        const res = await call(
          app,
          'POST',
          '/api/wallet/out',
          {
            currency,
            number: amount,
            address_id: u.addressIds[currency],
            pay_password: 'fund-pass-1',
          },
          { token: u.token },
        );
        if (res.body.type !== 'ok') continue;
        const id = (res.body.message as { id: number }).id;
        const approved = await call(
          app,
          'POST',
          '/api/admin/withdrawals/approve',
          { id },
          { token: op },
        );
        if (approved.body.type !== 'ok')
          problems.push(`withdrawal ${id} not approved: ${JSON.stringify(approved.body)}`);
        withdrawalIds.push(id);
        return;
      }
    };

    const deadline = started + opts.maxSeconds * 1000;
    let round = 0;
    while (
      (sent.length < opts.deposits || withdrawalIds.length < opts.withdrawals) &&
      Date.now() < deadline
    ) {
      round += 1;
      const batch = 1 + Math.floor(rnd() * 6);
      for (let i = 0; i < batch && sent.length < opts.deposits; i++) await sendDeposit();
      if (rnd() < 0.5) await steps();
      if (rnd() < 0.1) await reorg();
      if (rnd() < 0.05) restartWatcher();
      await steps();
      const wanted = Math.ceil((opts.withdrawals * sent.length) / Math.max(1, opts.deposits));
      while (withdrawalIds.length < Math.min(wanted, opts.withdrawals) && Date.now() < deadline) {
        const before = withdrawalIds.length;
        await requestWithdrawal();
        if (withdrawalIds.length === before) break;
      }
      if (round % 10 === 0)
        opts.progress?.(
          `${sent.length} deposits sent, ${withdrawalIds.length} withdrawals, ${reorgs} re-orgs, ${restarts} restarts`,
        );
    }

    // Settle: blocks on top, and steps until nothing is waiting.
    for (let i = 0; i < 200 && Date.now() < deadline + 120_000; i++) {
      await chain.mine(1);
      await steps();
      const { rows } = await db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM withdrawals WHERE status IN ('approved', 'signed', 'broadcast'))::int
              + (SELECT count(*) FROM chain_deposits WHERE status = 'seen')::int AS n`,
      );
      if (rows[0]!.n === 0 && i > N + 1) break;
    }

    // ---------------------------------------------------------------- the chain and the books
    const receipts = new Map<string, TransactionReceipt | null>();
    for (const s of sent) {
      try {
        receipts.set(s.hash, await client.getTransactionReceipt({ hash: s.hash }));
      } catch {
        receipts.set(s.hash, null);
      }
    }
    const expected = new Map<string, { status: string; amount: string | null }>();
    const minimum = { [USDT]: '10', [ETH]: '0.01' } as Record<number, string>;
    const precision = { [USDT]: 6, [ETH]: 8 } as Record<number, number>;
    for (const s of sent) {
      const r = receipts.get(s.hash);
      if (!r || r.status !== 'success') continue;
      const decimals = s.currency === ETH ? 18 : 6;
      const amount = baseUnitsToAmount(s.units, decimals, precision[s.currency]!);
      const status =
        amount === null
          ? 'unconvertible'
          : cmp(amount, minimum[s.currency]!) < 0
            ? 'below_min'
            : 'credited';
      // Each deposit transaction carries one transfer; a log's index can change when the
      // transaction is included again in another block, so the hash is the key here.
      expected.set(s.hash.toLowerCase(), { status, amount });
    }
    const { rows: recorded } = await db.query<{
      key: string;
      status: string;
      amount: string;
      journals: number;
    }>(
      `SELECT lower(d.tx_hash) AS key, d.status, trim_scale(d.amount)::text AS amount,
              (SELECT count(*) FROM journals j WHERE j.ref_type = 'chain_deposit' AND j.ref_id = d.id::text)::int AS journals
         FROM chain_deposits d`,
    );
    const byKey = new Map(recorded.map((r) => [r.key, r]));
    const cursor = (
      await db.query<{ number: number }>(`SELECT number FROM chain_cursors WHERE chain = 'ERC20'`)
    ).rows[0]?.number;
    const tip = Number(await client.getBlockNumber({ cacheTime: 0 }));
    if (cursor === undefined || cursor < tip - 1) {
      problems.push(`the watcher's cursor is at ${cursor ?? 'none'}, the node's head at ${tip}`);
      if (cursor !== undefined) {
        const stored = await db.query<{ number: number; hash: string; parent_hash: string }>(
          `SELECT number, hash, parent_hash FROM chain_blocks WHERE chain = 'ERC20' AND number >= $1 - 2 ORDER BY number`,
          [cursor],
        );
        for (const b of stored.rows.slice(0, 8)) {
          const node = await client.getBlock({ blockNumber: BigInt(b.number) }).catch(() => null);
          problems.push(
            `  block ${b.number}: stored ${b.hash.slice(0, 10)} (parent ${b.parent_hash.slice(0, 10)}), node ${node?.hash?.slice(0, 10) ?? 'none'} (parent ${node?.parentHash.slice(0, 10) ?? '-'})`,
          );
        }
        problems.push(
          `  stored blocks from ${cursor - 2}: ${stored.rows.length}, the last ${stored.rows.at(-1)?.number}`,
        );
        const next = await client.getBlock({ blockNumber: BigInt(cursor + 1) }).catch(() => null);
        problems.push(
          `  block ${cursor + 1} on the node: ${next ? `${next.hash!.slice(0, 10)} (parent ${next.parentHash.slice(0, 10)})` : 'none, below its head'}`,
        );
        try {
          await service.watchers[0]!.step();
          problems.push('  one more step: no error');
        } catch (err) {
          problems.push(`  one more step: ${String(err).slice(0, 300)}`);
        }
      }
    }
    for (const [key, e] of expected) {
      const r = byKey.get(key);
      if (!r) problems.push(`deposit on chain not recorded: ${key}`);
      else if (r.status !== e.status)
        problems.push(`deposit ${key}: ${r.status}, expected ${e.status}`);
      else if (e.status === 'credited' && r.journals !== 1)
        problems.push(`deposit ${key}: ${r.journals} journals`);
      else if (e.amount !== null && r.amount !== e.amount)
        problems.push(`deposit ${key}: amount ${r.amount}, on chain ${e.amount}`);
    }
    for (const r of recorded) {
      if (expected.has(r.key)) continue;
      if (r.status !== 'orphaned') problems.push(`deposit ${r.key} not on chain but ${r.status}`);
      if (r.journals !== 0)
        problems.push(`deposit ${r.key} not on chain has ${r.journals} journals`);
    }

    const { rows: ws } = await db.query<{
      id: number;
      status: string;
      currency_id: number;
      sent: string;
      destination: string;
      confirmed_hash: string | null;
      nonce: number | null;
    }>(
      `SELECT w.id, w.status, w.currency_id, trim_scale(w.amount - w.fee)::text AS sent, lower(w.destination) AS destination,
              c.confirmed_hash, c.nonce
         FROM withdrawals w LEFT JOIN chain_txs c ON c.withdrawal_id = w.id
        WHERE w.id = ANY($1::bigint[])`,
      [withdrawalIds],
    );
    let confirmed = 0;
    let withdrawnUsdt = 0n;
    for (const w of ws) {
      if (w.status !== 'confirmed') {
        problems.push(`withdrawal ${w.id} ended ${w.status}`);
        continue;
      }
      confirmed += 1;
      const r = await client
        .getTransactionReceipt({ hash: w.confirmed_hash as Hex })
        .catch(() => null);
      if (!r || r.status !== 'success') {
        problems.push(`withdrawal ${w.id}: its transaction ${w.confirmed_hash} is not on chain`);
        continue;
      }
      const units = amountToBaseUnits(w.sent, w.currency_id === ETH ? 18 : 6);
      if (w.currency_id === USDT) {
        withdrawnUsdt += units;
        const logs = parseEventLogs({ abi: erc20Abi, logs: r.logs, eventName: 'Transfer' });
        const ok =
          logs.length === 1 &&
          logs[0]!.args.from.toLowerCase() === hot.toLowerCase() &&
          logs[0]!.args.to.toLowerCase() === w.destination &&
          logs[0]!.args.value === units;
        if (!ok) problems.push(`withdrawal ${w.id}: the transfer on chain differs`);
      } else {
        const tx = await client.getTransaction({ hash: w.confirmed_hash as Hex });
        if (tx.to?.toLowerCase() !== w.destination || tx.value !== units)
          problems.push(`withdrawal ${w.id}: the transfer on chain differs`);
      }
    }
    // One transaction per nonce of the hot wallet, and no more transactions than withdrawals.
    const hotNonce = await client.getTransactionCount({ address: hot, blockTag: 'latest' });
    const { rows: nonces } = await db.query<{ n: number; max: number | null }>(
      `SELECT count(*)::int AS n, max(nonce)::int AS max FROM chain_txs`,
    );
    if (nonces[0]!.n !== hotNonce)
      problems.push(`hot wallet sent ${hotNonce} transactions for ${nonces[0]!.n} withdrawals`);

    // USDT held by the platform = the hot wallet's funding + deposits on chain − withdrawals sent.
    const depositedUsdt = sent
      .filter((s) => s.currency === USDT && receipts.get(s.hash)?.status === 'success')
      .reduce((a, s) => a + s.units, 0n);
    const reserves = await readReserves(
      db,
      runtime,
      hot,
      () => app.services.liabilities.totals(),
      0,
    );
    const usdtReserve = reserves.currencies.find((c) => c.currency_id === USDT)!;
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (BigInt(reserves.block_number) === head - BigInt(N) + 1n) {
      const expectedTotal = HOT_FUNDING + depositedUsdt - withdrawnUsdt;
      if (amountToBaseUnits(usdtReserve.total, 6) !== expectedTotal)
        problems.push(
          `USDT reserves ${usdtReserve.total} (hot ${usdtReserve.hot}, deposit addresses ${usdtReserve.deposit_addresses}), expected ${baseUnitsToAmount(expectedTotal, 6, 6)} (hot ${baseUnitsToAmount(HOT_FUNDING - withdrawnUsdt, 6, 6)}, deposit addresses ${baseUnitsToAmount(depositedUsdt, 6, 6)})`,
        );
    }
    const lines: string[] = [];
    if (!(await checkReserves(reserves, client, (l) => lines.push(l))))
      problems.push(`reserves check failed:\n  ${lines.join('\n  ')}`);
    for (const p of await checkLedger(db)) problems.push(`ledger check: ${p.detail}`);

    return {
      seconds: Math.round((Date.now() - started) / 1000),
      depositsSent: sent.length,
      depositsOnChain: expected.size,
      depositsCredited: recorded.filter((r) => r.status === 'credited').length,
      belowMinimum: recorded.filter((r) => r.status === 'below_min').length,
      dropped: sent.length - expected.size,
      withdrawalsRequested: withdrawalIds.length,
      withdrawalsConfirmed: confirmed,
      reorgs,
      restarts,
      blocks: Number(head),
      problems,
    };
  } finally {
    // The ledger is checked above; the harness checks it again as it closes.
    await t?.close().catch((err: unknown) => problems.push(String(err)));
    await chain.stop();
  }
}
