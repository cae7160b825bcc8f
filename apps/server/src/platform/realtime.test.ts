import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { directFrames } from './direct-frames';
import { revokeUserSessions } from './sessions';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function open(token?: string): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = <T>(socket: Socket, event: string, ms = 1500): Promise<T | 'timeout'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket.io', () => {
  it('delivers a private event only to the sockets of its user', async () => {
    const alice = await createUserWithSession(t.db);
    const bob = await createUserWithSession(t.db);
    const aliceSocket = await open(alice.token);
    const bobSocket = await open(bob.token);
    const anonymous = await open();
    const got = Promise.all([
      next(aliceSocket, 'balance'),
      next(bobSocket, 'balance', 400),
      next(anonymous, 'balance', 400),
    ]);
    t.app.realtime.toUser(alice.userId, 'balance', { currency: 'USDT' });
    expect(await got).toEqual([{ currency: 'USDT' }, 'timeout', 'timeout']);
  });

  it('serves public rooms to anonymous clients that subscribed, and refuses private rooms', async () => {
    const victim = await createUserWithSession(t.db);
    const socket = await open();
    const ack = await socket.emitWithAck(SOCKET_EVENTS.sub, [
      'market',
      'depth:BTC/USDT',
      `user:${victim.userId}`,
      'kline:BTC/USDT:1min',
    ]);
    expect(ack).toEqual({ joined: ['market', 'depth:BTC/USDT', 'kline:BTC/USDT:1min'] });
    const tick = next(socket, 'daymarket');
    t.app.realtime.toRoom('market', 'daymarket', { symbol: 'BTC/USDT' });
    expect(await tick).toEqual({ symbol: 'BTC/USDT' });
    const leak = next(socket, 'balance', 400);
    t.app.realtime.toUser(victim.userId, 'balance', { secret: true });
    expect(await leak).toBe('timeout');
    await socket.emitWithAck(SOCKET_EVENTS.unsub, ['market']);
    const after = next(socket, 'daymarket', 400);
    t.app.realtime.toRoom('market', 'daymarket', { symbol: 'ETH/USDT' });
    expect(await after).toBe('timeout');
  });

  it("sends the market room one batch per flush and a pair's room that pair alone, once per socket", async () => {
    const btcOnly = await open();
    const ethOnly = await open();
    const market = await open();
    const both = await open();
    await btcOnly.emitWithAck(SOCKET_EVENTS.sub, ['ticker:BTC/USDT']);
    await ethOnly.emitWithAck(SOCKET_EVENTS.sub, ['ticker:ETH/USDT']);
    await market.emitWithAck(SOCKET_EVENTS.sub, ['market']);
    await both.emitWithAck(SOCKET_EVENTS.sub, ['market', 'ticker:BTC/USDT']);
    // One entry per message: a pair alone for `daymarket`, `[a+b]` for a `daymarkets` batch.
    const got = new Map<Socket, string[]>();
    for (const s of [btcOnly, ethOnly, market, both]) {
      got.set(s, []);
      s.on(SOCKET_EVENTS.daymarket, (m: { symbol: string }) => got.get(s)!.push(m.symbol));
      s.on(SOCKET_EVENTS.daymarkets, (m: { tickers: Array<{ symbol: string }> }) =>
        got.get(s)!.push(`[${m.tickers.map((x) => x.symbol).join('+')}]`),
      );
    }
    const lastOfMarket = next(market, SOCKET_EVENTS.daymarkets);
    t.app.realtime.ticker('BTC/USDT', { symbol: 'BTC/USDT' });
    t.app.realtime.ticker('ETH/USDT', { symbol: 'ETH/USDT' });
    await lastOfMarket;
    // Whatever is still on its way arrives within this pause; nothing more is expected.
    await new Promise((r) => setTimeout(r, 400));
    expect(got.get(btcOnly)).toEqual(['BTC/USDT']);
    expect(got.get(ethOnly)).toEqual(['ETH/USDT']);
    expect(got.get(market)).toEqual(['[BTC/USDT+ETH/USDT]']);
    expect(got.get(both)).toEqual(['[BTC/USDT+ETH/USDT]']);

    // Joined in the other order, then out of `market`: the pair's own room carries it again.
    const later = await open();
    got.set(later, []);
    later.on(SOCKET_EVENTS.daymarket, (m: { symbol: string }) => got.get(later)!.push(m.symbol));
    later.on(SOCKET_EVENTS.daymarkets, (m: { tickers: Array<{ symbol: string }> }) =>
      got.get(later)!.push(`[${m.tickers.map((x) => x.symbol).join('+')}]`),
    );
    await later.emitWithAck(SOCKET_EVENTS.sub, ['ticker:BTC/USDT']);
    expect(await later.emitWithAck(SOCKET_EVENTS.sub, ['market'])).toEqual({ joined: ['market'] });
    const inMarket = next(later, SOCKET_EVENTS.daymarkets);
    t.app.realtime.ticker('BTC/USDT', { symbol: 'BTC/USDT' });
    await inMarket;
    await both.emitWithAck(SOCKET_EVENTS.unsub, ['market']);
    await later.emitWithAck(SOCKET_EVENTS.unsub, ['market']);
    const alone = next(later, SOCKET_EVENTS.daymarket);
    t.app.realtime.ticker('BTC/USDT', { symbol: 'BTC/USDT' });
    t.app.realtime.ticker('ETH/USDT', { symbol: 'ETH/USDT' });
    await alone;
    await new Promise((r) => setTimeout(r, 400));
    expect(got.get(later)).toEqual(['[BTC/USDT]', 'BTC/USDT']);
    expect(got.get(both)).toEqual(['[BTC/USDT+ETH/USDT]', '[BTC/USDT]', 'BTC/USDT']);
    expect(got.get(market)).toEqual(['[BTC/USDT+ETH/USDT]', '[BTC/USDT]', '[BTC/USDT+ETH/USDT]']);
    for (const s of [btcOnly, ethOnly, market, both, later]) s.close();
  });

  it('knows whether a user has a socket here (events that cost reads are built only then)', async () => {
    const user = await createUserWithSession(t.db);
    expect(t.app.realtime.reaches(user.userId)).toBe(false);
    const socket = await open(user.token);
    // Joined on connection; the room is there once the client has heard back from `sub`.
    await socket.emitWithAck(SOCKET_EVENTS.sub, ['market']);
    expect(t.app.realtime.reaches(user.userId)).toBe(true);
    const gone = next(socket, 'disconnect');
    socket.close();
    await gone;
    // The server leaves the rooms when the close reaches it.
    for (let i = 0; i < 100 && t.app.realtime.reaches(user.userId); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.app.realtime.reaches(user.userId)).toBe(false);
  });

  it('writes broadcast frames straight to idle sockets, in order with queued packets', async () => {
    const socket = await open();
    await socket.emitWithAck(SOCKET_EVENTS.sub, ['depth:ORDER/USDT']);
    const server = t.app.realtime.io.sockets.sockets.get(socket.id!)!;
    const got: number[] = [];
    socket.on('seq', (n: number) => got.push(n));

    // A quiet socket: the broadcast takes the direct write.
    const quiet = directFrames.written;
    t.app.realtime.toRoom('depth:ORDER/USDT', 'seq', -1);
    expect(directFrames.written - quiet).toBe(1);

    // A packet with binary data is two engine.io packets, not one pre-encoded frame: the second
    // waits in engine.io's queue while the first is written, and a broadcast must not overtake
    // it (the client would get a frame in the middle of a binary packet).
    const before = directFrames.written;
    let n = 0;
    for (let round = 0; round < 20; round++) {
      t.app.realtime.toRoom('depth:ORDER/USDT', 'seq', n++);
      server.emit('seq', n++, Buffer.from([round]));
      t.app.realtime.toRoom('depth:ORDER/USDT', 'seq', n++);
      await new Promise((r) => setImmediate(r));
    }
    const last = next(socket, 'done');
    server.emit('done');
    await last;
    expect(got).toEqual(Array.from({ length: n + 1 }, (_, i) => i - 1));
    // Some of them went direct (the first at least: nothing was queued then), not necessarily all.
    expect(directFrames.written - before).toBeGreaterThan(0);
    socket.close();
  });

  it('recovers a broadcast missed while disconnected (the offset rides in the direct frame)', async () => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    sockets.push(socket);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    await socket.emitWithAck(SOCKET_EVENTS.sub, ['depth:RECOVER/USDT']);
    const got: string[] = [];
    socket.on('note', (text: string) => got.push(text));
    const first = next(socket, 'note');
    const written = directFrames.written;
    t.app.realtime.toRoom('depth:RECOVER/USDT', 'note', 'before');
    await first;
    expect(directFrames.written).toBeGreaterThan(written);

    // The connection drops (not a client disconnect), a broadcast goes out meanwhile.
    const dropped = next(socket, 'disconnect');
    socket.io.engine.close();
    await dropped;
    t.app.realtime.toRoom('depth:RECOVER/USDT', 'note', 'missed');
    const back = next(socket, 'connect', 3000);
    expect(await back).not.toBe('timeout');
    expect(socket.recovered).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual(['before', 'missed']);
    socket.close();
  });

  it('coalesces a burst of tickers to the latest value per symbol', async () => {
    const socket = await open();
    const listing = await open();
    await socket.emitWithAck(SOCKET_EVENTS.sub, ['ticker:XRP/USDT', 'ticker:BTC/USDT']);
    await listing.emitWithAck(SOCKET_EVENTS.sub, ['market']);
    const got: Array<{ symbol: string; price: string }> = [];
    const batches: Array<Array<{ symbol: string; price: string }>> = [];
    socket.on(SOCKET_EVENTS.daymarket, (m: { symbol: string; price: string }) => got.push(m));
    listing.on(
      SOCKET_EVENTS.daymarkets,
      (m: { tickers: Array<{ symbol: string; price: string }> }) => batches.push(m.tickers),
    );
    for (let i = 1; i <= 200; i++) {
      t.app.realtime.ticker('XRP/USDT', { symbol: 'XRP/USDT', price: `0.${i}` });
      if (i % 2 === 0) t.app.realtime.ticker('BTC/USDT', { symbol: 'BTC/USDT', price: `${i}` });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(got).toEqual([
      { symbol: 'XRP/USDT', price: '0.200' },
      { symbol: 'BTC/USDT', price: '200' },
    ]);
    expect(batches).toEqual([
      [
        { symbol: 'XRP/USDT', price: '0.200' },
        { symbol: 'BTC/USDT', price: '200' },
      ],
    ]);
    socket.close();
    listing.close();
  });

  it('refuses ticker rooms that are not a symbol', async () => {
    const socket = await open();
    const ack = await socket.emitWithAck(SOCKET_EVENTS.sub, [
      'ticker:BTC/USDT',
      'ticker:',
      'ticker:*',
      'ticker:user:1',
    ]);
    expect(ack).toEqual({ joined: ['ticker:BTC/USDT'] });
    socket.close();
  });

  it('tells a client with an unknown token that its session ended, and still serves public data', async () => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'forged' },
      reconnection: false,
    });
    sockets.push(socket);
    expect(await next(socket, SOCKET_EVENTS.sessionEnded)).toEqual({});
    expect(socket.connected).toBe(true);
  });

  it('disconnects the sockets of revoked sessions', async () => {
    const user = await createUserWithSession(t.db);
    const socket = await open(user.token);
    const closed = next<string>(socket, 'disconnect');
    t.app.realtime.endSessions(await revokeUserSessions(t.db, user.userId));
    expect(await closed).toBe('io server disconnect');
  });
});
