import type { Socket, io as createClient } from 'socket.io-client';
import { MARKET_ROOM, SOCKET_CLIENT_OPTIONS, SOCKET_EVENTS, tickerRoom } from '@tidemark/contracts';
import { nextTask } from '../ui/next-task';

/**
 * The real-time connection (docs/api.md "Real time"). One socket per tab, to the page's own origin.
 * It authenticates with the stored token in the handshake and is re-opened when the token
 * changes. Features never touch the socket directly: they `subscribe` to events (the bridge
 * into the query cache) and `sub`/`unsub` the rooms they display; rooms are reference-counted
 * and re-joined after every reconnect. The socket.io client is loaded on the first connect, not
 * with the app: the first screen paints from HTTP data and goes live a moment later.
 */

export type SocketHandler = (payload: unknown) => void;

/**
 * Rooms of docs/architecture.md: `market` (every pair's ticker), `ticker:<symbol>` (one pair's),
 * `kline:<symbol>:<period>`, `depth:<symbol>`, `trades:<symbol>`.
 */
export const socketRooms = {
  market: () => MARKET_ROOM,
  ticker: (symbol: string) => tickerRoom(symbol),
  kline: (symbol: string, period: string) => `kline:${symbol}:${period}`,
  depth: (symbol: string) => `depth:${symbol}`,
  trades: (symbol: string) => `trades:${symbol}`,
};

const handlers = new Map<string, Set<SocketHandler>>();
const roomCounts = new Map<string, number>();
/** Run on every (re)connection: joins the server forgets with the old connection. */
const connectHandlers = new Set<() => void>();
let socket: Socket | null = null;
/** The socket.io client being loaded for the first connect; `null` once it is there. */
let loading: Promise<void> | null = null;
/** Bumped by `disconnectSocket`, so a client that arrives after it opens nothing. */
let generation = 0;
let currentToken: string | null = null;
let onSessionEnded: (() => void) | null = null;

function dispatch(event: string, payload: unknown): void {
  handlers.get(event)?.forEach((handler) => {
    try {
      handler(payload);
    } catch (error) {
      // One faulty consumer must not starve the others.
      console.warn(`socket handler for "${event}" failed`, error);
    }
  });
}

function create(io: typeof createClient): Socket {
  const next = io({
    ...SOCKET_CLIENT_OPTIONS,
    // Called on every (re)connection, so a reconnect always carries the current token.
    auth: (cb) => cb(currentToken ? { token: currentToken } : {}),
  });
  next.onAny((event: string, payload: unknown) => dispatch(event, payload));
  next.on('connect', () => {
    for (const room of roomCounts.keys()) next.emit(SOCKET_EVENTS.sub, room);
    connectHandlers.forEach((handler) => handler());
  });
  next.on(SOCKET_EVENTS.sessionEnded, () => onSessionEnded?.());
  return next;
}

/** Whether the page has been idle once; until then, the first connect waits for it. */
let pageIdle = false;

/**
 * Resolves once the browser is idle after the first screen (at most 2 s later): loading the
 * client, its handshake and the first events' renders then cost nothing while the page paints
 * and becomes usable. Every later (re)connect goes at once.
 */
function afterStartup(): Promise<void> {
  if (pageIdle || typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) =>
    requestIdleCallback(
      () => {
        pageIdle = true;
        resolve();
      },
      { timeout: 2000 },
    ),
  );
}

function open(): void {
  const opened = generation;
  loading = afterStartup()
    .then(() => import('socket.io-client'))
    // The client's module runs in the task its script arrives in; the socket (its WebSocket,
    // its first handshake) is made in a task of its own, so neither is a long task.
    .then((client) => nextTask().then(() => client))
    .then(({ io }) => {
      if (opened === generation) socket = create(io);
    })
    .catch((error: unknown) => console.warn('The real-time client failed to load', error))
    .finally(() => {
      if (opened === generation) loading = null;
    });
}

/**
 * Opens the socket, or re-opens it when the token changed (login, logout). While the client
 * is still loading, a new token needs no re-open: the handshake reads the current one.
 */
export function connectSocket(token: string | null): void {
  if ((socket || loading) && token === currentToken) return;
  currentToken = token;
  if (!socket) {
    if (!loading) open();
    return;
  }
  socket.disconnect();
  socket.connect();
}

export function disconnectSocket(): void {
  generation += 1;
  loading = null;
  socket?.disconnect();
  socket = null;
}

export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

/** Listens to a server event; returns the unsubscribe function. */
export function subscribe(event: string, handler: SocketHandler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
  };
}

/** Joins a public room (reference-counted: several screens may show the same symbol). */
export function sub(room: string): void {
  const count = roomCounts.get(room) ?? 0;
  roomCounts.set(room, count + 1);
  if (count === 0 && socket?.connected) socket.emit(SOCKET_EVENTS.sub, room);
}

export function unsub(room: string): void {
  const count = roomCounts.get(room) ?? 0;
  if (count <= 1) {
    roomCounts.delete(room);
    if (count === 1 && socket?.connected) socket.emit(SOCKET_EVENTS.unsub, room);
  } else {
    roomCounts.set(room, count - 1);
  }
}

export function isSocketConnected(): boolean {
  return socket?.connected ?? false;
}

/**
 * Sends a client event (a typing or read signal) on the open socket. A signal is a hint: one
 * lost while the socket is down is not replayed.
 */
export function emitSocketEvent(event: string, payload: unknown): void {
  if (socket?.connected) socket.emit(event, payload);
}

/**
 * Runs `handler` now if the socket is connected and again after every reconnect (a room joined
 * by its own event, like a visitor's support room, is lost with the old connection). Returns
 * the function that stops it.
 */
export function onSocketConnect(handler: () => void): () => void {
  connectHandlers.add(handler);
  if (socket?.connected) handler();
  return () => {
    connectHandlers.delete(handler);
  };
}
