import { useState } from 'react';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKER_ROOMS_MAX, tickerRooms, useTickerRooms } from './tickers';
import { sub, unsub } from '../socket/socket';
import type * as SocketModule from '../socket/socket';

vi.mock('../socket/socket', async (original) => ({
  ...(await original<typeof SocketModule>()),
  sub: vi.fn(),
  unsub: vi.fn(),
}));

const joined = () => vi.mocked(sub).mock.calls.map(([room]) => room);
const left = () => vi.mocked(unsub).mock.calls.map(([room]) => room);

beforeEach(() => vi.clearAllMocks());

describe('ticker rooms', () => {
  it('are one room per shown pair, or the market room for every pair or too many pairs', () => {
    expect(tickerRooms(['BTC/USDT', 'ETH/USDT'])).toEqual(['ticker:BTC/USDT', 'ticker:ETH/USDT']);
    expect(tickerRooms('all')).toEqual(['market']);
    const many = Array.from({ length: TICKER_ROOMS_MAX + 1 }, (_, i) => `C${i}/USDT`);
    expect(tickerRooms(many)).toEqual(['market']);
    expect(tickerRooms(many.slice(1))).toHaveLength(TICKER_ROOMS_MAX);
  });

  it('follow what the screen shows: join the new pairs, leave the old, keep the same ones', () => {
    let show: (symbols: string[]) => void = () => undefined;
    function Screen() {
      const [symbols, setSymbols] = useState(['BTC/USDT', 'ETH/USDT']);
      show = setSymbols;
      useTickerRooms(symbols);
      return null;
    }
    const view = render(<Screen />);
    expect(joined().sort()).toEqual(['ticker:BTC/USDT', 'ticker:ETH/USDT']);
    vi.clearAllMocks();
    // The same pairs in another order (a re-sorted list) change nothing.
    act(() => show(['ETH/USDT', 'BTC/USDT']));
    expect(joined()).toEqual([]);
    expect(left()).toEqual([]);
    act(() => show(['SOL/USDT']));
    expect(left().sort()).toEqual(['ticker:BTC/USDT', 'ticker:ETH/USDT']);
    expect(joined()).toEqual(['ticker:SOL/USDT']);
    vi.clearAllMocks();
    view.unmount();
    expect(left()).toEqual(['ticker:SOL/USDT']);
  });
});
