import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import type { AssetsSummary, WalletList } from '@tidemark/contracts';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { USDT_CURRENCY, serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import type { WithdrawInfo } from '../api/types';
import { AssetsView } from './assets-view';
import { WithdrawView } from './withdraw-view';

/**
 * The case on the assets side: a spot USDT balance of 1,913.639495 (USDT keeps six
 * places) and a BTC dust balance. The assets list and the withdrawal form show one figure for
 * the same balance, at the currency's display places; the confirmation shows exactly what is
 * sent.
 */
const USDT_AVAILABLE = '1913.639495';

const WALLET: WalletList = {
  fiat: 'USD',
  fiat_rate: '1',
  total_usdt: '1913.651840123',
  total_fiat: '1913.651840123',
  accounts: [
    {
      account_type: 2,
      name: 'change',
      total_usdt: '1913.651840123',
      total_fiat: '1913.651840123',
      balances: [
        {
          currency_id: 3,
          currency_name: 'USDT',
          available: USDT_AVAILABLE,
          frozen: '0.5',
          usdt_value: USDT_AVAILABLE,
          fiat_value: USDT_AVAILABLE,
        },
        {
          currency_id: 1,
          currency_name: 'BTC',
          available: '0.000123456789',
          frozen: '0',
          usdt_value: '0.012345123',
          fiat_value: '0.012345123',
        },
      ],
    },
  ],
};

const SUMMARY: AssetsSummary = {
  fiat: 'USD',
  fiat_rate: '1',
  total_usdt: '1914.14',
  total_fiat: '1914.14',
  rows: [
    {
      kind: 'spot',
      usdt_value: '1914.14',
      balances: [
        { currency_name: 'BTC', amount: '0.000123456789', usdt_value: '0.01' },
        { currency_name: 'USDT', amount: '1914.139495', usdt_value: '1914.13' },
      ],
    },
  ],
  balances: { BTC: '0.000123456789', USDT: '1914.139495' },
  taken_at: 1_700_000_000,
};

const INFO: WithdrawInfo = {
  currency_id: 3,
  currency_name: 'USDT',
  precision: 6,
  display_places: 2,
  min_withdraw: '10',
  withdraw_fee: '1',
  available: USDT_AVAILABLE,
  chains: ['TRC20'],
  can_withdraw: true,
  kyc_level: 1,
  limit_btc_24h: '2',
  used_btc_24h: '0',
  fiat_single_limit_usdt: '10000',
  pay_password_set: true,
  totp_required: false,
};

setUpSignedInApi();

describe('asset figures', () => {
  it('show one balance alike on the assets list and the withdrawal form, and what is sent to the last place', async () => {
    serveCurrencies();
    apiServer.use(
      http.get('*/api/wallet/list', () => okEnvelope(WALLET)),
      http.get('*/api/wallet/assets_summary', () => okEnvelope(SUMMARY)),
      http.post('*/api/wallet/get_info', () => okEnvelope(INFO)),
      http.get('*/api/user/wallet/list', () =>
        okEnvelope({ data: [], total: 0, current_page: 1, per_page: 100, last_page: 1 }),
      ),
      http.get('*/api/user/cash_info', () => okEnvelope(null)),
    );
    const { user } = renderWithProviders(<AssetsView />);
    await user.click(await screen.findByTestId('assets-tab-change'));
    const usdt = await screen.findByTestId('balance-change-USDT');
    await expect.poll(() => within(usdt).getByTestId('available').textContent).toBe('1,913.63');
    const listed = within(usdt).getByTestId('available').textContent;
    // The BTC dust keeps BTC's eight places; the total (the assets summary's) reads like USDT.
    const btc = screen.getByTestId('balance-change-BTC');
    expect(within(btc).getByTestId('available').textContent).toBe('0.00012345');
    expect(screen.getByTestId('assets-total').textContent).toBe('1,914.14');

    renderWithProviders(<WithdrawView currencies={[USDT_CURRENCY]} initialId={3} />);
    const available = await screen.findByTestId('withdraw-amount-available');
    await expect.poll(() => available.textContent).toBe(`Available: ${listed} USDT`);

    // "All" takes the whole balance: what will be sent is shown to the last place.
    await user.click(screen.getByTestId('withdraw-amount-all'));
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('1,912.639495 USDT');
  });
});
