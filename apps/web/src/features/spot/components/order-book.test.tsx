import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import * as format from '../format';
import { OrderBook } from './order-book';
import { BTC_USDT } from '../testing';

// Counts the book's price formatting: twenty levels and the last price each time it renders.
vi.mock('../format', async (importOriginal) => {
  const actual = await importOriginal<typeof format>();
  return { ...actual, formatSpotPrice: vi.fn(actual.formatSpotPrice) };
});

const PAIR = BTC_USDT;

setUpSignedInApi();

const onPick = () => undefined;

/** A parent that renders again with the same props for the book, as the trade body does. */
function Host({ lastPrice }: { lastPrice: string }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        again {renders}
      </button>
      <OrderBook pair={PAIR} lastPrice={lastPrice} lastPriceColor="green" onPick={onPick} />
    </>
  );
}

describe('order book', () => {
  it('does not format its levels again when its parent renders with the same props', async () => {
    apiServer.use(
      http.get('*/api/coin/depth', () =>
        okEnvelope({
          symbol: 'BTC/USDT',
          asks: [
            ['60001', '0.5'],
            ['60002', '1'],
          ],
          bids: [['59999', '2']],
          ts: 1,
        }),
      ),
    );
    const { user, rerender } = renderWithProviders(<Host lastPrice="60000" />);
    expect(await screen.findAllByTestId('spot-depth-ask')).toHaveLength(2);
    // Each level is named by what it shows, then what a tap does with the same price.
    expect(
      screen.getAllByTestId('spot-depth-ask').map((level) => level.getAttribute('aria-label')),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/^60,001\.00 \S+, Use price 60,001\.00$/)]),
    );
    const formatted = vi.mocked(format.formatSpotPrice);
    const before = formatted.mock.calls.length;
    expect(before).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /again/ }));
    await user.click(screen.getByRole('button', { name: /again/ }));
    expect(screen.getByRole('button', { name: 'again 2' })).toBeTruthy();
    expect(formatted.mock.calls.length).toBe(before);

    // A new last price is a change of its own: the book renders again and shows it, and only
    // it: the levels, unchanged, are not formatted again with each tick.
    act(() => rerender(<Host lastPrice="60010" />));
    expect(formatted.mock.calls.length).toBe(before + 1);
    expect(screen.getByTestId('spot-last-price').textContent).toBe('60,010.00');
    expect(screen.getAllByTestId('spot-depth-ask')).toHaveLength(2);
  });
});
