import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { loanErrors, type Loan } from '@tidemark/contracts';
import {
  apiServer,
  errorEnvelope,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { serveSpotBalances } from '../../../shared/testing/wallet';
import { Borrowing } from './borrowing';

const LOAN: Loan = {
  id: 9,
  loan_currency_id: 3,
  loan_currency_name: 'USDT',
  collateral_currency_id: 1,
  collateral_currency_name: 'BTC',
  principal: '1000',
  interest: '0',
  debt: '1000',
  collateral: '0.05',
  annual_rate: '0.08',
  term_days: 0,
  opened_at: 1_800_000_000,
  due_at: 0,
  status: 'open',
  ltv: '0.5',
  margin_called: false,
  closed_at: null,
  price_decimals: 2,
  events: [],
};

/** The spot balances collateral comes from: 0.5 BTC and 100,000 USDT. */
const serveWallet = (btc = '0.5') => serveSpotBalances({ BTC: btc, USDT: '100000' });

function serveConfig(loans: Loan[] = []) {
  serveCurrencies();
  serveWallet();
  apiServer.use(
    http.get('*/api/loan/config', () =>
      okEnvelope({
        loan_currencies: [
          { id: 1, name: 'BTC', annual_rate: '0.03' },
          { id: 2, name: 'ETH', annual_rate: '0.03' },
          { id: 3, name: 'USDT', annual_rate: '0.08' },
        ],
        collateral_currencies: [
          { id: 1, name: 'BTC' },
          { id: 2, name: 'ETH' },
          { id: 3, name: 'USDT' },
        ],
        terms: [0, 7, 30],
        initial_ltv: '0.65',
        margin_call_ltv: '0.75',
        liquidation_ltv: '0.83',
        liquidation_fee: '0.02',
        overdue_factor: '1.5',
        prices: { BTC: '40000', ETH: '2000', USDT: '1' },
        mark_decimals: {
          'BTC/USDT': 2,
          'ETH/USDT': 2,
          'USDT/BTC': 8,
          'ETH/BTC': 8,
          'USDT/ETH': 8,
          'BTC/ETH': 8,
        },
      }),
    ),
    http.get('*/api/loan/list', () =>
      okEnvelope({ data: loans, total: loans.length, current_page: 1, per_page: 50, last_page: 1 }),
    ),
  );
}

setUpSignedInApi();

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  amount: string,
  btc: string,
) {
  await user.type((await screen.findByTestId('loan-amount')).querySelector('input')!, amount);
  await user.type(screen.getByTestId('loan-collateral').querySelector('input')!, btc);
}

