import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { EarnOrder, EarnProduct } from '@tidemark/contracts';
import {
  apiServer,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { serveSpotBalances } from '../../../shared/testing/wallet';
import { FinancialView } from './financial-view';

const BASE: EarnProduct = {
  id: 1,
  kind: 'cloud',
  name: 'Cloud mining 30 days',
  intro: '',
  currency_id: 3,
  currency_name: 'USDT',
  payout_currency_id: 1,
  payout_currency_name: 'BTC',
  day: 30,
  save_min: '100',
  save_max: '100000',
  interest_rate_min: '0',
  interest_rate_max: '0',
  tiers: [],
  annual_rate: null,
  unit_price: '100',
  cloud_yield: '0.00001',
  cloud_yield_day: '2026-01-01',
  quota_total: '1000000',
  quota_left: '1000000',
  user_cap: '100000',
  early_redeem_fee_rate: '0',
  sale_start: null,
  sale_end: null,
  on_sale: true,
};

const CLOUD = BASE;
const FLEXIBLE: EarnProduct = {
  ...BASE,
  id: 2,
  kind: 'flexible',
  name: 'USDT flexible savings',
  payout_currency_id: 3,
  payout_currency_name: 'USDT',
  annual_rate: '0.05',
  unit_price: null,
  cloud_yield: null,
  cloud_yield_day: null,
};

const ORDER: EarnOrder = {
  id: 1,
  config_id: 1,
  kind: 'cloud',
  product_name: CLOUD.name,
  currency_id: 3,
  currency_name: 'USDT',
  payout_currency_id: 1,
  payout_currency_name: 'BTC',
  amount: '1000',
  units: 10,
  day_rate: null,
  annual_rate: null,
  day: 30,
  total_interest: '0',
  start_at: 1_800_000_000,
  end_at: 1_802_592_000,
  status: 1,
  is_cancel: false,
  withdraw_amount: null,
  early_redeem_amount: null,
  created_at: 1_799_990_000,
};

const page = (data: EarnProduct[]) =>
  okEnvelope({ data, total: data.length, current_page: 1, per_page: 100, last_page: 1 });

/** The products, no orders yet, and 1,000 USDT available in the spot account. */
function serveEarn() {
  serveCurrencies();
  serveSpotBalances({ USDT: '1000' });
  apiServer.use(
    http.get('*/api/earn/products', ({ request }) =>
      page(new URL(request.url).searchParams.get('kind') === 'cloud' ? [CLOUD] : [FLEXIBLE]),
    ),
    http.get('*/api/earn/orders', () => page([])),
  );
}

setUpSignedInApi();

describe('cloud mining purchase', () => {
  it('never reads 1.5 units as 15: the field keeps it, says why, and nothing is bought', async () => {
    serveEarn();
    const posts = recordPosts('*/api/earn/cloud/buy', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<FinancialView tab="cloud" onTabChange={() => {}} />);
    await user.click(await screen.findByTestId('cloud-product-1-buy'));
    const input = (await screen.findByTestId('cloud-buy-input')).querySelector('input')!;
    await user.type(input, '1.5');
    expect(input.value).toBe('1.5');
    expect(screen.getByTestId('cloud-buy-input-problem').textContent).toBe(
      'Enter a whole number of units',
    );
    expect(screen.getByTestId('cloud-buy-price').textContent).toBe('--');
    await user.click(screen.getByTestId('cloud-buy-submit'));
    // 15 units cost 1,500 USDT, more than there is.
    await user.clear(input);
    await user.type(input, '15');
    expect(screen.getByTestId('cloud-buy-input-problem').textContent).toBe(
      'More than your available balance (1,000.00 USDT)',
    );
    await user.click(screen.getByTestId('cloud-buy-submit'));
    expect(posts).toHaveLength(0);
  });

  it('shows the balance; Max fills the units it pays for, and the sheet shows what is sent', async () => {
    serveEarn();
    const posts = recordPosts('*/api/earn/cloud/buy', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<FinancialView tab="cloud" onTabChange={() => {}} />);
    await user.click(await screen.findByTestId('cloud-product-1-buy'));
    expect((await screen.findByTestId('cloud-buy-input-available')).textContent).toBe(
      '1,000.00 USDT',
    );
    await user.click(screen.getByTestId('cloud-buy-input-max'));
    expect(screen.getByTestId('cloud-buy-input').querySelector('input')!.value).toBe('10');
    expect(screen.getByTestId('cloud-buy-units').textContent).toBe('10 units');
    expect(screen.getByTestId('cloud-buy-price').textContent).toBe('1,000.00 USDT');
    await user.click(screen.getByTestId('cloud-buy-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ product_id: '1', units: '10' });
  });
});

describe('DeFi subscription', () => {
  it('says an amount below the minimum or with too many places, then subscribes what the sheet shows', async () => {
    serveEarn();
    const posts = recordPosts('*/api/earn/flexible/subscribe', () =>
      okEnvelope({ ...ORDER, kind: 'flexible', units: null }),
    );
    const { user } = renderWithProviders(<FinancialView tab="defi" onTabChange={() => {}} />);
    await user.click(await screen.findByTestId('defi-product-2-subscribe'));
    expect((await screen.findByTestId('defi-subscribe-input-available')).textContent).toBe(
      '1,000.00 USDT',
    );
    const input = screen.getByTestId('defi-subscribe-input').querySelector('input')!;
    await user.type(input, '5');
    expect(screen.getByTestId('defi-subscribe-input-problem').textContent).toBe(
      'The minimum is 100.00 USDT',
    );
    await user.click(screen.getByTestId('defi-subscribe-submit'));
    await user.clear(input);
    await user.type(input, '100.1234567');
    expect(screen.getByTestId('defi-subscribe-input-problem').textContent).toBe(
      'USDT allows at most 6 decimal places',
    );
    await user.click(screen.getByTestId('defi-subscribe-submit'));
    expect(posts).toHaveLength(0);
    await user.type(input, '{backspace}');
    expect(screen.getByTestId('defi-subscribe-amount').textContent).toBe('100.123456 USDT');
    await user.click(screen.getByTestId('defi-subscribe-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ product_id: '2', amount: '100.123456' });
  });
});

describe('the ways to the other earn products', () => {
  it('opens lock mining, token subscription, dual investment and the NFT market', async () => {
    serveEarn();
    const { user } = renderWithProviders(<FinancialView tab="defi" onTabChange={() => {}} />);
    const entries: Array<[string, string, string]> = [
      ['financial-lock', 'Lock mining', '#/pages/lockming/lockming'],
      ['financial-ieo', 'Token subscription', '#/pages/ieo/ieo'],
      ['financial-invest', 'Dual investment', '#/pages/invest/invest'],
      ['financial-nft', 'NFT market', '#/pages/nft/nft'],
    ];
    for (const [testId, label, hash] of entries) {
      const entry = screen.getByTestId(testId);
      expect(entry.textContent).toBe(label);
      await user.click(entry);
      await expect.poll(() => window.location.hash).toBe(hash);
    }
  });
});
