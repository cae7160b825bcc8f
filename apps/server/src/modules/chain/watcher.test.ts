import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  publicActions,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_NODE_KEYS, Secret } from '../../config';
import { hashPassword } from '../../platform/passwords';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createChainApp, startTestChain, testChainConfig, type TestChain } from '../../test/chain';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { userBalance } from '../../ledger';
import { TOKEN_ABI } from './runtime';
import { Lease, LeaseLost } from '../../platform/lease';
import type { Watcher } from './watcher';

const USDT = 3;
const ETH = 2;
/** anvil's development accounts #2 and #3: two more senders. */
const SENDER_KEYS: Hex[] = [
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f9b3d3bc1b8ccf7c0e7d8a9eed5d9d70e7',
];

let chain: TestChain;
let t: TestApp;
let op: string;
beforeAll(async () => {
  chain = await startTestChain();
  t = await createChainApp(chain);
  op = await operatorToken(t.app);
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const service = () => t.app.services.chain;
const watcher = (): Watcher => service().watchers[0]!;
/** "Killed and restarted": the watcher object is dropped and a new one resumes from the stored cursor. */
const restart = () => {
  service().watchers[0] = service().newWatcher(service().runtimes[0]!);
};
const step = () => watcher().step();
/** The node that watches the chain, as operators see it. */
const statusWatcher = async () =>
  (
    (await call(t.app, 'GET', '/api/admin/chain/status', {}, { token: op })).body.message as Array<{
      watcher: string | null;
    }>
  )[0]!.watcher;

function sender(key: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: {
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl),
  }).extend(publicActions);
}

async function depositor() {
  const u = await createUserWithSession(t.db, { kycLevel: 1 });
  const { address } = await t.app.services.wallet.depositAddress(u.userId, USDT, 'ERC20');
  return { ...u, address: address as `0x${string}` };
}

type Row = { id: number; tx_hash: string; status: string; block_number: number; amount: string };
const depositsOf = async (userId: number) =>
  (
    await t.db.query<Row>(
      `SELECT id, tx_hash, status, block_number, trim_scale(amount)::text AS amount
         FROM chain_deposits WHERE user_id = $1 ORDER BY id`,
      [userId],
    )
  ).rows;
