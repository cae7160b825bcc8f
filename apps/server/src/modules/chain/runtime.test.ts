import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainApp, startTestChain, type TestChain } from '../../test/chain';
import type { TestApp } from '../../test/harness';

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
