import { sha256 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { erc20Abi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NODE_KEYS, Secret } from '../../config';
import { createChainApp, startTestChain, type TestChain } from '../../test/chain';
import { createUserWithSession, type TestApp } from '../../test/harness';
import { depositAddressesOf } from './reserves.repo';
import { sweep, SweepRefused, type SweepInput } from './sweep';

const USDT_ID = 3;
const ETH_ID = 2;
const demoSeed = sha256(new TextEncoder().encode('tidemark demo deposit seed'));

describe('sweeping deposit addresses', () => {
  let chain: TestChain;
  let t: TestApp;
  const cold = privateKeyToAccount(generatePrivateKey()).address;
  const hot = privateKeyToAccount(LOCAL_NODE_KEYS.hot).address;
  beforeAll(async () => {
    chain = await startTestChain();
    t = await createChainApp(chain, { coldAddress: cold, hotCeiling: { USDT: '150' } });
  });
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  const usdtOf = (owner: `0x${string}`) =>
    chain.test.readContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  const input = async (seed = demoSeed): Promise<SweepInput> => {
    const runtime = t.app.services.chain.runtime('ERC20')!;
    return {
      config: runtime.config,
      client: runtime.client,
      viemChain: runtime.viemChain,
      rpcUrl: runtime.rpcUrl,
      assets: runtime.assets,
      addresses: await depositAddressesOf(t.db, 'ERC20'),
      seed,
      // The wallet derives its addresses from the demo key when no DEPOSIT_XPUB is set.
      xpub: t.app.config.depositXpub ?? HDKey.fromMasterSeed(demoSeed).publicExtendedKey,
      hotKey: new Secret(LOCAL_NODE_KEYS.hot),
    };
  };

  it('moves tokens to the hot wallet up to its ceiling and the rest cold, paying missing gas; a second run moves nothing; another seed is refused', async () => {
    const wallet = t.app.services.wallet;
    const a = await createUserWithSession(t.db);
    const b = await createUserWithSession(t.db);
    const addrA = (await wallet.depositAddress(a.userId, USDT_ID, 'ERC20'))
      .address as `0x${string}`;
    const addrB = (await wallet.depositAddress(b.userId, USDT_ID, 'ERC20'))
      .address as `0x${string}`;
    // ETH shares the user's ERC20 address: listed once.
    expect((await wallet.depositAddress(a.userId, ETH_ID, 'ERC20')).address).toBe(addrA);
    expect(await depositAddressesOf(t.db, 'ERC20')).toHaveLength(2);

    await chain.sendUsdt(addrA, 100_000_000n);
    await chain.sendUsdt(addrB, 200_000_000n);
    await chain.sendEth(addrA, 10n ** 18n);
    const hotBefore = await usdtOf(hot);
    expect(hotBefore).toBe(0n);

    // A wrong seed signs nothing.
    const other = sha256(new TextEncoder().encode('another seed'));
    await expect(sweep(await input(other))).rejects.toBeInstanceOf(SweepRefused);
    expect(await usdtOf(addrA)).toBe(100_000_000n);

    const moves = await sweep(await input());
    expect(await usdtOf(hot)).toBe(150_000_000n);
    expect(await usdtOf(cold)).toBe(150_000_000n);
    expect(await usdtOf(addrA)).toBe(0n);
    expect(await usdtOf(addrB)).toBe(0n);
    // A paid its own gas and its ETH went hot to the last wei; B's gas came from the hot wallet.
    expect(await chain.test.getBalance({ address: addrA })).toBe(0n);
    const gas = moves.filter((m) => m.kind === 'gas');
    expect(gas.map((m) => [m.from, m.to])).toEqual([[hot, addrB]]);
    expect(
      moves
        .filter((m) => m.kind !== 'gas')
        .map((m) => [m.from, m.kind, m.symbol])
        .sort(),
    ).toEqual(
      [
        [addrA, 'hot', 'USDT'],
        [addrA, 'hot', 'ETH'],
        [addrB, 'hot', 'USDT'],
        [addrB, 'cold', 'USDT'],
      ].sort(),
    );
    expect(moves.find((m) => m.from === addrA && m.symbol === 'USDT')!.amount).toBe('100');
    expect(moves.find((m) => m.kind === 'cold')!.amount).toBe('150');
    for (const m of moves) {
      const receipt = await chain.test.getTransactionReceipt({ hash: m.txHash });
      expect(receipt.status).toBe('success');
    }

    expect(await sweep(await input())).toEqual([]);
    expect(await usdtOf(hot)).toBe(150_000_000n);
  });
});