const journals = async (depositIds: number[]) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journals WHERE ref_type = 'chain_deposit' AND ref_id = ANY($1::text[])`,
      [depositIds.map(String)],
    )
  ).rows[0]!.n;
const spot = async (userId: number, currency: number) =>
  (await userBalance(t.db, userId, currency, ACCOUNT_TYPES.change)).available;
const head = async () => Number(await chain.test.getBlockNumber({ cacheTime: 0 }));
/** anvil's re-org: drops the last `depth` blocks and mines as many, with the raw transactions given at their offsets. */
const reorg = (depth: number, txs: Array<[Hex, number]> = []) =>
  chain.test.request({ method: 'anvil_reorg' as never, params: [depth, txs] as never });

describe('the deposit watcher', () => {
  it('credits at N confirmations across a restart, drops a re-orged deposit, credits a re-included one once', async () => {
    const [two, three] = SENDER_KEYS.map(sender) as [
      ReturnType<typeof sender>,
      ReturnType<typeof sender>,
    ];
    for (const s of [two, three]) {
      await chain.sendEth(s.account.address, parseEther('1'));
      await chain.sendUsdt(s.account.address, 1_000_000_000n);
    }
    const a = await depositor();
    const b = await depositor();
    const c = await depositor();

    await chain.sendUsdt(a.address, 50_000_000n);
    await step();
    expect(await depositsOf(a.userId)).toMatchObject([{ status: 'seen', amount: '50' }]);
    // Killed after one more block, restarted from the stored cursor: 2 of 3, not credited.
    await chain.mine(1);
    restart();
    await step();
    const [first] = await depositsOf(a.userId);
    expect(first!.status).toBe('seen');
    expect(await head()).toBe(first!.block_number + 1);
    await chain.mine(1);
    await step();
    expect((await depositsOf(a.userId))[0]!.status).toBe('credited');
    expect(await spot(a.userId, USDT)).toBe('50');

    // The second and third deposit, each in its own block; the third signed here so the same
    // transaction can be included again after the re-org.
    await two.writeContract({
      address: chain.usdt,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [b.address, 20_000_000n],
    });
    const request = await three.prepareTransactionRequest({
      to: chain.usdt,
      data: encodeFunctionData({
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [c.address, 30_000_000n],
      }),
    });
    const raw = await three.signTransaction(request);
    await three.sendRawTransaction({ serializedTransaction: raw });
    await step();
    const [second] = await depositsOf(b.userId);
    const [third] = await depositsOf(c.userId);
    expect([second!.status, third!.status]).toEqual(['seen', 'seen']);
    const oldThirdHash = (
      await t.db.query<{ block_hash: string }>(
        'SELECT block_hash FROM chain_deposits WHERE id = $1',
        [third!.id],
      )
    ).rows[0]!.block_hash;

    await reorg(2, [[raw, 0]]);
    await chain.mine(2);
    await step();
    await step();
    expect((await depositsOf(b.userId))[0]!.status).toBe('orphaned');
    const after = (
      await t.db.query<{ status: string; block_hash: string; block_number: number }>(
        'SELECT status, block_hash, block_number FROM chain_deposits WHERE id = $1',
        [third!.id],
      )
    ).rows[0]!;
    expect(after.status).toBe('credited');
    expect(after.block_hash).not.toBe(oldThirdHash);
    const ids = [first!.id, second!.id, third!.id];
    expect(await journals(ids)).toBe(2);
    expect(await spot(c.userId, USDT)).toBe('30');
    expect(await spot(b.userId, USDT)).toBe('0');

    // Re-running and restarting add nothing.
    await step();
    restart();
    await step();
    await step();
    expect(await journals(ids)).toBe(2);
    expect(await spot(a.userId, USDT)).toBe('50');
    expect(await spot(c.userId, USDT)).toBe('30');
  });

  it('shows a user their own deposits with k of N and the explorer page, and no one else', async () => {
    const u = await depositor();
    const other = await depositor();
    const hash = await chain.sendUsdt(u.address, 12_000_000n);
    await step();
    await chain.mine(1);
    await step();
    const list = await call(t.app, 'GET', '/api/wallet/chain_deposits', {}, { token: u.token });
    expect(list.body.message).toMatchObject({
      total: 1,
      data: [
        {
          tx_hash: hash,
          amount: '12',
          currency_id: USDT,
          currency_name: 'USDT',
          status: 'seen',
          confirmations: 2,
          required: 3,
          explorer_url: `https://explorer.test/tx/${hash}`,
        },
      ],
    });
    const theirs = await call(
      t.app,
      'GET',
      '/api/wallet/chain_deposits',
      {},
      { token: other.token },
    );
    expect(theirs.body.message).toMatchObject({ total: 0, data: [] });
    // Operators see every user's, filtered by status, with the address, sender and block.
    const seen = await call(
      t.app,
      'GET',
      '/api/admin/chain/deposits',
      { status: 'seen' },
      { token: op },
    );
    const mine = (seen.body.message as { data: Array<Record<string, unknown>> }).data.find(
      (d) => d.tx_hash === hash,
    );
    expect(mine).toMatchObject({
      user_id: u.userId,
      address: u.address,
      sender: chain.faucet.account.address,
      confirmations: 2,
    });
    const orphaned = await call(
      t.app,
      'GET',
      '/api/admin/chain/deposits',
      { status: 'orphaned' },
      { token: op },
    );
    expect(
      (orphaned.body.message as { data: Array<{ status: string }> }).data.every(
        (d) => d.status === 'orphaned',
      ),
    ).toBe(true);
    await chain.mine(1);
    await step();
    const again = await call(t.app, 'GET', '/api/wallet/chain_deposits', {}, { token: u.token });
    expect(again.body.message).toMatchObject({
      data: [{ status: 'credited', confirmations: 3 }],
    });
  });

  it('never debits a deposit re-orged away after its credit: flags it, holds withdrawals, alerts', async () => {
    const u = await depositor();
    await t.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [
      u.userId,
      await hashPassword('fund-pass-1'),
    ]);
    // ETH first, credited and buried: its withdrawals stay free.
    await chain.sendEth(u.address, parseEther('0.05'));
    await chain.mine(5);
    await step();
    const hash = await chain.sendUsdt(u.address, 40_000_000n);
    await chain.mine(3);
    await step();
    const [eth, usdt] = await depositsOf(u.userId);
    expect([eth!.status, usdt!.status]).toEqual(['credited', 'credited']);
    expect(await spot(u.userId, USDT)).toBe('40');
    const oldHash = (
      await t.db.query<{ block_hash: string }>(
        'SELECT block_hash FROM chain_deposits WHERE id = $1',
        [usdt!.id],
      )
    ).rows[0]!.block_hash;

    // Deeper than N (3): the deposit's block and the three above it, replaced by empty blocks.
    await reorg((await head()) - usdt!.block_number + 1);
    await chain.mine(1);
    await step();
    expect((await depositsOf(u.userId)).map((d) => d.status)).toEqual(['credited', 'reorged']);
    expect(await spot(u.userId, USDT)).toBe('40');
    expect(await journals([usdt!.id])).toBe(1);

    const alerts = await call(t.app, 'GET', '/api/admin/chain/alerts', {}, { token: op });
    const alert = (
      alerts.body.message as {
        data: Array<{ id: number; kind: string; subject: string; detail: Record<string, unknown> }>;
      }
    ).data.find((x) => x.subject === `deposit:${usdt!.id}`)!;
    expect(alert).toMatchObject({
      kind: 'deep_reorg',
      detail: {
        deposit_id: usdt!.id,
        user_id: u.userId,
        tx_hash: hash,
        old_block_number: usdt!.block_number,
        old_block_hash: oldHash,
        ancestor_number: usdt!.block_number - 1,
      },
    });
    const newHash = (await chain.test.getBlock({ blockNumber: BigInt(usdt!.block_number) })).hash;
    expect(alert.detail.new_block_hash).toBe(newHash);
    expect(alert.detail.new_block_hash).not.toBe(oldHash);

    const saved = await call(
      t.app,
      'POST',
      '/api/user/wallet/save',
      { currency: USDT, chain: 'ERC20', name: 'Out', address: chain.faucet.account.address },
      { token: u.token },
    );
    const savedEth = await call(
      t.app,
      'POST',
      '/api/user/wallet/save',
      { currency: ETH, chain: 'ERC20', name: 'Out', address: chain.faucet.account.address },
      { token: u.token },
    );
    await t.db.query(
      `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [u.userId],
    );
    const out = (currency: number, number: string, address_id: number) =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency, number, address_id, pay_password: 'fund-pass-1' },
        { token: u.token },
      );
    const idOf = (r: typeof saved) => (r.body.message as { id: number }).id;
    expect((await out(USDT, '20', idOf(saved))).body).toMatchObject({
      type: 'error',
      code: 'withdrawals_held',
    });
    expect((await out(ETH, '0.02', idOf(savedEth))).body.type).toBe('ok');

    // The operator resolves it and lifts the hold: withdrawals of USDT work again.
    const resolved = await call(
      t.app,
      'POST',
      '/api/admin/chain/alerts/resolve',
      { id: alert.id, resolution: 'Recovered off-chain with the user', release_hold: true },
      { token: op },
    );
    expect(resolved.body.type).toBe('ok');
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'chain_alert.resolve' AND target_id = $1`,
      [String(alert.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect((await out(USDT, '20', idOf(saved))).body.type).toBe('ok');
  });

  it('credits a re-orged deposit back when its transaction is included again, resolving its alert and hold', async () => {
    const u = await depositor();
    const request = await chain.faucet.prepareTransactionRequest({
      to: chain.usdt,
      data: encodeFunctionData({
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [u.address, 35_000_000n],
      }),
    });
    const raw = await chain.faucet.signTransaction(request);
    await chain.faucet.sendRawTransaction({ serializedTransaction: raw });
    await chain.mine(2);
    await step();
    const [d] = await depositsOf(u.userId);
    expect(d!.status).toBe('credited');
    // Its block and the two above replaced (N = 3, so after its credit); the same transaction
    // lands one block later.
    await reorg((await head()) - d!.block_number + 1, [[raw, 1]]);
    await chain.mine(1);
    await step();
    const [back] = await depositsOf(u.userId);
    expect(back).toMatchObject({ status: 'credited', block_number: d!.block_number + 1 });
    expect(await journals([d!.id])).toBe(1);
    expect(await spot(u.userId, USDT)).toBe('35');
    const alert = await t.db.query<{ resolution: string }>(
      `SELECT resolution FROM chain_alerts WHERE kind = 'deep_reorg' AND subject = $1 AND resolved_at IS NOT NULL`,
      [`deposit:${d!.id}`],
    );
    expect(alert.rows[0]!.resolution).toMatch(/^automatic: the transaction was included again/);
    const held = await t.db.query('SELECT 1 FROM withdraw_holds WHERE user_id = $1', [u.userId]);
    expect(held.rows).toEqual([]);
  });

  it('catches up 2,000 blocks after a stop without skipping a block, crediting once', async () => {
    const u = await depositor();
    await chain.sendUsdt(u.address, 15_000_000n);
    await chain.mine(2000);
    restart();
    const target = await head();
    for (let i = 0; i < 20 && watcher().tip !== target; i++) await step();
    expect(watcher().tip).toBe(target);
    const [d] = await depositsOf(u.userId);
    expect(d!.status).toBe('credited');
    restart();
    await step();
    expect(await journals([d!.id])).toBe(1);
    expect(await spot(u.userId, USDT)).toBe('15');
  });

  it('ignores a look-alike token and transfers from the platform, records small and unconvertible deposits uncredited', async () => {
    const u = await depositor();
    const fake = await chain.deployToken();
    const fakeHash = await chain.faucet.writeContract({
      address: fake,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [u.address, 500_000_000n],
    });
    const hot = sender(LOCAL_NODE_KEYS.hot);
    const hotHash = await hot.sendTransaction({ to: u.address, value: parseEther('0.2') });
    await chain.sendUsdt(u.address, 5_000_000n);
    const oddHash = await chain.sendEth(u.address, parseEther('0.02') + 1n);
    await chain.mine(3);
    await step();
    const rows = await depositsOf(u.userId);
    expect(rows.map((r) => r.tx_hash)).not.toContain(fakeHash);
    expect(rows.map((r) => r.tx_hash)).not.toContain(hotHash);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(byStatus).sort()).toEqual(['below_min', 'unconvertible']);
    expect(byStatus.below_min!.amount).toBe('5');
    expect(byStatus.unconvertible).toMatchObject({
      amount: '0.020000000000000001',
      tx_hash: oddHash,
    });
    expect(await spot(u.userId, USDT)).toBe('0');
    expect(await spot(u.userId, ETH)).toBe('0');
    const alert = await t.db.query<{ detail: { tx_hash: string } }>(
      `SELECT detail FROM chain_alerts WHERE kind = 'unconvertible_deposit' AND subject = $1 AND resolved_at IS NULL`,
      [`deposit:${byStatus.unconvertible!.id}`],
    );
    expect(alert.rows[0]!.detail.tx_hash).toBe(oddHash);
  });

  it('fences a former lease owner: paused past its lease, it writes nothing', async () => {
    const runtime = service().runtimes[0]!;
    await step();
    const paused = watcher();
    const before = await t.db.query('SELECT number FROM chain_cursors WHERE chain = $1', ['ERC20']);
    // The lease runs out while the owner is paused; another node takes it (a higher generation).
    await t.db.query(
      `UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = 'chain.ERC20'`,
    );
    const generation = async () =>
      Number(
        (
          await t.db.query<{ g: string }>(
            `SELECT generation AS g FROM leases WHERE name = 'chain.ERC20'`,
          )
        ).rows[0]!.g,
      );
    const held = await generation();
    const other = new Lease(t.db, 'chain.ERC20', 'another-node', 60_000);
    expect(await other.acquire()).toBe('taken');
    expect(await generation()).toBe(held + 1);
    expect(await statusWatcher()).toBe('another-node');
    // A write the paused owner had started fails its fence; its next poll writes nothing.
    await expect(t.db.tx((tx) => paused.lease.fence(tx))).rejects.toBeInstanceOf(LeaseLost);
    await chain.mine(1);
    await paused.step();
    const cursor = await t.db.query('SELECT number FROM chain_cursors WHERE chain = $1', ['ERC20']);
    expect(cursor.rows[0]!.number).toBe(before.rows[0]!.number);
    // Once the other node's lease expires, this node takes it back and goes on.
    await t.db.query(
      `UPDATE leases SET expires_at = now() - interval '1 second' WHERE name = 'chain.ERC20'`,
    );
    service().watchers[0] = service().newWatcher(runtime);
    await step();
    expect(watcher().tip).toBe(await head());
    expect(await generation()).toBe(held + 2);
    expect(await statusWatcher()).toBe(service().nodeId);
  });
});

