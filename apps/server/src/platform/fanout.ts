/**
 * Latest-value fan-out for public market data. A price stream can tick far faster than a phone
 * can draw or than one node can write to 10,000 sockets; what a screen needs is the latest value
 * of each key (a symbol's ticker), not every intermediate one. So `publish` keeps only the newest
 * payload per key and hands the held values to `send` together, at most once per window:
 *
 * - an idle publisher sends on the next turn of the event loop (the publishes of one market
 *   flush go out together, with no added delay), then opens a window of `intervalMs`;
 * - within the window only the latest payload per key is kept, and it is sent when the window
 *   ends (so a value waits at most `intervalMs`), which opens the next window.
 *
 * One call of `send` per flush lets the caller put every changed key in ONE message for a room
 * that wants them all (the `market` room): the per-socket cost of a broadcast is paid once per
 * flush, not once per key.
 */
export interface LatestEntry {
  key: string;
  payload: unknown;
}

export interface LatestSender {
  /** The held values of one flush, in the order of their latest publish. */
  (entries: readonly LatestEntry[]): void;
}

export class LatestFanout {
  private held = new Map<string, unknown>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private closed = false;

  constructor(
    private readonly send: LatestSender,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Queues `payload` as the latest value of `key` (replacing a held one). */
  publish(key: string, payload: unknown): void {
    if (this.closed) return;
    // Re-inserted so the send order follows the latest publish order.
    this.held.delete(key);
    this.held.set(key, payload);
    if (this.timer || this.immediate) return;
    this.immediate = setImmediate(() => {
      this.immediate = null;
      this.flush();
    });
  }

  /** Keys with a value waiting to be sent. */
  pending(): number {
    return this.held.size;
  }

  /** Sends every held value now and opens a new window. */
  flush(): void {
    if (this.immediate) clearImmediate(this.immediate);
    this.immediate = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.held.size || this.closed) return;
    const out = [...this.held].map(([key, payload]) => ({ key, payload }));
    this.held = new Map();
    try {
      this.send(out);
    } catch (err) {
      this.onError(err);
    }
    if (this.intervalMs <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.held.size) this.flush();
    }, this.intervalMs);
    this.timer.unref?.();
  }

  close(): void {
    this.closed = true;
    if (this.immediate) clearImmediate(this.immediate);
    if (this.timer) clearTimeout(this.timer);
    this.immediate = null;
    this.timer = null;
    this.held.clear();
  }
}
