import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enWallet from '../apps/web/src/locales/en/wallet.json';
import { DEMO_USER, apiCall, demoOperatorLogin, demoRoleOperatorLogin } from './support/api';
import { openBrowser, type OpenBrowser } from './support/app';
import {
  EXPLORER,
  baseUnits,
  nodeRpc,
  signInConsole,
  startChainApp,
  textsUntil,
  tokenBalance,
  topUpHotWallet,
  type ChainApp,
} from './support/chain';
import { confirmOk, signIn } from './support/ui';

/**
 * On-chain withdrawals and the console's chain page on the embedded local node: the demo user
 * withdraws to another account of the node, an operator approves it in the console, and the
 * phone's record reaches Completed while the recipient's balance on the node rises by exactly
 * what was sent; the chain page shows the node live, and a withdrawal above the four-eyes
 * amount waits for a second, different operator.
 */

const USDT = 3;
/** anvil's account #5: a plain account of the node, no one's deposit address. */
const RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

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
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** The demo user with the node's account #5 saved, usable at once (no cooling period set). */
async function demoUserWithAddress(operator: string) {
  await call('/admin/settings', {
    token: operator,
    body: { key: 'address_cooling_hours', value: '0' },
  });
  const token = await call<string>('/user/login', {
    body: { user_string: DEMO_USER.user_string, password: DEMO_USER.password },
  });
  const saved = await call<{ id: number }>('/user/wallet/save', {
    token,
    body: { currency: String(USDT), chain: 'ERC20', name: 'Node account 5', address: RECIPIENT },
  });
  const withdraw = (amount: string) =>
    call('/wallet/out', {
      token,
      body: {
        currency: String(USDT),
        number: amount,
        type: 'crypto',
        address_id: String(saved.id),
        pay_password: 'demo-fund-1',
      },
    });
  return { token, withdraw };
}

async function desktopPage(): Promise<Page> {
  const context = await browser!.browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  return context.newPage();
}

