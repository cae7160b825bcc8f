import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { earnErrors, type EarnOrder, type EarnProduct } from '@tidemark/contracts';
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
import { LockBuy } from './lock-buy';

const PRODUCT: EarnProduct = {
  id: 7,
  kind: 'lock',
  name: 'USDT lock mining 7 days',
  intro: '',
  currency_id: 3,
  currency_name: 'USDT',
  payout_currency_id: 3,
  payout_currency_name: 'USDT',
  day: 7,
  save_min: '100',
  save_max: '50000',
  interest_rate_min: '0.3',
  interest_rate_max: '0.4',
  tiers: [
    { min_amount: '100', day_rate: '0.003' },
    { min_amount: '5000', day_rate: '0.0035' },
    { min_amount: '20000', day_rate: '0.004' },
  ],
  annual_rate: null,
  unit_price: null,
  cloud_yield: null,
  cloud_yield_day: null,
  quota_total: '1000000',
  quota_left: '1000000',
  user_cap: '100000',
  early_redeem_fee_rate: '0.005',
  sale_start: null,
  sale_end: null,
  on_sale: true,
};

const ORDER: EarnOrder = {
  id: 1,
  config_id: 7,
  kind: 'lock',
  product_name: PRODUCT.name,
  currency_id: 3,
  currency_name: 'USDT',
  payout_currency_id: 3,
  payout_currency_name: 'USDT',
  amount: '5000',
  units: null,
  day_rate: '0.0035',
  annual_rate: null,
  day: 7,
  total_interest: '0',
  start_at: 1_800_000_000,
  end_at: 1_800_604_800,
  status: 1,
  is_cancel: false,
  withdraw_amount: null,
  early_redeem_amount: '4975',
  created_at: 1_799_990_000,
};

/** The server's preview for an amount (the tier it reaches, its income over 7 days). */
function previewOf(amount: string) {
  const rate = Number(amount) >= 5000 ? '0.0035' : '0.003';
  const daily = rate === '0.003' ? '15' : '17.5';
  return {
    config_id: 7,
    amount,
    day_rate: rate,
    daily_income: daily,
    expected_income: rate === '0.003' ? '105' : '122.5',
    start_at: 1_800_000_000,
    end_at: 1_800_604_800,
    early_redeem_fee_rate: '0.005',
  };
}

/** `usdt` available in the spot account (what a lock-up is paid from). */
const serveWallet = (usdt: string) => serveSpotBalances({ USDT: usdt });

function serveProductAndPreview(usdt = '100000') {
  serveCurrencies();
  serveWallet(usdt);
  apiServer.use(
    http.get('*/api/lh/deposit/config', () =>
      okEnvelope({ data: [PRODUCT], total: 1, current_page: 1, per_page: 100, last_page: 1 }),
    ),
    http.get('*/api/lh/deposit/preview', ({ request }) =>
      okEnvelope(previewOf(new URL(request.url).searchParams.get('amount') ?? '')),
    ),
  );
}

setUpSignedInApi();

