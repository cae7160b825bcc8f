import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServer, http, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import type { BillEntry } from '../api/types';
import { BillsView } from './bills-view';

setUpSignedInApi();

const entry = (id: number, amount: string, bucket: BillEntry['bucket']): BillEntry => ({
  id,
  journal_id: 40,
  currency_id: 3,
  currency_name: 'USDT',
  account_type: 2,
  bucket,
  amount,
  reason: 'spot_fill',
  info: 'Spot fill',
  created_at: 1_767_600_000,
});

describe('bills', () => {
  it("shows a spot fill's two entries of the same stored amount at the same magnitude (towards zero)", async () => {
    serveCurrencies();
    apiServer.use(
      http.post('*/api/wallet/legal_log', () =>
        okEnvelope({
          data: [entry(2, '-191.40718', 'frozen'), entry(1, '191.40718', 'available')],
          total: 2,
          current_page: 1,
          per_page: 20,
          last_page: 1,
        }),
      ),
    );
    renderWithProviders(<BillsView />);
    await screen.findAllByTestId('bill-amount');
    await expect
      .poll(() => screen.getAllByTestId('bill-amount').map((el) => el.textContent))
      .toEqual(['-191.40 USDT', '+191.40 USDT']);
  });
});
