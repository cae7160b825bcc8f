import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDb, type Db } from '../src/platform/db';
import { createUserWithSession } from '../src/test/harness';

/**
 * Two API nodes on one database with the Redis adapter (REDIS_URL): an event emitted on
 * node A reaches a user's socket connected to node B, and rate limits are shared.
 * `npm test` starts a throwaway redis-server and sets TEST_REDIS_URL for this project.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  throw new Error(
    'TEST_REDIS_URL is not set: run this project through `npm test` (scripts/test.mjs starts Redis)',
  );

let db: Db;
let nodes: FastifyInstance[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  // The rate limit's counters of an earlier run (a Redis left running) would count here too;
  // only they go (the Redis may be one a developer uses for other things).
  const redis = new Redis(redisUrl);
  const counters = await redis.keys('fastify-rate-limit-*');
  if (counters.length > 0) await redis.del(...counters);
  await redis.quit();
  db = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' });
  nodes = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp(
      {
        ...testConfig({ redisUrl, rateLimitPerMinute: 5 }),
        databaseUrl: process.env.TEST_DATABASE_URL,
      },
      { db },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    nodes.push(app);
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const n of nodes) await n.close();
  await db?.close();
});

const urlOf = (app: FastifyInstance) => {
  const a = app.server.address();
  return typeof a === 'object' && a ? `http://127.0.0.1:${a.port}` : '';
};

describe('two nodes behind one Redis', () => {
  it('delivers a private event emitted on one node to the user’s socket on the other', async () => {
    const { userId, token } = await createUserWithSession(db);
    const socket = connect(urlOf(nodes[1]!), {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('balance', resolve));
    // Give the adapter a moment to register the room across nodes.
    await new Promise((r) => setTimeout(r, 200));
    nodes[0]!.realtime.toUser(userId, 'balance', { from: 'node-a' });
    expect(await received).toEqual({ from: 'node-a' });
  });

  it('sends a ticker published on one node to the sockets of its rooms on the other, once each', async () => {
    const open = async (rooms: string[]) => {
      const socket = connect(urlOf(nodes[1]!), {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      await socket.emitWithAck('sub', rooms);
      const got: string[] = [];
      socket.on('daymarket', (m: { symbol: string; price: string }) =>
        got.push(`${m.symbol} ${m.price}`),
      );
      // The market room's batch: its pairs, each as a pair alone would be.
      socket.on('daymarkets', (m: { tickers: Array<{ symbol: string; price: string }> }) =>
        got.push(...m.tickers.map((x) => `${x.symbol} ${x.price}`)),
      );
      return got;
    };
    const both = await open(['market', 'ticker:BTC/USDT']);
    const ethOnly = await open(['ticker:ETH/USDT']);
    await new Promise((r) => setTimeout(r, 200));
    // A burst on node A: node B's sockets get the latest value, once, only if subscribed.
    for (let i = 1; i <= 50; i++)
      nodes[0]!.realtime.ticker('BTC/USDT', { symbol: 'BTC/USDT', price: String(i) });
    await new Promise((r) => setTimeout(r, 600));
    expect(both).toEqual(['BTC/USDT 50']);
    expect(ethOnly).toEqual([]);
  });

  it('shares the per-IP rate limit between nodes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${urlOf(nodes[i % 2]!)}/api/health`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
