import type { AddressInfo } from 'node:net';
import { createWalletClient, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservesResponse, type Reserves } from '@tidemark/contracts';
import { LOCAL_NODE_KEYS } from '../../config';
import { createChainApp, startTestChain, type TestChain } from '../../test/chain';
import { call, createUserWithSession, type TestApp } from '../../test/harness';
import { checkReserves, main } from '../../../scripts/verify-reserves';
import { readReserves, unitsText } from './reserves';

const USDT_ID = 3;
const usdt = (n: number) => BigInt(n) * 1_000_000n;

describe('proof of reserves', () => {
  let chain: TestChain;
  let t: TestApp;
  const cold = privateKeyToAccount(generatePrivateKey()).address;
  const outside = privateKeyToAccount(generatePrivateKey()).address;
  const hot = privateKeyToAccount(LOCAL_NODE_KEYS.hot);
  beforeAll(async () => {
    chain = await startTestChain();
    t = await createChainApp(chain, { coldAddress: cold, confirmations: 3 });
  });
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  const read = () =>
    readReserves(
      t.db,
      t.app.services.chain.runtime('ERC20')!,
      hot.address.toLowerCase(),
      () => t.app.services.liabilities.totals(),
      1_800_000_000,
    );

  let published: Reserves;
  let addrA: `0x${string}`;
  it('publishes what the hot wallet, the cold address and every deposit address hold at one confirmed block', async () => {
    const wallet = t.app.services.wallet;
    const a = await createUserWithSession(t.db);
    const b = await createUserWithSession(t.db);
    addrA = (await wallet.depositAddress(a.userId, USDT_ID, 'ERC20')).address as `0x${string}`;
    const addrB = (await wallet.depositAddress(b.userId, USDT_ID, 'ERC20')).address;
    // A send returns once the node has the transaction, not once it is in a block: each is
    // waited for, so the blocks counted below are the only ones made after it.
    const mined = async (sent: Promise<`0x${string}`>) =>
      chain.test.waitForTransactionReceipt({ hash: await sent, pollingInterval: 50 });
    await mined(chain.sendUsdt(addrA, usdt(100)));
    await mined(chain.sendUsdt(addrB as `0x${string}`, usdt(50)));
    await mined(chain.sendEth(addrA, 10n ** 18n));
    await mined(chain.sendUsdt(hot.address, usdt(500)));
    await mined(chain.sendUsdt(cold, usdt(1000)));
    // A withdrawal: the hot wallet sends 30 USDT out.
    const hotWallet = createWalletClient({
      account: hot,
      chain: chain.test.chain,
      transport: http(chain.rpcUrl),
    });
    const hash = await hotWallet.writeContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [outside, usdt(30)],
    });
    await chain.test.waitForTransactionReceipt({ hash });
    await chain.mine(2);
    const confirmed = await chain.test.getBlockNumber();
    await chain.mine(1);
    // Not confirmed at the block read: left out.
    await mined(chain.sendUsdt(addrA, usdt(7)));

    published = await read();
    expect(published.block_number).toBe(Number(confirmed));
    expect(published.block_hash).toBe((await chain.test.getBlock({ blockNumber: confirmed })).hash);
    const byCode = Object.fromEntries(published.currencies.map((c) => [c.currency_name, c]));
    expect(byCode.USDT).toMatchObject({
      contract: chain.usdt,
      hot: '470',
      cold: '1000',
      deposit_addresses: '150',
      total: '1620',
    });
    const hotEth = await chain.test.getBalance({ address: hot.address, blockNumber: confirmed });
    expect(byCode.ETH).toMatchObject({
      contract: '',
      cold: '0',
      deposit_addresses: '1',
    });
    expect(hotEth).toBeGreaterThan(0n);
    expect(byCode.ETH!.hot).toBe(unitsText(hotEth, 18));
    const owed = await t.app.services.liabilities.totals();
    expect(byCode.USDT!.liabilities).toBe(owed.find((l) => l.currency === 'USDT')?.total ?? '0');
    expect(published.addresses).toEqual([
      { address: hot.address.toLowerCase(), kind: 'hot', path: null },
      { address: cold.toLowerCase(), kind: 'cold', path: null },
      ...[
        { address: addrA, kind: 'deposit', path: `m/1/${a.userId}` },
        { address: addrB, kind: 'deposit', path: `m/1/${b.userId}` },
      ].sort((x, y) => (x.address < y.address ? -1 : 1)),
    ]);
  });

  it('the verify command re-reads the published figures from the chain, and catches one tampered figure', async () => {
    const client = t.app.services.chain.runtime('ERC20')!.client;
    const lines: string[] = [];
    expect(await checkReserves(published, client, (l) => lines.push(l))).toBe(true);
    expect(lines.every((l) => l.startsWith('✓'))).toBe(true);
    // Deposit addresses have moved on since (7 USDT more): the published block still reads the same.
    expect(lines.some((l) => l.includes('USDT deposit') && l.includes('on chain 150'))).toBe(true);

    const tampered = structuredClone(published);
    tampered.currencies.find((c) => c.currency_name === 'USDT')!.deposit_addresses = '157';
    const bad: string[] = [];
    expect(await checkReserves(tampered, client, (l) => bad.push(l))).toBe(false);
    expect(bad.filter((l) => l.startsWith('✗'))).toEqual([
      expect.stringContaining('USDT deposit published 157, on chain 150'),
    ]);

    const dropped = structuredClone(published);
    dropped.addresses = dropped.addresses.filter((a) => a.address !== addrA);
    expect(await checkReserves(dropped, client, () => {})).toBe(false);
  });

  it('is published for anyone at GET /api/liabilities/reserves, and the verify command passes it against the node', async () => {
    // Confirms the later 7 USDT.
    await chain.mine(3);
    const r = await call(t.app, 'GET', '/api/liabilities/reserves');
    expect(r.status).toBe(200);
    const [served] = reservesResponse.parse(r.body.message).chains;
    expect(served!.chain).toBe('ERC20');
    expect(served!.addresses.map((a) => a.kind)).toEqual(['hot', 'cold', 'deposit', 'deposit']);
    expect(served!.currencies.find((c) => c.currency_name === 'USDT')!.total).toBe('1627');

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const lines: string[] = [];
    const code = await main(['--url', `http://127.0.0.1:${port}`, '--rpc', chain.rpcUrl], (l) =>
      lines.push(l),
    );
    expect(lines.at(-1)).toBe('OK: every published figure is on chain');
    expect(code).toBe(0);
    expect(await main(['--rpc', chain.rpcUrl], () => {})).toBe(2);
  });
});
