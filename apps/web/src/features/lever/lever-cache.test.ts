import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { LeverDealAll, LeverPosition, LeverTradeEvent } from '@tidemark/contracts';
import { leverKeys, type LeverListFilter } from './api/keys';
import { applyLeverClosed, applyLeverTrade, mergeDeal, mergePositionPages } from './lever-cache';
import { dealFixture, positionFixture } from './testing/fixtures';

const totals = {
  balance: '800',
  frozen: '150',
  equity: '955',
  hazard_rate: '636.66',
  caution_money_total: '150',
  origin_caution_money_total: '150',
  profits_total: '5',
};

const btc = (id: number, over: Partial<LeverPosition> = {}) =>
  positionFixture({ id, match_id: 1, symbol: 'BTC/USDT', ...over });
const eth = (id: number, over: Partial<LeverPosition> = {}) =>
  positionFixture({ id, match_id: 2, symbol: 'ETH/USDT', price: '3400', number: '1', ...over });

function event(over: Partial<LeverTradeEvent> = {}): LeverTradeEvent {
  return {
    ...totals,
    trades_all: [
      btc(3, { profits: '4', update_price: '96400', caution_money: '100' }),
      eth(2, { profits: '1', caution_money: '50', origin_caution_money: '50' }),
    ],
    trades_entrust: [btc(5, { status: 0, update_price: null, profits: '0' })],
    ...over,
  };
}

function page(rows: LeverPosition[], current = 1, last = 1): LeverDealAll {
  return {
    ...totals,
    balance: '0',
    equity: '0',
    caution_money: '0',
    origin_caution_money: '0',
    profits: '0',
    order: { data: rows, total: rows.length, per_page: 10, current_page: current, last_page: last },
  };
}

const pages = (...list: LeverDealAll[]): InfiniteData<LeverDealAll> => ({
  pages: list,
  pageParams: list.map((_, i) => i + 1),
});

describe('a deal after lever_trade', () => {
  it('takes the account totals and balance, and this contract’s rows newest first', () => {
    const merged = mergeDeal(dealFixture({ match_id: 1 }), event());
    expect(merged.totals).toEqual(totals);
    expect(merged.user_lever).toBe('800');
    expect(merged.my_transaction.map((p) => p.id)).toEqual([5, 3]);
    // Σ entry price × quantity of the open positions: 96,000 × 0.01 + 3,400 × 1.
    expect(merged.all_levers).toBe('4360');
    expect(merged.tick_size).toBe('0.01');
  });
});

describe('a positions list after lever_trade', () => {
  const all: LeverListFilter = { status: 1 };

  it('rewrites rows in place with their live PnL and the totals, without a refetch', () => {
    const before = pages(page([btc(3, { profits: '-2' }), eth(2)]));
    const { data, refetch } = mergePositionPages(before, event(), all);
    expect(refetch).toBe(false);
    expect(data.pages[0]?.order.data.map((p) => [p.id, p.profits])).toEqual([
      [3, '4'],
      [2, '1'],
    ]);
    expect(data.pages[0]).toMatchObject({
      equity: '955',
      hazard_rate: '636.66',
      caution_money: '150',
      profits: '5',
    });
  });

  it('drops rows the event no longer has (closed, filled or cancelled)', () => {
    const before = pages(page([btc(4), btc(3), eth(2)]));
    const { data, refetch } = mergePositionPages(before, event(), all);
    expect(data.pages[0]?.order.data.map((p) => p.id)).toEqual([3, 2]);
    expect(refetch).toBe(false);
  });

  it('asks for a refetch when a row it has not seen arrives', () => {
    const { refetch } = mergePositionPages(pages(page([eth(2)])), event(), all);
    expect(refetch).toBe(true);
    // A row older than the loaded pages is only on a page not read yet: no refetch for it.
    const partial = pages(page([btc(3)], 1, 2));
    expect(mergePositionPages(partial, event(), all).refetch).toBe(false);
  });

  it('keeps to its contract and to its state', () => {
    const ethOnly = mergePositionPages(pages(page([eth(2)])), event(), {
      status: 1,
      symbol: 'ETH/USDT',
    });
    expect(ethOnly.refetch).toBe(false);
    expect(ethOnly.data.pages[0]).toMatchObject({ caution_money: '50', profits: '1' });
    const waiting = mergePositionPages(pages(page([btc(5, { status: 0 })])), event(), {
      status: 0,
    });
    expect(waiting.data.pages[0]?.order.data.map((p) => p.id)).toEqual([5]);
    expect(waiting.refetch).toBe(false);
  });
});

describe('the bridge on a query client', () => {
  it('updates every cached deal and list, and refetches the history on lever_closed', () => {
    const client = new QueryClient();
    client.setQueryData(leverKeys.deal('BTC/USDT'), dealFixture({ match_id: 1 }));
    client.setQueryData(leverKeys.list({ status: 1 }), pages(page([btc(3), eth(2)])));
    client.setQueryData(leverKeys.history({ status: 3 }), { pages: [], pageParams: [] });

    expect(applyLeverTrade(client, event())).not.toBeNull();
    expect(
      client.getQueryData<ReturnType<typeof dealFixture>>(leverKeys.deal('BTC/USDT'))?.totals
        .hazard_rate,
    ).toBe('636.66');
    const list = client.getQueryData<InfiniteData<LeverDealAll>>(leverKeys.list({ status: 1 }));
    expect(list?.pages[0]?.order.data[0]?.update_price).toBe('96400');

    expect(applyLeverClosed(client, { id: [3] })).toEqual([3]);
    expect(client.getQueryState(leverKeys.history({ status: 3 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(leverKeys.deal('BTC/USDT'))?.isInvalidated).toBe(false);
  });

  it('ignores payloads that are not events', () => {
    const client = new QueryClient();
    expect(applyLeverTrade(client, { balance: 'x' })).toBeNull();
    expect(applyLeverClosed(client, { id: 'x' })).toBeNull();
  });
});
