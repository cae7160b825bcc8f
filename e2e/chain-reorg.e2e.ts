import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER, apiCall, demoOperatorLogin } from './support/api';
import { openBrowser, type OpenBrowser } from './support/app';
import { nodeRpc, signInConsole, startChainApp, type ChainApp } from './support/chain';

/**
 * A deep re-org on the embedded local node after a deposit was credited: the node's chain is
 * rewritten from below the deposit's block without it. The deposit is flagged, never debited;
 * the user's USDT withdrawals are held; the console's chain page shows the alert with its
 * evidence, and resolving it with the hold lifted lets the user withdraw again.
 */

const USDT = 3;

let chain: ChainApp | null = null;
let browser: OpenBrowser | null = null;
afterEach(async () => {
  await browser?.close();
  await chain?.stop();
  browser = null;
  chain = null;
});

const base = () => chain!.app.baseUrl;
const call = <T>(p: string, init: { token?: string; body?: Record<string, string> } = {}) =>
  apiCall<T>(base(), p, init);

type Deposit = { id: number; status: string; tx_hash: string; amount: string };

describe('a deep re-org after a credit', () => {
  it('flags the deposit, holds withdrawals, alerts operators, and debits nothing', async () => {
    chain = await startChainApp();
    const operator = await call<string>('/admin/login', { body: demoOperatorLogin() });
    const token = await call<string>('/user/login', {
      body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
    });
    const available = async () =>
      (await call<{ available: string }>(`/wallet/get_info?currency=${USDT}`, { token })).available;
    const before = await available();

    const sent = await call<{ tx_hash: string }>('/dev/chain/test_deposit', {
      token,
      body: { currency: String(USDT) },
    });
    const deposit = async () =>
      (
        await call<{ data: Deposit[] }>(`/wallet/chain_deposits?currency=${USDT}`, { token })
      ).data.find((d) => d.tx_hash === sent.tx_hash);
    await expect.poll(async () => (await deposit())?.status, { timeout: 30_000 }).toBe('credited');
    const credited = await available();
    expect(Number(credited) - Number(before)).toBe(100);

    // The node drops every block from the deposit's one up (deeper than the 3 confirmations)
    // and mines as many new ones without the transaction.
    const receipt = await nodeRpc<{ blockNumber: string }>(
      chain.dataDir,
      'eth_getTransactionReceipt',
      [sent.tx_hash],
    );
    const head = Number(await nodeRpc<string>(chain.dataDir, 'eth_blockNumber', []));
    const depth = head - Number(receipt.blockNumber) + 1;
    expect(depth).toBeGreaterThanOrEqual(3);
    await nodeRpc(chain.dataDir, 'anvil_reorg', [depth, []]);
    await expect.poll(async () => (await deposit())?.status, { timeout: 30_000 }).toBe('reorged');
    // Nothing debited: the balance is what the credit made it.
    expect(await available()).toBe(credited);

    // Withdrawals of USDT are held until an operator decides.
    await call('/admin/settings', {
      token: operator,
      body: { key: 'address_cooling_hours', value: '0' },
    });
    const saved = await call<{ id: number }>('/user/wallet/save', {
      token,
      body: {
        currency: String(USDT),
        chain: 'ERC20',
        name: 'Node account 5',
        address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      },
    });
    const withdraw = () =>
      call('/wallet/out', {
        token,
        body: {
          currency: String(USDT),
          number: '20',
          type: 'crypto',
          address_id: String(saved.id),
          pay_password: 'demo-fund-1',
        },
      });
    await expect(withdraw()).rejects.toThrow(/withdrawals_held/);

    // The console shows the alert with its evidence; resolving it lifts the hold.
    browser = await openBrowser();
    const context = await browser.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const desk = await context.newPage();
    await signInConsole(desk, base(), demoOperatorLogin());
    await desk.goto(`${base()}/console/#/chain`);
    const alerts = desk.locator('[data-testid=chain-alerts]');
    await alerts.getByText('Deep re-org', { exact: false }).first().waitFor({ timeout: 30_000 });
    await expect(
      alerts.locator('[data-testid=chain-alert-evidence]').first().textContent(),
    ).resolves.toContain(sent.tx_hash.slice(0, 10));
    await alerts.locator('[data-testid^=chain-alert-resolve-]').first().click();
    await desk
      .locator(
        '[data-testid=chain-alert-resolution] textarea, textarea[data-testid=chain-alert-resolution]',
      )
      .first()
      .fill(
        'Transaction gone from the chain; the user was contacted, amount recovered by an adjustment',
      );
    await desk
      .locator('[data-testid=chain-alert-release] input, input[data-testid=chain-alert-release]')
      .first()
      .check();
    await desk.locator('.ant-modal .ant-btn-primary').last().click();
    await expect
      .poll(async () => await alerts.locator('[data-testid^=chain-alert-resolve-]').count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await expect(withdraw()).resolves.toBeDefined();
  }, 180_000);
});
