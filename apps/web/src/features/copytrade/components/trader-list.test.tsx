import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CopyTraderRow } from '@tidemark/contracts';
import { apiServer, http, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { TraderList } from './trader-list';

const row = (id: number, followers_max: number | null): CopyTraderRow => ({
  id,
  nickname: `Trader ${id}`,
  head_portrait: '',
  closed_count: 3,
  total_profits: '-0.73995',
  correct_rate: '66.67',
  total_income_rate: '12.5',
  follow_num: 2,
  followers_max,
  paused: false,
  is_followed: false,
});

setUpSignedInApi();

describe('trader list', () => {
  it('shows a real follower cap, or just the count when there is none; rates at two places', async () => {
    serveCurrencies();
    apiServer.use(
      http.get('*/api/follow/index', () =>
        okEnvelope({
          data: [row(1, 10), row(2, null)],
          total: 2,
          current_page: 1,
          per_page: 20,
          last_page: 1,
        }),
      ),
    );
    renderWithProviders(<TraderList profilePath="/pages/copytrade/trader" />);
    const capped = await screen.findByTestId('copy-trader-1');
    const uncapped = screen.getByTestId('copy-trader-2');
    expect(capped.textContent).toContain('2 / 10 followers');
    expect(uncapped.textContent).toContain('Followers: 2');
    expect(uncapped.textContent).not.toContain('∞');
    expect(capped.textContent).toContain('66.67%');
    expect(capped.textContent).toContain('12.50%');
    // A loss rounds towards zero, as every signed figure.
    expect(capped.textContent).toContain('-0.73');
  });
});
