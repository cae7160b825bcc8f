import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatDate } from '@tidemark/contracts';
import enWallet from '../../../locales/en/wallet.json';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { BTC_CURRENCY, serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import type { AddressEntry, Currency, WithdrawInfo } from '../api/types';
import { DATE_TIME_FORMAT } from './record-items';
import { WithdrawView } from './withdraw-view';

const USDT: Currency = {
  id: 3,
  name: 'USDT',
  subName: 'ERC20',
  full_name: 'Tether',
  precision: 6,
  display_places: 2,
  min_withdraw: '10',
  withdraw_fee: '1',
  can_deposit: true,
  can_withdraw: true,
  can_trade: true,
  chains: ['TRC20', 'ERC20'],
  price_usdt: '1',
  status: 1,
  image: '',
};

const INFO: WithdrawInfo = {
  currency_id: 3,
  currency_name: 'USDT',
  precision: 6,
  display_places: 2,
  min_withdraw: '10',
  withdraw_fee: '1',
  available: '500',
  chains: ['TRC20', 'ERC20'],
  can_withdraw: true,
  kyc_level: 1,
  limit_btc_24h: '2',
  used_btc_24h: '0',
  fiat_single_limit_usdt: '10000',
  pay_password_set: true,
  totp_required: false,
};

const ADDRESS: AddressEntry = {
  id: 7,
  currency_id: 3,
  currency_name: 'USDT',
  chain: 'TRC20',
  name: 'Cold wallet',
  address: 'TXYZ1234567890abcdef',
  created_at: 1_930_000_000,
  usable_at: 1_930_086_400,
  usable: true,
};

setUpSignedInApi();
beforeEach(() => {
  window.location.hash = '';
  // What the form reads: the currency's withdrawal terms, the address book, the saved card.
  apiServer.use(
    http.post('*/api/wallet/get_info', () => okEnvelope(INFO)),
    http.get('*/api/user/wallet/list', () =>
      okEnvelope({ data: [ADDRESS], total: 1, current_page: 1, per_page: 100, last_page: 1 }),
    ),
    http.get('*/api/user/cash_info', () => okEnvelope(null)),
  );
  serveCurrencies([BTC_CURRENCY, USDT]);
});

const amountInput = () => screen.getByLabelText(enWallet.field.amount);

async function renderLoaded() {
  const rendered = renderWithProviders(<WithdrawView currencies={[USDT]} initialId={3} />);
  await screen.findByTestId('withdraw-address-7');
  return rendered;
}

describe('withdrawal form', () => {
  it('names an amount under the minimum and a missing address instead of going on', async () => {
    const posts = recordPosts('*/api/wallet/out', () => okEnvelope({ id: 1 }));
    const { user } = await renderLoaded();
    await user.type(amountInput(), '5');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-form-error').textContent).toBe(
      'The minimum is 10.00 USDT and the amount must exceed the fee',
    );

    await user.clear(amountInput());
    await user.type(amountInput(), '100');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-form-error').textContent).toBe(
      enWallet.withdraw.errors.address,
    );
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('confirms with the fund password, then POSTs /api/wallet/out and opens the records', async () => {
    const posts = recordPosts('*/api/wallet/out', () => okEnvelope({ id: 12 }));
    const { user } = await renderLoaded();
    await user.click(screen.getByTestId('withdraw-address-7'));
    await user.type(amountInput(), '100');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('99.00 USDT');
    await user.click(screen.getByTestId('withdraw-submit'));

    const sheet = await screen.findByTestId('withdraw-confirm');
    expect(within(sheet).getByText('Cold wallet · TXYZ1234567890abcdef')).toBeTruthy();
    await user.click(within(sheet).getByTestId('withdraw-confirm-submit'));
    expect(within(sheet).getByRole('alert').textContent).toBe(enWallet.withdraw.passwordRequired);
    expect(posts).toHaveLength(0);

    await user.type(within(sheet).getByLabelText(enWallet.withdraw.payPassword), '246810');
    await user.click(within(sheet).getByTestId('withdraw-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      currency: '3',
      number: '100',
      type: 'crypto',
      address_id: '7',
      pay_password: '246810',
      lang: 'en',
    });
    expect(posts[0]).not.toHaveProperty('totp_code');
    expect(posts[0]?.idempotency_key).toMatch(/^.{8,64}$/);
    await expect.poll(() => window.location.hash).toBe('#/pages/fund/withdraw_record');
  });

  it('shows a wrong fund password under the password, in the server words', async () => {
    recordPosts('*/api/wallet/out', () =>
      errorEnvelope('pay_password_wrong', 'The fund password is wrong, 4 tries left'),
    );
    const { user } = await renderLoaded();
    await user.click(screen.getByTestId('withdraw-address-7'));
    await user.type(amountInput(), '100');
    await user.click(screen.getByTestId('withdraw-submit'));
    const sheet = await screen.findByTestId('withdraw-confirm');
    await user.type(within(sheet).getByLabelText(enWallet.withdraw.payPassword), '111111');
    await user.click(within(sheet).getByTestId('withdraw-confirm-submit'));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'The fund password is wrong, 4 tries left',
    );
    expect(window.location.hash).toBe('');
  });

  it('shows an address in its 24-hour wait as not usable yet, with when, and says why nothing is selected', async () => {
    const usableAt = Math.floor(Date.now() / 1000) + 20 * 3600;
    const waiting: AddressEntry = {
      ...ADDRESS,
      id: 8,
      name: 'New wallet',
      usable: false,
      usable_at: usableAt,
    };
    apiServer.use(
      http.get('*/api/user/wallet/list', () =>
        okEnvelope({ data: [waiting], total: 1, current_page: 1, per_page: 100, last_page: 1 }),
      ),
    );
    const posts = recordPosts('*/api/wallet/out', () => okEnvelope({ id: 1 }));
    const { user } = renderWithProviders(<WithdrawView currencies={[USDT]} initialId={3} />);
    const entry = await screen.findByTestId('withdraw-address-8');
    const time = formatDate(usableAt, DATE_TIME_FORMAT);
    expect(entry.hasAttribute('disabled')).toBe(true);
    expect(entry.textContent).toContain(enWallet.address.waiting);
    expect(screen.getByTestId('withdraw-address-8-usable-at').textContent).toBe(
      `Usable from ${time}`,
    );

    await user.click(entry);
    expect(entry.getAttribute('aria-pressed')).toBeNull();
    await user.type(amountInput(), '100');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-form-error').textContent).toBe(
      `New wallet was added less than 24 hours ago and can be used from ${time}`,
    );
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('lets an address be picked once its wait has ended, even if the list said otherwise when it came', async () => {
    const ended: AddressEntry = {
      ...ADDRESS,
      usable: false,
      usable_at: Math.floor(Date.now() / 1000) - 60,
    };
    apiServer.use(
      http.get('*/api/user/wallet/list', () =>
        okEnvelope({ data: [ended], total: 1, current_page: 1, per_page: 100, last_page: 1 }),
      ),
    );
    const { user } = await renderLoaded();
    const entry = screen.getByTestId('withdraw-address-7');
    expect(entry.hasAttribute('disabled')).toBe(false);
    await user.click(entry);
    expect(entry.getAttribute('aria-pressed')).toBe('true');
  });
});