describe('the watcher in the background', () => {
  it('polls by itself once started, crediting a deposit, and stops cleanly', async () => {
    const u = await depositor();
    await chain.sendUsdt(u.address, 25_000_000n);
    await chain.mine(2);
    await service().start();
    try {
      for (let i = 0; i < 200 && (await depositsOf(u.userId))[0]?.status !== 'credited'; i++)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await service().stop();
    }
    expect((await depositsOf(u.userId))[0]!.status).toBe('credited');
    // Stopped: a new deposit stays unseen.
    const v = await depositor();
    await chain.sendUsdt(v.address, 25_000_000n);
    await new Promise((r) => setTimeout(r, 200));
    expect(await depositsOf(v.userId)).toEqual([]);
  });
});

describe('the test deposit of demo mode', () => {
  it('is not there when the chain is not the embedded local node', async () => {
    const u = await depositor();
    const res = await call(
      t.app,
      'POST',
      '/api/dev/chain/test_deposit',
      { currency: USDT },
      { token: u.token },
    );
    expect(res.body).toMatchObject({ type: 'error', code: 'not_found' });
    const get = await call(t.app, 'GET', '/api/dev/chain/test_deposit', {}, { token: u.token });
    expect(get.body).toMatchObject({ type: 'error', code: 'not_found' });
  });
});

