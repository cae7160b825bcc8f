import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { ExchangeFeed, parseExchangeMessage } from './exchange-feed';
import type { Tick } from './feed';

const FIXTURE = fs
  .readFileSync(path.join(import.meta.dirname, 'fixtures/binance-trades.jsonl'), 'utf8')
  .trim()
  .split('\n');
const symbols = new Map([
  ['BTCUSDT', 'BTC/USDT'],
  ['ETHUSDT', 'ETH/USDT'],
  ['DOGEUSDT', 'DOGE/USDT'],
]);
const EXPECTED: Tick[] = [
  { symbol: 'BTC/USDT', price: '96012.5', ts: 1795315200100, volume: '0.01200000' },
  { symbol: 'ETH/USDT', price: '3401.27', ts: 1795315200204, volume: '0.50000000' },
  { symbol: 'BTC/USDT', price: '96015', ts: 1795315201000, volume: '0.25000000' },
  { symbol: 'DOGE/USDT', price: '0.32105', ts: 1795315201100, volume: '1500.00000000' },
];
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
const servers: WebSocketServer[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

describe('exchange feed', () => {
  it('parses the recorded messages into the same ticks the simulator makes, skipping everything else', () => {
    const ticks = FIXTURE.map((line) => parseExchangeMessage(line, symbols)).filter(
      (t): t is Tick => t !== null,
    );
    expect(ticks).toEqual(EXPECTED);
    for (const t of ticks)
      expect(Object.keys(t).sort()).toEqual(['price', 'symbol', 'ts', 'volume']);
  });

  it('subscribes, replays, and after a dropped connection reconnects and subscribes again', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const subscriptions: string[][] = [];
    let connection = 0;
    server.on('connection', (socket) => {
      connection += 1;
      const mine = connection;
      socket.on('message', (raw) => {
        const msg = JSON.parse(raw.toString()) as { method: string; params: string[] };
        if (msg.method !== 'SUBSCRIBE') return;
        subscriptions.push(msg.params);
        // The first connection drops after half the replay; the second delivers the rest.
        const lines = mine === 1 ? FIXTURE.slice(0, 3) : FIXTURE.slice(3);
        for (const line of lines) socket.send(line);
        if (mine === 1) setTimeout(() => socket.terminate(), 50);
      });
    });
    const address = server.address() as { port: number };
    const feed = new ExchangeFeed(`ws://127.0.0.1:${address.port}/stream`, quiet);
    const got: Tick[] = [];
    feed.start(
      [
        {
          symbol: 'BTC/USDT',
          hours: '24x7',
          tickSize: 0.01,
          decimals: 2,
          volatility: 0.5,
          startPrice: 1,
        },
        {
          symbol: 'ETH/USDT',
          hours: '24x7',
          tickSize: 0.01,
          decimals: 2,
          volatility: 0.5,
          startPrice: 1,
        },
        {
          symbol: 'DOGE/USDT',
          hours: '24x7',
          tickSize: 0.00001,
          decimals: 5,
          volatility: 1,
          startPrice: 1,
        },
        {
          symbol: 'AAPL/USD',
          hours: 'weekdays',
          tickSize: 0.01,
          decimals: 2,
          volatility: 0.3,
          startPrice: 1,
        },
      ],
      (t) => got.push(t),
    );
    const deadline = Date.now() + 5000;
    while (got.length < EXPECTED.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    feed.stop();
    expect(got).toEqual(EXPECTED);
    expect(feed.connects).toBe(2);
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[1]!.sort()).toEqual(['btcusdt@trade', 'dogeusdt@trade', 'ethusdt@trade']);
  });
});
