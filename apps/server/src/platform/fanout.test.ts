import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestFanout, type LatestEntry } from './fanout';

/** Each flush's entries, as `key=payload` strings. */
let flushes: string[][];
let fanout: LatestFanout;

beforeEach(() => {
  vi.useFakeTimers();
  flushes = [];
  fanout = new LatestFanout(
    (entries: readonly LatestEntry[]) =>
      flushes.push(entries.map((e) => `${e.key}=${String(e.payload)}`)),
    100,
  );
});
afterEach(() => {
  fanout.close();
  vi.useRealTimers();
});

const prices = () => flushes.flat().map((s) => s.split('=')[1]);

describe('latest-value fan-out', () => {
  it('sends the publishes of one turn together on the next turn, in one flush, latest value', () => {
    fanout.publish('BTC/USDT', 'btc 1');
    fanout.publish('ETH/USDT', 'eth 1');
    fanout.publish('BTC/USDT', 'btc 2');
    expect(flushes).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(flushes).toEqual([['ETH/USDT=eth 1', 'BTC/USDT=btc 2']]);
  });

  it('within a window keeps only the latest value per key and sends them together when it ends', () => {
    fanout.publish('BTC/USDT', 'btc 1');
    vi.advanceTimersToNextTimer();
    expect(prices()).toEqual(['btc 1']);
    for (let i = 2; i <= 50; i++) {
      vi.advanceTimersByTime(1);
      fanout.publish('BTC/USDT', `btc ${i}`);
    }
    fanout.publish('XRP/USDT', 'xrp 1');
    expect(prices()).toEqual(['btc 1']);
    expect(fanout.pending()).toBe(2);
    vi.advanceTimersByTime(100);
    expect(flushes).toEqual([['BTC/USDT=btc 1'], ['BTC/USDT=btc 50', 'XRP/USDT=xrp 1']]);
    expect(fanout.pending()).toBe(0);
  });

  it('goes idle after a quiet window, so the next value is sent at once', () => {
    fanout.publish('BTC/USDT', 'btc 1');
    vi.advanceTimersToNextTimer();
    vi.advanceTimersByTime(500);
    fanout.publish('BTC/USDT', 'btc 2');
    vi.advanceTimersToNextTimer();
    expect(prices()).toEqual(['btc 1', 'btc 2']);
  });

  it('never drops the last value of a burst, never repeats a key in a flush, sends nothing after close', () => {
    for (let i = 1; i <= 1000; i++) {
      fanout.publish(`S${i % 7}`, `${i % 7}:${i}`);
      vi.advanceTimersByTime(i % 3);
    }
    vi.advanceTimersByTime(1000);
    for (const f of flushes) expect(new Set(f.map((e) => e.split('=')[0])).size).toBe(f.length);
    const last = new Map<string, string>();
    for (const p of prices()) last.set(p!.split(':')[0]!, p!);
    expect([...last.values()].sort()).toEqual(
      ['0:994', '1:995', '2:996', '3:997', '4:998', '5:999', '6:1000'].sort(),
    );
    fanout.publish('BTC/USDT', 'late');
    fanout.close();
    vi.advanceTimersByTime(1000);
    expect(prices()).not.toContain('late');
  });

  it('keeps sending after a failed flush', () => {
    const errors: unknown[] = [];
    let fail = true;
    const sent: string[] = [];
    const flaky = new LatestFanout(
      (entries) => {
        if (fail) throw new Error('socket gone');
        sent.push(...entries.map((e) => e.key));
      },
      100,
      (err) => errors.push(err),
    );
    flaky.publish('BTC/USDT', 1);
    vi.advanceTimersToNextTimer();
    fail = false;
    flaky.publish('ETH/USDT', 2);
    vi.advanceTimersByTime(100);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual(['ETH/USDT']);
    flaky.close();
  });
});