describe('the test deposit of demo mode on the embedded node', () => {
  let dir: string;
  let e: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-chain-'));
    e = await createTestApp({
      dataDir: dir,
      chains: [
        {
          ...testChainConfig(chain),
          rpcUrl: 'embedded',
          tokens: [{ symbol: 'USDT', contract: 'embedded', decimals: 6 }],
        },
      ],
      hotWalletKey: new Secret(LOCAL_NODE_KEYS.hot),
    });
  });
  afterAll(async () => {
    await e?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends test coins to the caller’s own address from this machine only, and the watcher sees them', async () => {
    const node = JSON.parse(fs.readFileSync(path.join(dir, 'chain', 'node.json'), 'utf8'));
    expect(node).toEqual({ rpcUrl: e.app.services.chain.runtimes[0]!.rpcUrl });
    const u = await createUserWithSession(e.db);
    const offer = await call(e.app, 'GET', '/api/dev/chain/test_deposit', {}, { token: u.token });
    expect(offer.body.message).toEqual({
      available: true,
      currencies: [
        { currency_id: ETH, chain: 'ERC20' },
        { currency_id: USDT, chain: 'ERC20' },
      ],
    });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      e.app.inject({
        method: 'POST',
        url: '/api/dev/chain/test_deposit',
        remoteAddress,
        headers: { authorization: u.token, ...headers },
        payload: { currency: USDT },
      });
    expect((await from('10.0.0.2')).json()).toMatchObject({ type: 'error', code: 'not_found' });
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).json()).toMatchObject({
      type: 'error',
      code: 'not_found',
    });
    const sent = (await from('127.0.0.1')).json() as {
      message: { tx_hash: string; amount: string };
    };
    expect(sent.message.amount).toBe('100');
    // The embedded node mines on a block time: the deposit is seen once its block is there.
    await e.app.services.chain.runtimes[0]!.client.waitForTransactionReceipt({
      hash: sent.message.tx_hash as Hex,
      pollingInterval: 50,
    });
    await e.app.services.chain.watchers[0]!.step();
    const seen = await e.db.query(
      'SELECT tx_hash, status, trim_scale(amount)::text AS amount FROM chain_deposits WHERE user_id = $1',
      [u.userId],
    );
    expect(seen.rows).toEqual([{ tx_hash: sent.message.tx_hash, status: 'seen', amount: '100' }]);
  });
});
