// A client worker of the fan-out bench: holds its share of the sockets and measures, per burst,
// the tick-to-client latency of every ticker it receives (`sent` is stamped by the server when
// the tick is published, same machine clock), and its own CPU.
//
// BENCH_CLIENT=raw (default): each socket is a bare websocket speaking the engine.io/socket.io
// protocol (handshake, `sub` with its ack, pong) with a frame reader that only looks for the
// `sent`/`seq` stamps. 10,000 full socket.io-client instances on a 2-core machine cost more CPU
// than the server they measure, and a message waits in the client's own queue behind the other
// sockets of the process; the bare client keeps that queue short, so the figure is the server's
// delivery. BENCH_CLIENT=socket.io measures with socket.io-client instead (what a browser runs).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';

type Msg = {
  kind: string;
  url?: string;
  count?: number;
  rooms?: string[];
  lastSeq?: number;
  lastCount?: number;
};

interface Client {
  connected(): boolean;
  close(): void;
  /** Stamps of the burst's last tick seen (one per symbol ticked). */
  last: number;
}

const KIND = process.env.BENCH_CLIENT === 'socket.io' ? 'socket.io' : 'raw';
const clients: Client[] = [];
let latencies: number[] = [];
/** Frames that carried at least one ticker. */
let frames = 0;
/** Sockets that have seen the burst's last tick of every symbol. */
let finished = 0;
let lastSeq = 0;
let lastCount = 1;
let cpuAtArm = process.cpuUsage();

const SENT = Buffer.from('"sent":');
const SEQ = Buffer.from(',"seq":');

/** The decimal digits of `buf` from `at`. */
function digits(buf: Buffer, at: number): number {
  let n = 0;
  for (let c = buf[at]!; c >= 48 && c <= 57; c = buf[++at]!) n = n * 10 + c - 48;
  return n;
}

/**
 * Records every ticker stamp (`"sent":<ms>,"seq":<n>`, the bench's last two fields of a ticker)
 * in a frame; marks `client` done at the burst's last seq of every symbol. Reads the bytes in
 * place: decoding and parsing 10,000 copies of each frame would be the client's queue again.
 */
function onFrame(client: Client, buf: Buffer): void {
  const now = Date.now();
  let any = false;
  for (let at = buf.indexOf(SENT); at >= 0; at = buf.indexOf(SENT, at)) {
    any = true;
    at += SENT.length;
    let sent = 0;
    for (let c = buf[at]!; c >= 48 && c <= 57; c = buf[++at]!) sent = sent * 10 + c - 48;
    latencies.push(now - sent);
    // `seq` follows `sent` (the server stamps them last, in that order).
    let isSeq = true;
    for (let i = 0; i < SEQ.length; i++) if (buf[at + i] !== SEQ[i]) isSeq = false;
    if (isSeq && digits(buf, at + SEQ.length) === lastSeq && ++client.last === lastCount)
      finished++;
  }
  if (any) frames++;
}

/** A masked client text frame (RFC 6455 §5.3: every client frame is masked). */
function frame(text: string): Buffer {
  const data = Buffer.from(text);
  const len = data.length;
  const head = len < 126 ? 2 : 4;
  const out = Buffer.alloc(head + 4 + len);
  out[0] = 0x81;
  if (len < 126) out[1] = 0x80 | len;
  else {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(len, 2);
  }
  const mask = randomBytes(4);
  mask.copy(out, head);
  for (let i = 0; i < len; i++) out[head + 4 + i] = data[i]! ^ mask[i & 3]!;
  return out;
}

/**
 * One read buffer for every socket of the worker: `onread` hands each read to its callback
 * synchronously, so the buffer is free again when the callback returns (a partial frame is
 * copied out). No stream, no `data` event, no buffer allocated per read: the worker's CPU per
 * frame is the read itself and the stamp scan.
 */
const READ = Buffer.allocUnsafe(1 << 20);

