import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OptionOrder } from '@tidemark/contracts';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { OutcomeBadge, ResultExplanation, TickPair } from './result-view';

// React's act() warnings need this flag outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER: OptionOrder = {
  id: 12,
  match_id: 1,
  symbol_name: 'BTC/USDT',
  currency_id: 3,
  currency_name: 'USDT',
  type: 2,
  seconds: 60,
  number: '12.345678',
  profit_ratio: '82',
  open_price: '96000.5',
  open_tick_ms: Date.UTC(2031, 2, 5, 8, 0, 0, 120),
  expires_at_ms: Date.UTC(2031, 2, 5, 8, 1, 0, 400),
  end_price: '95999.99',
  end_tick_ms: Date.UTC(2031, 2, 5, 8, 1, 0, 400),
  status: 3,
  profit_result: 1,
  fact_profits: '10.123455',
  payout: '22.469133',
  remain_milli_seconds: 0,
  created_at: 1_930_000_000,
  handled_at: 1_930_000_060,
  complete_at: 1_930_000_061,
};

let root: Root | null = null;
let host: HTMLElement;

function render(order: OptionOrder) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => {
    root!.render(
      <I18nextProvider i18n={i18n} defaultNS="common">
        <OutcomeBadge order={order} />
        <TickPair order={order} />
        <ResultExplanation order={order} />
      </I18nextProvider>,
    );
  });
  const text = (testId: string) =>
    host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
  return { text };
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  root = null;
});

describe('a settled order explains itself from its two ticks', () => {
  it('shows both prices with their times to the millisecond, the profit, and why it won', () => {
    const { text } = render(ORDER);
    expect(text('option-outcome')).toContain('Won');
    expect(text('option-profit')).toBe('+10.123455 USDT');
    expect(text('option-open-price')).toBe('96,000.5');
    expect(text('option-close-price')).toBe('95,999.99');
    expect(text('option-open-time')).toMatch(/\.120$/);
    expect(text('option-close-time')).toMatch(/\.400$/);
    expect(text('option-explanation')).toContain(
      'Down: wins if the close price is below the open price',
    );
    expect(text('option-explain-move')).toBe(
      'The close price 95,999.99 is below the open price 96,000.5.',
    );
    expect(text('option-explain-outcome')).toBe(
      'So the order won: 22.469133 USDT came back, the stake of 12.345678 plus 82%.',
    );
  });

  it('says so when the stored result does not follow from the prices', () => {
    const { text } = render({
      ...ORDER,
      profit_result: -1,
      fact_profits: '-12.345678',
      payout: '0',
    });
    expect(text('option-explain-outcome')).toContain('do not give the stored result');
  });

  it('shows an open order’s close as still to come, with the rule that will decide it', () => {
    const { text } = render({
      ...ORDER,
      status: 1,
      end_price: null,
      end_tick_ms: null,
      profit_result: null,
      fact_profits: null,
      payout: null,
    });
    expect(text('option-outcome')).toBeNull();
    expect(text('option-close-price')).toBe('Pending');
    expect(text('option-close-time')).toBe('First price at or after expiry');
    expect(text('option-explanation')).toContain(
      'decided by the first price recorded at or after expiry',
    );
  });
});
