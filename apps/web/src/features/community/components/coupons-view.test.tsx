import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Coupon } from '@tidemark/contracts';
import { apiServer, http, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { CouponsView } from './coupons-view';

const COUPON: Coupon = {
  id: 1,
  campaign_id: 2,
  kind: 'lever_fee',
  name: 'Welcome',
  terms: '',
  currency_id: 3,
  currency: 'USDT',
  amount: '5',
  min_order: '1000.5',
  state: 'available',
  expires_at: 1_900_000_000,
  used_at: null,
  used_amount: null,
};

setUpSignedInApi();

describe('coupons', () => {
  it('show their amount and minimum order at the currency’s places, grouped', async () => {
    serveCurrencies();
    apiServer.use(
      http.get('*/api/coupon/list', () =>
        okEnvelope({ data: [COUPON], total: 1, current_page: 1, per_page: 20, last_page: 1 }),
      ),
    );
    renderWithProviders(<CouponsView />);
    expect((await screen.findByTestId('coupon-amount')).textContent).toBe('5.00 USDT');
    expect(screen.getByTestId('coupon-item').textContent).toContain('Minimum order 1,000.50 USDT');
  });
});
