import { afterEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { cleanup, screen, within } from '@testing-library/react';
import type { DualProduct, Lang } from '@tidemark/contracts';
import { initI18n } from '../../shared/i18n/i18n';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../shared/testing/api-server';
import { serveCurrencies } from '../../shared/testing/currencies';
import { renderWithProviders } from '../../shared/testing/render';
import { DualInvest } from './components/invest';

setUpSignedInApi();

/** Settles 2026-12-04 08:00 UTC. */
const DEC_4 = Date.UTC(2026, 11, 4, 8) / 1000;
const product = (over: Partial<DualProduct>): DualProduct => ({
  id: 1,
  name: 'BTC-20261204-98000-C',
  currency_id: 1,
  currency_name: 'BTC',
  type: 'call',
  exercise_price: '98000',
  rate: '12.5',
  share_amount: '0.01',
  invest_currency_id: 1,
  invest_currency_name: 'BTC',
  start_time: DEC_4 - 7 * 86_400,
  end_time: DEC_4,
  day: 7,
  total_number: 100,
  purchased_number: 0,
  remaining_number: 100,
  user_limit: 10,
  spot_price: '97000',
  price_decimals: 2,
  on_sale: true,
  now: DEC_4 - 7 * 86_400,
  ...over,
});

async function cards(lang: Lang, products: DualProduct[]) {
  await initI18n(lang);
  serveCurrencies();
  apiServer.use(http.get('*/api/dual/index', () => okEnvelope({ dual_currencys: products })));
  renderWithProviders(<DualInvest />);
  return Promise.all(products.map((p) => screen.findByTestId(`dual-product-${p.id}`)));
}
const text = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;

afterEach(async () => {
  cleanup();
  await initI18n('en');
});

describe('dual product names', () => {
  it('names a product by what it does, its strike and its settlement day, with a labelled APR', async () => {
    const [call, put] = await cards('en', [
      product({}),
      product({ id: 2, type: 'put', exercise_price: '95500.5', invest_currency_name: 'USDT' }),
    ]);
    expect(text(call!, 'dual-product-name')).toBe('BTC · Sell high at 98,000 · Dec 4');
    expect(text(put!, 'dual-product-name')).toBe('BTC · Buy low at 95,500.5 · Dec 4');
    expect(text(call!, 'dual-product-apr')).toBe('APR 12.5%');
    expect(call!.textContent).not.toContain('BTC-20261204');
  });

  it('says it in the user’s language, the day and month included', async () => {
    const [jp] = await cards('jp', [product({})]);
    expect(text(jp!, 'dual-product-name')).toBe('BTC · 98,000で高く売る · 12月4日');
    expect(text(jp!, 'dual-product-apr')).toBe('年利 12.5%');
    cleanup();
    const [fra] = await cards('fra', [product({ type: 'put' })]);
    expect(text(fra!, 'dual-product-name')).toMatch(
      /^BTC · Acheter bas à 98\u202f?\s?000 · 4 déc\.$/,
    );
    expect(text(fra!, 'dual-product-apr')).toBe('Taux annuel 12,5 %');
  });
});
