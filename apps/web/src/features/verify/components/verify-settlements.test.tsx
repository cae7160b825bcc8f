import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MySettlements } from '@tidemark/contracts';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { VerifySettlementsView } from './verify-settlements';

const T0 = 1_900_000_000_000;

const NONE: MySettlements = {
  options: [],
  lever_closes: [],
  lever_stops: [],
  liquidations: [],
  loan_liquidations: [],
  copy_closes: [],
  lever_entries: [],
  stop_triggers: [],
  dual: [],
  game: [],
};

const TP_CLOSE = {
  id: 21,
  symbol: 'BTC/USDT',
  side: 1,
  kind: 'market',
  qty: '0.01',
  precision: 2,
  usd_base: false,
  origin_price: '100000',
  open_price: '100000',
  open_tick_price: '100000',
  open_tick_ms: T0,
  target_profit_price: '101000',
  stop_loss_price: null,
  close_price: '101000',
  close_tick_ms: T0 + 60_000,
  close_reason: 'tp',
  realised_pnl: '12',
  ticks: [{ ts: T0 + 60_000, price: '101000' }],
};

/**
 * A won up-option (close 100.5 > open 100), a take-profit close whose PnL was stored wrong, and
 * a copy (no stops of its own) closed on its trader's take-profit, checked against the trader's close.
 */
const SETTLED: MySettlements = {
  ...NONE,
  options: [
    {
      id: 11,
      symbol: 'BTC/USDT',
      direction: 1,
      stake: '100',
      payout_rate: '0.8',
      coupon_amount: '0',
      precision: 2,
      open_price: '100',
      open_tick_ms: T0,
      expires_at_ms: T0 + 30_000,
      close_price: '100.5',
      close_tick_ms: T0 + 30_250,
      result: 'win',
      payout: '180',
      ticks: [
        { ts: T0, price: '100' },
        { ts: T0 + 29_000, price: '99' },
        { ts: T0 + 30_250, price: '100.5' },
        { ts: T0 + 31_000, price: '98' },
      ],
    },
  ],
  lever_stops: [TP_CLOSE],
  copy_closes: [
    {
      ...TP_CLOSE,
      id: 22,
      qty: '0.02',
      target_profit_price: null,
      realised_pnl: '20',
      trader: {
        position_id: 20,
        side: 1,
        target_profit_price: '101000',
        stop_loss_price: null,
        close_tick_ms: T0 + 60_000,
        close_reason: 'tp',
      },
    },
  ],
};

setUpSignedInApi();

describe('verify my settlements', () => {
  it('recomputes each order in the browser: ✓ when the ticks decide the stored result, ✗ with the field when not', async () => {
    apiServer.use(http.get('*/api/verify/my_settlements', () => okEnvelope(SETTLED)));
    renderWithProviders(<VerifySettlementsView nowS={T0 / 1000 + 3600} />);
    const rows = await screen.findAllByTestId('verify-row');
    expect(rows.map((r) => [r.dataset.kind, r.dataset.id, r.dataset.ok])).toEqual([
      ['options', '11', 'yes'],
      ['lever_stops', '21', 'no'],
      ['copy_closes', '22', 'yes'],
    ]);
    expect(within(rows[0]!).getByTestId('verify-mark').textContent).toBe('✓');
    expect(rows[0]!.textContent).toContain('100.5');
    expect(rows[0]!.textContent).toContain(new Date(T0 + 30_250).toISOString().slice(11, 23));
    expect(within(rows[1]!).getByTestId('verify-mark').textContent).toBe('✗');
    expect(within(rows[1]!).getByTestId('verify-mismatches').textContent).toContain(
      'Realised PnL: Stored 12 · expected 10',
    );
    // The reason reads in words: "Stored take-profit 20".
    expect(rows[2]!.textContent).toContain('Copy closed with its trader #22');
    expect(rows[2]!.textContent).toContain('take-profit 20');
    expect(screen.getByTestId('verify-summary').textContent).toBe('2 of 3 settlements verified');
  });

  it('shows the empty state for a period without settlements, and asks for the chosen period', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/verify/my_settlements', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(String(Number(q.get('to')) - Number(q.get('from'))));
        return okEnvelope(NONE);
      }),
    );
    const { user } = renderWithProviders(<VerifySettlementsView nowS={T0 / 1000} />);
    expect(await screen.findByTestId('verify-empty')).toBeTruthy();
    await user.click(screen.getByTestId('verify-range-day'));
    await expect.poll(() => asked).toEqual(['604800', '86400']);
  });

  it('shows a failure with a retry', async () => {
    apiServer.use(
      http.get('*/api/verify/my_settlements', () =>
        errorEnvelope(
          'settlement_window_too_long',
          'Check at most 31 days of settlements at a time',
        ),
      ),
    );
    renderWithProviders(<VerifySettlementsView nowS={T0 / 1000} />);
    const error = await screen.findByTestId('verify-error');
    expect(error.textContent).toContain('Could not load your settlements');
  });
});
