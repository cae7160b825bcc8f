import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MARKET_ROOM, SOCKET_EVENTS, SOCKET_PATH, tickerRoom, userRoom } from '@tidemark/contracts';
import type { Db } from './db';
import { installDirectFrames } from './direct-frames';
import { LatestFanout } from './fanout';
import { sessionResolver } from './sessions';

/** Public rooms a client may join: the market list, one symbol's ticker, kline period, depth or trades. */
const PUBLIC_ROOM =
  /^(market|ticker:[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}|kline:[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}:[0-9a-z]{2,6}|depth:[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}|trades:[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}|nft:[1-9][0-9]{0,9})$/;
const ROOMS_PER_SOCKET_MAX = 40;

/**
 * The shortest gap between two tickers of one pair on the wire. The feed records once a second,
 * so real traffic is not delayed by it; a burst (a fast exchange feed, a catch-up) is cut to the
 * latest value per pair instead of queueing behind the sockets' writes.
 */
export const TICKER_INTERVAL_MS = 100;

export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

const isTickerRoom = (room: string) => room.startsWith('ticker:');

/**
 * The `ticker:<symbol>` rooms a socket asked for while in `market`, kept out of them: the market
 * batch already carries their pairs, and a socket in both would get each ticker twice (filtering
 * `market` out of every pair's broadcast costs a pass over the whole market room per pair per
 * flush). The socket joins them when it leaves `market`. Kept in `socket.data`, so a recovered
 * connection keeps them too.
 */
function parkedTickerRooms(socket: Socket): Set<string> {
  const held: unknown = socket.data.parkedTickers;
  return new Set(Array.isArray(held) ? (held as string[]) : []);
}

export interface Realtime {
  io: Server;
  /** Private event to every socket of one user. Call only after the change is committed. */
  toUser(userId: number, event: string, payload: unknown): void;
  /**
   * Whether an event to the user can reach anyone: false only when this node alone serves
   * sockets (no Redis) and none of them is the user's, so an event that costs reads to build
   * (a contract account's state) can be skipped for a user with no app open (an API client).
   */
  reaches(userId: number): boolean;
  /** Public event to everyone in a room. */
  toRoom(room: string, event: string, payload: unknown): void;
  /**
   * A pair's latest 24 h ticker, to the `market` room (in the flush's `daymarkets` batch) and
   * the pair's `ticker:<symbol>` room (`daymarket`; a socket in both gets it once, in the batch).
   * Coalesced per symbol: at most one value per symbol per `tickerIntervalMs`, always the latest
   * (see `LatestFanout`).
   */
  ticker(symbol: string, payload: unknown): void;
  /** Disconnects the sockets of ended sessions (logout, password change, revoke). */
  endSessions(sessionIds: number[]): void;
  close(): Promise<void>;
}

export async function createRealtime(
  server: HttpServer,
  db: Db,
  log: FastifyBaseLogger,
  redisUrl?: string,
  tickerIntervalMs = TICKER_INTERVAL_MS,
): Promise<Realtime> {
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    maxHttpBufferSize: 64 * 1024,
    // Tickers are small and sent to thousands: compressing each frame per socket costs more CPU
    // than it saves bytes (engine.io's default is already off; stated so nobody turns it on).
    perMessageDeflate: false,
  });
  const tickers = new LatestFanout(
    (entries) => {
      // The market room gets one frame per flush with every changed pair: socket.io encodes a
      // broadcast once (with its websocket frame), so each socket costs one write per flush
      // however many pairs moved. Per-pair rooms get their pair alone; a socket in `market` is
      // never in one (see `parkedTickerRooms`), so it gets each ticker once.
      io.to(MARKET_ROOM).emit(SOCKET_EVENTS.daymarkets, {
        tickers: entries.map((e) => e.payload),
      });
      for (const e of entries) io.to(tickerRoom(e.key)).emit(SOCKET_EVENTS.daymarket, e.payload);
    },
    tickerIntervalMs,
    (err) => log.error({ err }, 'ticker fan-out failed'),
  );
  const redisClients: Redis[] = [];
  if (redisUrl) {
    // Loaded only with REDIS_URL: the client and adapter took about 0.3 s of every start.
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token =
      typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    try {
      const session = token ? await sessionResolver(db)(token) : null;
      socket.data.userId = session?.userId ?? null;
      socket.data.sessionId = session?.sessionId ?? null;
      socket.data.tokenRejected = Boolean(token) && !session;
      next();
    } catch (err) {
      log.error({ err }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: Socket) => {
    installDirectFrames(socket.client);
    const { userId, sessionId, tokenRejected } = socket.data as {
      userId: number | null;
      sessionId: number | null;
      tokenRejected: boolean;
    };
    if (userId !== null && sessionId !== null) {
      void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    } else if (tokenRejected) {
      // Still served public data; told that its session is over so it can drop the token.
      socket.emit(SOCKET_EVENTS.sessionEnded, {});
    }
    socket.on(SOCKET_EVENTS.sub, (rooms: unknown, ack?: unknown) => {
      const wanted = (Array.isArray(rooms) ? rooms : [rooms]).filter(
        (r): r is string => typeof r === 'string' && PUBLIC_ROOM.test(r),
      );
      const parked = parkedTickerRooms(socket);
      const room = [...wanted].slice(
        0,
        Math.max(0, ROOMS_PER_SOCKET_MAX - socket.rooms.size - parked.size),
      );
      const inMarket = socket.rooms.has(MARKET_ROOM) || room.includes(MARKET_ROOM);
      if (inMarket) {
        for (const r of socket.rooms) {
          if (!isTickerRoom(r)) continue;
          void socket.leave(r);
          parked.add(r);
        }
      }
      for (const r of room) if (inMarket && isTickerRoom(r)) parked.add(r);
      void socket.join(room.filter((r) => !(inMarket && isTickerRoom(r))));
      socket.data.parkedTickers = [...parked];
      if (typeof ack === 'function') ack({ joined: room });
    });
    socket.on(SOCKET_EVENTS.unsub, (rooms: unknown, ack?: unknown) => {
      const list = (Array.isArray(rooms) ? rooms : [rooms]).filter(
        (r): r is string => typeof r === 'string' && PUBLIC_ROOM.test(r),
      );
      const parked = parkedTickerRooms(socket);
      for (const room of list) {
        void socket.leave(room);
        parked.delete(room);
      }
      // Out of the market room, the pairs it asked for come through their own rooms again.
      if (!socket.rooms.has(MARKET_ROOM) && parked.size) {
        void socket.join([...parked]);
        parked.clear();
      }
      socket.data.parkedTickers = [...parked];
      if (typeof ack === 'function') ack({ left: list });
    });
  });

  return {
    io,
    toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload),
    reaches: (userId) =>
      redisClients.length > 0 || (io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0,
    toRoom: (room, event, payload) => void io.to(room).emit(event, payload),
    ticker: (symbol, payload) => tickers.publish(symbol, payload),
    endSessions(sessionIds) {
      for (const id of sessionIds) {
        io.to(sessionRoom(id)).emit(SOCKET_EVENTS.sessionEnded, {});
        io.in(sessionRoom(id)).disconnectSockets(true);
      }
    },
    async close() {
      tickers.close();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
