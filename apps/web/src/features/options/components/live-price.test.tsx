import { beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { http } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { OptionOrder, Ticker } from '@tidemark/contracts';
import { tickerKeys } from '../../../shared/api/ticker-keys';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { BTC_USDT_INSTRUMENT } from '../../../shared/testing/market';
import { renderWithProviders } from '../../../shared/testing/render';
import { LivePriceLine, lineGeometry } from './live-price';

/** An open Up order on BTC/USDT, entered at 96,000.50. */
const OPEN: OptionOrder = {
  id: 12,
  match_id: 1,
  symbol_name: 'BTC/USDT',
  currency_id: 3,
  currency_name: 'USDT',
  type: 1,
  seconds: 60,
  number: '10',
  profit_ratio: '82',
  open_price: '96000.5',
  open_tick_ms: Date.UTC(2031, 2, 5, 8, 0, 0, 120),
  expires_at_ms: Date.UTC(2031, 2, 5, 8, 1, 0, 120),
  end_price: null,
  end_tick_ms: null,
  status: 1,
  profit_result: null,
  fact_profits: null,
  payout: null,
  remain_milli_seconds: 40_000,
  created_at: 1_930_000_000,
  handled_at: 1_930_000_000,
  complete_at: null,
};

const ticker = (now_price: string, ts: number): Ticker => ({
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  name: 'BTC',
  kind: 'crypto',
  now_price,
  open_price: '95000',
  change: '1.05',
  high: '97000',
  low: '94000',
  volume: '12',
  price_decimals: 2,
  market_open: true,
  stale: false,
  ts,
});

setUpSignedInApi();
beforeEach(() => {
  serveCurrencies();
  apiServer.use(
    http.get('*/api/market/instruments', () => okEnvelope([BTC_USDT_INSTRUMENT])),
    http.get('*/api/currency/quotation_new', () => okEnvelope([ticker('96010', 1)])),
  );
});

let client: QueryClient | null = null;
function GrabClient() {
  client = useQueryClient();
  return null;
}

/** What the ticker socket bridge does with a `daymarket` event: the list gets the new price. */
const tick = (price: string, ts: number) =>
  act(() => {
    client!.setQueryData(tickerKeys.list(), [ticker(price, ts)]);
  });

describe('an open seconds order against the live price', () => {
  it('follows the ticker: live price, winning or losing against the entry line', async () => {
    const { container } = renderWithProviders(
      <>
        <GrabClient />
        <LivePriceLine order={OPEN} />
      </>,
    );
    const text = (testId: string) =>
      container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
    await expect.poll(() => text('option-live-price')).toBe('96,010.00');
    expect(text('option-live-entry')).toBe('96,000.50');
    expect(text('option-live-state')).toBe('Winning now');
    expect(container.querySelector('[data-testid="option-live-entry-line"]')).not.toBeNull();

    await tick('95990.25', 2);
    await expect.poll(() => text('option-live-price')).toBe('95,990.25');
    expect(text('option-live-state')).toBe('Losing now');
    await tick('96000.5', 3);
    await expect.poll(() => text('option-live-price')).toBe('96,000.50');
    expect(text('option-live-state')).toBe('Level with the entry');
    // Every price received is a point of the line.
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(3);
  });

  it('is gone once the order has settled', async () => {
    const { container } = renderWithProviders(
      <LivePriceLine
        order={{ ...OPEN, status: 3, end_price: '96100', end_tick_ms: 1, profit_result: 1 }}
      />,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(container.querySelector('[data-testid="option-live"]')).toBeNull();
  });
});

describe('the line’s geometry', () => {
  it('keeps the entry line inside the box even when every price is above it', () => {
    const g = lineGeometry(['110', '120'], '100');
    expect(g.entryY).toBe('90');
    expect(g.points).toBe('0,48 300,6');
  });
});
