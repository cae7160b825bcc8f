import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { leverErrors } from '@tidemark/contracts';
import enCommon from '../../../locales/en/common.json';
import enLever from '../../../locales/en/lever.json';
import {
  apiServer,
  errorEnvelope,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { dealFixture, positionFixture } from '../testing/fixtures';
import { LeverOrderForm } from './order-form';

const USDT = { code: 'USDT', places: 6, display: 2 };

function renderForm() {
  const deal = dealFixture();
  return renderWithProviders(
    <LeverOrderForm deal={deal} lastPrice={deal.last_price} margin={USDT} note={null} />,
  );
}

setUpSignedInApi();

describe('contract order form', () => {
  // The confirmation sheet offers fee vouchers: this user has none.
  beforeEach(() => {
    apiServer.use(
      http.get('*/api/coupon/list', () =>
        okEnvelope({ data: [], total: 0, current_page: 1, per_page: 100, last_page: 1 }),
      ),
    );
  });

  it('names missing lots and a limit long above the market instead of sending them', async () => {
    const posts = recordPosts('*/api/lever/submit', () => okEnvelope(positionFixture()));
    const { user } = renderForm();
    await user.click(screen.getByTestId('lever-submit'));
    expect((await screen.findByTestId('lever-form-error')).textContent).toBe(
      enCommon.msg.enterQuantity,
    );

    await user.type(screen.getByLabelText(enLever.form.lots), '1');
    await user.click(screen.getByTestId('lever-kind-limit'));
    const price = screen.getByLabelText<HTMLInputElement>(enLever.form.price);
    await user.clear(price);
    await user.type(price, '97000');
    await user.click(screen.getByTestId('lever-submit'));
    expect(screen.getByTestId('lever-form-error').textContent).toBe(
      leverErrors.lever_limit_price_invalid.text.en,
    );
    expect(screen.queryByTestId('lever-confirm')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('confirms the terms, then POSTs /api/lever/submit with the wire fields', async () => {
    const posts = recordPosts('*/api/lever/submit', () =>
      okEnvelope(positionFixture({ multiple: 10 })),
    );
    const { user } = renderForm();
    await user.click(screen.getByTestId('lever-leverage-10'));
    // The liquidation estimate says what it needs instead of a bare dash.
    expect(screen.getByTestId('lever-liquidation').textContent).toBe(
      enLever.form.liquidationNeedsLots,
    );
    await user.type(screen.getByLabelText(enLever.form.lots), '1');
    // 96000.5 × 0.01 BTC ÷ 10, rounded up to the cent: margin is held on the safe side.
    expect(screen.getByTestId('lever-margin').textContent).toBe('96.01 USDT');
    await user.click(screen.getByTestId('lever-submit'));

    const sheet = await screen.findByTestId('lever-confirm');
    expect(within(sheet).getByTestId('lever-confirm-leverage').textContent).toBe('10×');
    expect(within(sheet).getByTestId('lever-confirm-quantity').textContent).toBe('0.01 BTC');
    // A market order says it opens at the price recorded on arrival, not the one shown.
    expect(within(sheet).getByTestId('lever-confirm-market-note').textContent).toBe(
      enLever.confirm.marketNote,
    );
    expect(posts).toHaveLength(0);

    await user.click(within(sheet).getByTestId('lever-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      match_id: '1',
      type: '1',
      share: '1',
      multiple: '10',
      status: '1',
      target_profit_price: '',
      stop_loss_price: '',
    });
    expect(posts[0]).not.toHaveProperty('target_price');
    expect(posts[0]?.idempotency_key).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
    await expect.poll(() => screen.queryByTestId('lever-confirm')).toBeNull();
    // Lots and stops go after an order; side, type and leverage stay.
    expect(screen.getByLabelText<HTMLInputElement>(enLever.form.lots).value).toBe('');
  });

  it('shows the server refusal in the confirmation sheet, in its words', async () => {
    recordPosts('*/api/lever/submit', () =>
      errorEnvelope('market_closed', 'The market is closed, orders are paused'),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText(enLever.form.lots), '1');
    await user.click(screen.getByTestId('lever-submit'));
    const sheet = await screen.findByTestId('lever-confirm');
    await user.click(within(sheet).getByTestId('lever-confirm-submit'));
    expect((await within(sheet).findByTestId('lever-confirm-error')).textContent).toBe(
      'The market is closed, orders are paused',
    );
  });

  it('shows every figure at one precision on the form and its sheet: price at the instrument’s, money at the currency’s', async () => {
    // The case: 85.523 on the form but 85.52346 on the sheet, 1,913.639495 available.
    const deal = dealFixture({
      last_price: '85.52346',
      price_decimals: 3,
      user_lever: '1913.639495',
    });
    const { user } = renderWithProviders(
      <LeverOrderForm deal={deal} lastPrice={deal.last_price} margin={USDT} note={null} />,
    );
    expect(screen.getByTestId('lever-market-price').textContent).toBe(
      `${enLever.form.marketPrice} 85.523`,
    );
    await user.type(screen.getByLabelText(enLever.form.lots), '3');
    const form = {
      available: screen.getByTestId('lever-available').textContent,
      margin: screen.getByTestId('lever-margin').textContent,
      fee: screen.getByTestId('lever-fee').textContent,
    };
    expect(form.available).toBe('1,913.63 USDT');
    for (const text of Object.values(form)) expect(text).toMatch(/^[\d,]+(\.\d{1,2})? USDT$/);

    await user.click(screen.getByTestId('lever-submit'));
    const sheet = await screen.findByTestId('lever-confirm');
    const row = (key: string) => within(sheet).getByTestId(`lever-confirm-${key}`).textContent;
    expect(row('entry')).toContain('85.523');
    expect(row('entry')).not.toContain('85.5234');
    for (const key of ['available', 'margin', 'fee'] as const)
      expect(row(key)).toContain(form[key]);
  });
});
