import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLIENT_OPTIONS } from '@tidemark/contracts';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: records emits, lets the test fire events. */
class FakeSocket {
  connected = false;
  emitted: Array<[string, unknown]> = [];
  listeners = new Map<string, Listener[]>();
  anyListeners: Listener[] = [];
  disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });
  connect = vi.fn(() => this);
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    this.listeners.get(event)?.forEach((l) => l(payload));
    this.anyListeners.forEach((l) => l(event, payload));
  }
}

const sockets: FakeSocket[] = [];
const ioMock = vi.fn((_options: Record<string, unknown>) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
vi.mock('socket.io-client', () => ({ io: (options: Record<string, unknown>) => ioMock(options) }));

async function freshModule() {
  vi.resetModules();
  sockets.length = 0;
  ioMock.mockClear();
  return import('./socket');
}

/** The client loads on the first connect; the socket is made a task after it arrives. */
async function clientLoaded() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(ioMock).toHaveBeenCalled());
}

function authOf(options: Record<string, unknown>): unknown {
  let value: unknown;
  (options.auth as (cb: (data: unknown) => void) => void)((data) => (value = data));
  return value;
}

describe('socket bridge', () => {
  beforeEach(() => vi.clearAllMocks());

  it('connects to its own origin with the contract options and no token', async () => {
    const { connectSocket } = await freshModule();
    connectSocket(null);
    await clientLoaded();
    const options = ioMock.mock.calls[0]?.[0] ?? {};
    expect(options).toMatchObject({ ...SOCKET_CLIENT_OPTIONS, auth: expect.any(Function) });
    expect(authOf(options)).toEqual({});
  });

  it('reconnects with the new token on login and without it on logout', async () => {
    const { connectSocket } = await freshModule();
    connectSocket(null);
    await clientLoaded();
    connectSocket('tok-1');
    const socket = sockets[0];
    const options = ioMock.mock.calls[0]?.[0] ?? {};
    expect(sockets).toHaveLength(1);
    expect(socket?.disconnect).toHaveBeenCalledTimes(1);
    expect(socket?.connect).toHaveBeenCalledTimes(1);
    expect(authOf(options)).toEqual({ token: 'tok-1' });
    connectSocket('tok-1'); // same token: nothing to do
    expect(socket?.connect).toHaveBeenCalledTimes(1);
    connectSocket(null);
    expect(authOf(options)).toEqual({});
  });

  it('delivers events to subscribers until they unsubscribe', async () => {
    const { connectSocket, subscribe } = await freshModule();
    connectSocket(null);
    await clientLoaded();
    const seen: unknown[] = [];
    const stop = subscribe('daymarket', (payload) => seen.push(payload));
    sockets[0]?.fire('daymarket', { symbol: 'BTC/USDT' });
    stop();
    sockets[0]?.fire('daymarket', { symbol: 'ETH/USDT' });
    expect(seen).toEqual([{ symbol: 'BTC/USDT' }]);
  });

  it('reference-counts rooms and joins them again after a reconnect', async () => {
    const { connectSocket, sub, unsub, socketRooms } = await freshModule();
    connectSocket(null);
    await clientLoaded();
    const socket = sockets[0] as FakeSocket;
    socket.fire('connect');
    const room = socketRooms.kline('BTC/USDT', '1min');
    sub(room);
    sub(room);
    expect(socket.emitted).toEqual([['sub', 'kline:BTC/USDT:1min']]);
    unsub(room);
    expect(socket.emitted).toHaveLength(1);
    sub(socketRooms.market());
    socket.emitted = [];
    socket.fire('connect'); // a reconnect
    expect(socket.emitted).toEqual([
      ['sub', 'kline:BTC/USDT:1min'],
      ['sub', 'market'],
    ]);
    unsub(room);
    expect(socket.emitted.at(-1)).toEqual(['unsub', 'kline:BTC/USDT:1min']);
  });

  it('reports a session ended by the server', async () => {
    const { connectSocket, setSessionEndedHandler } = await freshModule();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    connectSocket('tok');
    await clientLoaded();
    sockets[0]?.fire('session_ended', {});
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('runs connect handlers now if connected and after every reconnect, until stopped', async () => {
    const { connectSocket, onSocketConnect, emitSocketEvent } = await freshModule();
    connectSocket(null);
    await clientLoaded();
    const socket = sockets[0]!;
    const join = () => emitSocketEvent('support_visitor_join', { device_id: 'd1' });
    const stop = onSocketConnect(join);
    expect(socket.emitted).toEqual([]); // not connected yet: nothing is sent
    socket.fire('connect');
    socket.fire('disconnect');
    socket.connected = false;
    socket.fire('connect');
    const joins = () => socket.emitted.filter(([event]) => event === 'support_visitor_join');
    expect(joins()).toHaveLength(2);
    stop();
    socket.fire('connect');
    expect(joins()).toHaveLength(2);
    onSocketConnect(join); // already connected: runs at once
    expect(joins()).toEqual([
      ['support_visitor_join', { device_id: 'd1' }],
      ['support_visitor_join', { device_id: 'd1' }],
      ['support_visitor_join', { device_id: 'd1' }],
    ]);
  });
});