describe('lock mining purchase', () => {
  it('shows the tier’s rate and expected income, confirms, then POSTs /api/lh/deposit', async () => {
    serveProductAndPreview();
    const posts = recordPosts('*/api/lh/deposit', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '5000');
    await screen.findByText('0.35%', { selector: '[data-testid=lock-buy-rate]' });
    expect(screen.getByTestId('lock-buy-expected').textContent).toBe('122.50 USDT');
    await user.click(screen.getByTestId('lock-buy-submit'));
    expect((await screen.findByTestId('lock-confirm-rate')).textContent).toBe('0.35%');
    expect(screen.getByTestId('lock-confirm-expected').textContent).toBe('122.50 USDT');
    expect(screen.getByTestId('lock-confirm-amount').textContent).toBe('5,000.00 USDT');
    await user.click(screen.getByTestId('lock-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ config_id: '7', amount: '5000', day_rate: '0.0035' });
    expect(posts[0]!.idempotency_key).toMatch(/^web-/);
    await expect.poll(() => window.location.hash).toBe('#/pages/lockming/order');
    expect(screen.queryByTestId('lock-confirm-error')).toBeNull();
  });

  it('accepts an amount typed with trailing zeros (the server answers it in plain form)', async () => {
    serveProductAndPreview();
    // The real preview answers `normal(amount)`: "5000.50" comes back as "5000.5".
    apiServer.use(
      http.get('*/api/lh/deposit/preview', ({ request }) => {
        const typed = new URL(request.url).searchParams.get('amount') ?? '';
        return okEnvelope(previewOf(typed.replace(/\.?0+$/, '')));
      }),
    );
    const posts = recordPosts('*/api/lh/deposit', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '5000.50');
    await screen.findByText('0.35%', { selector: '[data-testid=lock-buy-rate]' });
    await user.click(screen.getByTestId('lock-buy-submit'));
    await user.click(await screen.findByTestId('lock-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ config_id: '7', amount: '5000.50', day_rate: '0.0035' });
  });

  it('shows income by the precision rule (USDT at two places, rounded down) and the amount it moves to the last place', async () => {
    serveProductAndPreview();
    apiServer.use(
      http.get('*/api/lh/deposit/preview', ({ request }) =>
        okEnvelope({
          ...previewOf(new URL(request.url).searchParams.get('amount') ?? ''),
          daily_income: '17.500432096',
          expected_income: '122.503024672',
        }),
      ),
    );
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '5000.123456');
    await screen.findByText('0.35%', { selector: '[data-testid=lock-buy-rate]' });
    expect(screen.getByTestId('lock-buy-expected').textContent).toBe('122.50 USDT');
    await user.click(screen.getByTestId('lock-buy-submit'));
    expect((await screen.findByTestId('lock-confirm-amount')).textContent).toBe(
      '5,000.123456 USDT',
    );
    expect(screen.getByTestId('lock-confirm-expected').textContent).toBe('122.50 USDT');
  });

  it('keeps a refusal in the sheet, in the server’s words', async () => {
    serveProductAndPreview();
    recordPosts('*/api/lh/deposit', () =>
      errorEnvelope('earn_quota_exceeded', earnErrors.earn_quota_exceeded.text.en),
    );
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '100');
    await screen.findByText('0.30%', { selector: '[data-testid=lock-buy-rate]' });
    await user.click(screen.getByTestId('lock-buy-submit'));
    await user.click(await screen.findByTestId('lock-confirm-submit'));
    expect((await screen.findByTestId('lock-confirm-error')).textContent).toBe(
      earnErrors.earn_quota_exceeded.text.en,
    );
  });

  it('a rate changed since the preview is refused: the sheet says so and shows the new rate to confirm', async () => {
    serveProductAndPreview();
    let rate = '0.003';
    apiServer.use(
      http.get('*/api/lh/deposit/preview', () =>
        okEnvelope({ ...previewOf('100'), day_rate: rate }),
      ),
    );
    const posts: Array<Record<string, string>> = recordPosts('*/api/lh/deposit', () =>
      posts.at(-1)?.day_rate === rate
        ? okEnvelope(ORDER)
        : errorEnvelope('earn_rate_changed', earnErrors.earn_rate_changed.text.en),
    );
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '100');
    await screen.findByText('0.30%', { selector: '[data-testid=lock-buy-rate]' });
    await user.click(screen.getByTestId('lock-buy-submit'));
    await screen.findByTestId('lock-confirm-submit');
    rate = '0.002'; // the operator changes the tier while the sheet is open
    await user.click(screen.getByTestId('lock-confirm-submit'));
    expect((await screen.findByTestId('lock-confirm-error')).textContent).toBe(
      earnErrors.earn_rate_changed.text.en,
    );
    await expect.poll(() => screen.getByTestId('lock-confirm-rate').textContent).toBe('0.20%');
    expect(posts[0]).toMatchObject({ day_rate: '0.003' });
    await user.click(screen.getByTestId('lock-confirm-submit'));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toMatchObject({ day_rate: '0.002' });
    await expect.poll(() => window.location.hash).toBe('#/pages/lockming/order');
  });

  it('keeps what was typed and says what is wrong, never merging digits or confirming', async () => {
    serveProductAndPreview();
    const previews: string[] = [];
    apiServer.use(
      http.get('*/api/lh/deposit/preview', ({ request }) => {
        const amount = new URL(request.url).searchParams.get('amount') ?? '';
        previews.push(amount);
        return okEnvelope(previewOf(amount));
      }),
    );
    const posts = recordPosts('*/api/lh/deposit', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    const submit = screen.getByTestId('lock-buy-submit') as HTMLButtonElement;
    for (const typed of ['1e3', '-5']) {
      await user.clear(input);
      await user.type(input, typed);
      // Not 13 or 5: the text stays as typed, with a message, and nothing can be confirmed.
      expect(input.value).toBe(typed);
      expect((await screen.findByTestId('lock-buy-amount-problem')).textContent).toBe(
        'Enter a number, such as 100 or 100.5',
      );
      expect(submit.disabled).toBe(true);
    }
    await user.clear(input);
    await user.type(input, '100.123456789');
    expect(input.value).toBe('100.123456789');
    expect(screen.getByTestId('lock-buy-amount-problem').textContent).toBe(
      'USDT allows at most 6 decimal places',
    );
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(screen.queryByTestId('lock-confirm')).toBeNull();
    expect(screen.getByTestId('lock-buy-rate').textContent).toBe('--');
    // Nothing else was priced: not 13, 5 or 100.12345678.
    expect(previews.filter((a) => !'100.123456'.startsWith(a))).toEqual([]);
    expect(posts).toHaveLength(0);
  });

  it('says an amount below the minimum or above the balance by the field, and opens no confirmation', async () => {
    serveProductAndPreview('2500');
    const { user } = renderWithProviders(<LockBuy id={7} />);
    const input = (await screen.findByTestId('lock-buy-amount')).querySelector('input')!;
    await user.type(input, '5');
    expect((await screen.findByTestId('lock-buy-amount-problem')).textContent).toBe(
      'The minimum is 100.00 USDT',
    );
    const submit = screen.getByTestId('lock-buy-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(screen.queryByTestId('lock-confirm')).toBeNull();
    expect(screen.getByTestId('lock-buy-expected').textContent).toBe('--');
    await user.clear(input);
    await user.type(input, '3000');
    expect(screen.getByTestId('lock-buy-amount-problem').textContent).toBe(
      'More than your available balance (2,500.00 USDT)',
    );
    expect(submit.disabled).toBe(true);
  });

  it('shows the spot balance; Max fills the largest amount and the sheet shows exactly what is sent', async () => {
    serveProductAndPreview('2500.1234567');
    const posts = recordPosts('*/api/lh/deposit', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<LockBuy id={7} />);
    expect((await screen.findByTestId('lock-buy-amount-available')).textContent).toBe(
      '2,500.12 USDT',
    );
    await user.click(screen.getByTestId('lock-buy-amount-max'));
    const input = screen.getByTestId('lock-buy-amount').querySelector('input')!;
    // At USDT's 6 places, rounded down: never more than there is.
    expect(input.value).toBe('2500.123456');
    await screen.findByText('0.30%', { selector: '[data-testid=lock-buy-rate]' });
    await user.click(screen.getByTestId('lock-buy-submit'));
    expect((await screen.findByTestId('lock-confirm-amount')).textContent).toBe(
      '2,500.123456 USDT',
    );
    await user.click(screen.getByTestId('lock-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ amount: '2500.123456' });
  });
});
