import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Ticker } from '@tidemark/contracts';
import { apiServer, http, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { btcTicker } from '../../../shared/testing/market';
import { renderWithProviders } from '../../../shared/testing/render';
import { tickerKeys } from '../../../shared/api/ticker-keys';
import * as rules from '../order-rules';
import { BTC_USDT } from '../testing';
import { SpotTradePanel } from './trade-panel';

// Counts the order form's renders: its share slider works out its position in each one.
vi.mock('../order-rules', async (importOriginal) => {
  const actual = await importOriginal<typeof rules>();
  return { ...actual, sliderPercent: vi.fn(actual.sliderPercent) };
});

setUpSignedInApi();

let client: QueryClient | null = null;
function GrabClient() {
  const found = useQueryClient();
  useEffect(() => {
    client = found;
  }, [found]);
  return null;
}

function answerTheTradeScreen() {
  apiServer.use(
    http.get('*/api/coin/pairs', () => okEnvelope([BTC_USDT])),
    http.get('*/api/currency/quotation_new', () => okEnvelope([btcTicker()])),
    http.get('*/api/currency/list', () => okEnvelope([])),
    http.get('*/api/coin/depth', () =>
      okEnvelope({ symbol: 'BTC/USDT', asks: [['60001', '1']], bids: [['59999', '2']], ts: 1 }),
    ),
    http.get('*/api/coin/balance', () =>
      okEnvelope({
        symbol: 'BTC/USDT',
        base: { code: 'BTC', available: '1', frozen: '0' },
        quote: { code: 'USDT', available: '1000', frozen: '0' },
      }),
    ),
    http.get('*/api/coin/list', () =>
      okEnvelope({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 }),
    ),
    http.get('*/api/coin/trades', () => okEnvelope([])),
  );
}

const priceInput = () =>
  screen.getByTestId('spot-price').querySelector('input') as HTMLInputElement;

function tick(price: string, ts: number) {
  act(() => {
    client?.setQueryData<Ticker[]>(tickerKeys.list(), [btcTicker({ now_price: price, ts })]);
  });
}

describe('spot trade panel', () => {
  it('renders its limit form again for what the user does, not for each tick; a market order follows the ticks', async () => {
    answerTheTradeScreen();
    const { user } = renderWithProviders(
      <>
        <GrabClient />
        <SpotTradePanel symbol="BTC/USDT" />
      </>,
    );
    // The first tick's price is offered in the limit form.
    await waitFor(() => expect(priceInput().value).toBe('60000'));
    await screen.findByTestId('spot-slider');
    // Every first answer (balance, currencies, lists) is in before counting: a late one renders
    // the form again for a reason of its own, and on a busy machine it can land after a tick.
    await waitFor(() => {
      expect(screen.getByTestId('spot-available').textContent).toContain('1,000');
      expect(client?.isFetching()).toBe(0);
    });
    const renders = vi.mocked(rules.sliderPercent);
    const before = renders.mock.calls.length;

    tick('60010', 2);
    await waitFor(() =>
      expect(screen.getByTestId('spot-last-price').textContent).toBe('60,010.00'),
    );
    tick('60020', 3);
    await waitFor(() =>
      expect(screen.getByTestId('spot-last-price').textContent).toBe('60,020.00'),
    );
    expect(renders.mock.calls.length).toBe(before);
    expect(priceInput().value).toBe('60000');

    // A market order estimates from the last price: it shows each tick's.
    await user.click(screen.getByTestId('spot-kind-market'));
    tick('61000', 4);
    await waitFor(() =>
      expect(screen.getByTestId('spot-market-price').parentElement?.textContent).toContain(
        '61,000',
      ),
    );
    expect(renders.mock.calls.length).toBeGreaterThan(before);
  });
});
