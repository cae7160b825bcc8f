import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LEDGER_REASONS, leverErrors } from '@tidemark/contracts';
import enCommon from '../apps/web/src/locales/en/common.json';
import enLever from '../apps/web/src/locales/en/lever.json';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import {
  awayFromZero,
  dividedBy,
  fixed,
  money as shownMoney,
  minus,
  plus,
  sum,
  times,
  towardsZero,
} from './support/decimal';
import {
  signIn as signInAt,
  textOf,
  toast as toastIn,
  waitForText as waitForTextIn,
} from './support/ui';

/**
 * The contract (lever) journey against the real server, its simulated feed (prices move every
 * second), its risk engine and the built web app, in Chromium. The demo user (verified) starts
 * with 2,000 USDT in the contract account; 100 more come in from spot while the futures tab
 * is open. A long market position of 0.05 BTC/USDT lots at 10× with a take-profit is opened
 * through the confirmation sheet; its PnL follows the price without a reload; it is closed from
 * the contract orders page through the close sheet. Margin, fee, PnL and the balances are
 * checked to the unit against the formulas (docs/domain.md), and the bills add up to the balances.
 */

const SYMBOL = 'BTC/USDT';
const USDT = '3';
const LEVER_ACCOUNT = '3';
const TRANSFER_IN = '100';
const LOTS = '0.05';
/** 0.05 lots × 0.01 BTC a lot. */
const QTY = '0.0005';
const LEVERAGE = 10;
const FEE_RATE = '0.001';
/** USDT's precision: margin, fee and PnL are rounded to it. */
const PLACES = 6;

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';

function running(): RunningApp {
  if (!app) throw new Error('app not started');
  return app;
}
function page(): Page {
  if (!browser) throw new Error('browser not open');
  return browser.page;
}

const call = <T>(path: string, body?: Record<string, string>, auth = true) =>
  apiCall<T>(running().baseUrl, path, { ...(auth ? { token } : {}), ...(body ? { body } : {}) });

// ------------------------------------------------------------ expectations, exactly

const margin = (price: string) => awayFromZero(dividedBy(times(price, QTY), LEVERAGE), PLACES);
const fee = (price: string) => awayFromZero(times(times(price, QTY), FEE_RATE), PLACES);
/** A long's PnL: (mark − open) × qty, a profit rounded down and a loss up. */
function longPnl(open: string, mark: string): string {
  const exact = times(minus(mark, open), QTY);
  return exact.startsWith('-') ? awayFromZero(exact, PLACES) : towardsZero(exact, PLACES);
}
/** A BTC/USDT price as the app shows it: two decimals, grouped. */
const price2 = (value: string) => fixed(value, 2);
/** USDT money shows with two places (the display precision rule of docs/domain.md), whatever it is kept at. */
const SHOWN_PLACES = 2;
/** What the user has or receives, as shown: rounded down, grouped. */
const held = (value: string) => shownMoney(value, SHOWN_PLACES);
/** A margin, a fee or a loss, as shown: rounded away from zero, never understated. */
const charged = (value: string) => shownMoney(awayFromZero(value, SHOWN_PLACES), SHOWN_PLACES);
const money = (value: string) => `${held(value)} USDT`;
const cost = (value: string) => `${charged(value)} USDT`;
/**
 * A profit or loss, a credit or a debit, as shown: signed and towards zero on both sides, so a
 * fee of 0.0478 reads "-0.04 USDT" and a loss never shows more than it is.
 */
const signed = (value: string) =>
  `${!value.startsWith('-') && /[1-9]/.test(held(value)) ? '+' : ''}${money(value)}`;
/** Reads "94,766.25", "+0.01 USDT" or the market entry ("Market, now 94,766.25") back into a decimal. */
const plain = (text: string) =>
  text
    .replace(enLever.confirm.marketEntry.replace('{{price}}', ''), '')
    .replace(/,/g, '')
    .replace(/ USDT$/, '')
    .replace(/^\+/, '');

// ------------------------------------------------------------ the API's view