describe('on-chain withdrawals in the console', () => {
  it('an approved withdrawal is sent on chain and completes; the recipient gets it exactly', async () => {
    chain = await startChainApp();
    const operator = await call<string>('/admin/login', { body: demoOperatorLogin() });
    await topUpHotWallet(chain, operator, '1000');
    const user = await demoUserWithAddress(operator);
    await user.withdraw('250');

    browser = await openBrowser({ app: chain.app });
    const { page } = browser;
    await signIn(page, base(), user.token, '/pages/fund/withdraw_record');
    const status = '[data-testid=withdraw-records-item] [data-testid=record-status]';
    await expect
      .poll(() => page.locator(status).first().textContent())
      .toBe(enWallet.withdrawStatus.pending);

    // The operator approves it in the console (below the four-eyes amount: one approval).
    const desk = await desktopPage();
    await signInConsole(desk, base(), demoOperatorLogin());
    await desk.goto(`${base()}/console/#/withdrawals`);
    await desk.locator('[data-testid^=withdraw-approve-]').first().click();
    await confirmOk(desk);

    // The phone's record follows live: sent and confirming, then completed, with its link.
    const seen = await textsUntil(page, status, enWallet.withdrawStatus.confirmed);
    expect(
      seen.some((s) => s.startsWith('Sent — confirming')),
      seen.join(' → '),
    ).toBe(true);
    const href = await byTestId(page, 'withdraw-records-item')
      .first()
      .locator('[data-testid=tx-explorer]')
      .getAttribute('href');
    const record = (
      await call<{ data: Array<{ receive: string; txid: string }> }>('/user/withdraw/list', {
        token: user.token,
      })
    ).data[0]!;
    expect(href).toBe(`${EXPLORER}${record.txid}`);

    // On the node: the token the transaction called moved exactly the amount less the fee.
    const receipt = await nodeRpc<{ to: string; blockNumber: string; status: string }>(
      chain.dataDir,
      'eth_getTransactionReceipt',
      [record.txid],
    );
    expect(receipt.status).toBe('0x1');
    const before = `0x${(BigInt(receipt.blockNumber) - 1n).toString(16)}`;
    const moved =
      (await tokenBalance(chain.dataDir, receipt.to, RECIPIENT, receipt.blockNumber)) -
      (await tokenBalance(chain.dataDir, receipt.to, RECIPIENT, before));
    expect(moved).toBe(baseUnits(record.receive, 6));
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);

  it('the chain page shows the node live; above four eyes a second operator approves', async () => {
    chain = await startChainApp();
    const operator = await call<string>('/admin/login', { body: demoOperatorLogin() });
    await topUpHotWallet(chain, operator, '20000');
    const user = await demoUserWithAddress(operator);
    // 10,000 demo USDT plus 5,000 credited by two operators, then 12,000 out: above four eyes.
    const info = await call<{ id?: number; user_id?: number }>('/user/info', { token: user.token });
    await call('/admin/adjustments/create', {
      token: operator,
      body: {
        user_id: String(info.id ?? info.user_id),
        account_type: '2',
        currency: 'USDT',
        amount: '5000',
        system_account: 'house',
        reason: 'Funds for a large withdrawal',
        ticket: 'CHAIN-1',
      },
    });
    const finance = await call<string>('/admin/login', { body: demoRoleOperatorLogin('finance') });
    const proposed = await call<{ data: Array<{ id: number }> }>('/admin/adjustments', {
      token: finance,
    });
    await call('/admin/adjustments/approve', {
      token: finance,
      body: { id: String(proposed.data[0]!.id) },
    });
    await user.withdraw('12000');

    browser = await openBrowser();
    const desk = await desktopPage();
    await signInConsole(desk, base(), demoOperatorLogin());
    await desk.goto(`${base()}/console/#/chain`);
    const card = desk.locator('[data-testid=chain-status-ERC20]');
    await expect(card.locator('[data-testid=chain-reachable]').textContent()).resolves.toBe(
      'Node reachable',
    );
    const head = async () => Number(await card.locator('[data-testid=chain-head]').textContent());
    await expect.poll(head).toBeGreaterThan(0);
    const first = await head();
    // The page refreshes itself: the head rises with the node's blocks (one a second).
    await expect.poll(head, { timeout: 20_000 }).toBeGreaterThan(first);

    // The first approval leaves it waiting for a second operator.
    await desk.goto(`${base()}/console/#/withdrawals`);
    await desk.locator('[data-testid^=withdraw-approve-]').first().click();
    await confirmOk(desk);
    const admin = await call<{ data: Array<{ id: number; status: string }> }>(
      '/admin/withdrawals?status=second_approval',
      { token: operator },
    );
    expect(admin.data).toHaveLength(1);
    const id = admin.data[0]!.id;
    // The same operator's second approval is refused; the row still waits.
    await desk.locator('.ant-segmented-item', { hasText: 'Second approval' }).click();
    await desk.locator(`[data-testid=withdraw-second-approve-${id}]`).click();
    await desk.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary').click();
    await desk.locator('.ant-message-error').waitFor();
    await expect(
      call<{ data: unknown[] }>('/admin/withdrawals?status=second_approval', { token: operator }),
    ).resolves.toMatchObject({ data: [{ id }] });

    // The finance operator's completes it: approved, then sent on chain.
    const fin = await desktopPage();
    await signInConsole(fin, base(), demoRoleOperatorLogin('finance'));
    await fin.goto(`${base()}/console/#/withdrawals`);
    await fin.locator('.ant-segmented-item', { hasText: 'Second approval' }).click();
    await fin.locator(`[data-testid=withdraw-second-approve-${id}]`).click();
    await confirmOk(fin);
    await expect
      .poll(
        async () =>
          (
            await call<{ data: Array<{ id: number; status: string }> }>(
              `/admin/withdrawals?status=confirmed`,
              { token: operator },
            )
          ).data.map((w) => w.id),
        { timeout: 90_000 },
      )
      .toEqual([id]);
  }, 240_000);
});
