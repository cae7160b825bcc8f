import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeAbiParameters, keccak256, pad } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_NODE_KEYS } from '../../config';
import { createChainApp, startTestChain, type TestChain } from '../../test/chain';
import { call, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { requestWithdrawal, savedAddress, withdrawingUser } from '../../test/chain-withdrawals';
import { checkLedger } from '../../ledger/invariants';
import { BroadcasterCrash } from './broadcaster';
import { TOKEN_ABI } from './runtime';

const USDT = 3;
const HOT = privateKeyToAccount(LOCAL_NODE_KEYS.hot).address;
const units = (usdt: number) => BigInt(usdt) * 10n ** 6n;

describe('the withdrawal broadcaster on a real node', () => {
  let chain: TestChain;
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    chain = await startTestChain();
    // The hot wallet is low below 100,000 USDT: it holds 10,000 to begin with.
    t = await createChainApp(chain, { hotLow: { USDT: '100000' } });
    op = await operatorToken(t.app, 'admin');
    await chain.sendUsdt(HOT, units(10_000));
  });
  afterAll(async () => {
    if (t) expect(await checkLedger(t.db)).toEqual([]);
    await t?.close();
    await chain?.stop();
  });

  const service = () => t.app.services.chain;
  const automine = (on: boolean) =>
    chain.test.request({ method: 'evm_setAutomine', params: [on] } as never);
  const statusOf = async (id: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))
      .rows[0]!.status;
  const tokenBalance = (address: `0x${string}`) =>
    chain.test.readContract({
      address: chain.usdt,
      abi: TOKEN_ABI,
      functionName: 'balanceOf',
      args: [address],
    }) as Promise<bigint>;
  const transfersTo = async (address: `0x${string}`) =>
    (
      await chain.test.getContractEvents({
        address: chain.usdt,
        abi: TOKEN_ABI,
        eventName: 'Transfer',
        args: { to: address },
        fromBlock: 0n,
      })
    ).length;
  const hotNonce = () => chain.test.getTransactionCount({ address: HOT });
  const balanceOf = async (token: string) => {
    const w = (await call(t.app, 'GET', '/api/wallet/list', {}, { token })).body.message as {
      accounts: Array<{
        account_type: number;
        balances: Array<{ currency_id: number; available: string; frozen: string }>;
      }>;
    };
    return w.accounts
      .find((a) => a.account_type === 2)!
      .balances.find((b) => b.currency_id === USDT)!;
  };

  /** A user's withdrawal of `amount` (USDT unless told: its fee is 1 USDT), approved by an operator. */
  async function approved(amount: string, currency = USDT) {
    const u = await withdrawingUser(t.app, op, { currency, amount: '500' });
    const to = await savedAddress(t.app, u.token, currency);
    const id = await requestWithdrawal(t.app, u.token, {
      currency,
      number: amount,
      addressId: to.id,
    });
    const res = await call(t.app, 'POST', '/api/admin/withdrawals/approve', { id }, { token: op });
    expect(res.body.message).toMatchObject({ status: 'approved' });
    return { u, to: to.address, id };
  }

  it('signs, broadcasts and confirms after the chain’s confirmations, settling the hold', async () => {
    const { u, to, id } = await approved('30');
    const b = service().broadcaster;
    await b.step();
    expect(await statusOf(id)).toBe('broadcast');
    const list = (await call(t.app, 'GET', '/api/user/withdraw/list', {}, { token: u.token })).body
      .message as {
      data: Array<{ status: string; txid: string; explorer_url: string; confirmations: number }>;
    };
    const hash = list.data[0]!.txid;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(list.data[0]).toMatchObject({
      status: 'broadcast',
      explorer_url: `https://explorer.test/tx/${hash}`,
      confirmations: 1,
      required: 3,
    });
    // Mined, not yet confirmed: the amount stays frozen.
    expect(await balanceOf(u.token)).toMatchObject({ available: '470', frozen: '30' });

    await chain.mine(2);
    await b.step();
    expect(await statusOf(id)).toBe('confirmed');
    expect(await tokenBalance(to)).toBe(units(29));
    expect(await balanceOf(u.token)).toMatchObject({ available: '470', frozen: '0' });
    const fee = await t.db.query<{ amount: string }>(
      `SELECT trim_scale(p.amount)::text AS amount FROM postings p
         JOIN journals j ON j.id = p.journal_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE j.reason = 'withdraw_sent' AND j.ref_id = $1 AND a.system_code = 'fees'`,
      [String(id)],
    );
    expect(fee.rows).toEqual([{ amount: '1' }]);
    const tx = await call(t.app, 'GET', '/api/admin/withdrawals/tx', { id }, { token: op });
    expect(tx.body.message).toMatchObject({ hashes: [hash], confirmed_hash: hash });
    const inbox = await t.db.query<{ kind: string }>(
      'SELECT kind FROM messages WHERE user_id = $1 AND kind = $2',
      [u.userId, 'withdrawal_sent'],
    );
    expect(inbox.rowCount).toBe(1);
  });

  it('sends the native coin as a plain value transfer of amount − fee', async () => {
    const ETH = 2;
    const { to, id } = await approved('0.5', ETH);
    await service().broadcaster.step();
    await chain.mine(2);
    await service().broadcaster.step();
    expect(await statusOf(id)).toBe('confirmed');
    // 0.5 ETH less the 0.002 ETH fee, in wei.
    expect(await chain.test.getBalance({ address: to })).toBe(498n * 10n ** 15n);
  });

  for (const crash of ['after_sign', 'after_broadcast'] as const) {
    it(`sends exactly one transaction after a crash ${crash.replace('_', ' ')}`, async () => {
      const { to, id } = await approved('20');
      const before = await hotNonce();
      await expect(service().newBroadcaster({ crash }).step()).rejects.toBeInstanceOf(
        BroadcasterCrash,
      );
      expect(await statusOf(id)).toBe('signed');
      // A new process: it finds the stored bytes and sends (or finds) those, never a new nonce.
      const restarted = service().newBroadcaster();
      await restarted.step();
      expect(await statusOf(id)).toBe('broadcast');
      await chain.mine(3);
      await restarted.step();
      expect(await statusOf(id)).toBe('confirmed');
      expect(await transfersTo(to)).toBe(1);
      expect(await hotNonce()).toBe(before + 1);
      expect(await tokenBalance(to)).toBe(units(19));
    });
  }

  it('gives a node that lost a broadcast transaction the same bytes again', async () => {
    const { to, id } = await approved('13');
    const before = await hotNonce();
    await automine(false);
    try {
      await service().broadcaster.step();
      expect(await statusOf(id)).toBe('broadcast');
      await chain.test.request({ method: 'anvil_dropAllTransactions', params: [] } as never);
      await chain.mine(1);
      expect(await hotNonce()).toBe(before);
      await service().broadcaster.step();
      await chain.mine(3);
    } finally {
      await automine(true);
    }
    await service().broadcaster.step();
    expect(await statusOf(id)).toBe('confirmed');
    expect(await transfersTo(to)).toBe(1);
    expect(await hotNonce()).toBe(before + 1);
    const versions = await t.db.query(
      'SELECT 1 FROM chain_tx_versions v JOIN chain_txs t ON t.id = v.chain_tx_id WHERE t.withdrawal_id = $1',
      [id],
    );
    expect(versions.rowCount).toBe(1);
  });

  it('never gives two withdrawals the same nonce when two broadcasters step at once', async () => {
    const one = await approved('15');
    const two = await approved('16');
    const before = await hotNonce();
    // Each stops right after its first signature, so both sign before anything is broadcast
    // (the node's pending count is the same for both): only the nonce row tells them apart.
    const crashing = [
      service().newBroadcaster({ crash: 'after_sign' }),
      service().newBroadcaster({ crash: 'after_sign' }),
    ];
    const settled = await Promise.allSettled(crashing.map((x) => x.step()));
    expect(
      settled.map((r) => r.status === 'rejected' && r.reason instanceof BroadcasterCrash),
    ).toEqual([true, true]);
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['signed', 'signed']);
    const [a, b] = [service().newBroadcaster(), service().newBroadcaster()];
    await Promise.all([a.step(), b.step()]);
    await chain.mine(3);
    await Promise.all([a.step(), b.step()]);
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['confirmed', 'confirmed']);
    const { rows } = await t.db.query<{ nonce: string }>(
      'SELECT nonce::text FROM chain_txs WHERE withdrawal_id = ANY($1) ORDER BY nonce',
      [[one.id, two.id]],
    );
    expect(rows.map((r) => Number(r.nonce))).toEqual([before, before + 1]);
    expect([await transfersTo(one.to), await transfersTo(two.to)]).toEqual([1, 1]);
    expect(await hotNonce()).toBe(before + 2);
  });

  it('fails a transaction that reverts on chain, returning the amount and the fee, and alerts', async () => {
    const { u, to, id } = await approved('25');
    await automine(false);
    try {
      await service().broadcaster.step();
      expect(await statusOf(id)).toBe('broadcast');
      // The hot wallet's tokens are gone before the transfer is mined: the token call reverts.
      const slot = keccak256(
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [HOT, 1n]),
      );
      await chain.test.setStorageAt({ address: chain.usdt, index: slot, value: pad('0x0') });
      await chain.mine(3);
    } finally {
      await automine(true);
    }
    await service().broadcaster.step();
    expect(await statusOf(id)).toBe('failed');
    expect(await tokenBalance(to)).toBe(0n);
    expect(await balanceOf(u.token)).toMatchObject({ available: '500', frozen: '0' });
    const alert = await t.db.query(
      `SELECT 1 FROM chain_alerts WHERE kind = 'withdrawal_failed' AND subject = $1 AND resolved_at IS NULL`,
      [`withdrawal:${id}`],
    );
    expect(alert.rowCount).toBe(1);
    const inbox = await t.db.query(
      `SELECT 1 FROM messages WHERE user_id = $1 AND kind = 'withdrawal_failed'`,
      [u.userId],
    );
    expect(inbox.rowCount).toBe(1);
    await chain.sendUsdt(HOT, units(10_000));
  });

  it('speeds up a pending transaction at the same nonce; the mined version confirms it once', async () => {
    const { to, id } = await approved('12');
    await automine(false);
    let hashes: string[];
    try {
      await service().broadcaster.step();
      expect(await statusOf(id)).toBe('broadcast');
      const sped = await call(
        t.app,
        'POST',
        '/api/admin/withdrawals/speed_up',
        { id },
        { token: op },
      );
      expect(sped.body.message).toMatchObject({ id, status: 'broadcast' });
      const tx = (await call(t.app, 'GET', '/api/admin/withdrawals/tx', { id }, { token: op })).body
        .message as { hashes: string[]; nonce: number };
      hashes = tx.hashes;
      expect(hashes).toHaveLength(2);
      await chain.mine(3);
    } finally {
      await automine(true);
    }
    await service().broadcaster.step();
    expect(await statusOf(id)).toBe('confirmed');
    const { rows } = await t.db.query<{ txid: string; confirmed_hash: string }>(
      `SELECT w.txid, t.confirmed_hash FROM withdrawals w JOIN chain_txs t ON t.withdrawal_id = w.id
        WHERE w.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ txid: hashes[1], confirmed_hash: hashes[1] });
    expect(await transfersTo(to)).toBe(1);
    expect(await tokenBalance(to)).toBe(units(11));
    // A mined withdrawal cannot be sped up again.
    const again = await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/speed_up',
      { id },
      { token: op },
    );
    expect(again.body.code).toBe('withdrawal_not_speedable');
  });

  it('reports the hot wallet and keeps its low alert open while below the mark', async () => {
    const rt = service().runtime('ERC20')!;
    await service().broadcaster.checkHotWallet(rt);
    const open = () =>
      t.db.query(
        `SELECT 1 FROM chain_alerts WHERE kind = 'hot_wallet_low' AND subject = 'USDT' AND resolved_at IS NULL`,
      );
    expect((await open()).rowCount).toBe(1);
    const status = (await call(t.app, 'GET', '/api/admin/chain/status', {}, { token: op })).body
      .message as Array<{
      reachable: boolean;
      hot_wallet: { address: string; balances: Array<{ currency_name: string; low: boolean }> };
      open_alerts: number;
    }>;
    expect(status[0]).toMatchObject({ reachable: true, hot_wallet: { address: HOT } });
    expect(status[0]!.hot_wallet.balances.find((b) => b.currency_name === 'USDT')!.low).toBe(true);
    await chain.sendUsdt(HOT, units(200_000));
    await service().broadcaster.checkHotWallet(rt);
    expect((await open()).rowCount).toBe(0);
  });
  it('runs from the chain service’s loop, under the chain’s sending lease', async () => {
    const { id } = await approved('11');
    await service().start();
    try {
      const until = async (status: string) =>
        vi.waitFor(async () => expect(await statusOf(id)).toBe(status), {
          timeout: 10_000,
          interval: 50,
        });
      await until('broadcast');
      await chain.mine(3);
      await until('confirmed');
    } finally {
      await service().stop();
    }
    const lease = await t.db.query<{ node: string }>(
      `SELECT node FROM leases WHERE name = 'chain.ERC20.send'`,
    );
    expect(lease.rows).toEqual([{ node: service().nodeId }]);
  });
});