interface Position {
  id: number;
  type: number;
  status: number;
  share: string;
  number: string;
  multiple: number;
  price: string;
  update_price: string | null;
  target_profit_price: string | null;
  origin_caution_money: string;
  caution_money: string;
  trade_fee: string;
  profits: string;
  fact_profits: string | null;
  close_price: string | null;
  close_reason: string | null;
}
interface Deal {
  user_lever: string;
  totals: { balance: string; frozen: string };
}

const deal = () => call<Deal>('/lever/deal', { symbol: SYMBOL });
const openPositions = async () =>
  (await call<{ order: { data: Position[] } }>('/lever/dealall', { status: '1', limit: '100' }))
    .order.data;
const closedPositions = async () =>
  (await call<{ message: { data: Position[] } }>('/lever/my_trade', { status: '3', limit: '100' }))
    .message.data;

async function referencePrice(): Promise<string> {
  const tickers = await call<Array<{ symbol: string; now_price: string }>>(
    '/currency/quotation_new',
    undefined,
    false,
  );
  const ticker = tickers.find((t) => t.symbol === SYMBOL);
  if (!ticker) throw new Error('no BTC/USDT ticker');
  return ticker.now_price;
}

// ------------------------------------------------------------ the UI

const url = (hashPath: string) => `${running().baseUrl}/#${hashPath}`;
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);
const TRADE_PATH = `/pages/transaction/index?symbol=${SYMBOL}&tab=futures`;
const text = (id: string, within: Page | Locator = page()) => textOf(within, id);
const waitForText = (id: string, want: string) => waitForTextIn(page(), id, want);
const toast = (message: string) => toastIn(page(), message);
const signIn = (hashPath: string) => signInAt(page(), running().baseUrl, token, hashPath);

/** The confirmation sheet's rows, read in one go (so the live entry price and what it costs agree). */
async function confirmRows(): Promise<Record<string, string>> {
  return page().evaluate(() => {
    const rows: Record<string, string> = {};
    for (const el of Array.from(document.querySelectorAll('[data-testid^="lever-confirm-"]')))
      rows[el.getAttribute('data-testid')!.replace('lever-confirm-', '')] =
        el.textContent?.trim() ?? '';
    return rows;
  });
}

