import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChainApp,
  embeddedChainConfig,
  startTestChain,
  type TestChain,
} from '../../test/chain';
import { createTestApp, type TestApp } from '../../test/harness';
import { LOCAL_NODE_KEYS, Secret } from '../../config';
import { erc20Abi, getAddress } from 'viem';

describe('chains at start', () => {
  let chain: TestChain;
  let t: TestApp;
  beforeAll(async () => {
    chain = await startTestChain();
    t = await createChainApp(chain);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('records the accepted contract of each currency on the chain, and the native coin', async () => {
    const { rows } = await t.db.query<{ code: string; contract: string; decimals: number }>(
      `SELECT c.code, t.contract, t.decimals FROM chain_tokens t JOIN currencies c ON c.id = t.currency_id
       WHERE t.chain = 'ERC20' ORDER BY c.code`,
    );
    expect(rows).toEqual([
      { code: 'ETH', contract: '', decimals: 18 },
      { code: 'USDT', contract: chain.usdt, decimals: 6 },
    ]);
    const runtime = t.app.services.chain.runtime('ERC20')!;
    expect(runtime.chainId).toBe(31337);
    expect(await runtime.client.getBlockNumber()).toBeGreaterThan(0n);
  });
});

describe('the embedded local node', () => {
  it('starts with the app, deploys the test token and funds the hot wallet with test USDT', async () => {
    const t = await createTestApp({
      chains: [embeddedChainConfig()],
      hotWalletKey: new Secret(LOCAL_NODE_KEYS.hot),
    });
    try {
      const chain = t.app.services.chain;
      const runtime = chain.runtime('ERC20')!;
      expect(runtime.local).toBe(true);
      const usdt = runtime.assets.find((a) => a.symbol === 'USDT')!.contract!;
      // The funding transfer is sent right after the deployment: the next block holds it.
      let held = 0n;
      for (let i = 0; i < 50 && held === 0n; i++) {
        held = await runtime.client.readContract({
          address: getAddress(usdt),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [getAddress(chain.hotAddress!)],
        });
        if (held === 0n) await new Promise((r) => setTimeout(r, 100));
      }
      expect(held).toBe(10n ** 12n);
    } finally {
      await t.close();
    }
  });
});