function rawClient(url: string, rooms: string[]): Promise<Client> {
  return new Promise((resolve) => {
    const u = new URL(url);
    let open = false;
    let upgraded = false;
    /** Bytes of a frame (or of the upgrade response) not complete yet, copied. */
    let pending: Buffer | null = null;
    const send = (text: string) => socket.write(frame(text));
    // engine.io packet type, then socket.io's: 42 event, 40 connected, 430 the ack of `sub`.
    const onMessage = (data: Buffer) => {
      const c = data[0];
      if (c === 52 /* 4: message */) {
        if (data[1] === 50) return onFrame(client, data);
        if (data[1] === 48) return send(`420${JSON.stringify(['sub', rooms])}`);
        if (data[1] === 51 && data[2] === 48) {
          open = true;
          return resolve(client);
        }
      } else if (c === 50 /* 2: ping */) send('3');
      else if (c === 48 /* 0: open */) send('40');
    };
    /** Handles every whole frame of `buf`; returns what is left of it. */
    const frames = (buf: Buffer): Buffer => {
      for (;;) {
        if (buf.length < 2) return buf;
        const opcode = buf[0]! & 0x0f;
        let len = buf[1]! & 0x7f;
        let at = 2;
        if (len === 126) {
          if (buf.length < 4) return buf;
          len = buf.readUInt16BE(2);
          at = 4;
        } else if (len === 127) {
          if (buf.length < 10) return buf;
          len = Number(buf.readBigUInt64BE(2));
          at = 10;
        }
        if (buf.length < at + len) return buf;
        if (opcode === 1) onMessage(buf.subarray(at, at + len));
        else if (opcode === 8) socket.destroy();
        buf = buf.subarray(at + len);
      }
    };
    const socket = net.connect({
      host: u.hostname,
      port: Number(u.port),
      noDelay: true,
      onread: {
        buffer: READ,
        callback: (n: number, into: Uint8Array): boolean => {
          let buf = Buffer.from(into.buffer, into.byteOffset, n);
          if (pending) {
            buf = Buffer.concat([pending, buf]);
            pending = null;
          }
          if (!upgraded) {
            const end = buf.indexOf('\r\n\r\n');
            if (end < 0) {
              pending = Buffer.from(buf);
              return true;
            }
            if (!buf.subarray(0, end).toString('latin1').startsWith('HTTP/1.1 101')) {
              socket.destroy();
              return false;
            }
            upgraded = true;
            buf = buf.subarray(end + 4);
          }
          const rest = frames(buf);
          if (rest.length) pending = Buffer.from(rest);
          return true;
        },
      },
    });
    const client: Client = {
      connected: () => open,
      close: () => socket.destroy(),
      last: 0,
    };
    socket.on('connect', () =>
      socket.write(
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${u.host}\r\n` +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
      ),
    );
    socket.on('close', () => {
      open = false;
      resolve(client);
    });
    socket.on('error', () => undefined);
  });
}

function socketIoClient(url: string, rooms: string[]): Promise<Client> {
  return new Promise((resolve) => {
    const s: Socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const client: Client = { connected: () => s.connected, close: () => s.close(), last: 0 };
    s.onAny((_event: string, payload: unknown) =>
      onFrame(client, Buffer.from(JSON.stringify(payload))),
    );
    s.once('connect', () => s.emit('sub', rooms, () => resolve(client)));
    s.once('connect_error', () => resolve(client));
  });
}

async function grow(url: string, count: number, rooms: string[]): Promise<void> {
  // Sockets the server dropped (a missed heartbeat under load) are replaced, so every path is
  // measured with the full count.
  for (let i = clients.length - 1; i >= 0; i--) {
    if (!clients[i]!.connected()) {
      clients[i]!.close();
      clients.splice(i, 1);
    }
  }
  const open = KIND === 'raw' ? rawClient : socketIoClient;
  while (clients.length < count) {
    const batch = Math.min(200, count - clients.length);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => open(url, rooms)))));
  }
}

process.on('message', async (msg: Msg) => {
  if (msg.kind === 'grow') {
    await grow(msg.url!, msg.count!, msg.rooms ?? ['market']);
    return process.send!({
      kind: 'grow:done',
      connected: clients.filter((c) => c.connected()).length,
    });
  }
  if (msg.kind === 'arm') {
    latencies = [];
    frames = 0;
    finished = 0;
    lastSeq = msg.lastSeq!;
    lastCount = msg.lastCount ?? 1;
    for (const c of clients) c.last = 0;
    cpuAtArm = process.cpuUsage();
    return process.send!({ kind: 'arm:done' });
  }
  if (msg.kind === 'collect') {
    const live = clients.filter((c) => c.connected()).length;
    const deadline = Date.now() + 20_000;
    while (finished < live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const cpu = process.cpuUsage(cpuAtArm);
    return process.send!({
      kind: 'collect:done',
      latencies,
      frames,
      missing: live - finished,
      live,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  }
  if (msg.kind === 'close') {
    for (const c of clients) c.close();
    process.send!({ kind: 'close:done' });
    process.exit(0);
  }
});
process.send!({ kind: 'ready' });