describe('contracts (lever)', () => {
  let opened: Position | null = null;
  let startBalance = '';

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER, false);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('visitors are asked to log in; the contract page lists every contract instrument', async () => {
    await page().goto(url(TRADE_PATH));
    await byTestId('lever-login').waitFor();
    expect(await text('lever-login-button')).toBe(enLever.form.login);
    await byTestId('lever-login-button').click();
    await page().waitForURL(/#\/pages\/common\/login\?redirect=/);
    expect(decodeURIComponent(page().url())).toContain('tab=futures');

    // The full-screen contract page picks among the instruments that trade as contracts.
    const instruments = await call<
      Array<{ symbol: string; legal_id: number; leverages: number[] }>
    >('/market/instruments', undefined, false);
    const contracts = instruments
      .filter((i) => i.leverages.length > 0 && String(i.legal_id) === USDT)
      .map((i) => i.symbol)
      .sort();
    expect(contracts).toEqual(expect.arrayContaining(['AAPL/USD', 'EUR/USD', 'XAU/USD', SYMBOL]));
    await page().goto(url(`/pages/transaction/contract?symbol=${SYMBOL}`));
    await byTestId('lever-header').waitFor();
    await byTestId('lever-login').waitFor();
    await byTestId('lever-pair-open').click();
    await byTestId('pair-picker').waitFor();
    await page().waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid=pair-picker] [data-testid=ticker-row]').length ===
        count,
      contracts.length,
    );
    const listed = await page()
      .locator('[data-testid=pair-picker] [data-testid=ticker-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''));
    expect(listed.sort()).toEqual(contracts);
    await page()
      .locator('[data-testid=pair-picker] [data-testid=ticker-row][data-symbol="AAPL/USD"]')
      .click();
    await page().waitForFunction(() =>
      decodeURIComponent(location.hash).includes('symbol=AAPL/USD'),
    );
    await page().waitForSelector('[data-testid=lever-header][data-symbol="AAPL/USD"]');
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('opens a long market position with a take-profit; its PnL follows the price', async () => {
    const before = await deal();
    await signIn(TRADE_PATH);
    await byTestId('lever-panel').waitFor();
    await waitForText('lever-available', money(before.user_lever));

    // Money moved in from spot shows up without a reload (the `balance` event).
    await call('/wallet/change', {
      currency_id: USDT,
      number: TRANSFER_IN,
      from_field: '2',
      to_field: LEVER_ACCOUNT,
      idempotency_key: 'e2e-lever-transfer-0001',
    });
    startBalance = plus(before.user_lever, TRANSFER_IN);
    await waitForText('lever-available', money(startBalance));
    expect((await deal()).user_lever).toBe(startBalance);

    // The form's own checks, in the user's language.
    await byTestId('lever-submit').click();
    await waitForText('lever-form-error', enCommon.msg.enterQuantity);
    await byTestId(`lever-leverage-${LEVERAGE}`).click();
    await page().locator('#lever-lots').fill(LOTS);
    const reference = await referencePrice();
    await byTestId('lever-stops-toggle').check();
    await page()
      .locator('#lever-tp')
      .fill(towardsZero(times(reference, '0.8'), 2));
    await byTestId('lever-submit').click();
    await waitForText('lever-form-error', leverErrors.lever_stop_price_invalid.text.en);
    const takeProfit = towardsZero(times(reference, '1.5'), 2);
    await page().locator('#lever-tp').fill(takeProfit);

    await byTestId('lever-submit').click();
    await byTestId('lever-confirm').waitFor();
    const rows = await confirmRows();
    const entry = plain(rows.entry ?? '');
    expect(rows).toMatchObject({
      pair: SYMBOL,
      side: enLever.side.long,
      kind: enLever.kind.market,
      leverage: `${LEVERAGE}×`,
      lots: LOTS,
      quantity: `${QTY} BTC`,
      tp: price2(takeProfit),
      sl: enLever.confirm.notSet,
      margin: cost(margin(entry)),
      fee: cost(fee(entry)),
      cost: cost(plus(margin(entry), fee(entry))),
      available: money(startBalance),
    });
    await byTestId('lever-confirm-submit').click();
    await toast(enLever.placed.market);

    // The position: opened at the recorded price, margin and fee by the formulas.
    const [position] = await openPositions();
    if (!position) throw new Error('no open position');
    opened = position;
    expect(position).toMatchObject({
      type: 1,
      status: 1,
      share: LOTS,
      number: QTY,
      multiple: LEVERAGE,
      target_profit_price: takeProfit,
      origin_caution_money: margin(position.price),
      trade_fee: fee(position.price),
    });
    const frozen = position.origin_caution_money;
    const afterOpen = await deal();
    expect(afterOpen.user_lever).toBe(minus(minus(startBalance, frozen), position.trade_fee));
    expect(afterOpen.totals.frozen).toBe(frozen);

    // On screen: this contract's position, then its PnL moving with the price, no reload.
    const item = byTestId('lever-my-positions').locator(
      `[data-testid=lever-position][data-id="${position.id}"]`,
    );
    await item.waitFor();
    expect(await text('lever-position-open', item)).toBe(price2(position.price));
    expect(await text('lever-position-tp', item)).toBe(price2(takeProfit));
    expect(await text('lever-position-margin', item)).toBe(charged(frozen));
    await waitForText('lever-available', money(afterOpen.user_lever));
    const firstMark = await text('lever-position-current', item);
    await page().waitForFunction(
      ([id, was]) =>
        document
          .querySelector(
            `[data-testid=lever-my-positions] [data-id="${id}"] [data-testid=lever-position-current]`,
          )
          ?.textContent?.trim() !== was,
      [String(position.id), firstMark] as const,
    );
    const shown = await item.evaluate((el) => ({
      mark: el.querySelector('[data-testid=lever-position-current]')?.textContent?.trim() ?? '',
      pnl: el.querySelector('[data-testid=lever-position-pnl]')?.textContent?.trim() ?? '',
    }));
    expect(shown.mark).not.toBe(firstMark);
    expect(shown.pnl).toBe(signed(longPnl(position.price, plain(shown.mark))));
    expect(browser?.consoleErrors).toEqual([]);
  });

  it('closes it on the contract orders page through the close sheet; history, balance and bills agree', async () => {
    if (!opened) throw new Error('no position from the previous step');
    const position = opened;
    await byTestId('lever-orders-all').click();
    await page().waitForURL(/#\/pages\/transaction\/contract_order/);
    await byTestId('lever-totals').waitFor();
    const item = byTestId('lever-positions-list').locator(
      `[data-testid=lever-position][data-id="${position.id}"]`,
    );
    await item.waitFor();
    await waitForText('lever-totals-margin', charged(position.origin_caution_money));

    await item.locator('[data-testid=lever-position-close]').click();
    await byTestId('lever-close').waitFor();
    expect(await text('lever-close-pair')).toBe(SYMBOL);
    expect(await text('lever-close-lots')).toBe(LOTS);
    expect(await text('lever-close-open')).toBe(price2(position.price));
    const expected = await page().evaluate(() => ({
      mark: document.querySelector('[data-testid=lever-close-price]')?.textContent?.trim() ?? '',
      pnl: document.querySelector('[data-testid=lever-close-pnl]')?.textContent?.trim() ?? '',
    }));
    expect(expected.pnl).toBe(signed(longPnl(position.price, plain(expected.mark))));
    await byTestId('lever-close-submit').click();
    await toast(enLever.close.done);
    await byTestId('lever-positions-list-empty').waitFor();

    // Closed by hand at a recorded price; realised PnL by the formula; the balance follows.
    const closed = (await closedPositions()).find((p) => p.id === position.id);
    if (!closed?.close_price || closed.fact_profits === null)
      throw new Error('position not closed');
    expect(closed.close_reason).toBe('manual');
    const realised = longPnl(position.price, closed.close_price);
    expect(closed.fact_profits).toBe(realised);
    const after = await deal();
    expect(after.user_lever).toBe(plus(minus(startBalance, position.trade_fee), realised));
    expect(after.totals.frozen).toBe('0');
    await waitForText('lever-totals-available', held(after.user_lever));
    expect(await openPositions()).toEqual([]);

    // The history says why and where it closed, and what it made.
    await byTestId('lever-orders-tab-history').click();
    const past = byTestId('lever-history-list').locator(
      `[data-testid=lever-position][data-id="${position.id}"]`,
    );
    await past.waitFor();
    expect(await text('lever-position-reason', past)).toBe(enLever.reason.manual);
    expect(await text('lever-position-close-price', past)).toBe(price2(closed.close_price));
    expect(await text('lever-position-pnl', past)).toBe(signed(realised));

    // Every change of the contract account is a bill; they add up to the balance.
    const bills = (
      await call<{ data: Array<{ bucket: string; amount: string; reason: string; info: string }> }>(
        '/wallet/legal_log',
        { currency: USDT, type: LEVER_ACCOUNT, page: '1', limit: '100' },
      )
    ).data;
    const total = (bucket: string) =>
      sum(bills.filter((b) => b.bucket === bucket).map((b) => b.amount));
    expect(total('available')).toBe(after.user_lever);
    expect(total('frozen')).toBe('0');
    const of = (reason: string) =>
      sum(bills.filter((b) => b.reason === reason).map((b) => b.amount));
    expect(of('lever_fee')).toBe(`-${position.trade_fee}`);
    expect(of('lever_pnl')).toBe(realised);
    expect(of('account_transfer')).toBe(TRANSFER_IN);

    // The bills page lists the fee and (unless the price closed exactly where it opened) the PnL.
    await page().goto(url(`/pages/fund/assets_record?currency=${USDT}&type=${LEVER_ACCOUNT}`));
    await byTestId('bills-list-item').first().waitFor();
    const lines = await page().evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid=bills-list-item]')).map((el) => [
        el.querySelector('[data-testid=bill-info]')?.textContent?.trim() ?? '',
        el.querySelector('[data-testid=bill-amount]')?.textContent?.trim() ?? '',
      ]),
    );
    expect(lines).toContainEqual([LEDGER_REASONS.lever_fee.en, signed(`-${position.trade_fee}`)]);
    if (realised !== '0')
      expect(lines).toContainEqual([LEDGER_REASONS.lever_pnl.en, signed(realised)]);
    expect(browser?.consoleErrors).toEqual([]);
  });
});
