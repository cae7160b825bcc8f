import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestFanout } from './fanout';

type Sent = { rooms: readonly string[]; event: string; payload: unknown };

let sent: Sent[];
let fanout: LatestFanout;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  fanout = new LatestFanout((rooms, event, payload) => sent.push({ rooms, event, payload }), 100);
});
afterEach(() => {
  fanout.close();
  vi.useRealTimers();
});

const prices = () => sent.map((s) => s.payload);

describe('latest-value fan-out', () => {
  it('sends the publishes of one turn together on the next turn, once per key, latest value', () => {
    fanout.publish('BTC/USDT', ['market', 'ticker:BTC/USDT'], 'daymarket', 'btc 1');
    fanout.publish('ETH/USDT', ['market', 'ticker:ETH/USDT'], 'daymarket', 'eth 1');
    fanout.publish('BTC/USDT', ['market', 'ticker:BTC/USDT'], 'daymarket', 'btc 2');
    expect(sent).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual([
      { rooms: ['market', 'ticker:ETH/USDT'], event: 'daymarket', payload: 'eth 1' },
      { rooms: ['market', 'ticker:BTC/USDT'], event: 'daymarket', payload: 'btc 2' },
    ]);
  });

  it('within a window keeps only the latest value per key and sends it when the window ends', () => {
    fanout.publish('BTC/USDT', ['market'], 'daymarket', 'btc 1');
    vi.advanceTimersToNextTimer();
    expect(prices()).toEqual(['btc 1']);
    for (let i = 2; i <= 50; i++) {
      vi.advanceTimersByTime(1);
      fanout.publish('BTC/USDT', ['market'], 'daymarket', `btc ${i}`);
    }
    fanout.publish('XRP/USDT', ['market'], 'daymarket', 'xrp 1');
    expect(prices()).toEqual(['btc 1']);
    expect(fanout.pending()).toBe(2);
    vi.advanceTimersByTime(100);
    expect(prices()).toEqual(['btc 1', 'btc 50', 'xrp 1']);
    expect(fanout.pending()).toBe(0);
  });

  it('goes idle after a quiet window, so the next value is sent at once', () => {
    fanout.publish('BTC/USDT', ['market'], 'daymarket', 'btc 1');
    vi.advanceTimersToNextTimer();
    vi.advanceTimersByTime(500);
    fanout.publish('BTC/USDT', ['market'], 'daymarket', 'btc 2');
    vi.advanceTimersToNextTimer();
    expect(prices()).toEqual(['btc 1', 'btc 2']);
  });

  it('never drops the last value of a burst and sends nothing after close', () => {
    for (let i = 1; i <= 1000; i++) {
      fanout.publish(`S${i % 7}`, ['market'], 'daymarket', `${i % 7}:${i}`);
      vi.advanceTimersByTime(i % 3);
    }
    vi.advanceTimersByTime(1000);
    const last = new Map<string, string>();
    for (const p of prices() as string[]) last.set(p.split(':')[0]!, p);
    expect([...last.values()].sort()).toEqual(
      ['0:994', '1:995', '2:996', '3:997', '4:998', '5:999', '6:1000'].sort(),
    );
    fanout.publish('BTC/USDT', ['market'], 'daymarket', 'late');
    fanout.close();
    vi.advanceTimersByTime(1000);
    expect(prices()).not.toContain('late');
  });
});
