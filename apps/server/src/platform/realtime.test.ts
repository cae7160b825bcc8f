import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
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
