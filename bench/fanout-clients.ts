// A client worker of the fan-out bench: holds its share of the sockets and measures, per burst,
// the tick-to-client latency of every `daymarket` it receives (`sent` is stamped by the server
// when the tick is published, same machine clock).
import { io as connect, type Socket } from 'socket.io-client';

type Msg = { kind: string; url?: string; count?: number; rooms?: string[]; lastSeq?: number };

const sockets: Socket[] = [];
let latencies: number[] = [];
/** Sockets that have seen the burst's last tick. */
let finished = 0;
let lastSeq = 0;

function onTick(this: { done: boolean }, payload: { sent: number; seq: number }): void {
  latencies.push(Date.now() - payload.sent);
  if (payload.seq === lastSeq && !this.done) {
    this.done = true;
    finished++;
  }
}

async function grow(url: string, count: number, rooms: string[]): Promise<void> {
  // Sockets the server dropped (a missed heartbeat under load) are replaced, so every path is
  // measured with the full count.
  for (let i = sockets.length - 1; i >= 0; i--) {
    if (!sockets[i]!.connected) {
      sockets[i]!.close();
      sockets.splice(i, 1);
    }
  }
  while (sockets.length < count) {
    const batch = Math.min(200, count - sockets.length);
    await Promise.all(
      Array.from(
        { length: batch },
        () =>
          new Promise<void>((resolve) => {
            const s = connect(url, {
              path: '/socket.io',
              transports: ['websocket'],
              reconnection: false,
              forceNew: true,
            });
            const state = { done: false };
            (s as Socket & { state?: typeof state }).state = state;
            s.on('daymarket', onTick.bind(state));
            s.once('connect', () => {
              s.emit('sub', rooms, () => resolve());
            });
            s.once('connect_error', () => resolve());
            sockets.push(s);
          }),
      ),
    );
  }
}

process.on('message', async (msg: Msg) => {
  if (msg.kind === 'grow') {
    await grow(msg.url!, msg.count!, msg.rooms ?? ['market']);
    return process.send!({
      kind: 'grow:done',
      connected: sockets.filter((s) => s.connected).length,
    });
  }
  if (msg.kind === 'arm') {
    latencies = [];
    finished = 0;
    lastSeq = msg.lastSeq!;
    for (const s of sockets) (s as Socket & { state: { done: boolean } }).state.done = false;
    return process.send!({ kind: 'arm:done' });
  }
  if (msg.kind === 'collect') {
    const live = sockets.filter((s) => s.connected).length;
    const deadline = Date.now() + 20_000;
    while (finished < live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return process.send!({ kind: 'collect:done', latencies, missing: live - finished, live });
  }
  if (msg.kind === 'close') {
    for (const s of sockets) s.close();
    process.send!({ kind: 'close:done' });
    process.exit(0);
  }
});
process.send!({ kind: 'ready' });