describe('borrow sheet', () => {
  it('previews the LTV and hourly interest from the recorded price, confirms, then borrows', async () => {
    serveConfig([LOAN]);
    const posts = recordPosts('*/api/loan/borrow', () => okEnvelope(LOAN));
    const { user } = renderWithProviders(<Borrowing />);
    // The BTC/USDT tick at its instrument's price decimals, on the form and in the sheet.
    expect((await screen.findByTestId('loan-price')).textContent).toBe('40,000.00 USDT');
    await fill(user, '1000', '0.05');
    // 1,000 / (0.05 × 40,000) = 50%; 1,000 × 8% / 8,760 = 0.00913242 per hour, a cost: USDT
    // shows two places, rounded up (the precision rule).
    expect(screen.getByTestId('loan-ltv').textContent).toBe('50.00%');
    await user.click(screen.getByTestId('loan-borrow'));
    // The sheet opens a frame after it mounts (shared/ui/lazy-popup.tsx).
    expect((await screen.findByTestId('loan-confirm-ltv')).textContent).toBe('50.00%');
    expect(screen.getByTestId('loan-confirm-price').textContent).toBe('40,000.00 USDT');
    await expect
      .poll(() => screen.getByTestId('loan-confirm-hourly').textContent)
      .toBe('0.01 USDT');
    await user.click(screen.getByTestId('loan-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      loan_currency_id: '3',
      collateral_currency_id: '1',
      amount: '1000',
      collateral: '0.05',
      term_days: '0',
    });
    // After the loan the page shows my loans.
    expect((await screen.findByTestId('loan-9-status')).textContent).toBe('Open');
  });

  it('borrows BTC against USDT: the collateral is another coin, the LTV in BTC terms', async () => {
    serveConfig();
    const posts = recordPosts('*/api/loan/borrow', () => okEnvelope(LOAN));
    const { user } = renderWithProviders(<Borrowing />);
    await user.click(await screen.findByTestId('loan-borrow-coin-BTC'));
    // BTC cannot secure a BTC loan.
    expect(screen.queryByTestId('loan-coin-BTC')).toBeNull();
    await user.click(screen.getByTestId('loan-coin-USDT'));
    // A ratio of two ticks, at the loan currency's precision.
    expect(screen.getByTestId('loan-price').textContent).toBe('0.00002500 BTC');
    await fill(user, '0.01', '1000');
    // 0.01 / (1,000 × 0.000025) = 40%.
    expect(screen.getByTestId('loan-ltv').textContent).toBe('40.00%');
    await user.click(screen.getByTestId('loan-borrow'));
    expect((await screen.findByTestId('loan-confirm-amount')).textContent).toBe('0.01 BTC');
    await user.click(screen.getByTestId('loan-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      loan_currency_id: '1',
      collateral_currency_id: '3',
      amount: '0.01',
      collateral: '1000',
    });
  });

  it('shows an LTV at two places, half-up, whatever the amounts', async () => {
    serveConfig();
    const { user } = renderWithProviders(<Borrowing />);
    // 1,043.78 / (0.05 × 40,000) = 52.189%.
    await fill(user, '1043.78', '0.05');
    expect(screen.getByTestId('loan-ltv').textContent).toBe('52.19%');
  });

  it('refuses to offer a loan above the initial LTV', async () => {
    serveConfig();
    const posts = recordPosts('*/api/loan/borrow', () => okEnvelope(LOAN));
    const { user } = renderWithProviders(<Borrowing />);
    await fill(user, '1400', '0.05');
    expect(screen.getByTestId('loan-ltv').textContent).toBe('70.00%');
    const button = screen.getByTestId('loan-borrow');
    expect(button.textContent).toBe('LTV too high');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(screen.queryByTestId('loan-confirm-submit')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('shows the server’s refusal in the sheet (the price moved) and stays on the form', async () => {
    serveConfig();
    apiServer.use(
      http.post('*/api/loan/borrow', () =>
        errorEnvelope('loan_ltv_too_high', loanErrors.loan_ltv_too_high.text.en),
      ),
    );
    const { user } = renderWithProviders(<Borrowing />);
    await fill(user, '1200', '0.05');
    await user.click(screen.getByTestId('loan-borrow'));
    await user.click(await screen.findByTestId('loan-confirm-submit'));
    expect((await screen.findByTestId('loan-confirm-error')).textContent).toBe(
      loanErrors.loan_ltv_too_high.text.en,
    );
    expect(screen.getByTestId('loan-amount')).toBeTruthy();
  });

  it('shows the prices of a loan at the decimals it names, as on the form', async () => {
    const liquidated: Loan = {
      ...LOAN,
      status: 'liquidated',
      ltv: null,
      closed_at: 1_800_100_000,
      events: [
        {
          id: 1,
          kind: 'open',
          amount: '1000',
          price: '40000',
          tick_ms: 1_800_000_000_000,
          ltv: '0.5',
          created: 1_800_000_000,
        },
        {
          id: 2,
          kind: 'liquidation',
          amount: '0.05',
          price: '24096.386',
          tick_ms: 1_800_099_000_000,
          ltv: '0.83',
          created: 1_800_100_000,
        },
      ],
    };
    serveConfig([liquidated]);
    const { user } = renderWithProviders(<Borrowing />);
    await user.click(await screen.findByTestId('loan-tab-loans'));
    const opened = await screen.findByTestId('loan-9-event-1');
    expect(opened.textContent).toContain('1,000.00 USDT · 40,000.00 · 50.00%');
    expect(screen.getByTestId('loan-9-event-2').textContent).toContain('0.05 BTC · 24,096.39');
    expect(screen.getByTestId('loan-9-liquidation').textContent).toContain('24,096.39');
  });

  it('repays, adds and withdraws by the same amount rules: places, the debt, the balance, Max', async () => {
    // A loan from before amounts kept their places: its debt has a 7th USDT decimal.
    const legacy: Loan = { ...LOAN, interest: '0.0000001', debt: '1000.0000001' };
    serveConfig([legacy]);
    const sent = recordPosts('*/api/loan/repay', () => okEnvelope({ ...LOAN, status: 'repaid' }));
    const { user } = renderWithProviders(<Borrowing />);
    await user.click(await screen.findByTestId('loan-tab-loans'));
    await user.click(await screen.findByTestId('loan-9-repay'));
    const field = (await screen.findByTestId('loan-step-amount')).querySelector('input')!;
    const submit = () => screen.getByTestId('loan-step-submit') as HTMLButtonElement;
    await user.type(field, '1000.01');
    expect((await screen.findByTestId('loan-step-amount-problem')).textContent).toBe(
      'The maximum is 1,000.000001 USDT',
    );
    expect(submit().disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '1.0000001');
    expect(screen.getByTestId('loan-step-amount-problem').textContent).toContain('6');
    expect(submit().disabled).toBe(true);
    // Max: the whole debt, rounded up to USDT's places, which is what closes the loan.
    await user.click(screen.getByTestId('loan-step-amount-max'));
    expect(field.value).toBe('1000.000001');
    expect(screen.queryByTestId('loan-step-amount-problem')).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(sent.map((b) => b.amount)).toEqual(['1000.000001']));
  });

  it('adds no more collateral than the spot balance, and withdraws no more than the loan holds', async () => {
    serveConfig([LOAN]);
    const { user } = renderWithProviders(<Borrowing />);
    await user.click(await screen.findByTestId('loan-tab-loans'));
    await user.click(await screen.findByTestId('loan-9-add'));
    const field = (await screen.findByTestId('loan-step-amount')).querySelector('input')!;
    await user.type(field, '0,6');
    expect((await screen.findByTestId('loan-step-amount-problem')).textContent).toContain(
      '0.50 BTC',
    );
    await user.click(screen.getByTestId('loan-step-amount-max'));
    expect(field.value).toBe('0.5');
    await user.click(screen.getByText('Cancel'));
    await user.click(await screen.findByTestId('loan-9-withdraw'));
    const out = (await screen.findByTestId('loan-step-amount')).querySelector('input')!;
    await user.type(out, '0.06');
    expect((await screen.findByTestId('loan-step-amount-problem')).textContent).toBe(
      'The maximum is 0.05 BTC',
    );
    expect(screen.queryByTestId('loan-step-amount-max')).toBeNull();
  });

  it('says collateral above the spot balance by the field and opens no confirmation', async () => {
    serveConfig();
    const posts = recordPosts('*/api/loan/borrow', () => okEnvelope(LOAN));
    const { user } = renderWithProviders(<Borrowing />);
    expect((await screen.findByTestId('loan-collateral-available')).textContent).toBe('0.50 BTC');
    await fill(user, '1000', '5');
    expect(screen.getByTestId('loan-collateral-problem').textContent).toBe(
      'More than your available balance (0.50 BTC)',
    );
    const button = screen.getByTestId('loan-borrow') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(screen.queryByTestId('loan-confirm')).toBeNull();
    expect(posts).toHaveLength(0);
    // Max fills the whole balance, which the form then accepts.
    await user.click(screen.getByTestId('loan-collateral-max'));
    expect(screen.getByTestId('loan-collateral').querySelector('input')!.value).toBe('0.5');
    expect(screen.queryByTestId('loan-collateral-problem')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('allows no more places than each currency keeps, so the sheet shows exactly what is sent', async () => {
    serveConfig();
    const posts = recordPosts('*/api/loan/borrow', () => okEnvelope(LOAN));
    const { user } = renderWithProviders(<Borrowing />);
    await fill(user, '1000.1234567', '0.123456789');
    // Kept as typed (not cut to 1,000.123456 or 0.12345678), with what is wrong.
    const amount = screen.getByTestId('loan-amount').querySelector('input')!;
    const collateral = screen.getByTestId('loan-collateral').querySelector('input')!;
    expect(amount.value).toBe('1000.1234567');
    expect(collateral.value).toBe('0.123456789');
    expect(screen.getByTestId('loan-amount-problem').textContent).toBe(
      'USDT allows at most 6 decimal places',
    );
    expect(screen.getByTestId('loan-collateral-problem').textContent).toBe(
      'BTC allows at most 8 decimal places',
    );
    expect((screen.getByTestId('loan-borrow') as HTMLButtonElement).disabled).toBe(true);
    await user.type(amount, '{backspace}');
    await user.type(collateral, '{backspace}');
    await user.click(screen.getByTestId('loan-borrow'));
    expect((await screen.findByTestId('loan-confirm-amount')).textContent).toBe(
      '1,000.123456 USDT',
    );
    expect(screen.getByTestId('loan-confirm-collateral').textContent).toBe('0.12345678 BTC');
    await user.click(screen.getByTestId('loan-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ amount: '1000.123456', collateral: '0.12345678' });
  });
});
